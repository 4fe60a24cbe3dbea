import { Injectable } from '@nestjs/common';
import {
  type DayOff,
  daysOffMessages,
  type NationalDaysOffQuery,
  type PagedResult,
  type PrefillHolidaysResult,
  Resource,
  type SaveNationalDayOffRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { NationalDaysOffRepository } from '../data/national-days-off.repository.js';
import { schoolYearHolidays, schoolYearSpan } from './bulgarian-holidays.js';

/**
 * The master's national days off: official holidays (prefilled per school year) and any other national day.
 * Only the master's routes call this; the table's policy also refuses writes from anyone but the master.
 */
@Injectable()
export class NationalDaysOffService {
  constructor(private readonly nationalDays: NationalDaysOffRepository) {}

  list(_user: AuthUser, query: NationalDaysOffQuery): Promise<PagedResult<DayOff>> {
    const span = query.schoolYear === undefined ? undefined : schoolYearSpan(query.schoolYear);
    return this.nationalDays.list(span, query);
  }

  async save(user: AuthUser, request: SaveNationalDayOffRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.MasterKindergartens, request.dayOffGuid);
    const columns = {
      from_date: request.fromDate,
      to_date: request.toDate ?? request.fromDate,
      name: request.name,
      type: request.type,
    };
    if (request.dayOffGuid === undefined) {
      return { isSuccessful: true, entityId: await this.nationalDays.insert(columns) };
    }
    if (!(await this.nationalDays.update(request.dayOffGuid, columns))) throw new NotFoundError(daysOffMessages.notFound);
    return { isSuccessful: true, entityId: request.dayOffGuid };
  }

  /** Adds the official holidays of a school year that are not there yet (same first and last day): safe to repeat. */
  async prefill(_user: AuthUser, schoolYear: number): Promise<PrefillHolidaysResult> {
    const holidays = schoolYearHolidays(schoolYear);
    const added = await this.nationalDays.insertMissing(
      holidays.map((holiday) => ({
        from_date: holiday.fromDate,
        to_date: holiday.toDate,
        name: holiday.name,
        type: holiday.type,
      })),
    );
    return { added, existing: holidays.length - added };
  }

  async remove(_user: AuthUser, guid: string): Promise<undefined> {
    if (!(await this.nationalDays.delete(guid))) throw new NotFoundError(daysOffMessages.notFound);
  }
}
