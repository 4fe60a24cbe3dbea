import { accountMessages } from '@kg/contracts';
import { ConflictError } from '../../../platform/errors/domain-errors.js';
import type { AccountsRepository } from '../data/accounts.repository.js';

/**
 * Gives an account a new e-mail. An address names one account (any case): another account's address is refused.
 * The e-mail is the sign-in name, so a change ends every session of the account.
 */
export async function changeAccountEmail(accounts: AccountsRepository, userId: number, email: string): Promise<void> {
  const current = await accounts.email(userId);
  if (current === email) return;
  if (await accounts.emailTaken(email, userId)) throw new ConflictError(accountMessages.emailTaken);
  await accounts.setEmail(userId, email);
  if (current?.toLowerCase() !== email.toLowerCase()) await accounts.endSessions(userId);
}

/** '' and null both mean "none". */
export const orNull = (value: string | null | undefined): string | null => (value ? value : null);
