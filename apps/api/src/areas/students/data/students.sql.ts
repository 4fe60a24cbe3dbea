import { Resource, Role, type StudentFilters } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { likeEscaped } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions, type SqlStatement } from '../../../platform/database/paged-query.js';

/**
 * Whose children a reader sees: `all` with `canView` (upper-case R), `parent` their own children
 * (student_parents → parents.user_id), `teacher` the children now in the groups they teach.
 */
export type StudentReach = 'all' | 'parent' | 'teacher';

export interface StudentReader {
  userId: number;
  kindergartenId: number | null;
  periodId: number | null;
  reach: StudentReach;
}

/** The reach of the signed-in user over the children's records (or over another resource about children). */
export function studentReader(user: AuthUser, resource: Resource = Resource.Students): StudentReader {
  const entry = user.access.find((item) => item.resource === resource);
  const reach = entry?.canView ? 'all' : user.role === Role.Parent ? 'parent' : 'teacher';
  return { userId: user.userId, kindergartenId: user.kindergartenId, periodId: user.periodId, reach };
}

export const BG = 'COLLATE "bg-BG-x-icu"';
export const FULL_NAME = `concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;
export const SORT_NAME = `s.first_name ${BG}, s.last_name ${BG}, s.id`;

/** Adds the reader's reach to the conditions on `s` (students): reach rules of platform/access/reach.ts. */
export function addReach(where: SqlConditions, reader: StudentReader): SqlConditions {
  where.add('s.kindergarten_id = ?', reader.kindergartenId);
  if (reader.reach === 'parent') {
    where.add(`s.id IN (${reachSql.parentedStudentIds(where.param(reader.userId))})`);
  } else if (reader.reach === 'teacher') {
    where.add(reachSql.teachesStudent('s.id', where.param(reader.userId)));
  }
  return where;
}

/** The open placement of the child in a group of the school year (`cur`: class_id, name), joined laterally. */
export function currentGroupJoin(where: SqlConditions, periodId: number | null): string {
  return `LEFT JOIN LATERAL (
            SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
             WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = ${where.param(periodId)}
          ) cur ON true`;
}

/** The filters of the list and the export (spec 2 §9 kid filter options; age in full years on `today`). */
function studentWhere(reader: StudentReader, filters: StudentFilters, today: string): { where: SqlConditions; from: string } {
  const where = new SqlConditions();
  const from = `FROM students s ${currentGroupJoin(where, reader.periodId)}`;
  addReach(where, reader);
  where.add('s.is_detached = ?', filters.isDetached);
  where.addIf(filters.classId, 'cur.class_id = ?');
  where.addIf(filters.hasSpecialNeeds, 's.has_special_needs = ?');
  if (filters.age !== undefined) {
    where.add(
      `s.birth_date <= ?::date - make_interval(years => ?::int) AND s.birth_date > ?::date - make_interval(years => ?::int + 1)`,
      today,
      filters.age,
      today,
      filters.age,
    );
  }
  if (filters.nameSearchTerm) {
    where.add(
      `(lower(${FULL_NAME} ${BG}) LIKE '%' || lower(? ${BG}) || '%' OR s.identifier = ?)`,
      likeEscaped(filters.nameSearchTerm),
      filters.nameSearchTerm,
    );
  }
  return { where, from };
}

export const STUDENT_ROW_COLUMNS = `s.id, s.first_name AS "firstName", s.middle_name AS "middleName", s.last_name AS "lastName",
  ${FULL_NAME} AS "fullName", s.birth_date AS "birthDate", s.gender, s.has_special_needs AS "hasSpecialNeeds",
  s.is_detached AS "isDetached", s.leave_date AS "leaveDate", cur.class_id AS "classId", cur.name AS "className"`;

/** The row's columns with the child's identity (the record and the export). */
export const STUDENT_IDENTITY_COLUMNS = `${STUDENT_ROW_COLUMNS}, s.identifier_type AS "identifierType", s.identifier, s.address`;

/** GET /api/Students/overview-models: one count and one page (the bench times these same statements). */
export function studentListSelect(reader: StudentReader, filters: StudentFilters, today: string): PagedSelect {
  const { where, from } = studentWhere(reader, filters, today);
  return {
    select: STUDENT_ROW_COLUMNS,
    from,
    where,
    orderBy: {
      name: `s.first_name ${BG}, s.last_name ${BG}`,
      birthDate: 's.birth_date',
      className: `cur.name ${BG}`,
    },
    defaultOrder: SORT_NAME,
  };
}

/** The export: the same filters, every row, with the identifier. */
export function studentExportStatement(reader: StudentReader, filters: StudentFilters, today: string): SqlStatement {
  const { where, from } = studentWhere(reader, filters, today);
  return {
    text: `SELECT ${STUDENT_IDENTITY_COLUMNS}
             ${from} ${where.sql} ORDER BY ${SORT_NAME}`,
    values: where.params,
  };
}
