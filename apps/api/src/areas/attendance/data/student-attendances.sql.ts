/**
 * The statements of the monthly grid (docs/attendance.md), one per kind of data, never one per child. The bench
 * (tools/bench) times them through apps/api/src/hot-paths.ts. Every count uses the database's rules:
 * `attendance_kind()` with the day's excusing day off (`cellKind`), `student_family_absence_limit()` and
 * `compulsory_preschool()` (migrations/1795300014000-ChildAttendance.ts, 1795300035000-CompulsoryPreschool.ts).
 */

import { AttendanceKind, ChildAttendanceStatus as S, MedicalNoteStatus, RequestStatus } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { entryLockRowsSelect } from '../../days-off/data/calendar-locks.sql.js';
import { cellKind, compulsoryOn } from './attendance-kind.sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';

/**
 * The advisory lock class (`pg_advisory_xact_lock(FAMILY_DAYS_LOCK, student)`) that serialises the writers of a
 * child's family-reason days: the grid's save and the approval of a parent's request (attendance-requests).
 */
export const FAMILY_DAYS_LOCK = 4;

/** Pending and approved: the requests and notes that count (the rejected and annulled ones do not). */
const LIVE_REQUESTS = `${RequestStatus.Pending}, ${RequestStatus.Approved}`;
const LIVE_NOTES = `${MedicalNoteStatus.Pending}, ${MedicalNoteStatus.Approved}`;

/** The group with its school year and the kindergarten's name and medical-note setting ($1 group, $2 kindergarten). */
export const GRID_GROUP_SQL = `
  SELECT c.id, c.name, c.age_type AS "ageType", c.attendance_mode AS "attendanceMode",
         to_char(p.from_date, 'YYYY-MM-DD') AS "yearFrom", to_char(p.to_date, 'YYYY-MM-DD') AS "yearTo", p.name AS "yearName",
         k.name AS "kindergartenName", k.automatic_excuse_with_medical_note AS "automaticExcuse"
    FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id JOIN kindergartens k ON k.id = c.kindergarten_id
   WHERE c.id = $1 AND c.kindergarten_id = $2`;

/** Whether the user teaches the group ($1 group, $2 user). */
export const GRID_TEACHES_SQL = `SELECT 1 AS found WHERE ${reachSql.teachesClass('$1', '$2')}`;

/**
 * The children of a group during a month ($1 class, $2 first day, $3 last day, $4 kindergarten, $5 students or
 * NULL, $6 reach: 'all' | 'parent' | 'teacher', $7 user): own children by student_classes, guests by
 * guest_placements (names through guest_student_card), ordered by position then name.
 */
export const GRID_ROWS_SQL = `
  WITH own AS (
    SELECT sc.student_id, min(sc.position) AS position,
           min(greatest(sc.from_date, $2::date)) AS in_from, max(least(coalesce(sc.to_date, $3::date), $3::date)) AS in_to
      FROM student_classes sc
     WHERE sc.class_id = $1 AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date)
       AND ($5::int[] IS NULL OR sc.student_id = ANY($5::int[]))
     GROUP BY sc.student_id
  ), rows AS (
    SELECT s.id AS "studentId", concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
           own.position, false AS "isGuest", to_char(own.in_from, 'YYYY-MM-DD') AS "inGroupFrom",
           to_char(own.in_to, 'YYYY-MM-DD') AS "inGroupTo", s.first_name AS first, s.last_name AS last
      FROM own JOIN students s ON s.id = own.student_id AND s.kindergarten_id = $4
     WHERE $6 <> 'parent'
        OR s.id IN (${reachSql.parentedStudentIds('$7')})
    UNION ALL
    SELECT gp.student_id, concat_ws(' ', g.first_name, g.middle_name, g.last_name), NULL, true,
           to_char(min(greatest(gp.from_date, $2::date)), 'YYYY-MM-DD'), to_char(max(least(gp.to_date, $3::date)), 'YYYY-MM-DD'),
           g.first_name, g.last_name
      FROM guest_placements gp JOIN LATERAL guest_student_card(gp.student_id) g ON true
     WHERE gp.class_id = $1 AND gp.kindergarten_id = $4 AND gp.from_date <= $3::date AND gp.to_date >= $2::date
       AND $6 <> 'parent' AND ($5::int[] IS NULL OR gp.student_id = ANY($5::int[]))
     GROUP BY gp.student_id, g.first_name, g.middle_name, g.last_name
  )
  SELECT "studentId", "studentName", position, "isGuest", "inGroupFrom", "inGroupTo" FROM rows
   ORDER BY position NULLS LAST, first ${BG}, last ${BG}, "studentId"`;

/** The month's cells of the children, each with its attendance_kind() ($1 kindergarten, $2 students, $3 first day, $4 last day). */
export const GRID_CELLS_SQL = `
  SELECT a.id::int AS id, a.student_id AS "studentId", to_char(a.for_date, 'YYYY-MM-DD') AS "forDate", a.type,
         a.medical_note_id AS "medicalNoteId", a.request_id AS "requestId",
         ${cellKind('a')} AS kind
    FROM student_attendances a
   WHERE a.kindergarten_id = $1 AND a.student_id = ANY($2::int[]) AND a.for_date BETWEEN $3::date AND $4::date`;

/**
 * Per child: the family-reason days of the school year, the child's cap in force at the end of the month (the
 * compulsory cap for a child in compulsory preschool education, else the group's age type), whether the child is in
 * compulsory preschool education then (a guest, whose birth date is not readable here: as the group says), and the
 * unexcused days of the month ($1 kindergarten, $2 students, $3 year's first day, $4 year's last day, $5 month's first
 * day, $6 month's last day, $7 the group's age type).
 */
export const GRID_COUNTS_SQL = `
  SELECT s.id AS "studentId", student_family_absence_limit($1, $7::smallint, st.birth_date, $6::date) AS "maxAbsenceCount",
         coalesce(${compulsoryOn('st.birth_date', '$6::date')}, $7::smallint = 8) AS compulsory,
         (SELECT count(*)::int FROM student_attendances a
           WHERE a.kindergarten_id = $1 AND a.student_id = s.id AND a.type = ${S.AbsenceFamilyReason}
             AND a.for_date BETWEEN $3::date AND $4::date) AS "currentAbsenceCount",
         (SELECT count(*)::int FROM student_attendances a
           WHERE a.kindergarten_id = $1 AND a.student_id = s.id AND a.for_date BETWEEN $5::date AND $6::date
             AND ${cellKind('a')} = ${AttendanceKind.Unexcused}) AS "unexcusedThisMonth"
    FROM unnest($2::int[]) AS s(id)
    LEFT JOIN students st ON st.id = s.id AND st.kindergarten_id = $1`;

/** Pending and approved requests of the children touching the month ($1 students, $2 first day, $3 last day). */
export const GRID_REQUESTS_SQL = `
  SELECT r.id, r.student_id AS "studentId", r.type, to_char(r.from_date, 'YYYY-MM-DD') AS "fromDate",
         to_char(r.to_date, 'YYYY-MM-DD') AS "toDate", r.status
    FROM student_attendance_requests r
   WHERE r.student_id = ANY($1::int[]) AND r.status IN (${LIVE_REQUESTS}) AND r.from_date <= $3::date AND r.to_date >= $2::date
   ORDER BY r.from_date, r.id`;

/** Pending and approved medical notes of the children covering days of the month ($1 students, $2 first, $3 last). */
export const GRID_NOTES_SQL = `
  SELECT n.id, n.student_id AS "studentId", to_char(n.from_date, 'YYYY-MM-DD') AS "fromDate",
         to_char(n.to_date, 'YYYY-MM-DD') AS "toDate", n.status, n.doctor_name AS "doctorName"
    FROM student_medical_notes n
   WHERE n.student_id = ANY($1::int[]) AND n.status IN (${LIVE_NOTES}) AND n.from_date <= $3::date AND n.to_date >= $2::date
   ORDER BY n.from_date, n.id`;

/**
 * Everything a save checks per cell, in one statement, by the cell's index in the save ($1 class, $2 kindergarten,
 * $3 students, $4 days): the stored type (null when the cell is new), whether the child is in the group on the day
 * (own children by student_classes, guests by guest_placements) and the child's name for the messages (a guest's
 * through guest_student_card).
 */
const SAVE_CELLS_SQL = `
  SELECT c.ord::int - 1 AS index, a.type AS "storedType",
         (EXISTS (SELECT 1 FROM student_classes sc
                   WHERE sc.student_id = c.student_id AND sc.class_id = $1 AND sc.from_date <= c.for_date
                     AND (sc.to_date IS NULL OR sc.to_date >= c.for_date))
          OR EXISTS (SELECT 1 FROM guest_placements gp
                      WHERE gp.student_id = c.student_id AND gp.class_id = $1 AND gp.kindergarten_id = $2
                        AND gp.from_date <= c.for_date AND gp.to_date >= c.for_date)) AS "inGroup",
         CASE WHEN s.id IS NOT NULL THEN concat_ws(' ', s.first_name, s.last_name)
              -- A guest's card only for a guest: a CASE branch is evaluated only when reached.
              WHEN EXISTS (SELECT 1 FROM guest_placements gp WHERE gp.kindergarten_id = $2 AND gp.student_id = c.student_id)
              THEN (SELECT concat_ws(' ', gs.first_name, gs.last_name) FROM guest_student_card(c.student_id) gs)
         END AS name
    FROM unnest($3::int[], $4::date[]) WITH ORDINALITY AS c(student_id, for_date, ord)
    LEFT JOIN student_attendances a ON a.kindergarten_id = $2 AND a.student_id = c.student_id AND a.for_date = c.for_date
    LEFT JOIN students s ON s.id = c.student_id AND s.kindergarten_id = $2
   ORDER BY c.ord`;

/**
 * Everything a save checks, in one statement (one round trip, docs/attendance.md "Speed"): the group $1 of
 * kindergarten $2 (GRID_GROUP_SQL), whether user $5 teaches it, each cell's stored type, membership and name
 * (SAVE_CELLS_SQL: $3 students, $4 days) and the lock rows of the saved days ($6–$12, as CalendarLocks'
 * `entryLockArgs` orders them).
 */
export const SAVE_CHECKS_SQL = `
  SELECT (SELECT row_to_json(g) FROM (${GRID_GROUP_SQL}) g) AS "group",
         ${reachSql.teachesClass('$1', '$5')} AS teaches,
         (SELECT json_agg(c ORDER BY c.index) FROM (${SAVE_CELLS_SQL}) c) AS cells,
         (SELECT coalesce(json_agg(l), '[]') FROM (${entryLockRowsSelect(6)}) l) AS locks`;

/**
 * Family-reason days of the children in the school year outside the days of the save, and each child's cap for the
 * school year (`student_family_absence_limit`: the compulsory cap for a child in compulsory preschool education)
 * ($1 kindergarten, $2 students, $3 days, $4 year's first day, $5 year's last day, $6 the group's age type).
 */
export const SAVE_FAMILY_SQL = `
  SELECT s.id AS "studentId",
         (SELECT count(*)::int FROM student_attendances a
           WHERE a.kindergarten_id = $1 AND a.student_id = s.id AND a.type = ${S.AbsenceFamilyReason} AND a.for_date BETWEEN $4::date AND $5::date
             AND NOT a.for_date = ANY(SELECT c.for_date FROM unnest($2::int[], $3::date[]) AS c(student_id, for_date)
                                       WHERE c.student_id = s.id)) AS used,
         student_family_absence_limit($1, $6::smallint, st.birth_date, $5::date) AS cap
    FROM (SELECT DISTINCT unnest($2::int[]) AS id) s
    LEFT JOIN students st ON st.id = s.id AND st.kindergarten_id = $1`;

/** The approved medical notes covering the Absence cells of a save ($1 students, $2 days). */
export const SAVE_NOTES_SQL = `
  SELECT c.student_id AS "studentId", to_char(c.for_date, 'YYYY-MM-DD') AS "forDate", n.id AS "noteId"
    FROM unnest($1::int[], $2::date[]) AS c(student_id, for_date)
    JOIN LATERAL (SELECT n.id FROM student_medical_notes n
                   WHERE n.student_id = c.student_id AND n.status = ${MedicalNoteStatus.Approved} AND n.from_date <= c.for_date AND n.to_date >= c.for_date
                   ORDER BY n.id DESC LIMIT 1) n ON true`;

/**
 * Per-cell upsert: the last write of a cell wins and cells the save does not name are never touched
 * ($1 kindergarten, $2 class, $3 user, $4 students, $5 days, $6 types, $7 medical notes). A cell keeps the request or
 * the note that set it only while its status stays the same. A cell saved as it is stored (same status and group, no
 * other note) is not written again: no audit row, no new data version (docs/attendance.md "Speed").
 */
export const SAVE_UPSERT_SQL = `
  INSERT INTO student_attendances AS st (kindergarten_id, class_id, student_id, for_date, type, medical_note_id, updated_by)
  SELECT $1, $2, c.student_id, c.for_date, c.type, c.medical_note_id, $3
    FROM unnest($4::int[], $5::date[], $6::smallint[], $7::int[]) AS c(student_id, for_date, type, medical_note_id)
  ON CONFLICT (kindergarten_id, student_id, for_date) DO UPDATE
     SET type = EXCLUDED.type, class_id = EXCLUDED.class_id, updated_by = EXCLUDED.updated_by, updated_at = now(),
         request_id = CASE WHEN st.type = EXCLUDED.type THEN st.request_id END,
         medical_note_id = coalesce(EXCLUDED.medical_note_id, CASE WHEN st.type = EXCLUDED.type THEN st.medical_note_id END)
   WHERE st.type IS DISTINCT FROM EXCLUDED.type OR st.class_id IS DISTINCT FROM EXCLUDED.class_id
      OR (EXCLUDED.medical_note_id IS NOT NULL AND EXCLUDED.medical_note_id IS DISTINCT FROM st.medical_note_id)`;

/** Clears the cells saved with type null ($1 kindergarten, $2 students, $3 days). */
export const SAVE_DELETE_SQL = `
  DELETE FROM student_attendances a USING unnest($2::int[], $3::date[]) AS c(student_id, for_date)
   WHERE a.kindergarten_id = $1 AND a.student_id = c.student_id AND a.for_date = c.for_date`;

/**
 * The groups of the selected school year a reader may open ($1 kindergarten, $2 school year, $3 reach, $4 user): all
 * of them, the groups a teacher teaches, or the groups of a parent's children; own groups first.
 */
export const GRID_GROUPS_SQL = `
  SELECT c.id, c.name, c.attendance_mode AS "attendanceMode", c.age_type AS "ageType",
         ${reachSql.teachesClass('c.id', '$4')} AS "isOwn",
         to_char(p.from_date, 'YYYY-MM-DD') AS "yearFrom", to_char(p.to_date, 'YYYY-MM-DD') AS "yearTo"
    FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id
   WHERE c.kindergarten_id = $1 AND c.period_id = $2
     AND ($3 = 'all'
          OR ($3 = 'teacher' AND ${reachSql.teachesClass('c.id', '$4')})
          OR ($3 = 'parent' AND EXISTS (SELECT 1 FROM student_classes sc
                                         WHERE sc.class_id = c.id AND sc.student_id IN (${reachSql.parentedStudentIds('$4')}))))
   ORDER BY 5 DESC, c.name ${BG}, c.id`;

/** Locks the children's family-reason days for the transaction, in id order ($1 students). */
export const FAMILY_DAYS_LOCK_SQL = `SELECT pg_advisory_xact_lock(${FAMILY_DAYS_LOCK}, id) FROM (SELECT DISTINCT unnest($1::int[]) AS id ORDER BY 1) s`;
