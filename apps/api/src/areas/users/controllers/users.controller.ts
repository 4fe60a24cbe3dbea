import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  changeActivationRequest,
  type ChangeActivationRequest,
  inviteUserRequest,
  type InviteUserRequest,
  type InviteUserResult,
  type PagedResult,
  Resource,
  userListQuery,
  type UserListQuery,
  type UserRow,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { UsersService } from '../services/users.service.js';

/** The selected kindergarten's members (spec 2 §7.3 "Users"). */
@Controller('Users')
export class UsersController {
  constructor(private readonly service: UsersService) {}

  @Get()
  @Access(Resource.Users, 'read')
  @Validate({ query: userListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: UserListQuery): Promise<PagedResult<UserRow>> {
    return this.service.list(user, query);
  }

  @Post('invite')
  @HttpCode(200)
  @Access(Resource.Users, 'create')
  @Validate({ body: inviteUserRequest })
  invite(@CurrentUser() user: AuthUser, @Body() body: InviteUserRequest): Promise<InviteUserResult> {
    return this.service.invite(user, body);
  }

  @Post('change-user-activation')
  @HttpCode(204)
  @Access(Resource.Users, 'update')
  @Validate({ body: changeActivationRequest })
  changeActivation(@CurrentUser() user: AuthUser, @Body() body: ChangeActivationRequest): Promise<void> {
    return this.service.changeMemberActivation(user, body);
  }
}

/** The master administrator blocks or unblocks an account in every kindergarten (spec 2 §7.3 "Identity"). */
@Controller('identity')
export class AccountStatusController {
  constructor(private readonly service: UsersService) {}

  @Post('change-activation')
  @HttpCode(204)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: changeActivationRequest })
  changeActivation(@CurrentUser() user: AuthUser, @Body() body: ChangeActivationRequest): Promise<void> {
    return this.service.changeAccountActivation(user, body);
  }
}
