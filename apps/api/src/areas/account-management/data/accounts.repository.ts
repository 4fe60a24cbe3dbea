import { Injectable } from '@nestjs/common';
import type { AccountInfo, AccountMembership, AccountRecord, UserType } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { NOW } from '../../../platform/database/sql.js';

const ACCOUNT_COLUMNS = `u.id, u.first_name AS "firstName", u.middle_name AS "middleName", u.last_name AS "lastName",
  concat_ws(' ', u.first_name, u.middle_name, u.last_name) AS "fullName", u.email, u.phone,
  u.identification_number AS "identificationNumber", u.user_type AS "userType", u.national_role AS "nationalRole",
  m.name AS "municipalityName", u.is_active AS "isActive", u.password_hash IS NOT NULL AS "hasPassword",
  to_char(u.created_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

const RECORD_COLUMNS = (
  alias: string,
) => `${alias}.id, ${alias}.kindergarten_id AS "kindergartenId", k.name AS "kindergartenName",
  ${alias}.first_name AS "firstName", ${alias}.middle_name AS "middleName", ${alias}.last_name AS "lastName",
  concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name) AS "fullName", ${alias}.email, ${alias}.phone`;

/** How the search term names accounts: by e-mail (any case), by ЕГН/ЛНЧ or phone (ten digits), or by phone. */
export type AccountLookup = 'email' | 'identifierOrPhone' | 'phone';

const LOOKUP: Record<AccountLookup, string> = {
  email: 'lower(u.email) = lower($1)',
  identifierOrPhone: '(u.identification_number = $1 OR u.phone = $1)',
  phone: 'u.phone = $1',
};

/** An account's own columns, as the account tools show them (without its memberships and records). */
export type AccountRow = Omit<AccountInfo, 'memberships' | 'staff' | 'parents'>;

/** An account as the password reset needs it. */
export interface AccountToResetRow {
  id: number;
  firstName: string;
  email: string | null;
  userType: UserType;
  hasPassword: boolean;
}

/** The columns the master corrects on an account, written once. */
export interface AccountColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
  identification_number: string | null;
}

/** The statements of accounts (users), their memberships and sessions for the master's account tools. */
@Injectable()
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  /** The ids of the accounts the value names, at most 20. */
  async ids(lookup: AccountLookup, value: string): Promise<number[]> {
    const rows = await this.db.sql.many<{ id: number }>(
      `SELECT u.id FROM users u WHERE ${LOOKUP[lookup]} ORDER BY u.id LIMIT 20`,
      [value],
    );
    return rows.map((row) => row.id);
  }

  find(userId: number): Promise<AccountRow | undefined> {
    return this.db.sql.maybe<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM users u LEFT JOIN municipalities m ON m.id = u.municipality_id WHERE u.id = $1`,
      [userId],
    );
  }

  memberships(userId: number): Promise<AccountMembership[]> {
    return this.db.sql.many<AccountMembership>(
      `SELECT ku.kindergarten_id AS "kindergartenId", k.name AS "kindergartenName", ku.role, ku.is_active AS "isActive"
         FROM kindergarten_users ku JOIN kindergartens k ON k.id = ku.kindergarten_id
        WHERE ku.user_id = $1 ORDER BY k.name COLLATE "bg-BG-x-icu", ku.id`,
      [userId],
    );
  }

  /** The staff records (any kindergarten) the account signs in through. */
  staffRecords(userId: number): Promise<AccountRecord[]> {
    return this.db.sql.many<AccountRecord>(
      `SELECT ${RECORD_COLUMNS('t')} FROM teachers t JOIN kindergartens k ON k.id = t.kindergarten_id
        WHERE t.user_id = $1 ORDER BY k.name COLLATE "bg-BG-x-icu", t.id`,
      [userId],
    );
  }

  /** The parent records (any kindergarten) the account signs in through. */
  parentRecords(userId: number): Promise<AccountRecord[]> {
    return this.db.sql.many<AccountRecord>(
      `SELECT ${RECORD_COLUMNS('p')} FROM parents p JOIN kindergartens k ON k.id = p.kindergarten_id
        WHERE p.user_id = $1 ORDER BY k.name COLLATE "bg-BG-x-icu", p.id`,
      [userId],
    );
  }

  findToReset(userId: number): Promise<AccountToResetRow | undefined> {
    return this.db.sql.maybe<AccountToResetRow>(
      `SELECT id, first_name AS "firstName", email, user_type AS "userType", password_hash IS NOT NULL AS "hasPassword"
         FROM users WHERE id = $1`,
      [userId],
    );
  }

  /** Another account has the ЕГН/ЛНЧ. */
  async identifierTaken(identifier: string, ownId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM users WHERE identification_number = $1 AND id <> $2`, [identifier, ownId]);
    return row !== undefined;
  }

  /** Answers how many accounts changed (0: no such account). */
  update(userId: number, columns: AccountColumns): Promise<number> {
    return this.db.sql.update('users', { ...columns, updated_at: NOW }, { id: userId });
  }

  /** Ends the membership; answers how many ended (0: the account is not a member of the kindergarten). */
  deleteMembership(userId: number, kindergartenId: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2`, [
      userId,
      kindergartenId,
    ]);
  }

  /** Unlinks the account from its staff and parent records of the kindergarten (the records stay). */
  async unlinkRecords(userId: number, kindergartenId: number): Promise<void> {
    for (const table of ['teachers', 'parents']) {
      await this.db.sql.update(table, { user_id: null, updated_at: NOW }, { user_id: userId, kindergarten_id: kindergartenId });
    }
  }

  /** An account that has the kindergarten selected moves to another of its active memberships (or none). */
  async leaveSelectedKindergarten(userId: number, kindergartenId: number): Promise<void> {
    await this.db.sql.exec(
      `UPDATE users SET selected_kindergarten_id = (
          SELECT m.kindergarten_id FROM kindergarten_users m WHERE m.user_id = $1 AND m.is_active ORDER BY m.id LIMIT 1),
        updated_at = now()
        WHERE id = $1 AND selected_kindergarten_id = $2`,
      [userId, kindergartenId],
    );
  }

  /** The kindergarten of the account's first membership (an administrator's activation link names it). */
  async firstKindergartenId(userId: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ id: number }>(
      `SELECT kindergarten_id AS id FROM kindergarten_users WHERE user_id = $1 ORDER BY id LIMIT 1`,
      [userId],
    );
    return row?.id;
  }

  /** The account's e-mail: null when it has none, undefined when there is no such account. */
  async email(userId: number): Promise<string | null | undefined> {
    const row = await this.db.sql.maybe<{ email: string | null }>(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row?.email;
  }

  /** Another account has the address (any case). */
  async emailTaken(email: string, ownId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`, [email, ownId]);
    return row !== undefined;
  }

  async setEmail(userId: number, email: string): Promise<void> {
    await this.db.sql.update('users', { email, updated_at: NOW }, { id: userId });
  }

  /** Ends every open session of the account. */
  async endSessions(userId: number): Promise<void> {
    await this.db.sql.exec(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
