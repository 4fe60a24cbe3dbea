import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  idParams,
  type IdParams,
  Resource,
  type SaveResult,
  saveResultSchema,
  saveUserGroupRequest,
  type SaveUserGroupCommand,
  type UserGroupDetails,
  type UserGroupRow,
  userRolesQuery,
  type UserRolesQuery,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { UserGroupsService } from '../services/user-groups.service.js';

/** The kindergarten's user groups and their grants (spec 2 §7.3, §7.6 "UserRoles"; docs/users.md). */
@Controller('UserRoles')
export class UserRolesController {
  constructor(private readonly service: UserGroupsService) {}

  @Get()
  @Access(Resource.Roles, 'read')
  @Validate({ query: userRolesQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: UserRolesQuery): Promise<UserGroupRow[]> {
    return this.service.list(user, query);
  }

  @Get('extended')
  @Access(Resource.Roles, 'read')
  @Validate({ query: userRolesQuery })
  extended(@CurrentUser() user: AuthUser, @Query() query: UserRolesQuery): Promise<UserGroupDetails[]> {
    return this.service.extended(user, query);
  }

  @Post('rebuild-access')
  @HttpCode(200)
  @Access(Resource.Roles, 'update')
  rebuildAccess(@CurrentUser() user: AuthUser): Promise<{ rebuilt: number }> {
    return this.service.rebuildAccess(user);
  }

  @Get(':id')
  @Access(Resource.Roles, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<UserGroupDetails> {
    return this.service.get(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.Roles, 'save')
  @Validate({ body: saveUserGroupRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveUserGroupCommand): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.Roles, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.service.remove(user, params.id);
  }
}
