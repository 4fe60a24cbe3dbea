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
import { accountStateSql } from '../../identity/services/account-state-sql.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';

interface InvitedRecord {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
  user_id: number | null;
  is_director: boolean;
  state: AccountState;
}

/** The two record tables that carry a sign-in account, with the resource that guards them. */
const RECORDS = {
  [UserType.Teacher]: { table: 'teachers', resource: Resource.Teachers, director: 't.is_director' },
  [UserType.Parent]: { table: 'parents', resource: Resource.Parents, director: 'false' },
} as const;

/**
 * POST /api/Mails/send-invitation: a staff member or a parent of the selected kindergarten gets (again) the e-mail with
 * the activation link, through the one invitation service; the record is linked to the account it finds or creates.
 */
@Injectable()
export class InvitationMailsService {
  constructor(
    private readonly db: Db,
    private readonly invitations: InvitationsService,
  ) {}

  async state(user: AuthUser, query: InvitationStateQuery): Promise<InvitationState> {
    assertAllowed(user, RECORDS[query.userType].resource, 'read');
    const record = await this.record(user, query.userType, query.id);
    return { state: record.state, email: record.email };
  }

  async send(user: AuthUser, request: SendInvitationRequest): Promise<SendInvitationResult> {
    const { table, resource } = RECORDS[request.userType];
    assertAllowed(user, resource, 'update');
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
    await this.db.manager.query(`UPDATE ${table} SET user_id = $3, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`, [
      record.id,
      user.kindergartenId,
      result.userId,
    ]);
    return {
      state: result.alreadyActive ? AccountState.Active : AccountState.Invited,
      email: record.email,
      message: result.alreadyActive ? messages.alreadyActive : messages.invitationSent,
    };
  }

  private async record(user: AuthUser, userType: UserType.Teacher | UserType.Parent, id: number): Promise<InvitedRecord> {
    const { table, director } = RECORDS[userType];
    const [row] = (await this.db.manager.query(
      `SELECT t.id, t.first_name, t.middle_name, t.last_name, t.email, t.phone, t.user_id, ${director} AS is_director,
              ${accountStateSql('t')} AS state
         FROM ${table} t WHERE t.id = $1 AND t.kindergarten_id = $2`,
      [id, user.kindergartenId],
    )) as InvitedRecord[];
    if (!row) throw new NotFoundError(messages.recordNotFound);
    return row;
  }
}
