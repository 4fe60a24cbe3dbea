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
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenSettingsService } from '../../kindergartens/services/kindergarten-settings.service.js';
import { ClassesRepository } from '../data/classes.repository.js';

export const CLASS_NOT_FOUND = 'Групата не е намерена.';
export const CLASS_NAME_TAKEN = 'Група с това име вече съществува в учебната година.';
export const CLASS_HAS_CHILDREN = 'Групата не може да бъде изтрита, защото в нея има записани деца.';
export const CLASS_IS_REFERENCED = 'Групата не може да бъде изтрита, защото е свързана с други записи.';
export const CLASS_PERIOD_FIXED = 'Учебната година на съществуваща група не може да се променя.';
export const PERIOD_NOT_FOUND = 'Учебната година не е намерена в детската градина.';
export const NO_PERIOD = 'Изберете учебна година.';
export const TEACHERS_NOT_FOUND = 'Избраните служители не са от детската градина.';

/**
 * Groups (classes): the rules of the calls; the statements are ClassesRepository's (data/classes.repository.ts).
 * A role whose Classes read does not reach every group (`canView` false) sees only the groups they teach.
 */
@Injectable()
export class ClassesService {
  constructor(
    private readonly classes: ClassesRepository,
    private readonly settings: KindergartenSettingsService,
  ) {}

  /** GET /api/Classes: the selected school year's groups of the selected kindergarten. */
  list(user: AuthUser): Promise<ClassSummary[]> {
    if (user.kindergartenId === null || user.periodId === null) return Promise.resolve([]);
    return this.classes.list(user);
  }

  /**
   * GET /api/Classes/by-kindergarten: the groups of every kindergarten the user may read — the selected kindergarten
   * (its selected school year) for its members, every kindergarten (MON) or the municipality's (municipality) in each
   * one's active school year for the consolidated references.
   */
  byKindergarten(user: AuthUser, query: ClassesByKindergartenQuery): Promise<ClassSummary[]> {
    this.assertCanReadAcross(user);
    return this.classes.acrossKindergartens(user, query.kindergartenId);
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
      for (const row of await this.classes.ageTypeCounts(user)) counts.set(row.ageType, row.count);
    }
    return Object.values(GroupAgeType)
      .filter((value): value is GroupAgeType => typeof value === 'number')
      .map((ageType) => ({ ageType, name: groupAgeTypeLabels[ageType], classesCount: counts.get(ageType) ?? 0 }));
  }

  /** GET /api/Classes/overview-models: the groups of a school year of the selected kindergarten, paged. */
  overview(user: AuthUser, query: ClassOverviewQuery): Promise<PagedResult<ClassOverview>> {
    const periodId = query.periodId ?? user.periodId;
    if (user.kindergartenId === null || periodId === null) return Promise.resolve({ result: [], rowsCount: 0 });
    return this.classes.overview(user, periodId, query);
  }

  /** GET /api/Classes/{id}: one group of the selected kindergarten with its teachers. */
  async get(user: AuthUser, id: number): Promise<ClassDetails> {
    const row = await this.classes.find(user, id);
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
    assertSaveOneAllowed(user, Resource.Classes, request.id);
    const kindergartenId = this.kindergartenOf(user);
    let periodId: number;
    if (request.id !== undefined) {
      const current = await this.classes.lockedPeriodOf(kindergartenId, request.id);
      if (current === undefined) throw new NotFoundError(CLASS_NOT_FOUND);
      if (request.periodId !== undefined && request.periodId !== current) {
        throw new BadInputError(CLASS_PERIOD_FIXED, { periodId: [CLASS_PERIOD_FIXED] });
      }
      periodId = current;
    } else {
      periodId = await this.periodOf(user, kindergartenId, request.periodId);
    }

    if (await this.classes.nameTaken(periodId, request.name, request.id ?? null)) {
      throw new BadInputError(CLASS_NAME_TAKEN, { name: [CLASS_NAME_TAKEN] });
    }

    const teacherIds = [...new Set(request.teacherIds)];
    if (teacherIds.length && (await this.classes.countOwnTeachers(kindergartenId, teacherIds)) !== teacherIds.length) {
      throw new BadInputError(TEACHERS_NOT_FOUND, { teacherIds: [TEACHERS_NOT_FOUND] });
    }

    const columns = {
      name: request.name,
      age_type: request.ageType,
      is_for_substitution: request.isForSubstitution,
      attendance_mode: request.attendanceMode,
    };
    let id: number;
    if (request.id === undefined) {
      id = await this.classes.insert(kindergartenId, periodId, columns);
    } else {
      id = request.id;
      await this.classes.update(kindergartenId, id, columns);
      await this.classes.removeOtherTeachers(kindergartenId, id, teacherIds);
    }
    if (teacherIds.length) await this.classes.addTeachers(kindergartenId, id, teacherIds);
    return { isSuccessful: true, entityId: id };
  }

  /**
   * DELETE /api/classes/{id}: only while nothing depends on the group. Children's placements (current or past) are
   * checked by name; any other record that references the group (a later area's table) is refused by its foreign key
   * and answered with the same kind of message. The group's own teacher assignments go with it.
   */
  async remove(user: AuthUser, id: number): Promise<undefined> {
    const kindergartenId = this.kindergartenOf(user);
    const children = await this.classes.lockedChildrenCount(kindergartenId, id);
    if (children === undefined) throw new NotFoundError(CLASS_NOT_FOUND);
    if (children > 0) throw new ConflictError(`${CLASS_HAS_CHILDREN} Брой деца: ${children}.`);
    if (!(await this.classes.delete(kindergartenId, id))) throw new ConflictError(CLASS_IS_REFERENCED);
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
    if (!(await this.classes.periodExists(kindergartenId, periodId))) {
      throw new BadInputError(PERIOD_NOT_FOUND, { periodId: [PERIOD_NOT_FOUND] });
    }
    return periodId;
  }
}
