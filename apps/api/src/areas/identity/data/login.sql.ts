import { LoginIdentifierType } from '@kg/contracts';

/**
 * The statements of signing in, as the API runs them; exported (apps/api/src/hot-paths.ts) so that the benchmark
 * (tools/bench) times exactly these.
 */

export const THROTTLE_COUNT_SQL = `SELECT count(*) FILTER (WHERE identifier = $1)::int AS per_identifier, count(*)::int AS per_address
   FROM login_attempts WHERE ip = $2 AND attempted_at > now() - make_interval(mins => $3)`;
export const THROTTLE_CLEAR_SQL = `DELETE FROM login_attempts WHERE identifier = $1 AND ip = $2`;

const candidateBy = (condition: string): string =>
  `SELECT id, password_hash, is_active FROM users WHERE ${condition} ORDER BY id LIMIT 2`;

/** The account an identifier names, per identifier type. */
export const CANDIDATE_SQL: Record<LoginIdentifierType, string> = {
  [LoginIdentifierType.Email]: candidateBy('lower(email) = $1'),
  [LoginIdentifierType.IdentificationNumber]: candidateBy('identification_number = $1'),
  [LoginIdentifierType.PhoneNumber]: candidateBy('phone = $1'),
};

export const SELECT_KINDERGARTEN_IF_NONE_SQL = `UPDATE users u SET selected_kindergarten_id = (
    SELECT m.kindergarten_id FROM kindergarten_users m WHERE m.user_id = u.id AND m.is_active ORDER BY m.id LIMIT 1)
  WHERE u.id = $1 AND u.national_role IS NULL AND NOT EXISTS (
    SELECT 1 FROM kindergarten_users m WHERE m.user_id = u.id AND m.kindergarten_id = u.selected_kindergarten_id AND m.is_active)`;

export const SWEEP_OLD_SESSIONS_SQL = `DELETE FROM auth_sessions WHERE user_id = $1 AND expires_at < now() - interval '30 days'`;
