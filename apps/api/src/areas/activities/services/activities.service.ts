import { Injectable } from '@nestjs/common';
import {
  type ActivityDetails,
  activityMessages as messages,
  type ActivityOption,
  type ActivityOverviewQuery,
  type ActivityOverviewRow,
  ActivityPriceModel,
  type ActivityTypeOption,
  type PagedResult,
  type ParentChildActivities,
  Resource,
  type SaveActivityRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { type ActivityColumns, ActivitiesRepository } from '../data/activities.repository.js';

const refuse = (field: string, message: string): BadInputError => new BadInputError(message, { [field]: [message] });

/**
 * The director's additional activities and the parents' view of what is offered (spec 2 §7.2 "Activities";
 * docs/activities.md "Activities" and "Prices"). Everything runs in the request's transaction; "today" is Sofia's.
 */
@Injectable()
export class ActivitiesService {
  constructor(private readonly activities: ActivitiesRepository) {}

  list(user: AuthUser, query: ActivityOverviewQuery): Promise<PagedResult<ActivityOverviewRow>> {
    return this.activities.list(user, sofiaToday(), query);
  }

  async get(user: AuthUser, id: number): Promise<ActivityDetails> {
    const activity = await this.activities.find(user, sofiaToday(), id);
    if (!activity) throw new NotFoundError(messages.notFound);
    return activity;
  }

  types(): Promise<ActivityTypeOption[]> {
    return this.activities.types();
  }

  options(user: AuthUser, onlyActive: boolean): Promise<ActivityOption[]> {
    return this.activities.options(user, sofiaToday(), onlyActive);
  }

  withDelistmentEnabled(user: AuthUser): Promise<ActivityOption[]> {
    return this.activities.withDelistmentEnabled(user, sofiaToday());
  }

  forParents(user: AuthUser): Promise<ParentChildActivities[]> {
    return this.activities.forParent(user, sofiaToday());
  }

  /**
   * Creates or updates an activity: the provider must work in the kindergarten, the teacher be one of its
   * pedagogical staff (or the provider's teacher by name), the groups be of the selected school year; on update the
   * capacity may not fall below the children enrolled and a group with enrolled children may not be removed.
   */
  async save(user: AuthUser, request: SaveActivityRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Activities, request.id);
    if (user.periodId === null) throw new BadInputError(messages.noSchoolYear);
    const today = sofiaToday();
    if (request.id !== undefined && !(await this.activities.locked(user, request.id))) {
      throw new NotFoundError(messages.notFound);
    }
    if (!(await this.activities.providerWorksHere(user, request.providerId))) {
      throw refuse('providerId', messages.providerNotInKindergarten);
    }
    if (!(await this.activities.typeExists(request.activityTypeId))) throw refuse('activityTypeId', messages.typeNotFound);
    const teacherId = request.teacherId ?? null;
    if (teacherId !== null && !(await this.activities.isActivityTeacher(user, teacherId))) {
      throw refuse('teacherId', messages.teacherNotFound);
    }
    const classIds = [...new Set(request.classIds)];
    if ((await this.activities.countGroupsOfYear(user, classIds)) !== classIds.length) {
      throw refuse('classIds', messages.groupNotInYear);
    }
    if (request.id !== undefined) {
      const enrolled = await this.activities.enrolledFromToday(request.id, today);
      if (request.capacity && request.capacity < enrolled) {
        throw refuse('capacity', messages.capacityBelowEnrolled(enrolled));
      }
      const blocked = await this.activities.groupWithEnrolledChildren(user, request.id, classIds, today);
      if (blocked) throw refuse('classIds', messages.groupHasChildren(blocked.name));
    }
    const columns: ActivityColumns = {
      provider_id: request.providerId,
      activity_type_id: request.activityTypeId,
      name: request.name,
      description: request.description || null,
      teacher_id: teacherId,
      provider_teacher_name: teacherId === null ? request.providerTeacherName || null : null,
      capacity: request.capacity ?? null,
      price_model: request.priceModel,
      price_cents: request.priceCents,
      minimum_cents: request.priceModel === ActivityPriceModel.MonthlyWithMinimum ? (request.minimumCents ?? null) : null,
      active_from: request.activeFrom,
      active_to: request.activeTo ?? null,
      enrollment_requests_enabled: request.enrollmentRequestsEnabled,
      delistment_enabled: request.delistmentEnabled,
    };
    let id: number;
    if (request.id !== undefined) {
      id = request.id;
      await this.activities.update(user, id, columns);
    } else {
      id = await this.activities.insert(user, columns);
    }
    await this.activities.setGroups(user, id, classIds);
    await this.activities.setSchedule(user, id, request.schedule);
    return { isSuccessful: true, entityId: id };
  }

  /** Deletes an activity that never had a child or an attendance, with its groups and hours; otherwise 409. */
  async remove(user: AuthUser, id: number): Promise<undefined> {
    if (!(await this.activities.locked(user, id))) throw new NotFoundError(messages.notFound);
    if (await this.activities.hasHistory(id)) throw new ConflictError(messages.deleteHasHistory);
    await this.activities.delete(user, id);
    return undefined;
  }
}
