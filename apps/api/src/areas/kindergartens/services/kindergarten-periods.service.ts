import { Injectable } from '@nestjs/common';
import type { KindergartenPeriod, KindergartenPeriodsQuery, PagedResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';

/**
 * The school years a user can switch between: those of the kindergarten they act in now, newest first.
 * Open to every signed-in user, like `POST /api/identity/change-school-year/{id}`: switching the year is part of
 * the frame, not of the "Учебни години" settings page (resource 35), so a narrowed role never loses the switcher.
 * MON, municipality and master users act in no kindergarten and get an empty list.
 */
@Injectable()
export class KindergartenPeriodsService {
  constructor(private readonly db: Db) {}

  async list(user: AuthUser, query: KindergartenPeriodsQuery): Promise<PagedResult<KindergartenPeriod>> {
    if (user.kindergartenId === null) return { result: [], rowsCount: 0 };
    // Row-level security already limits the rows to the user's scope; the condition narrows it to the selected
    // kindergarten (a director of two kindergartens reads both, but switches years of the selected one).
    return pagedQuery<KindergartenPeriod>(
      this.db.manager,
      {
        select: `p.id, p.name, p.from_date AS "fromDate", p.to_date AS "toDate", p.is_active AS active`,
        from: 'FROM kindergarten_periods p',
        where: new SqlConditions().add('p.kindergarten_id = ?', user.kindergartenId),
        orderBy: {},
        defaultOrder: 'p.from_date DESC, p.id DESC',
      },
      query,
    );
  }
}
