import { Injectable } from '@nestjs/common';
import { type NationalDashboard, Role } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { NationalDashboardRepository } from '../data/national-dashboard.repository.js';
import { monthOf, monthsBetween, schoolYearOf } from './dashboard-days.js';
import { NO_DASHBOARD } from './family-dashboards.service.js';

const NATIONAL_ROLES = [Role.MON, Role.Municipality, Role.Master];

/** Per cent with one decimal, or null when nothing was counted. */
const rateOf = (present: number, counted: number): number | null =>
  counted === 0 ? null : Math.round((present * 1000) / counted) / 10;

/**
 * GET /api/Dashboards/dashboard: MON's (every kindergarten), the master's (every kindergarten) and a municipality's
 * (the kindergartens of its municipality) aggregates. One query per figure kind across the kindergartens; row-level
 * security fences the reads to the user's scope as well.
 */
@Injectable()
export class NationalDashboardService {
  constructor(private readonly national: NationalDashboardRepository) {}

  async dashboard(user: AuthUser, date = sofiaToday()): Promise<NationalDashboard> {
    if (!NATIONAL_ROLES.includes(user.role!)) throw new ForbiddenError(NO_DASHBOARD);
    // null: every kindergarten; a municipality: its own (an empty list when it has none).
    const scope = user.role === Role.Municipality ? user.scope.readableKindergartenIds : null;
    const year = schoolYearOf(date);
    const month = monthOf(date);
    const months = monthsBetween(year.fromDate, year.toDate);

    const counts = await this.national.counts(scope, date);
    const perMonth = await this.national.perMonth(scope, year.fromDate, year.toDate);
    const smpChildren = await this.national.smpChildren(scope, month.from, month.to);
    const current = perMonth.find((row) => row.key === Number(date.slice(5, 7)));
    return {
      date,
      months,
      ...counts,
      attendanceRate: current ? rateOf(current.present, current.counted) : null,
      attendanceRatePerMonth: months.flatMap((key) => {
        const row = perMonth.find((item) => item.key === key);
        const rate = row ? rateOf(row.present, row.counted) : null;
        return rate === null ? [] : [{ key, value: rate }];
      }),
      smpChildren,
    };
  }
}
