import { Injectable } from '@nestjs/common';
import { type AccountState, UserType } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { NOW } from '../../../platform/database/sql.js';
import { accountStateSql } from '../../identity/data/account-state.sql.js';

/** A staff or parent record with its sign-in account's state. */
export interface InvitedRecord {
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

export type InvitedUserType = UserType.Teacher | UserType.Parent;

/** The two record tables that carry a sign-in account (a parent is never a director). */
const RECORDS = {
  [UserType.Teacher]: { table: 'teachers', director: 't.is_director' },
  [UserType.Parent]: { table: 'parents', director: 'false' },
} as const;

/** The statements of the invitations of staff members and parents. */
@Injectable()
export class InvitationMailsRepository {
  constructor(private readonly db: Db) {}

  /** The selected kindergarten's staff (userType 1) or parent (2) record. */
  record(user: AuthUser, userType: InvitedUserType, id: number): Promise<InvitedRecord | undefined> {
    const { table, director } = RECORDS[userType];
    return this.db.sql.maybe<InvitedRecord>(
      `SELECT t.id, t.first_name, t.middle_name, t.last_name, t.email, t.phone, t.user_id, ${director} AS is_director,
              ${accountStateSql('t')} AS state
         FROM ${table} t WHERE t.id = $1 AND t.kindergarten_id = $2`,
      [id, user.kindergartenId],
    );
  }

  /** Links the record to the account. */
  async linkAccount(user: AuthUser, userType: InvitedUserType, id: number, userId: number): Promise<void> {
    await this.db.sql.update(
      RECORDS[userType].table,
      { user_id: userId, updated_at: NOW },
      { id, kindergarten_id: user.kindergartenId },
    );
  }
}
