import { Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { addReach, BG, FULL_NAME, type StudentReader, studentReader } from '../../students/data/students.sql.js';

export { BG, FULL_NAME };

/**
 * Whose requests a user reaches on AttendanceApplications: upper-case R every child of the kindergarten, a parent
 * their own children, anyone else (a teacher) the children now in the groups they teach.
 */
export function requestReader(user: AuthUser): StudentReader {
  return studentReader(user, Resource.AttendanceApplications);
}

/** The group of child `s` on the day `dayExpression` (a placement covering it; the latest when several). */
export const groupOnDay = (dayExpression: string): string => `LEFT JOIN LATERAL (
    SELECT sc.class_id FROM student_classes sc
     WHERE sc.student_id = s.id AND sc.from_date <= ${dayExpression} AND (sc.to_date IS NULL OR sc.to_date >= ${dayExpression})
     ORDER BY sc.from_date DESC LIMIT 1
  ) g ON true
  LEFT JOIN classes c ON c.id = g.class_id`;

const userName = (alias: string): string =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE concat_ws(' ', ${alias}.first_name, ${alias}.last_name) END`;

export const REQUEST_COLUMNS = `r.id, r.type, r.student_id AS "studentId", ${FULL_NAME} AS "studentName",
  c.id AS "classId", c.name AS "className", r.from_date AS "fromDate", r.to_date AS "toDate",
  r.working_days AS "workingDays", r.reason, r.status, r.requested_by AS "requestedById",
  ${userName('rq')} AS "requestedBy", r.created_at AS "createdAt", ${userName('dc')} AS "decidedBy",
  r.decided_at AS "decidedAt", r.decision_comment AS "decisionComment"`;

export const REQUEST_FROM = `FROM student_attendance_requests r JOIN students s ON s.id = r.student_id
  ${groupOnDay('r.from_date')}
  LEFT JOIN users rq ON rq.id = r.requested_by
  LEFT JOIN users dc ON dc.id = r.decided_by`;

export interface RequestFilters {
  type?: number;
  status?: number;
  classId?: number;
  studentId?: number;
  fromDate?: string;
  toDate?: string;
}

/** The reach and filters of the list, the reference and its exports (dates: requests overlapping the range). */
export function requestWhere(user: AuthUser, filters: RequestFilters): SqlConditions {
  const where = addReach(new SqlConditions(), requestReader(user));
  where.add('r.kindergarten_id = ?', user.kindergartenId);
  where.addIf(filters.type, 'r.type = ?');
  where.addIf(filters.status, 'r.status = ?');
  where.addIf(filters.classId, 'c.id = ?');
  where.addIf(filters.studentId, 'r.student_id = ?');
  where.addIf(filters.fromDate, 'r.to_date >= ?::date');
  where.addIf(filters.toDate, 'r.from_date <= ?::date');
  return where;
}

export const REQUEST_ORDER = {
  createdAt: 'r.created_at',
  fromDate: 'r.from_date',
  studentName: `s.first_name ${BG}, s.last_name ${BG}`,
  status: 'r.status',
};
export const REQUEST_DEFAULT_ORDER = 'r.created_at DESC, r.id DESC';
