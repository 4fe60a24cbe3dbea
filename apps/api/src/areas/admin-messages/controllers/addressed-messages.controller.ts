import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  idParams,
  type IdParams,
  type MaintenanceMessage,
  type MyAdminMessage,
  myAdminMessagesQuery,
  type MyAdminMessagesQuery,
  type PagedResult,
} from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AdminMessagesService } from '../services/admin-messages.service.js';
import { MaintenanceMessagesService } from '../services/maintenance-messages.service.js';

/** What every signed-in user reads of the master's messages: only what is addressed to them. */
@Controller()
export class AddressedMessagesController {
  constructor(
    private readonly messages: AdminMessagesService,
    private readonly notices: MaintenanceMessagesService,
  ) {}

  @Get('AdministrativeMessages')
  @SignedIn()
  @Validate({ query: myAdminMessagesQuery })
  mine(@CurrentUser() user: AuthUser, @Query() query: MyAdminMessagesQuery): Promise<PagedResult<MyAdminMessage>> {
    return this.messages.mine(user, query);
  }

  @Post('AdministrativeMessages/:id/setSeen')
  @HttpCode(204)
  @SignedIn()
  @Validate({ params: idParams })
  markSeen(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.messages.markSeen(user, params.id);
  }

  @Get('MaintenanceMessages/current')
  @SignedIn()
  current(@CurrentUser() user: AuthUser): Promise<MaintenanceMessage[]> {
    return this.notices.current(user);
  }
}
