import type { EntityManager } from 'typeorm';
import { accountMessages } from '@kg/contracts';
import { ConflictError } from '../../../platform/errors/domain-errors.js';

/**
 * Gives an account a new e-mail. An address names one account (any case): another account's address is refused.
 * The e-mail is the sign-in name, so a change ends every session of the account.
 */
export async function changeAccountEmail(manager: EntityManager, userId: number, email: string): Promise<void> {
  const [current] = (await manager.query(`SELECT email FROM users WHERE id = $1`, [userId])) as { email: string | null }[];
  if (current?.email === email) return;
  const [taken] = await manager.query(`SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`, [email, userId]);
  if (taken) throw new ConflictError(accountMessages.emailTaken);
  await manager.query(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [userId, email]);
  if (current?.email?.toLowerCase() !== email.toLowerCase()) await endSessions(manager, userId);
}

export async function endSessions(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}

/** '' and null both mean "none". */
export const orNull = (value: string | null | undefined): string | null => (value ? value : null);
