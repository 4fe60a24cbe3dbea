import { Injectable } from '@nestjs/common';
import {
  allows,
  ApplicationType,
  attendanceRequestMessages as messages,
  type AttendanceRequestListQuery,
  type AttendanceRequestPreview,
  type AttendanceRequestPreviewQuery,
  type AttendanceRequestRow,
  type FileAttendanceRequest,
  isSummerDay,
  type PagedResult,
  RealtimeEvent,
  RequestStatus,
  type RequestableChild,
  Resource,
  Role,
  type SaveAttendanceRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { CalendarLocks, EntryModule, onScreen } from '../../days-off/services/calendar-locks.service.js';
import { AttendanceRequestsRepository, type ChildContext, type StoredRequest } from '../data/attendance-requests.repository.js';

const MAX_RANGE_DAYS = 120;

/**
 * Parents' attendance requests (spec 2 §7.3; docs/attendance-requests.md): filing (a parent for their own child, or
 * the staff for a paper request), the director's decision that marks approved family-reason days in the grid, and
 * withdrawal. Every write runs in the request's transaction; the pushes go out after it commits.
 */
@Injectable()
export class AttendanceRequestsService {
  constructor(
    private readonly requests: AttendanceRequestsRepository,
    private readonly locks: CalendarLocks,
    private readonly realtime: RealtimeService,
  ) {}

  list(user: AuthUser, query: AttendanceRequestListQuery): Promise<PagedResult<AttendanceRequestRow>> {
    return this.requests.list(user, query);
  }

  /** The children the user may file for: a parent's own, the staff's every child now in a group. */
  children(user: AuthUser): Promise<RequestableChild[]> {
    return this.requests.requestableChildren(user, sofiaToday());
  }

  /** What the create form shows while the parent picks dates: working days and the family-reason cap. */
  async preview(user: AuthUser, query: AttendanceRequestPreviewQuery): Promise<AttendanceRequestPreview> {
    const day = query.fromDate ?? sofiaToday();
    const child = await this.child(user, query.studentId, day);
    const workingDays =
      query.fromDate && query.toDate && query.toDate >= query.fromDate && child.classId !== null
        ? (await this.workingDays(user, child.classId, query.fromDate, query.toDate)).length
        : 0;
    const balance = await this.balance(user, child, day, null);
    return { workingDays, ...balance };
  }

  /** POST parent-request, and POST request without id (staff recording a paper request). */
  async file(user: AuthUser, body: FileAttendanceRequest): Promise<SaveResult> {
    const child = await this.child(user, body.studentId, body.fromDate);
    const { days, periodId } = await this.checkFiling(user, child, body);
    const id = await this.requests.insert(user, {
      periodId,
      studentId: child.id,
      type: body.type,
      fromDate: body.fromDate,
      toDate: body.toDate,
      reason: body.reason || null,
      workingDays: days.length,
    });
    if (user.role === Role.Parent) {
      const parentName = await this.requests.userName(user.userId);
      const what = body.type === ApplicationType.FamilyReasonAbsence ? 'отсъствие' : 'посещение през лятото';
      this.realtime.toKindergarten(
        user.kindergartenId!,
        RealtimeEvent.AttendanceApplicationChanged,
        {
          kind: 'request',
          id,
          status: RequestStatus.Pending,
          text: `Ново заявление за ${what} от ${parentName} за ${child.name}`,
        },
        { roles: [Role.Director, Role.Administrator] },
      );
    }
    return { isSuccessful: true, entityId: id };
  }

  /** POST request: with id the decision, without it a request recorded by the staff. */
  save(user: AuthUser, body: SaveAttendanceRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.AttendanceApplications, body.id);
    if (body.id === undefined) {
      return this.file(user, {
        studentId: body.studentId!,
        type: body.type!,
        fromDate: body.fromDate!,
        toDate: body.toDate!,
        reason: body.reason,
      });
    }
    return this.decide(user, body.id, body.status!, body.comment ?? null);
  }

  async decide(user: AuthUser, id: number, status: RequestStatus, comment: string | null): Promise<SaveResult> {
    const request = await this.stored(user, id, true);
    if (request.status !== RequestStatus.Pending) throw new ConflictError(messages.notPending);
    if (status === RequestStatus.Approved && request.type === ApplicationType.FamilyReasonAbsence) {
      await this.markFamilyReasonDays(user, request);
    }
    await this.requests.decide(user, id, status, comment || null);
    await this.announceDecision(user, request, status);
    return { isSuccessful: true, entityId: id };
  }

  /** A parent withdraws their own pending request; the director deletes any (undoing the days it marked). */
  async remove(user: AuthUser, id: number): Promise<undefined> {
    const request = await this.stored(user, id, true);
    if (!allows(user.access, Resource.AttendanceApplications, 'delete')) {
      if (request.status !== RequestStatus.Pending) throw new ConflictError(messages.withdrawPendingOnly);
      if (user.role !== Role.Parent) throw new ForbiddenError();
    }
    await this.requests.remove(user, id);
  }

  /** The request as the user may reach it (404 otherwise), locked for a write. */
  async stored(user: AuthUser, id: number, forUpdate = false): Promise<StoredRequest> {
    const request = await this.requests.stored(user, id, forUpdate);
    if (!request) throw new NotFoundError(messages.notFound);
    return request;
  }

  // ---- rules ----

  private async child(user: AuthUser, studentId: number, day: string): Promise<ChildContext> {
    const child = await this.requests.child(user, studentId, day);
    if (!child) throw new NotFoundError(messages.studentNotFound);
    return child;
  }

  /** Every rule of filing (docs/attendance-requests.md); answers the working days counted and the school year. */
  private async checkFiling(
    user: AuthUser,
    child: ChildContext,
    body: FileAttendanceRequest,
  ): Promise<{ days: string[]; periodId: number }> {
    const fail = (field: string, message: string): never => {
      throw new BadInputError(message, { [field]: [message] });
    };
    if (body.fromDate <= sofiaToday()) fail('fromDate', messages.futureOnly);
    if (child.periodId === null || body.toDate > child.periodTo! || body.fromDate < child.periodFrom!) {
      fail('toDate', messages.noSchoolYear);
    }
    if (addDays(body.fromDate, MAX_RANGE_DAYS) < body.toDate) fail('toDate', messages.noSchoolYear);
    if (child.classId === null) fail('studentId', messages.notInGroup);
    const summer = body.type === ApplicationType.Attendance;
    if (
      summer &&
      (!isSummerDay(body.fromDate) || !isSummerDay(body.toDate) || body.fromDate.slice(0, 4) !== body.toDate.slice(0, 4))
    ) {
      fail('fromDate', messages.summerOnly);
    }
    const module = summer ? EntryModule.AttendanceApplications : EntryModule.FamilyReasonApplications;
    const moduleLock = await this.locks.lockedDays(user.kindergartenId!, body.fromDate, body.toDate, module);
    if (moduleLock.size) throw new ConflictError(moduleLock.values().next().value!);
    const days = await this.workingDays(user, child.classId!, body.fromDate, body.toDate);
    if (!days.length) fail('toDate', messages.noWorkingDays);
    if (await this.requests.overlaps(user, child.id, body.type, body.fromDate, body.toDate)) fail('fromDate', messages.overlap);
    if (!summer) {
      await this.requests.lockFamilyDays(child.id);
      const { remaining } = await this.balance(user, child, body.fromDate, null);
      if (days.length > remaining) fail('toDate', messages.capExceeded(Math.max(remaining, 0), days.length));
    }
    return { days, periodId: child.periodId! };
  }

  /** The days of a range on which the group's attendance can be marked (weekends, days off, locked periods out). */
  private async workingDays(user: AuthUser, classId: number, fromDate: string, toDate: string): Promise<string[]> {
    const locked = await this.locks.lockedDays(user.kindergartenId!, fromDate, toDate, EntryModule.ChildAttendances, {
      classId,
    });
    const days: string[] = [];
    for (let day = fromDate; day <= toDate && days.length <= MAX_RANGE_DAYS; day = addDays(day, 1)) {
      if (!locked.has(day)) days.push(day);
    }
    return days;
  }

  /**
   * The child's family-reason cap on the day (student_family_absence_limit), the days already marked as family
   * reason in the school year, and the days of pending requests (less `exceptRequestId`).
   */
  private async balance(
    user: AuthUser,
    child: ChildContext,
    day: string,
    exceptRequestId: number | null,
  ): Promise<{ cap: number; used: number; pending: number; remaining: number }> {
    const row = await this.requests.balance(user, child, day, exceptRequestId);
    return { ...row, remaining: row.cap - row.used - row.pending };
  }

  /**
   * Shared decision 2: an approved family-reason request marks its working days as AbsenceFamilyReason with its id,
   * replacing only empty or Absence cells; the cap is checked again against the days already marked.
   */
  private async markFamilyReasonDays(user: AuthUser, request: StoredRequest): Promise<void> {
    const child = await this.child(user, request.studentId, request.fromDate);
    if (child.classId === null) throw new BadInputError(messages.notInGroup);
    const days = await this.workingDays(user, child.classId, request.fromDate, request.toDate);
    // The same lock the grid's save takes, so that a request and the grid cannot both slip under the cap at once.
    await this.requests.lockFamilyDays(child.id);
    const { cap, used } = await this.balance(user, child, request.fromDate, request.id);
    if (used + days.length > cap) throw new ConflictError(messages.capExceeded(Math.max(cap - used, 0), days.length));
    await this.requests.markFamilyReasonDays(user, request, days);
  }

  /** The decision reaches the parents of the child who have an account (and whoever filed it), not the decider. */
  private async announceDecision(user: AuthUser, request: StoredRequest, status: RequestStatus): Promise<void> {
    const row = await this.requests.decisionAudience(request.studentId);
    const audience = new Set<number>(row.parents);
    if (request.requestedBy !== null) audience.add(request.requestedBy);
    audience.delete(user.userId);
    const dates =
      request.fromDate === request.toDate
        ? onScreen(request.fromDate)
        : `${onScreen(request.fromDate)} – ${onScreen(request.toDate)}`;
    const decision = status === RequestStatus.Approved ? 'одобрено' : 'отхвърлено';
    this.realtime.toUsers([...audience], RealtimeEvent.AttendanceApplicationChanged, {
      kind: 'request',
      id: request.id,
      status,
      text: `Заявлението за ${row.name} за ${dates} е ${decision}`,
    });
  }
}
