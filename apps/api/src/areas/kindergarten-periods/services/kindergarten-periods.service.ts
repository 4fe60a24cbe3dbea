import { Injectable } from '@nestjs/common';
import {
  type KindergartenPeriod,
  type KindergartenPeriodOverview,
  type KindergartenPeriodOverviewQuery,
  type KindergartenPeriodsQuery,
  type PagedResult,
  Resource,
  type SaveKindergartenPeriodRequest,
  type SaveResult,
  schoolYearName,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { readOnlyScope } from '../../../platform/database/tenant-scope.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenPeriodsRepository } from '../data/kindergarten-periods.repository.js';
import { EXCLUSION_VIOLATION } from '../data/kindergarten-periods.sql.js';

export const SCHOOL_YEAR_NOT_FOUND = 'Учебната година не е намерена.';
export const SCHOOL_YEAR_KINDERGARTEN_NOT_FOUND = 'Детската градина не е намерена.';
export const SCHOOL_YEAR_ACTIVE_REQUIRED =
  'Детската градина трябва да има активна учебна година. За да смените активната, активирайте друга година.';
export const SCHOOL_YEAR_ACTIVE_NOT_DELETABLE = 'Активната учебна година не може да бъде изтрита.';
export const SCHOOL_YEAR_HAS_GROUPS = 'Учебната година има групи и не може да бъде изтрита.';
export const SCHOOL_YEAR_SELECTED =
  'Учебната година е избрана от потребители и не може да бъде изтрита. Те трябва първо да изберат друга година.';
export const schoolYearOverlaps = (name?: string): string =>
  name ? `Периодът се застъпва с учебна година ${name}.` : 'Периодът се застъпва с друга учебна година.';

/**
 * School years (kindergarten periods) of the selected kindergarten. The list for the top bar's switcher is open to every
 * signed-in user, like `POST /api/identity/change-school-year/{id}`: switching the year is part of the frame, not of
 * the "Учебни години" settings page (resource 35), so a narrowed role never loses the switcher. MON, municipality and
 * master users act in no kindergarten and get an empty list. The settings page's calls follow resource 35.
 *
 * Writes of one kindergarten's years are serialised by a transaction-scoped advisory lock, so "exactly one active" and
 * "no overlap" hold under concurrent saves; the one-active index and the exclusion constraint guarantee them anyway.
 */
@Injectable()
export class KindergartenPeriodsService {
  constructor(private readonly periods: KindergartenPeriodsRepository) {}

  async list(user: AuthUser, query: KindergartenPeriodsQuery): Promise<PagedResult<KindergartenPeriod>> {
    if (user.kindergartenId === null) return { result: [], rowsCount: 0 };
    // Row-level security already limits the rows to the user's scope; the condition narrows it to the selected
    // kindergarten (a director of two kindergartens reads both, but switches years of the selected one).
    return this.periods.list(user.kindergartenId, query);
  }

  async overview(user: AuthUser, query: KindergartenPeriodOverviewQuery): Promise<PagedResult<KindergartenPeriodOverview>> {
    if (user.kindergartenId === null) return { result: [], rowsCount: 0 };
    return this.periods.overview(user.kindergartenId, query);
  }

  async get(user: AuthUser, id: number): Promise<KindergartenPeriodOverview> {
    const row = await this.periods.find(user.kindergartenId, id);
    if (!row) throw new NotFoundError(SCHOOL_YEAR_NOT_FOUND);
    return row;
  }

  /** The years of one of the user's own kindergartens (the kindergarten switcher shows them before switching). */
  async ofKindergarten(user: AuthUser, kindergartenId: number): Promise<KindergartenPeriod[]> {
    if (!(await this.periods.isMember(user.userId, kindergartenId))) throw new NotFoundError(SCHOOL_YEAR_KINDERGARTEN_NOT_FOUND);
    // The request may read only the selected kindergarten: this read gets a scope of its own, reading that one
    // kindergarten and writing none.
    return this.periods.ofKindergarten(readOnlyScope(user.userId, kindergartenId), kindergartenId);
  }

  async save(user: AuthUser, request: SaveKindergartenPeriodRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.KindergartenPeriods, request.id);
    const kindergartenId = this.kindergartenOf(user);
    await this.periods.lockYearsOf(kindergartenId);
    const existing = request.id === undefined ? undefined : await this.activeFlag(request.id, kindergartenId);

    const clash = await this.periods.overlapping(kindergartenId, request.id ?? 0, request.fromDate, request.toDate);
    if (clash) throw new ConflictError(schoolYearOverlaps(clash.name));

    const current = await this.periods.active(kindergartenId);
    if (existing === true && !request.active) throw new ConflictError(SCHOOL_YEAR_ACTIVE_REQUIRED);
    // The first year of a kindergarten is its active one: a kindergarten always has exactly one.
    const active = request.active || !current;
    if (active && current && current.id !== request.id) {
      await this.periods.deactivate(kindergartenId, current.id);
    }

    const name = request.name || schoolYearName(request.fromDate, request.toDate);
    const columns = { name, from_date: request.fromDate, to_date: request.toDate, is_active: active };
    try {
      if (request.id === undefined) {
        return { isSuccessful: true, entityId: await this.periods.insert(kindergartenId, columns) };
      }
      await this.periods.update(kindergartenId, request.id, columns);
      return { isSuccessful: true, entityId: request.id };
    } catch (error) {
      if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw new ConflictError(schoolYearOverlaps());
      throw error;
    }
  }

  /** Only an empty year goes: not the active one, none with groups, none a user has selected. */
  async remove(user: AuthUser, id: number): Promise<undefined> {
    const kindergartenId = this.kindergartenOf(user);
    await this.periods.lockYearsOf(kindergartenId);
    if (await this.activeFlag(id, kindergartenId)) throw new ConflictError(SCHOOL_YEAR_ACTIVE_NOT_DELETABLE);
    const { classes, selections } = await this.periods.usage(kindergartenId, id);
    if (classes > 0) throw new ConflictError(SCHOOL_YEAR_HAS_GROUPS);
    if (selections > 0) throw new ConflictError(SCHOOL_YEAR_SELECTED);
    await this.periods.delete(kindergartenId, id);
  }

  private kindergartenOf(user: AuthUser): number {
    if (user.kindergartenId === null) throw new NotFoundError(SCHOOL_YEAR_KINDERGARTEN_NOT_FOUND);
    return user.kindergartenId;
  }

  /** Whether the year is the active one; 404 when it is not a year of the kindergarten. Locks the row. */
  private async activeFlag(id: number, kindergartenId: number): Promise<boolean> {
    const active = await this.periods.activeFlag(kindergartenId, id);
    if (active === undefined) throw new NotFoundError(SCHOOL_YEAR_NOT_FOUND);
    return active;
  }
}
