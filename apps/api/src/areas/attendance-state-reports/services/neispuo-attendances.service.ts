import { Injectable } from '@nestjs/common';
import {
  attendanceStateReportMessages as messages,
  type NeispuoAdminAttendancesQuery,
  type NeispuoAttendanceMapping,
  type NeispuoAttendanceMonth,
  type NeispuoAttendancesQuery,
  Resource,
  type SaveNeispuoMappingsBody,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { NeispuoAttendancesRepository } from '../data/neispuo-attendances.repository.js';
import { monthBounds, ownGroupsOnly } from './report-month.js';

/**
 * The NEISPUO attendance mapping (national, the master's) and a kindergarten's month in NEISPUO terms
 * (docs/attendance-state-reports.md).
 */
@Injectable()
export class NeispuoAttendancesService {
  constructor(private readonly neispuo: NeispuoAttendancesRepository) {}

  mappings(): Promise<NeispuoAttendanceMapping[]> {
    return this.neispuo.mappings();
  }

  async saveMappings(user: AuthUser, body: SaveNeispuoMappingsBody): Promise<NeispuoAttendanceMapping[]> {
    await this.neispuo.saveMappings(user.userId, body);
    return this.mappings();
  }

  /** The selected kindergarten's month (Resource.NeispuoSync). */
  month(user: AuthUser, query: NeispuoAttendancesQuery): Promise<NeispuoAttendanceMonth> {
    const own = ownGroupsOnly(user, Resource.NeispuoSync);
    return this.read(user.kindergartenId!, query, own ? user.userId : null);
  }

  /** The master's view of any kindergarten's month. */
  async adminMonth(query: NeispuoAdminAttendancesQuery): Promise<NeispuoAttendanceMonth> {
    if (!(await this.neispuo.kindergartenExists(query.kindergartenId))) throw new NotFoundError(messages.kindergartenNotFound);
    return this.read(query.kindergartenId, query, null);
  }

  private async read(
    kindergartenId: number,
    query: NeispuoAttendancesQuery,
    ownGroupsOf: number | null,
  ): Promise<NeispuoAttendanceMonth> {
    if (query.classId !== undefined && !(await this.neispuo.groupExists(query.classId, kindergartenId))) {
      throw new NotFoundError(messages.classNotFound);
    }
    const { from, to } = monthBounds(query);
    const rows = await this.neispuo.childMonths({ kindergartenId, from, to, classId: query.classId, ownGroupsOf });
    return { month: query.month, year: query.year, rows };
  }
}
