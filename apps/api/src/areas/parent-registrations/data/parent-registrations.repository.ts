import { Injectable } from '@nestjs/common';
import {
  allows,
  type Gender,
  type IdentifierType,
  type MyChild,
  normalizePhone,
  type PagedResult,
  type ParentRegistrationDetails,
  type ParentRegistrationListQuery,
  type ParentRegistrationRow,
  type ParentRelation,
  type RegistrationChild,
  type RegistrationKindergarten,
  type RegistrationTown,
  RequestKind,
  RequestStatus,
  Resource,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW, type Sql, sqlOf } from '../../../platform/database/sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
/** Public submissions are counted in login_attempts like failed sign-ins, under this identifier. */
const THROTTLE_IDENTIFIER = 'parent-registration';

/** The child as the request describes it (absent for a delisting), in the contract's `RegistrationChild` shape. */
const CHILD_JSON = `CASE WHEN r.child_identifier IS NULL THEN NULL ELSE json_build_object(
    'firstName', r.child_first_name, 'middleName', r.child_middle_name, 'lastName', r.child_last_name,
    'identifierType', r.child_identifier_type, 'identifier', r.child_identifier,
    'birthDate', to_char(r.child_birth_date, 'YYYY-MM-DD'), 'gender', r.child_gender) END`;
const ROW_COLUMNS = `r.id, r.kind, r.status, concat_ws(' ', r.first_name, r.middle_name, r.last_name) AS "parentName",
  r.email, r.phone, r.created_at AS "createdAt",
  COALESCE(concat_ws(' ', r.child_first_name, r.child_middle_name, r.child_last_name),
           (SELECT concat_ws(' ', s.first_name, s.middle_name, s.last_name) FROM students s WHERE s.id = r.student_id)) AS "childName"`;
const DETAIL_COLUMNS = `${ROW_COLUMNS}, r.first_name AS "firstName", r.middle_name AS "middleName", r.last_name AS "lastName",
  r.relation, r.student_id AS "studentId", r.note, (r.requested_by IS NOT NULL) AS "bySignedInParent", r.class_id AS "classId",
  (SELECT c.name FROM classes c WHERE c.id = r.class_id) AS "className", r.reject_reason AS "rejectReason", r.decided_at AS "decidedAt",
  ${CHILD_JSON} AS child`;

/** A request as the decision reads it (locked). */
export interface StoredRequest {
  id: number;
  kind: RequestKind;
  status: RequestStatus;
  requested_by: number | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
  relation: ParentRelation | null;
  student_id: number | null;
  child: RegistrationChild | null;
}

/** The names and contacts of a parent's record or of a user account. */
export interface PersonRow {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
}

/** What a request says, whoever makes it. */
export interface RegistrationSubmission {
  kind: RequestKind;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  relation: ParentRelation | null;
  studentId: number | null;
  child: RegistrationChild | null;
  note: string | null;
}

/** A parent's record as approval writes it. */
export interface ParentRecordColumns {
  user_id: number | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
}

interface ParentLinkRow {
  id: number;
  user_id: number | null;
}

interface IdRow {
  id: number;
}

interface CountRow {
  count: number;
}

interface NameRow {
  name: string;
}

/** A child's record columns as the request gives them, written once for insert and update. */
interface ChildRecordColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  identifier_type: IdentifierType;
  identifier: string;
  gender: Gender;
  birth_date: string;
}

const childRecordColumns = (child: RegistrationChild): ChildRecordColumns => ({
  first_name: child.firstName,
  middle_name: child.middleName || null,
  last_name: child.lastName,
  identifier_type: child.identifierType,
  identifier: child.identifier,
  gender: child.gender,
  birth_date: child.birthDate,
});

/**
 * The statements of parents' requests (resource 20; docs/parent-registrations.md). The statements that also run in a
 * transaction the service opens itself (the public submission: `Db.system`, `Db.tenant`) take its `Sql`; the others
 * run in the request's tenant transaction.
 */
@Injectable()
export class ParentRegistrationsRepository {
  constructor(private readonly db: Db) {}

  // ---- public: across kindergartens, as the schema owner ----

  towns(): Promise<RegistrationTown[]> {
    return this.db.system((manager) =>
      sqlOf(manager).many<RegistrationTown>(
        `SELECT s.id, s.name, m.name AS municipality FROM settlements s JOIN municipalities m ON m.id = s.municipality_id
          WHERE NOT s.is_test AND EXISTS (SELECT 1 FROM kindergartens k WHERE k.settlement_id = s.id AND k.is_active)
          ORDER BY s.name ${BG}, m.name ${BG}`,
      ),
    );
  }

  kindergartens(settlementId: number): Promise<RegistrationKindergarten[]> {
    return this.db.system((manager) =>
      sqlOf(manager).many<RegistrationKindergarten>(
        `SELECT id, name, address FROM kindergartens WHERE settlement_id = $1 AND is_active ORDER BY name ${BG}, id`,
        [settlementId],
      ),
    );
  }

  /** The public submissions from the address in the last `minutes`. */
  async recentSubmissions(sql: Sql, ip: string, minutes: number): Promise<number> {
    const { count } = await sql.one<CountRow>(
      `SELECT count(*)::int AS count FROM login_attempts
          WHERE identifier = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)`,
      [THROTTLE_IDENTIFIER, ip, minutes],
    );
    return count;
  }

  async addSubmission(sql: Sql, ip: string): Promise<void> {
    await sql.insert('login_attempts', { identifier: THROTTLE_IDENTIFIER, ip });
  }

  async isActiveKindergarten(sql: Sql, kindergartenId: number): Promise<boolean> {
    const row = await sql.maybe(`SELECT 1 FROM kindergartens WHERE id = $1 AND is_active`, [kindergartenId]);
    return row !== undefined;
  }

  // ---- a request, public or a signed-in parent's ----

  /** Whether a child with the identifier is in the kindergarten (not detached). */
  async childEnrolled(sql: Sql, kindergartenId: number, child: RegistrationChild): Promise<boolean> {
    const row = await sql.maybe(
      `SELECT 1 FROM students WHERE kindergarten_id = $1 AND identifier_type = $2 AND identifier = $3 AND NOT is_detached`,
      [kindergartenId, child.identifierType, child.identifier],
    );
    return row !== undefined;
  }

  /** Whether an enrolment request for a child with the identifier waits for a decision. */
  async enrolmentPending(sql: Sql, kindergartenId: number, child: RegistrationChild): Promise<boolean> {
    const row = await sql.maybe(
      `SELECT 1 FROM parent_registrations WHERE kindergarten_id = $1 AND kind = $2 AND status = $3
          AND child_identifier_type = $4 AND child_identifier = $5`,
      [kindergartenId, RequestKind.Enroll, RequestStatus.Pending, child.identifierType, child.identifier],
    );
    return row !== undefined;
  }

  async insert(
    sql: Sql,
    kindergartenId: number,
    requestedBy: number | null,
    request: RegistrationSubmission,
    ip: string | null,
  ): Promise<number> {
    const child = request.child;
    const { id } = await sql.insert('parent_registrations', {
      kindergarten_id: kindergartenId,
      kind: request.kind,
      requested_by: requestedBy,
      first_name: request.firstName,
      middle_name: request.middleName || null,
      last_name: request.lastName,
      email: request.email,
      phone: request.phone ? normalizePhone(request.phone) : null,
      relation: request.relation,
      student_id: request.studentId,
      child_first_name: child?.firstName ?? null,
      child_middle_name: child?.middleName || null,
      child_last_name: child?.lastName ?? null,
      child_identifier_type: child?.identifierType ?? null,
      child_identifier: child?.identifier ?? null,
      child_birth_date: child?.birthDate ?? null,
      child_gender: child?.gender ?? null,
      note: request.note,
      ip,
    });
    return id;
  }

  // ---- the signed-in parent ----

  /** The user's children in the selected kindergarten, with their group now in the selected school year. */
  myChildren(user: AuthUser): Promise<MyChild[]> {
    return this.db.sql.many<MyChild>(
      `SELECT s.id, s.first_name AS "firstName", s.middle_name AS "middleName", s.last_name AS "lastName",
              concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "fullName", s.identifier_type AS "identifierType",
              s.identifier, to_char(s.birth_date, 'YYYY-MM-DD') AS "birthDate", s.gender, s.is_detached AS "isDetached",
              (SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
                WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = $3 LIMIT 1) AS "className"
         FROM students s
        WHERE s.kindergarten_id = $1
          AND ${reachSql.isParentOf('s.id', '$2')}
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [user.kindergartenId, user.userId, user.periodId],
    );
  }

  /** The user's parent record in the selected kindergarten. */
  ownParentRecord(user: AuthUser): Promise<PersonRow | undefined> {
    return this.db.sql.maybe<PersonRow>(
      `SELECT first_name, middle_name, last_name, email, phone FROM parents WHERE user_id = $1 AND kindergarten_id = $2`,
      [user.userId, user.kindergartenId],
    );
  }

  /** The signed-in user's own account. */
  ownAccount(user: AuthUser): Promise<PersonRow> {
    return this.db.sql.one<PersonRow>(`SELECT first_name, middle_name, last_name, email, phone FROM users WHERE id = $1`, [
      user.userId,
    ]);
  }

  // ---- the list and the detail ----

  list(user: AuthUser, query: ParentRegistrationListQuery): Promise<PagedResult<ParentRegistrationRow>> {
    const where = this.visible(user).addIf(query.status, 'r.status = ?').addIf(query.kind, 'r.kind = ?');
    return pagedQuery<ParentRegistrationRow>(
      this.db.manager,
      {
        select: ROW_COLUMNS,
        from: 'FROM parent_registrations r',
        where,
        orderBy: { createdAt: 'r.created_at', parentName: `r.first_name ${BG}, r.last_name ${BG}` },
        defaultOrder: 'r.status, r.created_at DESC, r.id DESC',
      },
      query,
    );
  }

  find(user: AuthUser, id: number): Promise<ParentRegistrationDetails | undefined> {
    const where = this.visible(user).add('r.id = ?', id);
    return this.db.sql.maybe<ParentRegistrationDetails>(
      `SELECT ${DETAIL_COLUMNS} FROM parent_registrations r ${where.sql}`,
      where.params,
    );
  }

  // ---- the director's decision ----

  /** The request of the selected kindergarten, locked for the decision. */
  lockedRequest(user: AuthUser, id: number): Promise<StoredRequest | undefined> {
    return this.db.sql.maybe<StoredRequest>(
      `SELECT r.id, r.kind, r.status, r.requested_by, r.first_name, r.middle_name, r.last_name, r.email, r.phone, r.relation,
              r.student_id,
              ${CHILD_JSON} AS child
         FROM parent_registrations r WHERE r.id = $1 AND r.kindergarten_id = $2 FOR UPDATE`,
      [id, user.kindergartenId],
    );
  }

  /** The id of the group when it is the selected kindergarten's in the selected school year. */
  async currentClass(user: AuthUser, classId: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<IdRow>(
      `SELECT id FROM classes WHERE id = $1 AND kindergarten_id = $2 AND period_id = $3`,
      [classId, user.kindergartenId, user.periodId],
    );
    return row?.id;
  }

  /** The kindergarten's parent record of the account. */
  parentOfAccount(user: AuthUser, userId: number): Promise<ParentLinkRow | undefined> {
    return this.db.sql.maybe<ParentLinkRow>(`SELECT id, user_id FROM parents WHERE kindergarten_id = $1 AND user_id = $2`, [
      user.kindergartenId,
      userId,
    ]);
  }

  /** The kindergarten's parent record with the e-mail (case-insensitive). */
  parentWithEmail(user: AuthUser, email: string): Promise<ParentLinkRow | undefined> {
    return this.db.sql.maybe<ParentLinkRow>(
      `SELECT id, user_id FROM parents WHERE kindergarten_id = $1 AND lower(email) = lower($2)`,
      [user.kindergartenId, email],
    );
  }

  async insertParent(user: AuthUser, columns: ParentRecordColumns): Promise<number> {
    const { id } = await this.db.sql.insert('parents', { kindergarten_id: user.kindergartenId, ...columns });
    return id;
  }

  async linkParentAccount(parentId: number, userId: number): Promise<void> {
    await this.db.sql.update('parents', { user_id: userId, updated_at: NOW }, { id: parentId });
  }

  /** The child with the identifier in the kindergarten, brought back if detached; undefined when there is none. */
  async reattachChild(user: AuthUser, child: RegistrationChild): Promise<number | undefined> {
    const row = await this.db.sql.maybe<IdRow>(
      `UPDATE students SET is_detached = false, leave_date = NULL, updated_at = now()
        WHERE kindergarten_id = $1 AND identifier_type = $2 AND identifier = $3 RETURNING id`,
      [user.kindergartenId, child.identifierType, child.identifier],
    );
    return row?.id;
  }

  async insertChild(user: AuthUser, child: RegistrationChild): Promise<number> {
    const { id } = await this.db.sql.insert('students', { kindergarten_id: user.kindergartenId, ...childRecordColumns(child) });
    return id;
  }

  /** Places the child in the group from today (or the school year's start), unless it is in a group now. */
  async placeInClass(user: AuthUser, studentId: number, classId: number | null, today: string): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date)
         SELECT $1, $2, $3, GREATEST($4::date, p.from_date) FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id
          WHERE c.id = $3 AND NOT EXISTS (SELECT 1 FROM student_classes sc WHERE sc.student_id = $2 AND sc.to_date IS NULL)`,
      [user.kindergartenId, studentId, classId, today],
    );
  }

  async linkChildToParent(user: AuthUser, studentId: number, parentId: number, relation: ParentRelation | null): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, $4)
         ON CONFLICT (student_id, parent_id) DO NOTHING`,
      [user.kindergartenId, studentId, parentId, relation],
    );
  }

  async updateChild(user: AuthUser, studentId: number | null, child: RegistrationChild): Promise<void> {
    await this.db.sql.update(
      'students',
      { ...childRecordColumns(child), updated_at: NOW },
      { id: studentId, kindergarten_id: user.kindergartenId },
    );
  }

  /** Ends the child's open placements today (never before they began) and marks the child as having left. */
  async delistChild(user: AuthUser, studentId: number | null, today: string): Promise<void> {
    await this.db.sql.exec(
      `UPDATE student_classes SET to_date = GREATEST(from_date, $3::date) WHERE student_id = $1 AND kindergarten_id = $2 AND to_date IS NULL`,
      [studentId, user.kindergartenId, today],
    );
    await this.db.sql.update(
      'students',
      { is_detached: true, leave_date: today, updated_at: NOW },
      { id: studentId, kindergarten_id: user.kindergartenId },
    );
  }

  async markApproved(
    user: AuthUser,
    id: number,
    decision: { classId: number | null; parentId: number; studentId: number | null },
  ): Promise<void> {
    await this.db.sql.update(
      'parent_registrations',
      {
        status: RequestStatus.Approved,
        class_id: decision.classId,
        parent_id: decision.parentId,
        student_id: decision.studentId,
        decided_by: user.userId,
        decided_at: NOW,
        updated_at: NOW,
      },
      { id, kindergarten_id: user.kindergartenId },
    );
  }

  async markRejected(user: AuthUser, id: number, reason: string): Promise<void> {
    await this.db.sql.update(
      'parent_registrations',
      { status: RequestStatus.Rejected, reject_reason: reason, decided_by: user.userId, decided_at: NOW, updated_at: NOW },
      { id, kindergarten_id: user.kindergartenId },
    );
  }

  /** The name of the transaction's kindergarten (its tenant scope). */
  async scopeKindergartenName(): Promise<string | undefined> {
    const row = await this.db.sql.maybe<NameRow>(
      `SELECT k.name FROM kindergartens k WHERE k.id = nullif(current_setting('app.kindergarten_id', true), '')::int`,
    );
    return row?.name;
  }

  /** The director (update on requests) sees the kindergarten's requests; anyone else only the requests they made. */
  private visible(user: AuthUser): SqlConditions {
    const where = new SqlConditions().add('r.kindergarten_id = ?', user.kindergartenId);
    if (!allows(user.access, Resource.ParentRegistration, 'update')) where.add('r.requested_by = ?', user.userId);
    return where;
  }
}
