import { Injectable } from '@nestjs/common';
import {
  type AttendanceMode,
  type ClassDetails,
  type ClassOverview,
  type ClassOverviewQuery,
  type ClassSummary,
  type GroupAgeType,
  type PagedResult,
  Resource,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';

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
/** Children placed in the group today. */
const STUDENTS_COUNT = `(SELECT count(DISTINCT sc.student_id)::int FROM student_classes sc
        WHERE sc.class_id = c.id AND sc.from_date <= current_date AND (sc.to_date IS NULL OR sc.to_date >= current_date))`;

/** A group's own columns, written once for insert and update. */
export interface ClassColumns {
  name: string;
  age_type: GroupAgeType;
  is_for_substitution: boolean;
  attendance_mode: AttendanceMode;
}

export interface AgeTypeCountRow {
  ageType: GroupAgeType;
  count: number;
}

interface PeriodRow {
  periodId: number;
}

interface ChildrenCountRow {
  children: number;
}

interface CountRow {
  count: number;
}

/**
 * The statements of the groups (classes). Row-level security scopes every statement to the user's kindergartens; the
 * conditions name the selected kindergarten too (indexes, and a director of two kindergartens acts in the selected
 * one). A role whose Classes read does not reach every group (`canView` false) sees only the groups they teach.
 */
@Injectable()
export class ClassesRepository {
  constructor(private readonly db: Db) {}

  /** The selected school year's groups of the selected kindergarten. */
  list(user: AuthUser): Promise<ClassSummary[]> {
    const where = this.scoped(user, new SqlConditions().add('c.kindergarten_id = ?', user.kindergartenId)).add(
      'c.period_id = ?',
      user.periodId,
    );
    return this.db.sql.many<ClassSummary>(
      `SELECT ${SUMMARY_COLUMNS} FROM classes c JOIN kindergartens k ON k.id = c.kindergarten_id ${where.sql} ORDER BY ${CLASS_ORDER}`,
      where.params,
    );
  }

  /**
   * The groups of every kindergarten the user may read: the selected kindergarten in its selected year; elsewhere
   * (MON, municipality) each kindergarten's active year.
   */
  acrossKindergartens(user: AuthUser, kindergartenId: number | undefined): Promise<ClassSummary[]> {
    const where = this.acrossScope(user).addIf(kindergartenId, 'c.kindergarten_id = ?');
    return this.db.sql.many<ClassSummary>(
      `SELECT ${SUMMARY_COLUMNS} FROM classes c JOIN kindergartens k ON k.id = c.kindergarten_id
         JOIN kindergarten_periods p ON p.id = c.period_id ${where.sql}
        ORDER BY k.name COLLATE "bg-BG-x-icu", k.id, ${CLASS_ORDER}`,
      where.params,
    );
  }

  /** The number of the selected year's groups of each age type that has any. */
  ageTypeCounts(user: AuthUser): Promise<AgeTypeCountRow[]> {
    const where = this.scoped(user, new SqlConditions().add('c.kindergarten_id = ?', user.kindergartenId)).add(
      'c.period_id = ?',
      user.periodId,
    );
    return this.db.sql.many<AgeTypeCountRow>(
      `SELECT c.age_type AS "ageType", count(*)::int AS count FROM classes c ${where.sql} GROUP BY c.age_type`,
      where.params,
    );
  }

  /** The groups of a school year of the selected kindergarten, paged. */
  overview(user: AuthUser, periodId: number, query: ClassOverviewQuery): Promise<PagedResult<ClassOverview>> {
    const where = this.scoped(user, new SqlConditions().add('c.kindergarten_id = ?', user.kindergartenId))
      .add('c.period_id = ?', periodId)
      .addIf(query.name && containsPattern(query.name), 'c.name ILIKE ?')
      .addIf(query.ageType, 'c.age_type = ?')
      .addIf(query.isForSubstitution, 'c.is_for_substitution = ?');
    return pagedQuery<ClassOverview>(
      this.db.manager,
      {
        select: `c.id, c.name, c.age_type AS "ageType", c.is_for_substitution AS "isForSubstitution",
                 c.attendance_mode AS "attendanceMode", ${STUDENTS_COUNT} AS "studentsCount", ${TEACHERS_JSON} AS teachers`,
        from: 'FROM classes c',
        where,
        orderBy: {
          name: 'c.name COLLATE "bg-BG-x-icu"',
          ageType: 'c.age_type',
          isForSubstitution: 'c.is_for_substitution',
          studentsCount: STUDENTS_COUNT,
        },
        defaultOrder: CLASS_ORDER,
      },
      query,
    );
  }

  /** One group of the selected kindergarten with its teachers. */
  find(user: AuthUser, id: number): Promise<ClassDetails | undefined> {
    const where = this.scoped(user, new SqlConditions().add('c.id = ?', id).add('c.kindergarten_id = ?', user.kindergartenId));
    return this.db.sql.maybe<ClassDetails>(
      `SELECT c.id, c.name, c.age_type AS "ageType", c.is_for_substitution AS "isForSubstitution",
              c.attendance_mode AS "attendanceMode", c.period_id AS "periodId", p.name AS "periodName",
              c.kindergarten_id AS "kindergartenId", ${TEACHERS_JSON} AS teachers
         FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id ${where.sql}`,
      where.params,
    );
  }

  /** The school year of the kindergarten's group, the group locked for the edit; undefined when there is none. */
  async lockedPeriodOf(kindergartenId: number, id: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<PeriodRow>(
      `SELECT period_id AS "periodId" FROM classes WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
    return row?.periodId;
  }

  async periodExists(kindergartenId: number, periodId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`, [
      periodId,
      kindergartenId,
    ]);
    return row !== undefined;
  }

  /** Whether another group of the school year has the name (case-insensitive). */
  async nameTaken(periodId: number, name: string, ownId: number | null): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM classes WHERE period_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
      [periodId, name, ownId],
    );
    return row !== undefined;
  }

  /** How many of the staff ids are the kindergarten's. */
  async countOwnTeachers(kindergartenId: number, teacherIds: readonly number[]): Promise<number> {
    const { count } = await this.db.sql.one<CountRow>(
      `SELECT count(*)::int AS count FROM teachers WHERE id = ANY($1::int[]) AND kindergarten_id = $2`,
      [teacherIds, kindergartenId],
    );
    return count;
  }

  async insert(kindergartenId: number, periodId: number, columns: ClassColumns): Promise<number> {
    const { id } = await this.db.sql.insert('classes', { kindergarten_id: kindergartenId, period_id: periodId, ...columns });
    return id;
  }

  async update(kindergartenId: number, id: number, columns: ClassColumns): Promise<void> {
    await this.db.sql.update('classes', { ...columns, updated_at: NOW }, { id, kindergarten_id: kindergartenId });
  }

  /** Removes the group's teachers that are not among `teacherIds`. */
  async removeOtherTeachers(kindergartenId: number, id: number, teacherIds: readonly number[]): Promise<void> {
    await this.db.sql.exec(
      `DELETE FROM class_teachers WHERE class_id = $1 AND kindergarten_id = $2 AND NOT (teacher_id = ANY($3::int[]))`,
      [id, kindergartenId, teacherIds],
    );
  }

  /** Adds the teachers the group does not have yet. */
  async addTeachers(kindergartenId: number, id: number, teacherIds: readonly number[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id)
       SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
      [kindergartenId, id, teacherIds],
    );
  }

  /** The number of children ever placed in the kindergarten's group, the group locked; undefined when there is none. */
  async lockedChildrenCount(kindergartenId: number, id: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<ChildrenCountRow>(
      `SELECT (SELECT count(DISTINCT sc.student_id)::int FROM student_classes sc WHERE sc.class_id = c.id) AS children
         FROM classes c WHERE c.id = $1 AND c.kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
    return row?.children;
  }

  /**
   * Deletes the group with its teacher assignments; `false` (and nothing deleted) when another record references the
   * group (a foreign key refuses the delete).
   */
  async delete(kindergartenId: number, id: number): Promise<boolean> {
    const sql = this.db.sql;
    await sql.exec(`SAVEPOINT class_delete`);
    try {
      await sql.exec(`DELETE FROM class_teachers WHERE class_id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
      await sql.exec(`DELETE FROM classes WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
    } catch (error) {
      const code =
        (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (code !== '23503') throw error;
      await sql.exec(`ROLLBACK TO SAVEPOINT class_delete`);
      return false;
    }
    await sql.exec(`RELEASE SAVEPOINT class_delete`);
    return true;
  }

  /** Teachers whose Classes read is limited to their own groups see only the groups they teach. */
  private scoped(user: AuthUser, where: SqlConditions): SqlConditions {
    const entry = user.access.find((access) => access.resource === Resource.Classes);
    if (!entry || entry.canView) return where;
    return where.add(reachSql.teachesClass('c.id', where.param(user.userId)));
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
}
