import { AttendanceKind, ChildAttendanceStatus as S, MedicalNoteStatus } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { BG } from '../../students/data/students.sql.js';
import { cellKind } from '../../attendance/data/attendance-kind.sql.js';

/**
 * The SQL the references share. Every count goes through `attendance_kind(type, day, day off)` (AttendanceKind: not
 * counted, present, unexcused, excused; migrations/1795300014000-ChildAttendance.ts, 1795300035000: an Absence on a
 * declared vacation or quarantine day is excused): the rules live in the database once.
 */

/** The groups a reader's figures come from: every group (upper-case R) or the groups they teach (lower-case r). */
export interface GroupReach {
  kindergartenId: number;
  userId: number;
  allGroups: boolean;
}

/** Conditions on `c` (classes): the reader's kindergarten, their own groups when limited, the chosen group. */
export function groupConditions(where: SqlConditions, reach: GroupReach, classId?: number): SqlConditions {
  where.add('c.kindergarten_id = ?', reach.kindergartenId);
  if (!reach.allGroups) where.add(`c.id IN (${reachSql.taughtClassIds('?')})`, reach.userId);
  return where.addIf(classId, 'c.id = ?');
}

/** The cells of the reader's groups in a period (and a group), on the (kindergarten_id, for_date) index. */
export function cellConditions(reach: GroupReach, query: { from: string; to: string; classId?: number }): SqlConditions {
  return groupConditions(new SqlConditions(), reach, query.classId)
    .add('sa.kindergarten_id = ?', reach.kindergartenId)
    .add('sa.for_date BETWEEN ?::date AND ?::date', query.from, query.to);
}

/** The counts of a set of cells `sa` (students' attendances). */
export const KIND = cellKind('sa');
export const COUNTS = `count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Present})::int AS present,
  count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Unexcused})::int AS unexcused,
  count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Excused})::int AS excused,
  count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.NotCounted})::int AS "notCounted"`;
/** Family-reason and sick-with-a-note days, both among the excused. */
export const DETAIL_COUNTS = `count(*) FILTER (WHERE sa.type = ${S.AbsenceFamilyReason})::int AS "familyReason",
  count(*) FILTER (WHERE sa.type IN (${S.AbsenceForSicknessMB}, ${S.AbsenceForSicknessMBP}))::int AS sick`;
/** Days with at least one counted status, and the present children per such day. */
export const DAILY = `count(DISTINCT sa.for_date) FILTER (WHERE ${KIND} <> ${AttendanceKind.NotCounted})::int AS "markedDays",
  round(count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Present})::numeric
        / nullif(count(DISTINCT sa.for_date) FILTER (WHERE ${KIND} <> ${AttendanceKind.NotCounted}), 0), 2)::text AS "averageDaily"`;

/**
 * A child's name by `studentIdColumn`: the kindergarten's own children from `students`, a guest (whose record is the
 * home kindergarten's and not readable here) through `guest_student_card()`. Adds `s` and `g`.
 */
export const nameJoin = (studentIdColumn: string): string => `LEFT JOIN students s ON s.id = ${studentIdColumn}
  LEFT JOIN LATERAL (
    SELECT concat_ws(' ', gc.first_name, gc.middle_name, gc.last_name) AS name
      FROM guest_student_card(${studentIdColumn}) gc WHERE s.id IS NULL
  ) g ON true`;
export const STUDENT_NAME = `CASE WHEN s.id IS NOT NULL THEN concat_ws(' ', s.first_name, s.middle_name, s.last_name) ELSE g.name END`;
export const NAME_ORDER = `${STUDENT_NAME} ${BG}`;

/** The text of the approved medical note that covers an absence ("№ 12, д-р Петрова, 05.10.2026 – 09.10.2026"). */
export const MEDICAL_NOTE_JOIN = `LEFT JOIN LATERAL (
    SELECT concat_ws(', ', '№ ' || mn.note_number, mn.doctor_name,
             to_char(mn.from_date, 'DD.MM.YYYY') || ' – ' || to_char(mn.to_date, 'DD.MM.YYYY')) AS text
      FROM student_medical_notes mn
     WHERE mn.id = sa.medical_note_id
        OR (mn.student_id = sa.student_id AND mn.status = ${MedicalNoteStatus.Approved} AND sa.for_date BETWEEN mn.from_date AND mn.to_date)
     ORDER BY (mn.id = sa.medical_note_id) DESC NULLS LAST, mn.id DESC LIMIT 1
  ) note ON true`;

/** The absences (unexcused and excused) of the cells matching `where` (which holds the reach on `c`). */
export function absencesSelect(where: SqlConditions): { select: string; from: string; orderBy: string } {
  where.add(`${KIND} IN (${AttendanceKind.Unexcused}, ${AttendanceKind.Excused})`);
  return {
    select: `sa.student_id AS "studentId", ${STUDENT_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
      to_char(sa.for_date, 'YYYY-MM-DD') AS "forDate", sa.type, ${KIND} AS kind, note.text AS "medicalNote"`,
    from: `FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${nameJoin('sa.student_id')} ${MEDICAL_NOTE_JOIN}`,
    orderBy: `sa.for_date, c.name ${BG}, ${NAME_ORDER}, sa.student_id`,
  };
}
