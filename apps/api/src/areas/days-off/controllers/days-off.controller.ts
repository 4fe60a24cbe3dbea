import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type DayOff,
  dayOffGuidParams,
  type DayOffGuidParams,
  daysOffQuery,
  type DaysOffQuery,
  type PagedResult,
  Resource,
  saveDayOffRequest,
  type SaveDayOffRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { DaysOffService } from '../services/days-off.service.js';

/** A kindergarten's days off: national ones read-only, its own ones written here. */
@Controller('DaysOff')
export class DaysOffController {
  constructor(private readonly service: DaysOffService) {}

  @Get('overview-models')
  @Access(Resource.DaysOff, 'read')
  @Validate({ query: daysOffQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: DaysOffQuery): Promise<PagedResult<DayOff>> {
    return this.service.list(user, query);
  }

  @Get(':guid')
  @Access(Resource.DaysOff, 'read')
  @Validate({ params: dayOffGuidParams })
  get(@CurrentUser() user: AuthUser, @Param() params: DayOffGuidParams): Promise<DayOff> {
    return this.service.get(user, params.guid);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.DaysOff, 'create')
  @Validate({ body: saveDayOffRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveDayOffRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Delete(':guid')
  @HttpCode(204)
  @Access(Resource.DaysOff, 'delete')
  @Validate({ params: dayOffGuidParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: DayOffGuidParams): Promise<void> {
    return this.service.remove(user, params.guid);
  }
}
