import { Injectable } from '@nestjs/common';
import {
  allows,
  type ApproveRegistrationRequest,
  type ChildApplicationRequest,
  type MessageResponse,
  type MyChild,
  type PagedResult,
  type ParentRegistrationDetails,
  type ParentRegistrationListQuery,
  parentRegistrationMessages as messages,
  type ParentRegistrationRow,
  type PublicKindergartensQuery,
  type PublicRegistrationRequest,
  type RegistrationChild,
  type RegistrationKindergarten,
  type RegistrationTown,
  type RejectRegistrationRequest,
  RequestKind,
  requestKindLabels,
  RequestStatus,
  Resource,
  Role,
  type SaveResult,
  normalizePhone,
} from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, NotFoundError, TooManyRequestsError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';

const BG = 'COLLATE "bg-BG-x-icu"';
/** Public submissions per address in the window, counted in login_attempts like failed sign-ins. */
export const REGISTRATIONS_PER_ADDRESS = 5;
const WINDOW_MINUTES = 15;
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

/** The child's record columns in the order first, middle, last name, identifier type, identifier, gender, birth date. */
const childColumns = (child: RegistrationChild): unknown[] => [
  child.firstName,
  child.middleName || null,
  child.lastName,
  child.identifierType,
  child.identifier,
  child.gender,
  child.birthDate,
];

interface StoredRequest {
  id: number;
  kind: RequestKind;
  status: RequestStatus;
  requested_by: number | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
  relation: number | null;
  student_id: number | null;
  child: RegistrationChild | null;
}

/**
 * Parents' requests (resource 20): public self-registration, a signed-in parent's enrol / update / delist request,
 * and the director's decision. Approval writes the records, links them and invites the parent in the request's
 * one transaction; both decisions e-mail the parent. Rules in docs/parent-registrations.md.
 */
@Injectable()
export class ParentRegistrationsService {
  constructor(
    private readonly db: Db,
    private readonly invitations: InvitationsService,
    private readonly mail: MailService,
  ) {}

  // ---- public ----

  towns(): Promise<RegistrationTown[]> {
    return this.db.system((manager) =>
      manager.query(
        `SELECT s.id, s.name, m.name AS municipality FROM settlements s JOIN municipalities m ON m.id = s.municipality_id
          WHERE EXISTS (SELECT 1 FROM kindergartens k WHERE k.settlement_id = s.id AND k.is_active)
          ORDER BY s.name ${BG}, m.name ${BG}`,
      ),
    );
  }

  kindergartens(query: PublicKindergartensQuery): Promise<RegistrationKindergarten[]> {
    return this.db.system((manager) =>
      manager.query(
        `SELECT id, name, address FROM kindergartens WHERE settlement_id = $1 AND is_active ORDER BY name ${BG}, id`,
        [query.settlementId],
      ),
    );
  }

  /** Throttled per address (like sign-in); written under the chosen kindergarten's row-level security. */
  async register(request: PublicRegistrationRequest, client: { ip: string }): Promise<MessageResponse> {
    const ip = client.ip.slice(0, 64);
    await this.db.system(async (manager) => {
      const [counts] = await manager.query(
        `SELECT count(*)::int AS count FROM login_attempts
          WHERE identifier = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)`,
        [THROTTLE_IDENTIFIER, ip, WINDOW_MINUTES],
      );
      if (counts.count >= REGISTRATIONS_PER_ADDRESS) throw new TooManyRequestsError(messages.tooMany, WINDOW_MINUTES * 60);
      await manager.query(`INSERT INTO login_attempts (identifier, ip) VALUES ($1, $2)`, [THROTTLE_IDENTIFIER, ip]);
      const [kindergarten] = await manager.query(`SELECT 1 FROM kindergartens WHERE id = $1 AND is_active`, [
        request.kindergartenId,
      ]);
      if (!kindergarten) {
        throw new BadInputError(messages.kindergartenNotFound, { kindergartenId: [messages.kindergartenNotFound] });
      }
    });
    const scope = {
      userId: null,
      kindergartenId: request.kindergartenId,
      readableKindergartenIds: [],
      readAll: false,
      allKindergartens: false,
    };
    await this.db.tenant(scope, async (manager) => {
      await this.refuseEnrolledOrPending(manager, request.kindergartenId, request.child);
      await this.insert(
        manager,
        request.kindergartenId,
        null,
        { ...request, kind: RequestKind.Enroll, studentId: null, note: null },
        ip,
      );
    });
    return { message: messages.submitted };
  }

  // ---- signed-in parent ----

  async myChildren(user: AuthUser): Promise<MyChild[]> {
    return this.db.manager.query(
      `SELECT s.id, s.first_name AS "firstName", s.middle_name AS "middleName", s.last_name AS "lastName",
              concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "fullName", s.identifier_type AS "identifierType",
              s.identifier, to_char(s.birth_date, 'YYYY-MM-DD') AS "birthDate", s.gender, s.is_detached AS "isDetached",
              (SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
                WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = $3 LIMIT 1) AS "className"
         FROM students s
        WHERE s.kindergarten_id = $1
          AND EXISTS (SELECT 1 FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
                       WHERE sp.student_id = s.id AND p.user_id = $2 AND p.kindergarten_id = $1)
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [user.kindergartenId, user.userId, user.periodId],
    );
  }

  async apply(user: AuthUser, request: ChildApplicationRequest): Promise<SaveResult> {
    const manager = this.db.manager;
    const [parent] = await manager.query(
      `SELECT first_name, middle_name, last_name, email, phone FROM parents WHERE user_id = $1 AND kindergarten_id = $2`,
      [user.userId, user.kindergartenId],
    );
    const [account] = await manager.query(`SELECT first_name, middle_name, last_name, email, phone FROM users WHERE id = $1`, [
      user.userId,
    ]);
    if (user.role !== Role.Parent && !parent) throw new BadInputError(messages.notAParent);
    const who = parent ?? account;
    if (request.kind !== RequestKind.Enroll) {
      const children = await this.myChildren(user);
      if (!children.some((child) => child.id === request.studentId)) throw new NotFoundError(messages.childNotYours);
    } else {
      await this.refuseEnrolledOrPending(manager, user.kindergartenId!, request.child!);
    }
    const id = await this.insert(
      manager,
      user.kindergartenId!,
      user.userId,
      {
        firstName: who.first_name,
        middleName: who.middle_name,
        lastName: who.last_name,
        email: who.email,
        phone: who.phone,
        relation: request.relation ?? null,
        child: request.kind === RequestKind.Delist ? null : request.child!,
        kind: request.kind,
        studentId: request.studentId ?? null,
        note: request.note ?? null,
      },
      null,
    );
    return { isSuccessful: true, entityId: id };
  }

  // ---- both: the list and the detail (a parent sees only their own requests) ----

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

  async get(user: AuthUser, id: number): Promise<ParentRegistrationDetails> {
    const where = this.visible(user).add('r.id = ?', id);
    const [row] = await this.db.manager.query(`SELECT ${DETAIL_COLUMNS} FROM parent_registrations r ${where.sql}`, where.params);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  // ---- director ----

  async approve(user: AuthUser, id: number, decision: ApproveRegistrationRequest): Promise<SaveResult> {
    const manager = this.db.manager;
    const request = await this.pending(user, id);
    const today = sofiaToday();
    let classId: number | null = null;
    if (request.kind === RequestKind.Enroll) {
      if (!decision.classId) throw new BadInputError(messages.classRequired, { classId: [messages.classRequired] });
      const [group] = await manager.query(`SELECT id FROM classes WHERE id = $1 AND kindergarten_id = $2 AND period_id = $3`, [
        decision.classId,
        user.kindergartenId,
        user.periodId,
      ]);
      if (!group) throw new NotFoundError('Групата не е намерена в текущата учебна година.');
      classId = group.id;
    }

    const parentId = await this.parentRecord(manager, user, request);
    let studentId = request.student_id;
    if (request.kind === RequestKind.Enroll) {
      studentId = await this.childRecord(manager, user, request.child!);
      await manager.query(
        `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date)
         SELECT $1, $2, $3, GREATEST($4::date, p.from_date) FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id
          WHERE c.id = $3 AND NOT EXISTS (SELECT 1 FROM student_classes sc WHERE sc.student_id = $2 AND sc.to_date IS NULL)`,
        [user.kindergartenId, studentId, classId, today],
      );
      await manager.query(
        `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, $4)
         ON CONFLICT (student_id, parent_id) DO NOTHING`,
        [user.kindergartenId, studentId, parentId, request.relation],
      );
    } else if (request.kind === RequestKind.Update) {
      await manager.query(
        `UPDATE students SET (first_name, middle_name, last_name, identifier_type, identifier, gender, birth_date, updated_at)
           = ($3, $4, $5, $6, $7, $8, $9, now()) WHERE id = $1 AND kindergarten_id = $2`,
        [studentId, user.kindergartenId, ...childColumns(request.child!)],
      );
    } else {
      await manager.query(
        `UPDATE student_classes SET to_date = GREATEST(from_date, $3::date) WHERE student_id = $1 AND kindergarten_id = $2 AND to_date IS NULL`,
        [studentId, user.kindergartenId, today],
      );
      await manager.query(
        `UPDATE students SET is_detached = true, leave_date = $3, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
        [studentId, user.kindergartenId, today],
      );
    }

    await manager.query(
      `UPDATE parent_registrations SET status = $3, class_id = $4, parent_id = $5, student_id = $6, decided_by = $7,
              decided_at = now(), updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
      [id, user.kindergartenId, RequestStatus.Approved, classId, parentId, studentId, user.userId],
    );
    await this.tell(manager, request, 'одобрена', '');
    return { isSuccessful: true, entityId: id };
  }

  async reject(user: AuthUser, id: number, decision: RejectRegistrationRequest): Promise<SaveResult> {
    const request = await this.pending(user, id);
    await this.db.manager.query(
      `UPDATE parent_registrations SET status = $3, reject_reason = $4, decided_by = $5, decided_at = now(), updated_at = now()
        WHERE id = $1 AND kindergarten_id = $2`,
      [id, user.kindergartenId, RequestStatus.Rejected, decision.reason, user.userId],
    );
    await this.tell(this.db.manager, request, 'отхвърлена', `\nПричина: ${decision.reason}\n`);
    return { isSuccessful: true, entityId: id };
  }

  // ---- rules ----

  /** The director (read on all requests) sees the kindergarten's requests; anyone else only the requests they made. */
  private visible(user: AuthUser): SqlConditions {
    const where = new SqlConditions().add('r.kindergarten_id = ?', user.kindergartenId);
    if (!allows(user.access, Resource.ParentRegistration, 'update')) where.add('r.requested_by = ?', user.userId);
    return where;
  }

  private async pending(user: AuthUser, id: number): Promise<StoredRequest> {
    const [row] = (await this.db.manager.query(
      `SELECT r.id, r.kind, r.status, r.requested_by, r.first_name, r.middle_name, r.last_name, r.email, r.phone, r.relation,
              r.student_id,
              ${CHILD_JSON} AS child
         FROM parent_registrations r WHERE r.id = $1 AND r.kindergarten_id = $2 FOR UPDATE`,
      [id, user.kindergartenId],
    )) as StoredRequest[];
    if (!row) throw new NotFoundError(messages.notFound);
    if (row.status !== RequestStatus.Pending) throw new ConflictError(messages.notPending);
    return row;
  }

  /** A child already in the kindergarten, or one with an open enrolment request, is not asked for twice. */
  private async refuseEnrolledOrPending(manager: EntityManager, kindergartenId: number, child: RegistrationChild): Promise<void> {
    const [enrolled] = await manager.query(
      `SELECT 1 FROM students WHERE kindergarten_id = $1 AND identifier_type = $2 AND identifier = $3 AND NOT is_detached`,
      [kindergartenId, child.identifierType, child.identifier],
    );
    if (enrolled) throw new ConflictError(messages.childAlreadyEnrolled);
    const [pending] = await manager.query(
      `SELECT 1 FROM parent_registrations WHERE kindergarten_id = $1 AND kind = $2 AND status = $3
          AND child_identifier_type = $4 AND child_identifier = $5`,
      [kindergartenId, RequestKind.Enroll, RequestStatus.Pending, child.identifierType, child.identifier],
    );
    if (pending) throw new ConflictError(messages.duplicatePending);
  }

  private async insert(
    manager: EntityManager,
    kindergartenId: number,
    requestedBy: number | null,
    request: Omit<PublicRegistrationRequest, 'kindergartenId' | 'relation' | 'child'> & {
      kind: RequestKind;
      relation: number | null;
      studentId: number | null;
      child: RegistrationChild | null;
      note: string | null;
    },
    ip: string | null,
  ): Promise<number> {
    const child = request.child;
    const [row] = await manager.query(
      `INSERT INTO parent_registrations (kindergarten_id, kind, requested_by, first_name, middle_name, last_name, email, phone,
              relation, student_id, child_first_name, child_middle_name, child_last_name, child_identifier_type,
              child_identifier, child_birth_date, child_gender, note, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
      [
        kindergartenId,
        request.kind,
        requestedBy,
        request.firstName,
        request.middleName || null,
        request.lastName,
        request.email,
        request.phone ? normalizePhone(request.phone) : null,
        request.relation,
        request.studentId,
        child?.firstName ?? null,
        child?.middleName || null,
        child?.lastName ?? null,
        child?.identifierType ?? null,
        child?.identifier ?? null,
        child?.birthDate ?? null,
        child?.gender ?? null,
        request.note,
        ip,
      ],
    );
    return row.id;
  }

  /**
   * The parent's record: the requester's own (signed-in), else the kindergarten's parent with the e-mail, else a new one.
   * A parent without an active account is invited (the activation link proves the e-mail).
   */
  private async parentRecord(manager: EntityManager, user: AuthUser, request: StoredRequest): Promise<number> {
    const [existing] = request.requested_by
      ? await manager.query(`SELECT id, user_id FROM parents WHERE kindergarten_id = $1 AND user_id = $2`, [
          user.kindergartenId,
          request.requested_by,
        ])
      : await manager.query(`SELECT id, user_id FROM parents WHERE kindergarten_id = $1 AND lower(email) = lower($2)`, [
          user.kindergartenId,
          request.email,
        ]);
    let parentId: number = existing?.id;
    if (!existing) {
      const [created] = await manager.query(
        `INSERT INTO parents (kindergarten_id, user_id, first_name, middle_name, last_name, email, phone)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          user.kindergartenId,
          request.requested_by,
          request.first_name,
          request.middle_name,
          request.last_name,
          request.email,
          request.phone,
        ],
      );
      parentId = created.id;
    }
    if (request.requested_by) return parentId;
    const invited = await this.invitations.inviteToKindergarten(manager, {
      invitee: {
        email: request.email,
        firstName: request.first_name,
        middleName: request.middle_name,
        lastName: request.last_name,
        phone: request.phone,
      },
      kindergartenId: user.kindergartenId!,
      role: Role.Parent,
    });
    await manager.query(`UPDATE parents SET user_id = $2, updated_at = now() WHERE id = $1`, [parentId, invited.userId]);
    return parentId;
  }

  /** The child with the identifier in the kindergarten (a detached one comes back), else a new record. */
  private async childRecord(manager: EntityManager, user: AuthUser, child: RegistrationChild): Promise<number> {
    const [existing] = await manager.query(
      `UPDATE students SET is_detached = false, leave_date = NULL, updated_at = now()
        WHERE kindergarten_id = $1 AND identifier_type = $2 AND identifier = $3 RETURNING id`,
      [user.kindergartenId, child.identifierType, child.identifier],
    );
    if (existing?.[0]) return existing[0].id;
    const [created] = await manager.query(
      `INSERT INTO students (kindergarten_id, first_name, middle_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [user.kindergartenId, ...childColumns(child)],
    );
    return created.id;
  }

  private async tell(manager: EntityManager, request: StoredRequest, outcome: string, extra: string): Promise<void> {
    const [kindergarten] = await manager.query(
      `SELECT k.name FROM kindergartens k WHERE k.id = nullif(current_setting('app.kindergarten_id', true), '')::int`,
    );
    const what = requestKindLabels[request.kind].toLowerCase();
    const child = request.child ? ` за ${request.child.firstName} ${request.child.lastName}` : '';
    await this.mail.sendLater(
      {
        to: request.email,
        subject: `Заявката ви е ${outcome} — Асистент за детски градини`,
        text:
          `Здравейте, ${request.first_name},\n\n` +
          `Заявката ви (${what}${child}) към ${kindergarten?.name ?? 'детската градина'} е ${outcome}.\n${extra}` +
          `\nВижте заявките си на адрес:\n${this.mail.link('/parent-child-application')}`,
      },
      manager,
    );
  }
}
