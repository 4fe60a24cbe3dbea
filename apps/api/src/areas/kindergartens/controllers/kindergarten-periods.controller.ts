import { Controller, Get, Query } from '@nestjs/common';
import {
  type KindergartenPeriod,
  kindergartenPeriodSchema,
  kindergartenPeriodsQuery,
  type KindergartenPeriodsQuery,
  type PagedResult,
  pagedResultSchema,
} from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { KindergartenPeriodsService } from '../services/kindergarten-periods.service.js';

@Controller('KindergartenPeriods')
export class KindergartenPeriodsController {
  constructor(private readonly periods: KindergartenPeriodsService) {}

  /** The school years of the selected kindergarten, for the top bar's switcher (any signed-in user; see the service). */
  @Get()
  @SignedIn()
  @Validate({ query: kindergartenPeriodsQuery, response: pagedResultSchema(kindergartenPeriodSchema) })
  list(@CurrentUser() user: AuthUser, @Query() query: KindergartenPeriodsQuery): Promise<PagedResult<KindergartenPeriod>> {
    return this.periods.list(user, query);
  }
}
