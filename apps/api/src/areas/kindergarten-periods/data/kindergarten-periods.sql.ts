// The SQL fragments the school years' statements share (a kindergarten_periods row aliased `p`).

/** The columns of a `KindergartenPeriod`. */
export const COLUMNS = `p.id, p.name, to_char(p.from_date, 'YYYY-MM-DD') AS "fromDate", to_char(p.to_date, 'YYYY-MM-DD') AS "toDate",
  p.is_active AS active`;

/** The groups (classes) of the year: a year with groups cannot be deleted. */
export const CLASSES_COUNT = `(SELECT count(*)::int FROM classes c WHERE c.period_id = p.id AND c.kindergarten_id = p.kindergarten_id) AS "classesCount"`;

/** Newest first. */
export const NEWEST_FIRST = 'p.from_date DESC, p.id DESC';

/** PostgreSQL's exclusion violation: kindergarten_periods_no_overlap (the race the check before it cannot see). */
export const EXCLUSION_VIOLATION = '23P01';
