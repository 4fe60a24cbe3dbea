import { Injectable } from '@nestjs/common';
import {
  type ApproveRegistrationRequest,
  childIdentityIssues,
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
  Role,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { type Sql, sqlOf } from '../../../platform/database/sql.js';
import { BadInputError, ConflictError, NotFoundError, TooManyRequestsError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';
import { ParentRegistrationsRepository, type StoredRequest } from '../data/parent-registrations.repository.js';

/** The one validation of a child's identity (`childIdentityIssues` of the contracts), for the fields of `child`. */
function assertChildIdentity(child: RegistrationChild, today: string): void {
  const issues = childIdentityIssues(child, { today });
  if (!issues.length) return;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[`child.${issue.path}`] ??= []).push(issue.message);
  throw new BadInputError(issues[0]!.message, errors);
}

/** Public submissions per address in the window, counted in login_attempts like failed sign-ins. */
export const REGISTRATIONS_PER_ADDRESS = 5;
const WINDOW_MINUTES = 15;

/**
 * Parents' requests (resource 20): public self-registration, a signed-in parent's enrol / update / delist request,
 * and the director's decision. Approval writes the records, links them and invites the parent in the request's
 * one transaction; both decisions e-mail the parent. Rules in docs/parent-registrations.md; the statements are
 * ParentRegistrationsRepository's (data/parent-registrations.repository.ts).
 */
@Injectable()
export class ParentRegistrationsService {
  constructor(
    private readonly db: Db,
    private readonly registrations: ParentRegistrationsRepository,
    private readonly invitations: InvitationsService,
    private readonly mail: MailService,
  ) {}

  // ---- public ----

  towns(): Promise<RegistrationTown[]> {
    return this.registrations.towns();
  }

  kindergartens(query: PublicKindergartensQuery): Promise<RegistrationKindergarten[]> {
    return this.registrations.kindergartens(query.settlementId);
  }

  /** Throttled per address (like sign-in); written under the chosen kindergarten's row-level security. */
  async register(request: PublicRegistrationRequest, client: { ip: string }): Promise<MessageResponse> {
    const ip = client.ip.slice(0, 64);
    await this.db.system(async (manager) => {
      const sql = sqlOf(manager);
      if ((await this.registrations.recentSubmissions(sql, ip, WINDOW_MINUTES)) >= REGISTRATIONS_PER_ADDRESS) {
        throw new TooManyRequestsError(messages.tooMany, WINDOW_MINUTES * 60);
      }
      await this.registrations.addSubmission(sql, ip);
      if (!(await this.registrations.isActiveKindergarten(sql, request.kindergartenId))) {
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
      const sql = sqlOf(manager);
      await this.refuseEnrolledOrPending(sql, request.kindergartenId, request.child);
      await this.registrations.insert(
        sql,
        request.kindergartenId,
        null,
        { ...request, kind: RequestKind.Enroll, studentId: null, note: null },
        ip,
      );
    });
    return { message: messages.submitted };
  }

  // ---- signed-in parent ----

  myChildren(user: AuthUser): Promise<MyChild[]> {
    return this.registrations.myChildren(user);
  }

  async apply(user: AuthUser, request: ChildApplicationRequest): Promise<SaveResult> {
    const parent = await this.registrations.ownParentRecord(user);
    const account = await this.registrations.ownAccount(user);
    if (user.role !== Role.Parent && !parent) throw new BadInputError(messages.notAParent);
    const who = parent ?? account;
    if (request.kind !== RequestKind.Enroll) {
      const children = await this.myChildren(user);
      if (!children.some((child) => child.id === request.studentId)) throw new NotFoundError(messages.childNotYours);
    } else {
      await this.refuseEnrolledOrPending(this.db.sql, user.kindergartenId!, request.child!);
    }
    const id = await this.registrations.insert(
      this.db.sql,
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
    return this.registrations.list(user, query);
  }

  async get(user: AuthUser, id: number): Promise<ParentRegistrationDetails> {
    const row = await this.registrations.find(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  // ---- director ----

  async approve(user: AuthUser, id: number, decision: ApproveRegistrationRequest): Promise<SaveResult> {
    const request = await this.pending(user, id);
    const today = sofiaToday();
    // The child's identity is checked again as the record takes it (the same rule as the child's record): a request
    // stored before a rule changed, or a birth date that was plausible when filed, cannot reach the register unchecked.
    if (request.child) assertChildIdentity(request.child, today);
    let classId: number | null = null;
    if (request.kind === RequestKind.Enroll) {
      if (!decision.classId) throw new BadInputError(messages.classRequired, { classId: [messages.classRequired] });
      const group = await this.registrations.currentClass(user, decision.classId);
      if (group === undefined) throw new NotFoundError('Групата не е намерена в текущата учебна година.');
      classId = group;
    }

    const parentId = await this.parentRecord(user, request);
    let studentId = request.student_id;
    if (request.kind === RequestKind.Enroll) {
      studentId = await this.childRecord(user, request.child!);
      await this.registrations.placeInClass(user, studentId, classId, today);
      await this.registrations.linkChildToParent(user, studentId, parentId, request.relation);
    } else if (request.kind === RequestKind.Update) {
      await this.registrations.updateChild(user, studentId, request.child!);
    } else {
      await this.registrations.delistChild(user, studentId, today);
    }

    await this.registrations.markApproved(user, id, { classId, parentId, studentId });
    await this.tell(request, 'одобрена', '');
    return { isSuccessful: true, entityId: id };
  }

  async reject(user: AuthUser, id: number, decision: RejectRegistrationRequest): Promise<SaveResult> {
    const request = await this.pending(user, id);
    await this.registrations.markRejected(user, id, decision.reason);
    await this.tell(request, 'отхвърлена', `\nПричина: ${decision.reason}\n`);
    return { isSuccessful: true, entityId: id };
  }

  // ---- rules ----

  private async pending(user: AuthUser, id: number): Promise<StoredRequest> {
    const row = await this.registrations.lockedRequest(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    if (row.status !== RequestStatus.Pending) throw new ConflictError(messages.notPending);
    return row;
  }

  /** A child already in the kindergarten, or one with an open enrolment request, is not asked for twice. */
  private async refuseEnrolledOrPending(sql: Sql, kindergartenId: number, child: RegistrationChild): Promise<void> {
    if (await this.registrations.childEnrolled(sql, kindergartenId, child))
      throw new ConflictError(messages.childAlreadyEnrolled);
    if (await this.registrations.enrolmentPending(sql, kindergartenId, child)) throw new ConflictError(messages.duplicatePending);
  }

  /**
   * The parent's record: the requester's own (signed-in), else the kindergarten's parent with the e-mail, else a new one.
   * A parent without an active account is invited (the activation link proves the e-mail).
   */
  private async parentRecord(user: AuthUser, request: StoredRequest): Promise<number> {
    const existing = request.requested_by
      ? await this.registrations.parentOfAccount(user, request.requested_by)
      : await this.registrations.parentWithEmail(user, request.email);
    const parentId =
      existing?.id ??
      (await this.registrations.insertParent(user, {
        user_id: request.requested_by,
        first_name: request.first_name,
        middle_name: request.middle_name,
        last_name: request.last_name,
        email: request.email,
        phone: request.phone,
      }));
    if (request.requested_by) return parentId;
    const invited = await this.invitations.inviteToKindergarten(this.db.manager, {
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
    await this.registrations.linkParentAccount(parentId, invited.userId);
    return parentId;
  }

  /** The child with the identifier in the kindergarten (a detached one comes back), else a new record. */
  private async childRecord(user: AuthUser, child: RegistrationChild): Promise<number> {
    return (await this.registrations.reattachChild(user, child)) ?? (await this.registrations.insertChild(user, child));
  }

  private async tell(request: StoredRequest, outcome: string, extra: string): Promise<void> {
    const kindergarten = await this.registrations.scopeKindergartenName();
    const what = requestKindLabels[request.kind].toLowerCase();
    const child = request.child ? ` за ${request.child.firstName} ${request.child.lastName}` : '';
    await this.mail.sendLater(
      {
        to: request.email,
        subject: `Заявката ви е ${outcome} — Асистент за детски градини`,
        text:
          `Здравейте, ${request.first_name},\n\n` +
          `Заявката ви (${what}${child}) към ${kindergarten ?? 'детската градина'} е ${outcome}.\n${extra}` +
          `\nВижте заявките си на адрес:\n${this.mail.link('/parent-child-application')}`,
      },
      this.db.manager,
    );
  }
}
