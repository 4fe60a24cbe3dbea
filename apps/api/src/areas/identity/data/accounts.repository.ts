import { Injectable } from '@nestjs/common';
import { SubscriptionFlags } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { Db } from '../../../platform/database/db.service.js';
import { NOW, type Sql, sqlOf } from '../../../platform/database/sql.js';

/** An account found by its e-mail address, as a recovery e-mail addresses it. */
export interface RecoveryAccount {
  id: number;
  first_name: string;
  email: string;
}

/**
 * The account statements of the e-mailed links and of changing a password (users, memberships): in the request's
 * transaction, or in `manager`'s (a `Db.system` transaction of the flow) when given.
 */
@Injectable()
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  private sql(manager?: EntityManager): Sql {
    return manager ? sqlOf(manager) : this.db.sql;
  }

  findByEmail(manager: EntityManager, email: string): Promise<RecoveryAccount | undefined> {
    return sqlOf(manager).maybe<RecoveryAccount>(`SELECT id, first_name, email FROM users WHERE lower(email) = lower($1)`, [
      email,
    ]);
  }

  async passwordHash(userId: number): Promise<string | null | undefined> {
    const row = await this.db.sql.maybe<{ password_hash: string | null }>(`SELECT password_hash FROM users WHERE id = $1`, [
      userId,
    ]);
    return row?.password_hash;
  }

  /** Sets the password; `activate` also activates an account that was not yet. */
  async setPassword(userId: number, passwordHash: string, activate: boolean, manager?: EntityManager): Promise<void> {
    await this.sql(manager).exec(
      `UPDATE users SET password_hash = $2, is_active = is_active OR $3, updated_at = now() WHERE id = $1`,
      [userId, passwordHash, activate],
    );
  }

  async activateMembership(manager: EntityManager, userId: number, kindergartenId: number): Promise<void> {
    await sqlOf(manager).update('kindergarten_users', { is_active: true }, { user_id: userId, kindergarten_id: kindergartenId });
  }

  /** No more e-mail notifications for the user. */
  async unsubscribe(manager: EntityManager, userId: number): Promise<void> {
    await sqlOf(manager).update('users', { subscription_flags: SubscriptionFlags.None, updated_at: NOW }, { id: userId });
  }
}
