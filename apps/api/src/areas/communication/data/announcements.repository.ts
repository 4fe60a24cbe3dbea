import { Injectable } from '@nestjs/common';
import type { SubscriptionFlags } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';
import type { TokenPurpose } from '../../identity/services/token-purpose.js';

/** A person to e-mail about a new item, with the kindergarten's name for the subject. */
export interface MailRecipientRow {
  id: number;
  email: string;
  kindergarten: string;
}

/**
 * The statements of the announcements' e-mails (docs/communication.md "Announcements"), run in the background job's
 * own transaction (`Db.system`): the manager is the job's.
 */
@Injectable()
export class AnnouncementsRepository {
  /** The active users among `userIds` with an e-mail who subscribed to `flag`. */
  subscribedPeople(
    manager: EntityManager,
    userIds: readonly number[],
    kindergartenId: number,
    flag: SubscriptionFlags,
  ): Promise<MailRecipientRow[]> {
    return sqlOf(manager).many<MailRecipientRow>(
      `SELECT u.id, u.email, k.name AS kindergarten
         FROM users u CROSS JOIN kindergartens k
        WHERE u.id = ANY ($1) AND k.id = $2 AND u.is_active AND u.email IS NOT NULL AND (u.subscription_flags & $3) <> 0`,
      [userIds, kindergartenId, flag],
    );
  }

  /** One token per user (by position), stored as its hash, valid for `hours`. */
  async insertTokens(
    manager: EntityManager,
    userIds: readonly number[],
    tokenHashes: readonly string[],
    purpose: TokenPurpose,
    hours: number,
  ): Promise<void> {
    await sqlOf(manager).exec(
      `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at)
       SELECT user_id, $3, token_hash, now() + make_interval(hours => $4)
         FROM unnest($1::int[], $2::text[]) AS t(user_id, token_hash)`,
      [userIds, tokenHashes, purpose, hours],
    );
  }
}
