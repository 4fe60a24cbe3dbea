/**
 * The one LIKE escape: `%`, `_` and `\` in a user's search term match themselves (PostgreSQL's default escape
 * character is `\`). Every search of every area goes through these.
 */
export const likeEscaped = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An (I)LIKE pattern matching text that contains `term` literally. */
export const containsPattern = (term: string): string => `%${likeEscaped(term)}%`;
