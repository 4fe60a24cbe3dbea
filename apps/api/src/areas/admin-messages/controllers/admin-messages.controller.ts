import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AdminMessageRow,
  adminMessagesQuery,
  type AdminMessagesQuery,
  createAdminMessageRequest,
  type CreateAdminMessageBody,
  createMaintenanceMessageRequest,
  type CreateMaintenanceMessageRequest,
  idParams,
  type IdParams,
  type MaintenanceMessageRow,
  maintenanceMessagesQuery,
  type MaintenanceMessagesQuery,
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AdminMessagesService } from '../services/admin-messages.service.js';
import { MaintenanceMessagesService } from '../services/maintenance-messages.service.js';

/** The master's administrative messages (spec 2 §7.1 administration/Message). */
@Controller('administration/Message')
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Get('overview-models')
  @Access(Resource.MasterMessages, 'read')
  @Validate({ query: adminMessagesQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: AdminMessagesQuery): Promise<PagedResult<AdminMessageRow>> {
    return this.messages.list(user, query);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.MasterMessages, 'create')
  @Validate({ body: createAdminMessageRequest, response: saveResultSchema })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateAdminMessageBody): Promise<SaveResult> {
    return this.messages.create(user, body);
  }
}

/** The master's maintenance notices (spec 2 §7.1 administration/MaintenanceMessage). */
@Controller('administration/MaintenanceMessage')
export class MaintenanceMessagesController {
  constructor(private readonly notices: MaintenanceMessagesService) {}

  @Get('overview-models')
  @Access(Resource.MasterMessages, 'read')
  @Validate({ query: maintenanceMessagesQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: MaintenanceMessagesQuery): Promise<PagedResult<MaintenanceMessageRow>> {
    return this.notices.list(user, query);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.MasterMessages, 'create')
  @Validate({ body: createMaintenanceMessageRequest, response: saveResultSchema })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateMaintenanceMessageRequest): Promise<SaveResult> {
    return this.notices.create(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.MasterMessages, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.notices.remove(user, params.id);
  }
}
