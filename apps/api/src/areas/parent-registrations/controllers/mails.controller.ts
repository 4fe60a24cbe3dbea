import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type InvitationState,
  invitationStateQuery,
  type InvitationStateQuery,
  sendInvitationRequest,
  type SendInvitationRequest,
  type SendInvitationResult,
} from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { InvitationMailsService } from '../services/invitation-mails.service.js';

/**
 * Invitations of staff members and parents. The resource depends on the body's `userType` (Teachers or Parents):
 * the route is for the signed-in, the service checks the permission on the record's resource (403 otherwise).
 */
@Controller('Mails')
export class MailsController {
  constructor(private readonly service: InvitationMailsService) {}

  @Post('send-invitation')
  @HttpCode(200)
  @SignedIn()
  @Validate({ body: sendInvitationRequest })
  send(@CurrentUser() user: AuthUser, @Body() body: SendInvitationRequest): Promise<SendInvitationResult> {
    return this.service.send(user, body);
  }

  @Get('invitation-state')
  @SignedIn()
  @Validate({ query: invitationStateQuery })
  state(@CurrentUser() user: AuthUser, @Query() query: InvitationStateQuery): Promise<InvitationState> {
    return this.service.state(user, query);
  }
}
