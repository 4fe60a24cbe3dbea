import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlExpression, sqlOf } from '../../../platform/database/sql.js';

/** A new token's columns (only the token's SHA-256 is stored). */
export interface NewTokenColumns {
  user_id: number;
  purpose: number;
  token_hash: string;
  kindergarten_id: number | null;
}

/** Whose a used token was. */
export interface ConsumedTokenRow {
  user_id: number;
  kindergarten_id: number | null;
}

/** The statements of the e-mailed links' tokens (user_tokens), in the caller's transaction. */
@Injectable()
export class OneTimeTokensRepository {
  /** Stores the token, valid `lifetimeHours` (a fixed number of the purpose) from now. */
  async insert(manager: EntityManager, columns: NewTokenColumns, lifetimeHours: number): Promise<void> {
    if (!Number.isInteger(lifetimeHours)) throw new Error(`Not a number of hours: ${lifetimeHours}`);
    await sqlOf(manager).insert('user_tokens', {
      ...columns,
      expires_at: new SqlExpression(`now() + make_interval(hours => ${lifetimeHours})`),
    });
  }

  /** Marks the unused, unexpired token used; answers whose it was (only when it is the expected user's or kindergarten's). */
  consume(
    manager: EntityManager,
    tokenHash: string,
    purpose: number,
    expected: { userId: number | null; kindergartenId: number | null },
  ): Promise<ConsumedTokenRow | undefined> {
    return sqlOf(manager).maybe<ConsumedTokenRow>(
      `UPDATE user_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
          AND ($3::int IS NULL OR user_id = $3) AND ($4::int IS NULL OR kindergarten_id = $4)
       RETURNING user_id, kindergarten_id`,
      [tokenHash, purpose, expected.userId, expected.kindergartenId],
    );
  }
}
