import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  idParams,
  type IdParams,
  kindergartenIdParams,
  type KindergartenIdParams,
  type KindergartenPeriod,
  kindergartenPeriodListSchema,
  type KindergartenPeriodOverview,
  kindergartenPeriodOverviewQuery,
  type KindergartenPeriodOverviewQuery,
  kindergartenPeriodOverviewSchema,
  kindergartenPeriodSchema,
  kindergartenPeriodsQuery,
  type KindergartenPeriodsQuery,
  type PagedResult,
  pagedResultSchema,
  Resource,
  saveKindergartenPeriodRequest,
  type SaveKindergartenPeriodRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
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

  /** The "Учебни години" page's list. */
  @Get('overview-models')
  @Access(Resource.KindergartenPeriods, 'read')
  @Validate({ query: kindergartenPeriodOverviewQuery, response: pagedResultSchema(kindergartenPeriodOverviewSchema) })
  overview(
    @CurrentUser() user: AuthUser,
    @Query() query: KindergartenPeriodOverviewQuery,
  ): Promise<PagedResult<KindergartenPeriodOverview>> {
    return this.periods.overview(user, query);
  }

  /** The years of one of the user's kindergartens (any signed-in member of it). */
  @Get('periods/:kindergartenId')
  @SignedIn()
  @Validate({ params: kindergartenIdParams, response: kindergartenPeriodListSchema })
  ofKindergarten(@CurrentUser() user: AuthUser, @Param() params: KindergartenIdParams): Promise<KindergartenPeriod[]> {
    return this.periods.ofKindergarten(user, params.kindergartenId);
  }

  @Get(':id')
  @Access(Resource.KindergartenPeriods, 'read')
  @Validate({ params: idParams, response: kindergartenPeriodOverviewSchema })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<KindergartenPeriodOverview> {
    return this.periods.get(user, params.id);
  }

  /** Creates a year, or edits it when `id` is given. */
  @Post()
  @HttpCode(200)
  @Access(Resource.KindergartenPeriods, 'create')
  @Validate({ body: saveKindergartenPeriodRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveKindergartenPeriodRequest): Promise<SaveResult> {
    return this.periods.save(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.KindergartenPeriods, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.periods.remove(user, params.id);
  }
}
