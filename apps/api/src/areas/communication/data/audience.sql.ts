import type { AudienceReader } from '../audience-reader.js';

/**
 * The SQL of the audience rules (docs/communication.md "Audience"), shared by every area whose items are read through
 * their audience: the database functions `audience_reaches`, `audience_user_ids` and `viewer_class_ids` hold the rules;
 * these fragments call them with a statement's own parameters.
 */

/** The SQL test of one row's audience columns (alias `alias`) against a viewer's $-parameters. */
export function audienceReachesSql(alias: string, viewer: { id: string; isStaff: string; classIds: string }): string {
  return `audience_reaches(${alias}.audience, ${alias}.class_ids, ${alias}.user_ids, ${viewer.id}, ${viewer.isStaff}, ${viewer.classIds})`;
}

/** The visibility test of row `alias` for a reader whose four values start at parameter `$first`. */
export function readerSeesSql(alias: string, first: number): string {
  const p = (offset: number) => `$${first + offset}`;
  return `(${alias}.created_by = ${p(0)} OR ${p(3)} OR ${audienceReachesSql(alias, { id: p(0), isStaff: p(1), classIds: p(2) })})`;
}

/** The four values `readerSeesSql` reads, in its order. */
export function readerParams(reader: AudienceReader): unknown[] {
  return [reader.userId, reader.isStaff, reader.classIds, reader.manages];
}
