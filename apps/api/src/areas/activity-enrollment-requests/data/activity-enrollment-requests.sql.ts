import { type ActivityEnrollmentRequestFilters, ActivityRequestStatus, Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';
import { addReach, BG, FULL_NAME, type StudentReader, studentReader } from '../../students/data/students.sql.js';

export { FULL_NAME };

/** Whose requests a user reads: every child (upper-case R, the director), a parent their own children. */
export function requestReader(user: AuthUser): StudentReader {
  return studentReader(user, Resource.ActivityEnrollmentRequests);
}

export const USER_NAME = (alias: string): string =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE concat_ws(' ', ${alias}.first_name, ${alias}.last_name) END`;

/** The child's open placement (or, after leaving, the latest one): `g.class_id`, `g.name`. */
export const CHILD_GROUP = (student: string): string => `LEFT JOIN LATERAL (
    SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
     WHERE sc.student_id = ${student}
     ORDER BY (sc.to_date IS NULL) DESC, sc.from_date DESC LIMIT 1
  ) g ON true`;

export const REQUEST_COLUMNS = `r.id, r.student_id AS "studentId", ${FULL_NAME} AS "studentName",
  g.class_id AS "classId", g.name AS "className", r.activity_id AS "activityId", a.name AS "activityName",
  p.name AS "providerName", a.price_model AS "priceModel", a.price_cents AS "priceCents",
  r.change_type AS "changeType", r.status, r.from_date AS "fromDate", r.parent_note AS "parentNote",
  r.requested_by AS "requestedById", ${USER_NAME('ru')} AS "requestedBy", r.requested_at AS "requestedAt",
  ${USER_NAME('du')} AS "decidedBy", r.decided_at AS "decidedAt", r.decision_note AS "decisionNote"`;

export const REQUEST_FROM = `FROM activity_enrollment_requests r
  JOIN students s ON s.id = r.student_id
  JOIN activities a ON a.id = r.activity_id
  JOIN activity_providers p ON p.id = a.provider_id
  ${CHILD_GROUP('s.id')}
  LEFT JOIN users ru ON ru.id = r.requested_by
  LEFT JOIN users du ON du.id = r.decided_by`;

/** The overview: the reader's reach and the filters; waiting first, then newest first, unless asked otherwise. */
export function requestListSelect(user: AuthUser, filters: ActivityEnrollmentRequestFilters): PagedSelect {
  const where = addReach(new SqlConditions(), requestReader(user))
    .add('r.kindergarten_id = ?', user.kindergartenId)
    .addIf(filters.status, 'r.status = ?')
    .addIf(filters.changeType, 'r.change_type = ?')
    .addIf(filters.activityId, 'r.activity_id = ?')
    .addIf(filters.classId, 'g.class_id = ?')
    .addIf(filters.search && containsPattern(filters.search), `${FULL_NAME} ILIKE ?`);
  return {
    select: REQUEST_COLUMNS,
    from: REQUEST_FROM,
    where,
    orderBy: {
      requestedAt: 'r.requested_at',
      fromDate: 'r.from_date',
      studentName: `s.first_name ${BG}, s.last_name ${BG}`,
      status: 'r.status',
    },
    defaultOrder: `(r.status = ${ActivityRequestStatus.Waiting}) DESC, r.requested_at DESC, r.id DESC`,
  };
}
