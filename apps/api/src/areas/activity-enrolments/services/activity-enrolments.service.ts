import { Injectable } from '@nestjs/common';
import {
  activityEnrolmentMessages as messages,
  type ActivityDiscount,
  type EnrolActivityStudentsRequest,
  type EnrolActivityStudentsResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, sofiaToday } from '../../../platform/export/index.js';
import { ActivityEnrolmentsRepository, type LockedActivity } from '../data/activity-enrolments.repository.js';

/** PostgreSQL's exclusion violation: the no-overlap constraint of activity_students. */
function isOverlapViolation(error: unknown): boolean {
  const fault = error as { code?: string; driverError?: { code?: string } };
  return (fault.driverError?.code ?? fault.code) === '23P01';
}

/**
 * Every rule of enrolling children in an activity and of their leaving it (docs/activities.md "Enrolment"). Other
 * areas (the approval of a parent's request) call `enrol` and `leave`; they run in the request's transaction, check
 * everything before they write and refuse with a 400 naming the child, so a call is all or nothing.
 */
@Injectable()
export class ActivityEnrolmentsService {
  constructor(private readonly enrolments: ActivityEnrolmentsRepository) {}

  /**
   * Enrols the children from `fromDate` (open-ended): the activity is the kindergarten's (else 404) and active on
   * that day; each child is the kindergarten's (else 404), placed on that day in a group the activity is open to, and
   * not enrolled in it on that day or later; the activity's capacity holds on that day and every later one. The
   * activity's row is locked first, so two enrolments at once cannot both take the last place.
   */
  async enrol(user: AuthUser, input: { activityId: number; studentIds: number[]; fromDate: string }): Promise<void> {
    const activity = await this.activeActivity(user, input.activityId, input.fromDate);
    const studentIds = [...new Set(input.studentIds)];
    if (studentIds.length === 0) throw new BadInputError(messages.studentsRequired, { studentIds: [messages.studentsRequired] });
    const candidates = await this.enrolments.candidates(user, activity.id, studentIds, input.fromDate);
    if (candidates.length !== studentIds.length) throw new NotFoundError(messages.studentNotFound);
    for (const child of candidates) {
      if (!child.inGroups) this.refuse('studentIds', messages.notInGroups(child.name, bgDate(input.fromDate)));
      if (child.overlaps) this.refuse('studentIds', messages.alreadyEnrolled(child.name));
    }
    if (activity.capacity !== null) {
      const peak = await this.enrolments.peakEnrolled(activity.id, input.fromDate);
      if (peak + studentIds.length > activity.capacity) {
        this.refuse('studentIds', messages.capacityExceeded(activity.capacity, Math.max(0, activity.capacity - peak)));
      }
    }
    try {
      await this.enrolments.insert(user, activity.id, studentIds, input.fromDate);
    } catch (error) {
      // The checks above saw every committed row under the activity's lock; the constraint is the last word.
      if (isOverlapViolation(error)) this.refuse('studentIds', messages.alreadyEnrolled(candidates[0].name));
      throw error;
    }
  }

  /**
   * POST /api/activities/students: the listed children, or every child placed in the group on `fromDate` who is not
   * enrolled in the activity on that day or later (the group must be the kindergarten's, else 404).
   */
  async enrolBulk(user: AuthUser, request: EnrolActivityStudentsRequest): Promise<EnrolActivityStudentsResult> {
    let studentIds = request.studentIds ?? [];
    if (request.classId !== undefined) {
      // The activity is locked before the group's children are read: what is "not enrolled yet" cannot change.
      await this.activeActivity(user, request.activityId, request.fromDate);
      const ids = await this.enrolments.classStudentsToEnrol(user, request.activityId, request.classId, request.fromDate);
      if (ids === undefined) throw new NotFoundError(messages.classNotFound);
      if (ids.length === 0) this.refuse('classId', messages.noChildrenToEnrol);
      studentIds = ids;
    }
    await this.enrol(user, { activityId: request.activityId, studentIds, fromDate: request.fromDate });
    return { enrolled: new Set(studentIds).size };
  }

  /**
   * Sets `leaveDate` as the last day in the activity (to_date) of each child's enrolment that began on or before it
   * and had not ended before it; a later leave date of the same enrolment is moved earlier. The activity must be the
   * kindergarten's (else 404). Answers how many enrolments changed.
   */
  async leave(user: AuthUser, input: { activityId: number; studentIds: number[]; leaveDate: string }): Promise<number> {
    const activity = await this.enrolments.lockActivity(user, input.activityId);
    if (!activity) throw new NotFoundError(messages.activityNotFound);
    const studentIds = [...new Set(input.studentIds)];
    if (studentIds.length === 0) throw new BadInputError(messages.studentsRequired, { studentIds: [messages.studentsRequired] });
    const rows = await this.enrolments.enrolmentsOn(user, activity.id, studentIds, input.leaveDate);
    if (rows.length !== studentIds.length) throw new NotFoundError(messages.studentNotFound);
    const enrolmentIds: number[] = [];
    for (const row of rows) {
      if (row.enrolmentId === null) this.refuse('studentIds', messages.notEnrolled(row.name, bgDate(input.leaveDate)));
      if (row.toDate !== null && row.toDate < input.leaveDate) {
        this.refuse('leaveDate', messages.alreadyLeft(row.name, bgDate(row.toDate)));
      }
      enrolmentIds.push(row.enrolmentId!);
    }
    return this.enrolments.setLeaveDate(user, enrolmentIds, input.leaveDate);
  }

  /**
   * The discount of the child's current enrolment in the activity (the one covering today, else the next to begin);
   * null removes it. Answers the enrolment's id.
   */
  async setDiscount(
    user: AuthUser,
    input: { activityId: number; studentId: number; discount: ActivityDiscount | null },
  ): Promise<number> {
    const activity = await this.enrolments.lockActivity(user, input.activityId);
    if (!activity) throw new NotFoundError(messages.activityNotFound);
    const child = await this.enrolments.student(user, input.studentId);
    if (!child) throw new NotFoundError(messages.studentNotFound);
    const enrolmentId = await this.enrolments.currentEnrolment(activity.id, input.studentId, sofiaToday());
    if (enrolmentId === undefined) this.refuse('studentId', messages.noCurrentEnrolment(child.name));
    await this.enrolments.setDiscount(user, enrolmentId!, input.discount);
    return enrolmentId!;
  }

  /** The kindergarten's activity (else 404), locked, active on `day` (else 400). */
  private async activeActivity(user: AuthUser, activityId: number, day: string): Promise<LockedActivity> {
    const activity = await this.enrolments.lockActivity(user, activityId);
    if (!activity) throw new NotFoundError(messages.activityNotFound);
    if (day < activity.activeFrom || (activity.activeTo !== null && day > activity.activeTo)) {
      this.refuse(
        'fromDate',
        messages.activityInactive(bgDate(activity.activeFrom), activity.activeTo && bgDate(activity.activeTo)),
      );
    }
    return activity;
  }

  private refuse(field: string, message: string): never {
    throw new BadInputError(message, { [field]: [message] });
  }
}
