import { Injectable } from '@nestjs/common';
import {
  type KindergartenSubject,
  allows,
  type ClassAgeGroup,
  type ClassDetails,
  type ClassesByKindergartenQuery,
  type ClassesGrouped,
  type ClassOverview,
  type ClassOverviewQuery,
  type ClassSummary,
  GroupAgeType,
  groupAgeTypeLabels,
  type PagedResult,
  Resource,
  type SaveClassCommand,
  type SaveResult,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenSettingsService } from '../../kindergartens/services/kindergarten-settings.service.js';

export const CLASS_NOT_FOUND = 'Групата не е намерена.';
export const CLASS_NAME_TAKEN = 'Група с това име вече съществува в учебната година.';
export const CLASS_HAS_CHILDREN = 'Групата не може да бъде изтрита, защото в нея има записани деца.';
export const CLASS_IS_REFERENCED = 'Групата не може да бъде изтрита, защото е свързана с други записи.';
export const CLASS_PERIOD_FIXED = 'Учебната година на съществуваща група не може да се променя.';
export const PERIOD_NOT_FOUND = 'Учебната година не е намерена в детската градина.';
export const NO_PERIOD = 'Изберете учебна година.';
export const TEACHERS_NOT_FOUND = 'Избраните служители не са от детската градина.';

/** Spec 2 §9: regular groups first, then groups for substitution; by name in Bulgarian collation. */
const CLASS_ORDER = 'c.is_for_substitution, c.name COLLATE "bg-BG-x-icu", c.id';
const TEACHER_NAME = `concat_ws(' ', te.first_name, te.last_name)`;
/** The group's teachers, in Bulgarian collation, as a JSON array. */
const TEACHERS_JSON = `coalesce((
  SELECT json_agg(json_build_object('id', te.id, 'name', ${TEACHER_NAME}, 'occupation', te.occupation)
                  ORDER BY te.first_name COLLATE "bg-BG-x-icu", te.last_name COLLATE "bg-BG-x-icu", te.id)
    FROM class_teachers ct JOIN teachers te ON te.id = ct.teacher_id
   WHERE ct.class_id = c.id), '[]'::json)`;
const SUMMARY_COLUMNS = `c.id, c.name, c.is_for_substitution AS "isForSubstitution", c.kindergarten_id AS "kindergartenId",
  k.name AS "kindergartenName", c.age_type AS "classType"`;

/**
 * Groups (classes). Row-level security scopes every statement to the user's kindergartens; the conditions name the
 * selected kindergarten too (indexes, and a director of two kindergartens acts in the selected one).
 * A role whose Classes read does not reach every group (`canView` false) sees only the groups they teach.
 */
@Injectable()
export class ClassesService {
  constructor(
    private readonly db: Db,
    private readonly settings: KindergartenSettingsService,
  ) {}

  /** GET /api/Classes: the selected school year's groups of the selected kindergarten. */
  list(user: AuthUser): Promise<ClassSummary[]> {
    if (user.kindergartenId === null || user.periodId === null) return Promise.resolve([]);
    const where = this.scoped(user, new SqlConditions().add('c.kindergarten_id = ?', user.kindergartenId)).add(
      'c.period_id = ?',
      user.periodId,
    );
    return this.db.manager.query(
      `SELECT ${SUMMARY_COLUMNS} FROM classes c JOIN kindergartens k ON k.id = c.kindergarten_id ${where.sql} ORDER BY ${CLASS_ORDER}`,
      where.params,
    );
  }

  /**
   * GET /api/Classes/by-kindergarten: the groups of every kindergarten the user may read — the selected kindergarten
   * (its selected school year) for its members, every kindergarten (MON) or the municipality's (municipality) in each
   * one's active school year for the consolidated references.
   */
  byKindergarten(user: AuthUser, query: ClassesByKindergartenQuery): Promise<ClassSummary[]> {
    this.assertCanReadAcross(user);
    const where = this.acrossScope(user).addIf(query.kindergartenId, 'c.kindergarten_id = ?');
    return this.db.manager.query(
      `SELECT ${SUMMARY_COLUMNS} FROM classes c JOIN kindergartens k ON k.id = c.kindergarten_id
         JOIN kindergarten_periods p ON p.id = c.period_id ${where.sql}
        ORDER BY k.name COLLATE "bg-BG-x-icu", k.id, ${CLASS_ORDER}`,
      where.params,
    );
  }

  /** GET /api/Classes/grouped: the same groups as by-kindergarten, grouped by kindergarten and class (age) type. */
  async grouped(user: AuthUser): Promise<ClassesGrouped[]> {
    const rows = await this.byKindergarten(user, {});
    const kindergartens = new Map<number, ClassesGrouped>();
    for (const row of rows) {
      let kindergarten = kindergartens.get(row.kindergartenId);
      if (!kindergarten) {
        kindergarten = { kindergartenId: row.kindergartenId, kindergartenName: row.kindergartenName, classTypes: [] };
        kindergartens.set(row.kindergartenId, kindergarten);
      }
      let type = kindergarten.classTypes.find((entry) => entry.classType === row.classType);
      if (!type) {
        type = {
          classType: row.classType,
          classTypeName: groupAgeTypeLabels[row.classType as GroupAgeType] ?? '',
          classes: [],
        };
        kindergarten.classTypes.push(type);
      }
      type.classes.push({ id: row.id, name: row.name, isForSubstitution: row.isForSubstitution });
    }
    for (const kindergarten of kindergartens.values()) kindergarten.classTypes.sort((a, b) => a.classType - b.classType);
    return [...kindergartens.values()];
  }

  /** GET /api/Classes/age-groups: every age type of the enumeration, with the number of the selected year's groups. */
  async ageGroups(user: AuthUser): Promise<ClassAgeGroup[]> {
    const counts = new Map<number, number>();
    if (user.kindergartenId !== null && user.periodId !== null) {
      const where = this.scoped(user, new SqlConditions().add('c.kindergarten_id = ?', user.kindergartenId)).add(
        'c.period_id = ?',
        user.periodId,
      );
      const rows: { ageType: number; count: number }[] = await this.db.manager.query(
        `SELECT c.age_type AS "ageType", count(*)::int AS count FROM classes c ${where.sql} GROUP BY c.age_type`,
        where.params,
      );
      for (const row of rows) counts.set(row.ageType, row.count);
    }
    return Object.values(GroupAgeType)
      .filter((value): value is GroupAgeType => typeof value === 'number')
      .map((ageType) => ({ ageType, name: groupAgeTypeLabels[ageType], classesCount: counts.get(ageType) ?? 0 }));
  }

  /** GET /api/Classes/overview-models: the groups of a school year of the selected kindergarten, paged. */
  overview(user: AuthUser, query: ClassOverviewQuery): Promise<PagedResult<ClassOverview>> {
    const periodId = query.periodId ?? user.periodId;
    if (user.kindergartenId === null || periodId === null) return Promise.resolve({ result: [], rowsCount: 0 });
    const where = this.scoped(user, new SqlConditions().add('c.kindergarten_id = ?', user.kindergartenId))
      .add('c.period_id = ?', periodId)
      .addIf(query.name && `%${query.name.replace(/[\\%_]/g, '\\$&')}%`, 'c.name ILIKE ?')
      .addIf(query.ageType, 'c.age_type = ?')
      .addIf(query.isForSubstitution, 'c.is_for_substitution = ?');
    const studentsCount = `(SELECT count(DISTINCT sc.student_id)::int FROM student_classes sc
        WHERE sc.class_id = c.id AND sc.from_date <= current_date AND (sc.to_date IS NULL OR sc.to_date >= current_date))`;
    return pagedQuery<ClassOverview>(
      this.db.manager,
      {
        select: `c.id, c.name, c.age_type AS "ageType", c.is_for_substitution AS "isForSubstitution",
                 c.attendance_mode AS "attendanceMode", ${studentsCount} AS "studentsCount", ${TEACHERS_JSON} AS teachers`,
        from: 'FROM classes c',
        where,
        orderBy: {
          name: 'c.name COLLATE "bg-BG-x-icu"',
          ageType: 'c.age_type',
          isForSubstitution: 'c.is_for_substitution',
          studentsCount,
        },
        defaultOrder: CLASS_ORDER,
      },
      query,
    );
  }

  /** GET /api/Classes/{id}: one group of the selected kindergarten with its teachers. */
  async get(user: AuthUser, id: number): Promise<ClassDetails> {
    const where = this.scoped(user, new SqlConditions().add('c.id = ?', id).add('c.kindergarten_id = ?', user.kindergartenId));
    const [row] = await this.db.manager.query(
      `SELECT c.id, c.name, c.age_type AS "ageType", c.is_for_substitution AS "isForSubstitution",
              c.attendance_mode AS "attendanceMode", c.period_id AS "periodId", p.name AS "periodName",
              c.kindergarten_id AS "kindergartenId", ${TEACHERS_JSON} AS teachers
         FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id ${where.sql}`,
      where.params,
    );
    if (!row) throw new NotFoundError(CLASS_NOT_FOUND);
    return row;
  }

  /** GET /api/classes/{classId}/subjects: a group teaches the educational directions its kindergarten works in. */
  async subjects(user: AuthUser, classId: number): Promise<KindergartenSubject[]> {
    await this.get(user, classId);
    return this.settings.subjects(user);
  }

  /** POST /api/Classes: creates a group in a school year of the selected kindergarten, or edits one (`id`). */
  async save(user: AuthUser, request: SaveClassCommand): Promise<SaveResult> {
    const kindergartenId = this.kindergartenOf(user);
    let periodId: number;
    if (request.id !== undefined) {
      assertAllowed(user, Resource.Classes, 'update');
      const [current] = await this.db.manager.query(
        `SELECT period_id AS "periodId" FROM classes WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
        [request.id, kindergartenId],
      );
      if (!current) throw new NotFoundError(CLASS_NOT_FOUND);
      if (request.periodId !== undefined && request.periodId !== current.periodId) {
        throw new BadInputError(CLASS_PERIOD_FIXED, { periodId: [CLASS_PERIOD_FIXED] });
      }
      periodId = current.periodId;
    } else {
      periodId = await this.periodOf(user, kindergartenId, request.periodId);
    }

    const [taken] = await this.db.manager.query(
      `SELECT 1 FROM classes WHERE period_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
      [periodId, request.name, request.id ?? null],
    );
    if (taken) throw new BadInputError(CLASS_NAME_TAKEN, { name: [CLASS_NAME_TAKEN] });

    const teacherIds = [...new Set(request.teacherIds)];
    if (teacherIds.length) {
      const [{ count }] = await this.db.manager.query(
        `SELECT count(*)::int AS count FROM teachers WHERE id = ANY($1::int[]) AND kindergarten_id = $2`,
        [teacherIds, kindergartenId],
      );
      if (count !== teacherIds.length) throw new BadInputError(TEACHERS_NOT_FOUND, { teacherIds: [TEACHERS_NOT_FOUND] });
    }

    const values = [request.name, request.ageType, request.isForSubstitution, request.attendanceMode];
    let id: number;
    if (request.id === undefined) {
      const [row] = await this.db.manager.query(
        `INSERT INTO classes (kindergarten_id, period_id, name, age_type, is_for_substitution, attendance_mode)
         VALUES ($5, $6, $1, $2, $3, $4) RETURNING id`,
        [...values, kindergartenId, periodId],
      );
      id = row.id;
    } else {
      id = request.id;
      await this.db.manager.query(
        `UPDATE classes SET name = $1, age_type = $2, is_for_substitution = $3, attendance_mode = $4, updated_at = now()
          WHERE id = $5 AND kindergarten_id = $6`,
        [...values, id, kindergartenId],
      );
      await this.db.manager.query(
        `DELETE FROM class_teachers WHERE class_id = $1 AND kindergarten_id = $2 AND NOT (teacher_id = ANY($3::int[]))`,
        [id, kindergartenId, teacherIds],
      );
    }
    if (teacherIds.length) {
      await this.db.manager.query(
        `INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id)
         SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
        [kindergartenId, id, teacherIds],
      );
    }
    return { isSuccessful: true, entityId: id };
  }

  /**
   * DELETE /api/classes/{id}: only while nothing depends on the group. Children's placements (current or past) are
   * checked by name; any other record that references the group (a later area's table) is refused by its foreign key
   * and answered with the same kind of message. The group's own teacher assignments go with it.
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = this.kindergartenOf(user);
    const [row] = await this.db.manager.query(
      `SELECT (SELECT count(DISTINCT sc.student_id)::int FROM student_classes sc WHERE sc.class_id = c.id) AS children
         FROM classes c WHERE c.id = $1 AND c.kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
    if (!row) throw new NotFoundError(CLASS_NOT_FOUND);
    if (row.children > 0) throw new ConflictError(`${CLASS_HAS_CHILDREN} Брой деца: ${row.children}.`);
    await this.db.manager.query(`SAVEPOINT class_delete`);
    try {
      await this.db.manager.query(`DELETE FROM class_teachers WHERE class_id = $1 AND kindergarten_id = $2`, [
        id,
        kindergartenId,
      ]);
      await this.db.manager.query(`DELETE FROM classes WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
    } catch (error) {
      const code =
        (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (code !== '23503') throw error;
      await this.db.manager.query(`ROLLBACK TO SAVEPOINT class_delete`);
      throw new ConflictError(CLASS_IS_REFERENCED);
    }
    await this.db.manager.query(`RELEASE SAVEPOINT class_delete`);
  }

  /** Teachers whose Classes read is limited to their own groups see only the groups they teach. */
  private scoped(user: AuthUser, where: SqlConditions): SqlConditions {
    const entry = user.access.find((access) => access.resource === Resource.Classes);
    if (!entry || entry.canView) return where;
    return where.add(
      `EXISTS (SELECT 1 FROM class_teachers ct JOIN teachers te ON te.id = ct.teacher_id
                WHERE ct.class_id = c.id AND te.user_id = ?)`,
      user.userId,
    );
  }

  /** The selected kindergarten in its selected year; elsewhere (MON, municipality) each kindergarten's active year. */
  private acrossScope(user: AuthUser): SqlConditions {
    const where = new SqlConditions();
    if (user.kindergartenId !== null) {
      return this.scoped(
        user,
        where.add('c.kindergarten_id = ?', user.kindergartenId).add('c.period_id = ?', user.periodId ?? 0),
      );
    }
    return where.add('p.is_active');
  }

  /** Members with Classes read; MON and municipality through their references (row-level security bounds the rows). */
  private assertCanReadAcross(user: AuthUser): void {
    if (allows(user.access, Resource.Classes, 'read')) return;
    if (user.consolidation && allows(user.access, Resource.AdministrativeReferences, 'read')) return;
    throw new ForbiddenError();
  }

  private kindergartenOf(user: AuthUser): number {
    if (user.kindergartenId === null) throw new ForbiddenError();
    return user.kindergartenId;
  }

  private async periodOf(user: AuthUser, kindergartenId: number, requested: number | undefined): Promise<number> {
    const periodId = requested ?? user.periodId;
    if (periodId === null) throw new BadInputError(NO_PERIOD, { periodId: [NO_PERIOD] });
    const [period] = await this.db.manager.query(`SELECT 1 FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`, [
      periodId,
      kindergartenId,
    ]);
    if (!period) throw new BadInputError(PERIOD_NOT_FOUND, { periodId: [PERIOD_NOT_FOUND] });
    return periodId;
  }
}
