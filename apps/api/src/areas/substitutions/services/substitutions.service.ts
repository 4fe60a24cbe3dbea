import { Injectable } from '@nestjs/common';
import {
  defaultSubstitutionHours,
  NORM_HOURS_PER_DAY,
  type PagedResult,
  Resource,
  type SaveResult,
  type SaveSubstitutionRequest,
  SubstitutionReason,
  substitutionReasonLabels,
  substitutionMessages,
  type SubstitutionListQuery,
  type SubstitutionNorms,
  type SubstitutionNormsQuery,
  type SubstitutionOptions,
  type SubstitutionOptionsQuery,
  type SubstitutionRow,
  SubstitutionShift,
  substitutionShiftLabels,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import {
  type SubstitutionClashRow,
  type SubstitutionPeriodRow,
  SubstitutionsRepository,
} from '../data/substitutions.repository.js';

const clashText = (clash: SubstitutionClashRow): string =>
  clash.role === 'substitute'
    ? `${substitutionMessages.substituteBusy} Вече замества в група „${clash.className}“ (${substitutionShiftLabels[clash.shift]}) от ${bgDate(clash.fromDate)} до ${bgDate(clash.toDate)}.`
    : `Заместващият отсъства (${substitutionShiftLabels[clash.shift]}) от ${bgDate(clash.fromDate)} до ${bgDate(clash.toDate)} и също е заместван.`;

/**
 * Staff substitutions of the selected kindergarten and school year (docs/substitutions.md). Everything runs in the
 * request's tenant transaction; the exclusion constraint is the guarantee against a double-booked substitute, the
 * check before it gives the Bulgarian answer with the clash.
 */
@Injectable()
export class SubstitutionsService {
  constructor(
    private readonly substitutions: SubstitutionsRepository,
    private readonly locks: CalendarLocks,
  ) {}

  list(user: AuthUser, query: SubstitutionListQuery): Promise<PagedResult<SubstitutionRow>> {
    return this.substitutions.list(this.kindergarten(user), query);
  }

  /** Every row of the list's filters, in the list's order, for the exports. */
  all(user: AuthUser, query: SubstitutionListQuery): Promise<SubstitutionRow[]> {
    return this.substitutions.all(this.kindergarten(user), query);
  }

  async get(user: AuthUser, id: number): Promise<SubstitutionRow> {
    const row = await this.substitutions.find(this.kindergarten(user), id);
    if (!row) throw new NotFoundError(substitutionMessages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveSubstitutionRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.TeacherSubstitutions, request.id);
    const kindergartenId = this.kindergarten(user);
    if (request.id !== undefined) await this.get(user, request.id);
    const period = await this.period(user);
    if (request.fromDate < period.fromDate || request.toDate > period.toDate) {
      throw new BadInputError(substitutionMessages.outsideSchoolYear, { fromDate: [substitutionMessages.outsideSchoolYear] });
    }
    await this.assertPeople(kindergartenId, request);
    if (!(await this.substitutions.groupOfYear(request.classId, kindergartenId, period.id))) {
      throw new NotFoundError(substitutionMessages.classNotFound);
    }
    const days = await this.workingDays(kindergartenId, request.fromDate, request.toDate, request.classId);
    if (days.length === 0) throw new ConflictError(substitutionMessages.noWorkingDays);
    const clash = await this.clash(kindergartenId, request);
    if (clash) throw new ConflictError(clashText(clash));

    const columns = {
      absent_teacher_id: request.absentTeacherId,
      substitute_teacher_id: request.substituteTeacherId,
      class_id: request.classId,
      from_date: request.fromDate,
      to_date: request.toDate,
      shift: request.shift,
      hours_per_day: request.hoursPerDay,
      reason: request.reason,
      note: request.note || null,
      updated_by: user.userId,
    };
    const id = await this.exclusive(async () => {
      if (request.id === undefined) return this.substitutions.insert(kindergartenId, period.id, columns);
      await this.substitutions.update(kindergartenId, request.id, columns);
      return request.id;
    });
    await this.substitutions.replaceDays(kindergartenId, id, days);
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const deleted = await this.substitutions.remove(this.kindergarten(user), id);
    if (deleted === 0) throw new NotFoundError(substitutionMessages.notFound);
    return undefined;
  }

  async options(user: AuthUser, query: SubstitutionOptionsQuery): Promise<SubstitutionOptions> {
    const kindergartenId = this.kindergarten(user);
    const ranged = query.fromDate !== undefined && query.toDate !== undefined;
    const shift = query.shift ?? SubstitutionShift.WholeDay;
    const staff = await this.substitutions.staffOptions(
      kindergartenId,
      ranged,
      query.fromDate ?? null,
      query.toDate ?? null,
      shift,
      query.excludeId ?? 0,
    );
    const classes = user.periodId ? await this.substitutions.classOptions(kindergartenId, user.periodId) : [];
    return {
      staff,
      classes,
      shifts: [SubstitutionShift.First, SubstitutionShift.Second, SubstitutionShift.WholeDay].map((value) => ({
        value,
        label: substitutionShiftLabels[value],
        defaultHours: defaultSubstitutionHours[value],
      })),
      reasons: Object.values(SubstitutionReason)
        .filter((value): value is SubstitutionReason => typeof value === 'number')
        .map((value) => ({ value, label: substitutionReasonLabels[value] })),
      workingDays: ranged ? (await this.workingDays(kindergartenId, query.fromDate!, query.toDate!, null)).length : null,
    };
  }

  async norms(user: AuthUser, query: SubstitutionNormsQuery): Promise<SubstitutionNorms> {
    const kindergartenId = this.kindergarten(user);
    const workingDays = (await this.workingDays(kindergartenId, query.fromDate, query.toDate, null)).length;
    const normHours = workingDays * NORM_HOURS_PER_DAY;
    const rows = await this.substitutions.norms(kindergartenId, query.fromDate, query.toDate);
    return {
      fromDate: query.fromDate,
      toDate: query.toDate,
      workingDays,
      normHoursPerDay: NORM_HOURS_PER_DAY,
      rows: rows.map((row) => ({
        ...row,
        normHours,
        lecturingHours: Math.max(0, row.substitutedHours - row.absentHours),
      })),
    };
  }

  kindergartenName(user: AuthUser): Promise<string | null> {
    return this.substitutions.kindergartenName(this.kindergarten(user));
  }

  private kindergarten(user: AuthUser): number {
    if (user.kindergartenId === null) throw new NotFoundError(substitutionMessages.notFound);
    return user.kindergartenId;
  }

  private async period(user: AuthUser): Promise<SubstitutionPeriodRow> {
    const period = user.periodId ? await this.substitutions.period(user.periodId, user.kindergartenId) : undefined;
    if (!period) throw new BadInputError(substitutionMessages.noSchoolYear);
    return period;
  }

  private async assertPeople(kindergartenId: number, request: SaveSubstitutionRequest): Promise<void> {
    const people = await this.substitutions.people(kindergartenId, [request.absentTeacherId, request.substituteTeacherId]);
    const substitute = people.find((person) => person.id === request.substituteTeacherId);
    if (!substitute || !people.some((person) => person.id === request.absentTeacherId)) {
      throw new NotFoundError(substitutionMessages.teacherNotFound);
    }
    if (!substitute.isPedagogical) {
      throw new BadInputError(substitutionMessages.substituteNotPedagogical, {
        substituteTeacherId: [substitutionMessages.substituteNotPedagogical],
      });
    }
  }

  /** The days of the range that count: not a weekend, a locking day off (of the kindergarten or the group) or locked. */
  private async workingDays(kindergartenId: number, fromDate: string, toDate: string, classId: number | null): Promise<string[]> {
    const locked = await this.locks.lockedDays(kindergartenId, fromDate, toDate, EntryModule.StaffAttendances, { classId });
    const days: string[] = [];
    for (let day = fromDate; day <= toDate; day = addDays(day, 1)) if (!locked.has(day)) days.push(day);
    return days;
  }

  /** The substitute already substitutes, or is absent and replaced, in an overlapping shift on overlapping dates. */
  private async clash(kindergartenId: number, request: SaveSubstitutionRequest): Promise<SubstitutionClashRow | null> {
    const clash = await this.substitutions.clash(kindergartenId, {
      substituteTeacherId: request.substituteTeacherId,
      fromDate: request.fromDate,
      toDate: request.toDate,
      shift: request.shift,
      excludeId: request.id ?? null,
    });
    return clash ?? null;
  }

  /** Runs a write; a race the check above missed still ends as the Bulgarian 409, from the exclusion constraint. */
  private async exclusive<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const code =
        (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
      if (code === '23P01') throw new ConflictError(substitutionMessages.substituteBusy);
      throw error;
    }
  }
}
