/** The hot statements of GET identity/user-data (prepared; exported for the benchmark through apps/api/src/hot-paths.ts). */

export const USER_PROFILE_SQL = `SELECT first_name, last_name, email FROM users WHERE id = $1`;

/** The kindergartens of the user's switcher (the kindergarten_users_own policy shows all of the user's own). */
export const USER_KINDERGARTENS_SQL = `SELECT k.id, k.name, st.name AS city, mu.name AS town, k.address AS adress, (k.id = $2) AS "isSelected"
   FROM kindergarten_users m
   JOIN kindergartens k ON k.id = m.kindergarten_id
   JOIN settlements st ON st.id = k.settlement_id
   JOIN municipalities mu ON mu.id = st.municipality_id
  WHERE m.user_id = $1 AND m.is_active
  ORDER BY k.name COLLATE "bg-BG-x-icu"`;
