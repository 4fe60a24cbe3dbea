// The SQL fragments the days-off statements share.

/** The columns of a national `DayOff` from a national_days_off row aliased `n`. */
export const NATIONAL_COLUMNS = `n.id AS "dayOffGuid", n.from_date AS "fromDate", n.to_date AS "toDate", n.name, n.type::int AS type,
  true AS "isNational", NULL::int AS "classId", NULL::text AS "className"`;

/** The columns of a kindergarten's own `DayOff` from a kindergarten_days_off row aliased `o` (its group `c`). */
export const OWN_COLUMNS = `o.id AS "dayOffGuid", o.from_date AS "fromDate", o.to_date AS "toDate", o.name, o.type::int AS type,
  false AS "isNational", o.class_id AS "classId", c.name::text AS "className"`;

/** National and own days off together, as one relation the list pages over. */
export const BOTH = `FROM (
  SELECT ${NATIONAL_COLUMNS}, NULL::int AS kindergarten_id, NULL::int AS period_id FROM national_days_off n
  UNION ALL
  SELECT ${OWN_COLUMNS}, o.kindergarten_id, o.period_id FROM kindergarten_days_off o LEFT JOIN classes c ON c.id = o.class_id
) d`;

/** A day off's own columns, written once for insert and update (national and the kindergarten's own alike). */
export interface DayOffColumns {
  from_date: string;
  to_date: string;
  name: string;
  type: number;
}
