import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { MailsController } from './controllers/mails.controller.js';
import { ParentRegistrationsController } from './controllers/parent-registrations.controller.js';
import { InvitationMailsRepository } from './data/invitation-mails.repository.js';
import { ParentRegistrationsRepository } from './data/parent-registrations.repository.js';
import { InvitationMailsService } from './services/invitation-mails.service.js';
import { ParentRegistrationsService } from './services/parent-registrations.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [ParentRegistrationsController, MailsController],
  providers: [ParentRegistrationsService, InvitationMailsService, ParentRegistrationsRepository, InvitationMailsRepository],
})
export class ParentRegistrationsModule {}
