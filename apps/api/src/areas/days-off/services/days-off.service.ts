import { Injectable } from '@nestjs/common';
import {
  type DayOff,
  daysOffMessages,
  type DaysOffQuery,
  type PagedResult,
  Resource,
  type SaveDayOffRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { DaysOffRepository, type SchoolYearRow } from '../data/days-off.repository.js';

/**
 * A kindergarten's days off: its own (create, edit, delete) and the national ones (read-only here), for the
 * selected school year. Row-level security keeps other kindergartens' own days out; the conditions say so too.
 */
@Injectable()
export class DaysOffService {
  constructor(private readonly daysOff: DaysOffRepository) {}

  async list(user: AuthUser, query: DaysOffQuery): Promise<PagedResult<DayOff>> {
    const year = await this.schoolYear(user, false);
    if (!year) return { result: [], rowsCount: 0 };
    return this.daysOff.list(user.kindergartenId, year, query);
  }

  /** One day off by its guid: the kindergarten's own or a national one (which the page shows read-only). */
  async get(user: AuthUser, guid: string): Promise<DayOff> {
    const own = await this.daysOff.findOwn(user.kindergartenId, guid);
    if (own) return own;
    const national = await this.daysOff.findNational(guid);
    if (!national) throw new NotFoundError(daysOffMessages.notFound);
    return national;
  }

  async save(user: AuthUser, request: SaveDayOffRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.DaysOff, request.dayOffGuid);
    const year = await this.schoolYear(user, true);
    const toDate = request.toDate ?? request.fromDate;
    if (request.fromDate < year.fromDate || toDate > year.toDate) {
      throw new BadInputError(daysOffMessages.outsideSchoolYear, { fromDate: [daysOffMessages.outsideSchoolYear] });
    }
    const classId = request.classId ?? null;
    if (classId !== null) {
      const periodId = await this.daysOff.classPeriod(user.kindergartenId, classId);
      if (periodId === undefined) throw new NotFoundError(daysOffMessages.classNotFound);
      if (periodId !== year.id) {
        throw new BadInputError(daysOffMessages.classOutsideYear, { classId: [daysOffMessages.classOutsideYear] });
      }
    }
    const columns = { from_date: request.fromDate, to_date: toDate, name: request.name, type: request.type, class_id: classId };
    if (request.dayOffGuid === undefined) {
      return { isSuccessful: true, entityId: await this.daysOff.insertOwn(user.kindergartenId, year.id, columns) };
    }
    const updated = await this.daysOff.updateOwn(user.kindergartenId, year.id, request.dayOffGuid, columns);
    if (!updated) await this.refuseMissing(request.dayOffGuid);
    return { isSuccessful: true, entityId: request.dayOffGuid };
  }

  async remove(user: AuthUser, guid: string): Promise<undefined> {
    if (!(await this.daysOff.deleteOwn(user.kindergartenId, guid))) await this.refuseMissing(guid);
  }

  /** A national day's guid is refused with its own message (it exists, but is the master's); anything else is 404. */
  private async refuseMissing(guid: string): Promise<never> {
    if (await this.daysOff.nationalExists(guid)) throw new BadInputError(daysOffMessages.nationalReadOnly);
    throw new NotFoundError(daysOffMessages.notFound);
  }

  private async schoolYear(user: AuthUser, required: true): Promise<SchoolYearRow>;
  private async schoolYear(user: AuthUser, required: false): Promise<SchoolYearRow | undefined>;
  private async schoolYear(user: AuthUser, required: boolean): Promise<SchoolYearRow | undefined> {
    const year = user.periodId === null ? undefined : await this.daysOff.schoolYear(user.kindergartenId, user.periodId);
    if (!year && required) throw new BadInputError(daysOffMessages.noSchoolYear);
    return year;
  }
}
