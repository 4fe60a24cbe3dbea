import { type SubstitutionListQuery, SubstitutionShift } from '@kg/contracts';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

const personName = (alias: string): string => `concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name)`;

/**
 * The shifts overlap: `s.shift` (a stored substitution's) and `shiftParam` (the asked one, a `$n`). A whole day
 * overlaps either shift.
 */
export const SHIFTS_OVERLAP = (shiftParam: string): string =>
  `(s.shift = ${SubstitutionShift.WholeDay} OR ${shiftParam}::smallint = ${SubstitutionShift.WholeDay} OR s.shift = ${shiftParam}::smallint)`;

/** The list of substitutions (overview-models and its exports): one statement, the days counted by a subquery. */
export function substitutionListSelect(kindergartenId: number, query: SubstitutionListQuery): PagedSelect {
  const where = new SqlConditions()
    .add('s.kindergarten_id = ?', kindergartenId)
    .addIf(query.fromDate, 's.to_date >= ?::date')
    .addIf(query.toDate, 's.from_date <= ?::date')
    .addIf(query.classId, 's.class_id = ?');
  if (query.teacherId !== undefined) {
    where.add('(s.absent_teacher_id = ? OR s.substitute_teacher_id = ?)', query.teacherId, query.teacherId);
  }
  return {
    select: `s.id, s.absent_teacher_id AS "absentTeacherId", ${personName('a')} AS "absentName",
             s.substitute_teacher_id AS "substituteTeacherId", ${personName('r')} AS "substituteName",
             s.class_id AS "classId", c.name AS "className", s.from_date AS "fromDate", s.to_date AS "toDate",
             s.shift, s.hours_per_day AS "hoursPerDay", days.count AS "daysCount",
             days.count * s.hours_per_day AS "totalHours", s.reason, s.note`,
    from: `FROM teacher_substitutions s
           JOIN teachers a ON a.id = s.absent_teacher_id
           JOIN teachers r ON r.id = s.substitute_teacher_id
           JOIN classes c ON c.id = s.class_id
           CROSS JOIN LATERAL (SELECT count(*)::int AS count FROM teacher_substitution_days d
                                WHERE d.substitution_id = s.id) days`,
    where,
    orderBy: {
      fromDate: 's.from_date',
      absentName: `${personName('a')} COLLATE "bg-BG-x-icu"`,
      substituteName: `${personName('r')} COLLATE "bg-BG-x-icu"`,
      className: 'c.name COLLATE "bg-BG-x-icu"',
    },
    defaultOrder: 's.from_date DESC, s.id DESC',
  };
}

/**
 * Per staff member over a period: the substitution days made and received, clipped to the period. Pedagogical staff
 * always; others only when they appear in a substitution (an absent cook replaced by a teacher, say).
 */
export const NORMS_SQL = `
  WITH days AS (
    SELECT s.substitute_teacher_id, s.absent_teacher_id, s.hours_per_day, d.for_date
      FROM teacher_substitution_days d JOIN teacher_substitutions s ON s.id = d.substitution_id
     WHERE d.kindergarten_id = $1 AND d.for_date BETWEEN $2 AND $3
  ), made AS (
    SELECT substitute_teacher_id AS id, count(DISTINCT for_date)::int AS days, sum(hours_per_day)::int AS hours
      FROM days GROUP BY 1
  ), received AS (
    SELECT absent_teacher_id AS id, count(DISTINCT for_date)::int AS days, sum(hours_per_day)::int AS hours
      FROM days GROUP BY 1
  )
  SELECT t.id AS "teacherId", ${personName('t')} AS name, t.occupation,
         coalesce(made.days, 0) AS "substitutedDays", coalesce(made.hours, 0) AS "substitutedHours",
         coalesce(received.days, 0) AS "absentDays", coalesce(received.hours, 0) AS "absentHours"
    FROM teachers t
    LEFT JOIN made ON made.id = t.id
    LEFT JOIN received ON received.id = t.id
   WHERE t.kindergarten_id = $1 AND (t.is_pedagogical OR made.id IS NOT NULL OR received.id IS NOT NULL)
   ORDER BY ${personName('t')} COLLATE "bg-BG-x-icu", t.id`;

export const TEACHER_NAME = personName;
