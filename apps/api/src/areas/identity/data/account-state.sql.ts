import { AccountState } from '@kg/contracts';

/**
 * SQL of the sign-in account state (`AccountState`) of a staff or parent record aliased `alias` (a row with `user_id`):
 * no account, invited (the account is not yet activated: inactive or without a password) or active. One primary-key
 * lookup per row inside the list's own statement, so a page never runs a query per row.
 */
export const accountStateSql = (alias: string): string => `CASE WHEN ${alias}.user_id IS NULL THEN ${AccountState.None}
  WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = ${alias}.user_id AND u.is_active AND u.password_hash IS NOT NULL)
    THEN ${AccountState.Active}
  ELSE ${AccountState.Invited} END`;
