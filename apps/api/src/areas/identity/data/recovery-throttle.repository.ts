import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';

/** The marker of a password-recovery request among the rows of login_attempts (like a registration's). */
const RECOVERY_IDENTIFIER = 'password-recovery';

/** The advisory lock class that serialises the recovery e-mails of one account (`pg_advisory_xact_lock(class, user)`). */
const RECOVERY_MAIL_LOCK = 7303;

/** The statements of the password-recovery throttle, in the request's own transaction (`Db.system`). */
@Injectable()
export class RecoveryThrottleRepository {
  /** Recovery requests from the address in the last `minutes`. */
  async recentRequests(manager: EntityManager, ip: string, minutes: number): Promise<number> {
    const { count } = await sqlOf(manager).one<{ count: number }>(
      `SELECT count(*)::int AS count FROM login_attempts
        WHERE identifier = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)`,
      [RECOVERY_IDENTIFIER, ip, minutes],
    );
    return count;
  }

  async addRequest(manager: EntityManager, ip: string): Promise<void> {
    await sqlOf(manager).insert('login_attempts', { identifier: RECOVERY_IDENTIFIER, ip });
  }

  /**
   * Whether a recovery link was issued to the account in the last `minutes` (by this flow or by the master's account
   * tools). Takes the account's lock first, so that requests arriving together see each other's link.
   */
  async recentLink(manager: EntityManager, userId: number, purpose: number, minutes: number): Promise<boolean> {
    const sql = sqlOf(manager);
    await sql.exec(`SELECT pg_advisory_xact_lock(${RECOVERY_MAIL_LOCK}, $1)`, [userId]);
    const row = await sql.maybe(
      `SELECT 1 FROM user_tokens WHERE user_id = $1 AND purpose = $2 AND created_at > now() - make_interval(mins => $3) LIMIT 1`,
      [userId, purpose, minutes],
    );
    return row !== undefined;
  }
}
