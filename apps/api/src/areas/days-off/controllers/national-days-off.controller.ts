import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type DayOff,
  dayOffGuidParams,
  type DayOffGuidParams,
  nationalDaysOffQuery,
  type NationalDaysOffQuery,
  type PagedResult,
  prefillHolidaysRequest,
  type PrefillHolidaysRequest,
  type PrefillHolidaysResult,
  prefillHolidaysResultSchema,
  Resource,
  type SaveNationalDayOffRequest,
  saveNationalDayOffRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { NationalDaysOffService } from '../services/national-days-off.service.js';

/** The master's national days off (docs/days-off.md: why Resource.MasterKindergartens). */
@Controller('administration/daysoff')
export class NationalDaysOffController {
  constructor(private readonly service: NationalDaysOffService) {}

  @Get('overview-models')
  @Access(Resource.MasterKindergartens, 'read')
  @Validate({ query: nationalDaysOffQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: NationalDaysOffQuery): Promise<PagedResult<DayOff>> {
    return this.service.list(user, query);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.MasterKindergartens, 'create')
  @Validate({ body: saveNationalDayOffRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveNationalDayOffRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Post('prefill')
  @HttpCode(200)
  @Access(Resource.MasterKindergartens, 'create')
  @Validate({ body: prefillHolidaysRequest, response: prefillHolidaysResultSchema })
  prefill(@CurrentUser() user: AuthUser, @Body() body: PrefillHolidaysRequest): Promise<PrefillHolidaysResult> {
    return this.service.prefill(user, body.schoolYear);
  }

  @Delete(':guid')
  @HttpCode(204)
  @Access(Resource.MasterKindergartens, 'delete')
  @Validate({ params: dayOffGuidParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: DayOffGuidParams): Promise<void> {
    return this.service.remove(user, params.guid);
  }
}
