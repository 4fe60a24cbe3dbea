import { Injectable } from '@nestjs/common';
import type { DashboardSubstitution, MissingAttendance } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { BG } from './dashboards.sql.js';

/** The statements of the teacher's dashboard (docs/dashboards.md); every row typed. */
@Injectable()
export class DashboardsRepository {
  constructor(private readonly db: Db) {}

  /** The groups of the school year the user teaches. */
  async taughtClassIds(kindergartenId: number, periodId: number, userId: number): Promise<number[]> {
    const rows = await this.db.sql.many<{ id: number }>(
      `SELECT c.id FROM classes c
        WHERE c.kindergarten_id = $1 AND c.period_id = $2 AND c.id IN (${reachSql.taughtClassIds('$3')})`,
      [kindergartenId, periodId, userId],
    );
    return rows.map((row) => row.id);
  }

  /** The substitutions of the day in the groups, or where the user is the absent or the substitute teacher. */
  substitutions(
    kindergartenId: number | null,
    date: string,
    classIds: number[],
    userId: number,
  ): Promise<DashboardSubstitution[]> {
    return this.db.sql.many<DashboardSubstitution>(
      `SELECT s.id, s.class_id AS "classId", c.name AS "className", s.shift,
              concat_ws(' ', absent.first_name, absent.last_name) AS "absentTeacherName",
              concat_ws(' ', sub.first_name, sub.last_name) AS "substituteTeacherName"
         FROM teacher_substitution_days d
         JOIN teacher_substitutions s ON s.id = d.substitution_id
         JOIN classes c ON c.id = s.class_id
         JOIN teachers absent ON absent.id = s.absent_teacher_id
         JOIN teachers sub ON sub.id = s.substitute_teacher_id
        WHERE d.kindergarten_id = $1 AND d.for_date = $2::date
          AND (s.class_id = ANY ($3) OR absent.user_id = $4 OR sub.user_id = $4)
        ORDER BY c.name ${BG}, s.shift, s.id`,
      [kindergartenId, date, classIds, userId],
    );
  }

  /** Of the (group, day) pairs, those with children on the roster and no attendance marked, with how many. */
  missingAttendances(kindergartenId: number, pairs: readonly { classId: number; day: string }[]): Promise<MissingAttendance[]> {
    return this.db.sql.many<MissingAttendance>(
      `WITH days AS (SELECT * FROM unnest($2::int[], $3::date[]) AS d(class_id, day)),
       roster AS (
         SELECT d.class_id, d.day, sc.student_id FROM days d
           JOIN student_classes sc ON sc.kindergarten_id = $1 AND sc.class_id = d.class_id AND sc.from_date <= d.day
                                  AND (sc.to_date IS NULL OR sc.to_date >= d.day)
         UNION ALL
         SELECT d.class_id, d.day, g.student_id FROM days d
           JOIN guest_placements g ON g.kindergarten_id = $1 AND g.class_id = d.class_id AND d.day BETWEEN g.from_date AND g.to_date)
       SELECT r.class_id AS "classId", c.name AS "className", r.day::text AS "forDate", count(*)::int AS unmarked
         FROM roster r JOIN classes c ON c.id = r.class_id
        WHERE NOT EXISTS (SELECT 1 FROM student_attendances a
                           WHERE a.kindergarten_id = $1 AND a.student_id = r.student_id AND a.for_date = r.day)
        GROUP BY r.class_id, c.name, r.day
        ORDER BY r.day DESC, c.name ${BG}, r.class_id`,
      [kindergartenId, pairs.map((pair) => pair.classId), pairs.map((pair) => pair.day)],
    );
  }
}
