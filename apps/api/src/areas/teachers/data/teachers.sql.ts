/** The staff SQL every staff list shares (alias `t` for teachers). */
export const BG = 'COLLATE "bg-BG-x-icu"';
export const FULL_NAME = `concat_ws(' ', t.first_name, t.middle_name, t.last_name)`;
/** By name in Bulgarian collation, the id last so that paging is stable. */
export const SORT_NAME = `t.first_name ${BG}, t.last_name ${BG}, t.id`;
/** Part of the full name, case-insensitive in Bulgarian; the term's value goes through `likeEscaped`. */
export const NAME_SEARCH = `lower(${FULL_NAME} ${BG}) LIKE '%' || lower(? ${BG}) || '%'`;
