import { Injectable } from '@nestjs/common';
import {
  AccountState,
  type InvitationState,
  type InvitationStateQuery,
  parentRegistrationMessages as messages,
  Resource,
  Role,
  type SendInvitationRequest,
  type SendInvitationResult,
  UserType,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';
import { InvitationMailsRepository, type InvitedRecord, type InvitedUserType } from '../data/invitation-mails.repository.js';

/** The resource that guards each kind of record that carries a sign-in account. */
const RESOURCES = {
  [UserType.Teacher]: Resource.Teachers,
  [UserType.Parent]: Resource.Parents,
} as const;

/**
 * POST /api/Mails/send-invitation: a staff member or a parent of the selected kindergarten gets (again) the e-mail with
 * the activation link, through the one invitation service; the record is linked to the account it finds or creates.
 */
@Injectable()
export class InvitationMailsService {
  constructor(
    private readonly db: Db,
    private readonly records: InvitationMailsRepository,
    private readonly invitations: InvitationsService,
  ) {}

  async state(user: AuthUser, query: InvitationStateQuery): Promise<InvitationState> {
    assertAllowed(user, RESOURCES[query.userType], 'read');
    const record = await this.record(user, query.userType, query.id);
    return { state: record.state, email: record.email };
  }

  async send(user: AuthUser, request: SendInvitationRequest): Promise<SendInvitationResult> {
    assertAllowed(user, RESOURCES[request.userType], 'update');
    const record = await this.record(user, request.userType, request.id);
    if (!record.email) throw new BadInputError(messages.noEmail, { id: [messages.noEmail] });
    const role = request.userType === UserType.Parent ? Role.Parent : record.is_director ? Role.Director : Role.Teacher;
    const result = await this.invitations.inviteToKindergarten(this.db.manager, {
      invitee: {
        email: record.email,
        firstName: record.first_name,
        middleName: record.middle_name,
        lastName: record.last_name,
        phone: record.phone,
      },
      kindergartenId: user.kindergartenId!,
      role,
    });
    await this.records.linkAccount(user, request.userType, record.id, result.userId);
    return {
      state: result.alreadyActive ? AccountState.Active : AccountState.Invited,
      email: record.email,
      message: result.alreadyActive ? messages.alreadyActive : messages.invitationSent,
    };
  }

  private async record(user: AuthUser, userType: InvitedUserType, id: number): Promise<InvitedRecord> {
    const row = await this.records.record(user, userType, id);
    if (!row) throw new NotFoundError(messages.recordNotFound);
    return row;
  }
}
