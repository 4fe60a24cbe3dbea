import { Injectable } from '@nestjs/common';
import {
  type ActivityEnrollmentRequestListQuery,
  activityEnrollmentRequestMessages as messages,
  type ActivityEnrollmentRequestRow,
  ActivityPriceModel,
  activityPriceModelLabels,
  ActivityRequestStatus,
  activityRequestStatusLabels,
  type ChangeActivityEnrollmentRequestStatus,
  type CreateActivityEnrollmentRequest,
  type CreateActivityEnrollmentResult,
  type PagedResult,
  RealtimeEvent,
  type RequestableActivity,
  RequestKind,
  Role,
  type StudentEnrollment,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDateTime,
  exportFile,
  type ExportFile,
  fromCents,
  type PdfDocument,
  renderPdf,
  sofiaToday,
} from '../../../platform/export/index.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { ActivityEnrolmentsService } from '../../activity-enrolments/services/activity-enrolments.service.js';
import {
  ActivityEnrollmentRequestsRepository,
  type RequestFormRow,
  type RequestState,
} from '../data/activity-enrollment-requests.repository.js';

/** PostgreSQL's unique violation: the one waiting request per child and activity (activity_enrollment_requests_waiting_key). */
function isWaitingDuplicate(error: unknown): boolean {
  const fault = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return (fault.driverError?.code ?? fault.code) === '23505';
}

/** "22.80 € на месец" and the like: the price as the parent reads it. */
export function priceText(row: { priceModel: ActivityPriceModel; priceCents: number; minimumCents?: number | null }): string {
  const price = `${fromCents(row.priceCents)} €`;
  switch (row.priceModel) {
    case ActivityPriceModel.MonthlyFlat:
      return `${price} на месец`;
    case ActivityPriceModel.PerSession:
      return `${price} за посещение`;
    case ActivityPriceModel.MonthlyWithMinimum:
      return `${price} за посещение, минимум ${fromCents(row.minimumCents ?? 0)} € на месец`;
  }
}

const kindWord = (kind: RequestKind): string => (kind === RequestKind.Delist ? 'отписване' : 'записване');

/**
 * The parents' enrolment and delistment requests and the director's decision (spec 2 §7.2, resource
 * ActivityEnrollmentRequests; docs/activities.md "Enrolment requests"). Every rule of the enrolment itself (groups,
 * overlap, capacity, the activity active) is ActivityEnrolmentsService's: an approval calls it in the same
 * transaction as the status change, so a refusal there leaves the request waiting.
 */
@Injectable()
export class ActivityEnrollmentRequestsService {
  constructor(
    private readonly db: Db,
    private readonly requests: ActivityEnrollmentRequestsRepository,
    private readonly enrolments: ActivityEnrolmentsService,
    private readonly realtime: RealtimeService,
    private readonly mail: MailService,
  ) {}

  list(user: AuthUser, query: ActivityEnrollmentRequestListQuery): Promise<PagedResult<ActivityEnrollmentRequestRow>> {
    return this.requests.list(user, query);
  }

  /**
   * A parent asks to enrol their child (from `fromDate`) or to delist it (leaving on `fromDate`). Refused with nothing
   * saved: another family's child (404), an activity not open to the child's group or not accepting such requests, a
   * waiting request for the same child and activity, a child already enrolled (enrol) or not enrolled (delist) on that
   * date, a date in the past.
   */
  async create(user: AuthUser, input: CreateActivityEnrollmentRequest): Promise<CreateActivityEnrollmentResult> {
    if (input.fromDate < sofiaToday()) this.refuse('fromDate', messages.pastDate);
    const child = await this.requests.child(user, input.studentId);
    if (!child) throw new NotFoundError(messages.studentNotFound);
    const activity = await this.requests.activity(user, input.activityId, child.classId);
    if (!activity) throw new NotFoundError(messages.activityNotFound);
    if (!activity.openToGroup) this.refuse('activityId', messages.notOpenToGroup);
    if (input.changeType === RequestKind.Enroll) {
      if (!activity.enrollmentRequestsEnabled) this.refuse('activityId', messages.requestsDisabled);
      if (activity.activeTo !== null && activity.activeTo < input.fromDate) this.refuse('fromDate', messages.activityEnded);
      if (await this.requests.enrolled(activity.id, child.id, input.fromDate, true)) {
        this.refuse('activityId', messages.alreadyEnrolled);
      }
    } else {
      if (!activity.delistmentEnabled) this.refuse('activityId', messages.delistmentDisabled);
      if (!(await this.requests.enrolled(activity.id, child.id, input.fromDate, false))) {
        this.refuse('fromDate', messages.notEnrolled);
      }
    }
    if (await this.requests.waitingExists(activity.id, child.id)) this.refuse('activityId', messages.alreadyWaiting);
    let id: number;
    try {
      id = await this.requests.insert(user, {
        activityId: activity.id,
        studentId: child.id,
        changeType: input.changeType,
        fromDate: input.fromDate,
        note: input.note || null,
      });
    } catch (error) {
      // Two requests filed at once: the unique index on waiting requests is the last word.
      if (isWaitingDuplicate(error)) this.refuse('activityId', messages.alreadyWaiting);
      throw error;
    }
    this.realtime.toKindergarten(
      user.kindergartenId!,
      RealtimeEvent.ActivityEnrollmentRequestChanged,
      {
        id,
        status: ActivityRequestStatus.Waiting,
        text: `Ново заявление за ${kindWord(input.changeType)} на ${child.name} в „${activity.name}“`,
      },
      { roles: [Role.Director, Role.Administrator] },
    );
    return { id };
  }

  /** A parent withdraws a waiting request of their own child; another family's request answers 404. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const request = await this.reachable(user, id);
    if (request.status !== ActivityRequestStatus.Waiting) this.refuse('id', messages.notWaiting);
    await this.requests.remove(id);
  }

  /**
   * Waiting → Approved | Canceled, nothing else. An approved enrolment enrols the child from the request's date, an
   * approved delistment sets that date as the child's leave date, through ActivityEnrolmentsService in this
   * transaction. The decision reaches the parents live and by e-mail (both after the commit).
   */
  async changeStatus(user: AuthUser, input: ChangeActivityEnrollmentRequestStatus): Promise<void> {
    const request = await this.requests.state(user, input.id);
    if (!request) throw new NotFoundError(messages.notFound);
    if (request.status !== ActivityRequestStatus.Waiting) this.refuse('status', messages.notWaiting);
    if (input.status === ActivityRequestStatus.Approved) {
      if (request.changeType === RequestKind.Enroll) {
        await this.enrolments.enrol(user, {
          activityId: request.activityId,
          studentIds: [request.studentId],
          fromDate: request.fromDate,
        });
      } else {
        await this.enrolments.leave(user, {
          activityId: request.activityId,
          studentIds: [request.studentId],
          leaveDate: request.fromDate,
        });
      }
    }
    const note = input.note || null;
    await this.requests.decide(user, request.id, input.status, note);
    await this.announceDecision(user, request, input.status, note);
  }

  /** The printable request: the parent's own, or any of the kindergarten's for the director. */
  async export(user: AuthUser, id: number): Promise<ExportFile> {
    const row = await this.requests.form(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    return exportFile('pdf', await renderPdf(requestDocument(row)), { title: 'Заявление', subject: row.studentName });
  }

  /** A parent's children with the activities they are in now and their requests. */
  studentEnrollment(user: AuthUser): Promise<StudentEnrollment[]> {
    return this.requests.studentEnrollment(user, sofiaToday());
  }

  /** The activities a parent may ask for, for the child (open to its group, accepting requests or enrolled). */
  async activities(user: AuthUser, studentId: number): Promise<RequestableActivity[]> {
    const child = await this.requests.child(user, studentId);
    if (!child) throw new NotFoundError(messages.studentNotFound);
    return this.requests.requestable(user, child.id, child.classId, sofiaToday());
  }

  // ---- rules ----

  /** The request (locked) when its child is within the user's reach; else 404. */
  private async reachable(user: AuthUser, id: number): Promise<RequestState> {
    const request = await this.requests.state(user, id);
    if (!request || !(await this.requests.child(user, request.studentId))) throw new NotFoundError(messages.notFound);
    return request;
  }

  private refuse(field: string, message: string): never {
    throw new BadInputError(message, { [field]: [message] });
  }

  /** To the child's parents with an account and the requester (not the decider): a push and an e-mail each. */
  private async announceDecision(
    user: AuthUser,
    request: RequestState,
    status: ActivityRequestStatus,
    note: string | null,
  ): Promise<void> {
    const recipients = (await this.requests.recipients(request.studentId, request.requestedBy)).filter(
      (recipient) => recipient.userId !== user.userId,
    );
    const verdict = status === ActivityRequestStatus.Approved ? 'одобрено' : 'отказано';
    const text =
      `Заявлението за ${kindWord(request.changeType)} на ${request.studentName} в „${request.activityName}“ ` +
      `от ${bgDate(request.fromDate)} е ${verdict}.`;
    this.realtime.toUsers(
      recipients.map((recipient) => recipient.userId),
      RealtimeEvent.ActivityEnrollmentRequestChanged,
      { id: request.id, status, text },
    );
    for (const recipient of recipients) {
      if (!recipient.email) continue;
      await this.mail.sendLater(
        {
          to: recipient.email,
          subject: `Заявлението е ${verdict} — Асистент за детски градини`,
          text:
            `Здравейте, ${recipient.firstName},\n\n${text}\n` +
            (note ? `Бележка на директора: ${note}\n` : '') +
            `\nВижте заявленията си на адрес:\n${this.mail.link(
              request.changeType === RequestKind.Delist
                ? '/activities/applications/removal'
                : '/activities/applications/enrollment',
            )}`,
        },
        this.db.manager,
      );
    }
  }
}

/** The request as printed: to the director, from the parent, about the child, the activity and the decision. */
function requestDocument(row: RequestFormRow): PdfDocument {
  const delist = row.changeType === RequestKind.Delist;
  const decision =
    row.status === ActivityRequestStatus.Waiting
      ? 'Заявлението чака решение на директора.'
      : `${activityRequestStatusLabels[row.status]} на ${bgDateTime(new Date(row.decidedAt!))}` +
        (row.decidedBy ? ` от ${row.decidedBy}` : '') +
        (row.decisionNote ? `. Бележка: ${row.decisionNote}` : '.');
  const body = delist
    ? `Моля детето ми ${row.studentName} от група „${row.className ?? '—'}“ да бъде отписано от допълнителната ` +
      `дейност „${row.activityName}“, считано от ${bgDate(row.fromDate)}.`
    : `Моля детето ми ${row.studentName} от група „${row.className ?? '—'}“ да бъде записано в допълнителната ` +
      `дейност „${row.activityName}“, считано от ${bgDate(row.fromDate)}.`;
  return {
    title: 'ЗАЯВЛЕНИЕ',
    subtitle: delist ? 'за отписване от допълнителна дейност' : 'за записване в допълнителна дейност',
    kindergartenName: row.kindergarten,
    blocks: [
      { kind: 'paragraph', text: `До Директора на ${row.kindergarten}` },
      {
        kind: 'fields',
        fields: [
          { label: 'От (родител)', value: row.parentName },
          { label: 'За детето', value: row.studentName },
          { label: 'Група', value: row.className },
          { label: 'Дейност', value: `${row.activityName} (${row.typeName})` },
          { label: 'Доставчик', value: row.providerName },
          { label: 'Цена', value: `${priceText(row)} (${activityPriceModelLabels[row.priceModel]})` },
          { label: delist ? 'Дата на отписване' : 'Начална дата', value: bgDate(row.fromDate) },
          { label: 'Бележка на родителя', value: row.parentNote },
          { label: 'Дата на подаване', value: bgDate(sofiaToday(new Date(row.requestedAt))) },
        ],
      },
      { kind: 'paragraph', text: body },
      { kind: 'fields', title: 'Решение на директора', fields: [{ label: 'Решение', value: decision }] },
      { kind: 'paragraph', text: 'Подпис на родителя: ............................' },
      { kind: 'paragraph', text: 'Директор: ............................' },
    ],
  };
}
