import { Injectable } from '@nestjs/common';
import type { Role, UserType } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';

/** An existing account of an invitee's e-mail. */
export interface InviteeAccountRow {
  id: number;
  is_active: boolean;
  has_password: boolean;
  national_role: number | null;
}

/** A new, inactive account's columns. */
export interface NewAccountColumns {
  email: string;
  phone: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  user_type: UserType;
}

/** The statements of inviting a person into a kindergarten, in the caller's transaction. */
@Injectable()
export class InvitationsRepository {
  /** Adds the membership with the role, or gives an existing one the role and activates it. */
  async upsertMembership(manager: EntityManager, kindergartenId: number, userId: number, role: Role): Promise<void> {
    await sqlOf(manager).exec(
      `INSERT INTO kindergarten_users (kindergarten_id, user_id, role, is_active) VALUES ($1, $2, $3, true)
       ON CONFLICT (user_id, kindergarten_id) DO UPDATE SET role = EXCLUDED.role, is_active = true`,
      [kindergartenId, userId, role],
    );
  }

  async kindergartenName(manager: EntityManager, kindergartenId: number): Promise<string | undefined> {
    const row = await sqlOf(manager).maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name;
  }

  accountByEmail(manager: EntityManager, email: string): Promise<InviteeAccountRow | undefined> {
    return sqlOf(manager).maybe<InviteeAccountRow>(
      `SELECT id, is_active, password_hash IS NOT NULL AS has_password, national_role FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
  }

  /** A new account, inactive until its owner sets a password. */
  async insertAccount(manager: EntityManager, columns: NewAccountColumns): Promise<number> {
    const { id } = await sqlOf(manager).insert('users', { ...columns, is_active: false });
    return id;
  }
}
