import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  neispuoAdminAttendancesQuery,
  type NeispuoAdminAttendancesQuery,
  type NeispuoAttendanceMapping,
  type NeispuoAttendanceMonth,
  neispuoAttendancesQuery,
  type NeispuoAttendancesQuery,
  Resource,
  type SaveNeispuoMappingsBody,
  saveNeispuoMappingsRequest,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { NeispuoAttendancesService } from '../services/neispuo-attendances.service.js';

/** The selected kindergarten's month in NEISPUO terms (docs/smp-and-neispuo.md: why Resource.NeispuoSync). */
@Controller('Neispuo')
export class NeispuoAttendancesController {
  constructor(private readonly service: NeispuoAttendancesService) {}

  @Get('attendances')
  @Access(Resource.NeispuoSync, 'read')
  @Validate({ query: neispuoAttendancesQuery })
  month(@CurrentUser() user: AuthUser, @Query() query: NeispuoAttendancesQuery): Promise<NeispuoAttendanceMonth> {
    return this.service.month(user, query);
  }
}

/** The master's mapping of the child statuses to NEISPUO and any kindergarten's month. */
@Controller('administration/NeispuoAdmin')
export class NeispuoAdminAttendancesController {
  constructor(private readonly service: NeispuoAttendancesService) {}

  @Get('attendance-statuses')
  @Access(Resource.MasterNeispuo, 'read')
  mappings(): Promise<NeispuoAttendanceMapping[]> {
    return this.service.mappings();
  }

  @Post('attendance-statuses')
  @HttpCode(200)
  @Access(Resource.MasterNeispuo, 'update')
  @Validate({ body: saveNeispuoMappingsRequest })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveNeispuoMappingsBody): Promise<NeispuoAttendanceMapping[]> {
    return this.service.saveMappings(user, body);
  }

  @Get('attendances')
  @Access(Resource.MasterNeispuo, 'read')
  @Validate({ query: neispuoAdminAttendancesQuery })
  month(@Query() query: NeispuoAdminAttendancesQuery): Promise<NeispuoAttendanceMonth> {
    return this.service.adminMonth(query);
  }
}
