import { Injectable } from '@nestjs/common';
import { GroupAgeType, type NationalDashboard, Role, SMP_BENEFIT_STOP_ABOVE_DAYS } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { ForbiddenError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
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
  constructor(private readonly db: Db) {}

  async dashboard(user: AuthUser, date = sofiaToday()): Promise<NationalDashboard> {
    if (!NATIONAL_ROLES.includes(user.role!)) throw new ForbiddenError(NO_DASHBOARD);
    // null: every kindergarten; a municipality: its own (an empty list when it has none).
    const scope = user.role === Role.Municipality ? user.scope.readableKindergartenIds : null;
    const year = schoolYearOf(date);
    const month = monthOf(date);
    const months = monthsBetween(year.fromDate, year.toDate);

    const [counts] = await this.db.manager.query<{ kindergartens: number; groups: number; children: number }[]>(
      `SELECT (SELECT count(*) FROM kindergartens k WHERE k.is_active AND ($1::int[] IS NULL OR k.id = ANY ($1)))::int AS kindergartens,
              (SELECT count(*) FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
                WHERE $1::int[] IS NULL OR c.kindergarten_id = ANY ($1))::int AS groups,
              (SELECT count(DISTINCT sc.student_id) FROM student_classes sc
                 JOIN classes c ON c.id = sc.class_id JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
                WHERE ($1::int[] IS NULL OR sc.kindergarten_id = ANY ($1))
                  AND sc.from_date <= $2::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date))::int AS children`,
      [scope, date],
    );
    const perMonth = await this.db.manager.query<{ key: number; present: number; counted: number }[]>(
      `SELECT extract(month FROM a.for_date)::int AS key,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) = 1)::int AS present,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) IN (1, 2, 3))::int AS counted
         FROM student_attendances a
        WHERE ($1::int[] IS NULL OR a.kindergarten_id = ANY ($1)) AND a.for_date BETWEEN $2::date AND $3::date
        GROUP BY 1`,
      [scope, year.fromDate, year.toDate],
    );
    const [smp] = await this.db.manager.query<{ children: number }[]>(
      `SELECT count(*)::int AS children FROM (
         SELECT a.student_id FROM student_attendances a JOIN classes c ON c.id = a.class_id AND c.age_type = $4
          WHERE ($1::int[] IS NULL OR a.kindergarten_id = ANY ($1)) AND a.for_date BETWEEN $2::date AND $3::date
            AND attendance_kind(a.type, a.for_date) = 2
          GROUP BY a.student_id HAVING count(*) > $5) over_threshold`,
      [scope, month.from, month.to, GroupAgeType.KindergartenPGGroups, SMP_BENEFIT_STOP_ABOVE_DAYS],
    );
    const current = perMonth.find((row) => row.key === Number(date.slice(5, 7)));
    return {
      date,
      months,
      ...counts!,
      attendanceRate: current ? rateOf(current.present, current.counted) : null,
      attendanceRatePerMonth: months.flatMap((key) => {
        const row = perMonth.find((item) => item.key === key);
        const rate = row ? rateOf(row.present, row.counted) : null;
        return rate === null ? [] : [{ key, value: rate }];
      }),
      smpChildren: smp!.children,
    };
  }
}
