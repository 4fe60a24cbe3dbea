import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { TeacherOptionsModule } from '../teachers/teacher-options.module.js';
import { UserRolesController } from './controllers/user-roles.controller.js';
import { AccountStatusController, UsersController } from './controllers/users.controller.js';
import { AccessRepository } from './data/access.repository.js';
import { UserGroupsRepository } from './data/user-groups.repository.js';
import { UsersRepository } from './data/users.repository.js';
import { AccessBuilder } from './services/access-builder.service.js';
import { UserGroupsService } from './services/user-groups.service.js';
import { UsersService } from './services/users.service.js';

/** Users, user groups and access (issue #4 item 7, docs/users.md). */
@Module({
  imports: [IdentityModule, TeacherOptionsModule],
  controllers: [UsersController, AccountStatusController, UserRolesController],
  providers: [UsersService, UserGroupsService, AccessBuilder, UsersRepository, UserGroupsRepository, AccessRepository],
})
export class UsersModule {}
