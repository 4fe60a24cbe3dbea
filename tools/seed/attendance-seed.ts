/**
 * Children's daily attendance for the demo and the bench (docs/attendance.md), in one set-based statement: every
 * child of every group, on every working day of its placement from `$1` up to the day before `$2` — weekends and the
 * national and the kindergarten's locking days off left empty, as the grid refuses them. The status is drawn from a
 * hash of the child and the day, so the data are the same on every run: about 83 % present, 4 % unexcused
 * absences, 8 % sick with a medical note, 2 % family reasons, 2 % excused, the rest sick with a parent's note or
 * quarantine.
 *
 * Parameters: $1 first day, $2 first day not written (today, in Europe/Sofia).
 */
export const ATTENDANCE_SEED_SQL = `
  INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
  SELECT sc.kindergarten_id, sc.class_id, sc.student_id, d.day,
         CASE WHEN h < 83 THEN 2 WHEN h < 87 THEN 1 WHEN h < 95 THEN 5 WHEN h < 97 THEN 4 WHEN h < 99 THEN 3
              WHEN sc.student_id % 2 = 0 THEN 6 ELSE 10 END
    FROM student_classes sc
    JOIN classes c ON c.id = sc.class_id
    JOIN kindergarten_periods p ON p.id = c.period_id
    CROSS JOIN LATERAL generate_series(greatest(sc.from_date, p.from_date, $1::date),
                                       least(coalesce(sc.to_date, p.to_date), p.to_date, $2::date - 1), interval '1 day') AS g(moment)
    CROSS JOIN LATERAL (SELECT g.moment::date AS day) AS d
    CROSS JOIN LATERAL (SELECT abs(hashint8(sc.student_id::bigint * 100003 + (d.day - DATE '2000-01-01'))) % 100 AS h) AS r
   WHERE extract(isodow FROM d.day) < 6
     AND NOT EXISTS (SELECT 1 FROM national_days_off n WHERE n.type = 0 AND d.day BETWEEN n.from_date AND n.to_date)
     AND NOT EXISTS (SELECT 1 FROM kindergarten_days_off o
                      WHERE o.kindergarten_id = sc.kindergarten_id AND o.type = 0 AND d.day BETWEEN o.from_date AND o.to_date
                        AND (o.class_id IS NULL OR o.class_id = sc.class_id))
  ON CONFLICT (kindergarten_id, student_id, for_date) DO NOTHING`;
