import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../../platform/errors/domain-errors.js';
import { OneTimeTokensRepository } from '../data/one-time-tokens.repository.js';
import { TokenPurpose } from './token-purpose.js';

/** How long each kind of e-mailed link stays valid. */
export const TOKEN_LIFETIME_HOURS: Record<TokenPurpose, number> = {
  [TokenPurpose.PasswordRecovery]: 1,
  [TokenPurpose.TeacherActivation]: 7 * 24,
  [TokenPurpose.ParentActivation]: 7 * 24,
  [TokenPurpose.AdminActivation]: 7 * 24,
  [TokenPurpose.Unsubscribe]: 180 * 24,
  [TokenPurpose.NationalActivation]: 7 * 24,
};

export const INVALID_LINK = 'Връзката е невалидна, изтекла или вече използвана.';

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface ConsumedToken {
  userId: number;
  kindergartenId: number | null;
}

/** Single-use, expiring tokens for links sent by e-mail. Only their SHA-256 is stored. */
@Injectable()
export class OneTimeTokensService {
  constructor(private readonly tokens: OneTimeTokensRepository) {}

  async issue(
    manager: EntityManager,
    userId: number,
    purpose: TokenPurpose,
    kindergartenId: number | null = null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert(
      manager,
      { user_id: userId, purpose, token_hash: digest(token), kindergarten_id: kindergartenId },
      TOKEN_LIFETIME_HOURS[purpose],
    );
    return token;
  }

  /** Marks the token used and answers whose it was; a second use, an expired or a foreign token is refused. */
  async consume(
    manager: EntityManager,
    purpose: TokenPurpose,
    token: string,
    expected: { userId?: number; kindergartenId?: number } = {},
  ): Promise<ConsumedToken> {
    const row = await this.tokens.consume(manager, digest(token), purpose, {
      userId: expected.userId ?? null,
      kindergartenId: expected.kindergartenId ?? null,
    });
    if (!row) throw new BadInputError(INVALID_LINK, { token: [INVALID_LINK] });
    return { userId: row.user_id, kindergartenId: row.kindergarten_id };
  }
}
