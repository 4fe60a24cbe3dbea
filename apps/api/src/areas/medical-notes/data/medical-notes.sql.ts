import { DaysOffType, type MedicalNoteFilters, Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';
import { containsPattern } from '../../../platform/database/like.js';
import { addReach, BG, FULL_NAME, type StudentReader, studentReader } from '../../students/data/students.sql.js';

export { FULL_NAME };

/** Whose notes a user reads: every child (upper-case R), a parent their own children, others their groups' children. */
export function medicalNoteReader(user: AuthUser): StudentReader {
  return studentReader(user, Resource.StudentMedicalNotes);
}

/**
 * Working days of the note: Monday–Friday without the days off (type DayOff) that close the kindergarten or the
 * child's group — the days an absence could be marked on.
 */
const WORKING_DAYS = `(SELECT count(*)::int FROM generate_series(n.from_date, n.to_date, interval '1 day') AS d (day)
   WHERE extract(isodow FROM d.day) < 6
     AND NOT EXISTS (SELECT 1 FROM national_days_off o WHERE o.type = ${DaysOffType.DayOff}
                      AND d.day BETWEEN o.from_date AND o.to_date)
     AND NOT EXISTS (SELECT 1 FROM kindergarten_days_off o WHERE o.kindergarten_id = n.kindergarten_id
                      AND o.type = ${DaysOffType.DayOff} AND d.day BETWEEN o.from_date AND o.to_date
                      AND (o.class_id IS NULL OR o.class_id = g.class_id)))`;

const USER_NAME = (alias: string): string =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE concat_ws(' ', ${alias}.first_name, ${alias}.last_name) END`;

export const MEDICAL_NOTE_COLUMNS = `n.id, n.student_id AS "studentId", ${FULL_NAME} AS "studentName",
  g.class_id AS "classId", g.name AS "className", n.from_date AS "fromDate", n.to_date AS "toDate", ${WORKING_DAYS} AS days,
  n.issued_on AS "issuedOn", n.doctor_name AS "doctorName", n.note_number AS "noteNumber",
  CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('id', f.id, 'name', f.file_name) END AS file,
  n.status, n.comment, n.created_by AS "createdById", ${USER_NAME('cu')} AS "createdBy", n.created_at AS "createdAt",
  ${USER_NAME('du')} AS "decidedBy", n.decided_at AS "decidedAt",
  (SELECT count(*)::int FROM student_attendances a WHERE a.medical_note_id = n.id) AS "excusedDays"`;

/** The note, its child, the child's group in the note's dates (or the latest before them), the file and the users. */
export const MEDICAL_NOTE_FROM = `FROM student_medical_notes n JOIN students s ON s.id = n.student_id
  LEFT JOIN LATERAL (
    SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
     WHERE sc.student_id = s.id AND sc.from_date <= n.to_date
     ORDER BY (sc.to_date IS NULL OR sc.to_date >= n.from_date) DESC, sc.from_date DESC LIMIT 1
  ) g ON true
  LEFT JOIN stored_files f ON f.id = n.file_id
  LEFT JOIN users cu ON cu.id = n.created_by
  LEFT JOIN users du ON du.id = n.decided_by`;

/** The list (and the export): the reader's reach and the filters; newest first unless asked otherwise. */
export function medicalNoteListSelect(user: AuthUser, filters: MedicalNoteFilters): PagedSelect {
  const where = addReach(new SqlConditions(), medicalNoteReader(user))
    .addIf(filters.classId, 'g.class_id = ?')
    .addIf(filters.studentId, 'n.student_id = ?')
    .addIf(filters.status, 'n.status = ?')
    .addIf(filters.fromDate, 'n.to_date >= ?::date')
    .addIf(filters.toDate, 'n.from_date <= ?::date')
    .addIf(filters.search && containsPattern(filters.search), `${FULL_NAME} ILIKE ?`);
  return {
    select: MEDICAL_NOTE_COLUMNS,
    from: MEDICAL_NOTE_FROM,
    where,
    orderBy: {
      createdAt: 'n.created_at',
      fromDate: 'n.from_date',
      studentName: `s.first_name ${BG}, s.last_name ${BG}`,
      status: 'n.status',
    },
    defaultOrder: 'n.created_at DESC, n.id DESC',
  };
}
