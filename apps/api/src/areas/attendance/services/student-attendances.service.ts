import { Injectable } from '@nestjs/common';
import {
  type AttendanceGroupOption,
  attendanceModeLabels,
  ChildAttendanceStatus as S,
  childAttendanceStatusLabels,
  Resource,
  Role,
  type SaveResult,
  type SaveStudentAttendancesRequest,
  SMP_ALERT_ABOVE_DAYS,
  SMP_BENEFIT_STOP_ABOVE_DAYS,
  statusesForMode,
  type StudentAttendanceDay,
  studentAttendanceMessages as messages,
  type StudentAttendanceMonth,
  type StudentAttendanceMonthDay,
  type StudentAttendanceRow,
} from '@kg/contracts';
import { assertSaveAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedCache } from '../../../platform/cache/index.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { CalendarLocks, entryLockArgs, EntryModule, onScreen } from '../../days-off/services/calendar-locks.service.js';
import { daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import {
  type AttendanceGroup,
  type AttendanceReach,
  type GridCell,
  StudentAttendancesRepository,
} from '../data/student-attendances.repository.js';

interface GridData {
  group: AttendanceGroup;
  days: StudentAttendanceMonthDay[];
  rows: StudentAttendanceRow[];
  cells: GridCell[];
}

export const monthBounds = (year: number, month: number): { first: string; last: string; days: string[] } => {
  const days = daysOfMonth(year, month);
  return { first: days[0]!, last: days.at(-1)!, days };
};

/**
 * The monthly attendance grid of a group (spec 2 §7.3 StudentAttendances; docs/attendance.md): reading it in one
 * query per kind of data, and saving many cells in one transaction with per-cell upserts.
 */
@Injectable()
export class StudentAttendancesService {
  constructor(
    private readonly attendances: StudentAttendancesRepository,
    private readonly locks: CalendarLocks,
    private readonly cache: VersionedCache,
  ) {}

  /** The groups of the selected school year whose grid the user may open, own groups first. */
  groups(user: AuthUser): Promise<AttendanceGroupOption[]> {
    return this.attendances.groups(user, this.reach(user));
  }

  /**
   * The month's grid from the versioned cache (docs/attendance.md "Speed"): computed again only when the
   * kindergarten's attendance data version has moved or the Sofia day changed (future days), per viewer scope.
   */
  cachedMonth(
    user: AuthUser,
    groupId: number,
    month: number,
    year: number,
    studentIds: number[] | undefined,
    ifNoneMatch: string | undefined,
  ): Promise<VersionedAnswer> {
    const key = `grid/${groupId}/${year}/${month}/${studentIds?.join(',') ?? ''}/${sofiaToday()}`;
    return this.cache.json(
      user.scope,
      { kindergartenId: user.kindergartenId!, topic: 'attendance', scope: this.viewerScope(user), key },
      ifNoneMatch,
      () => this.month(user, groupId, month, year, studentIds),
    );
  }

  async month(
    user: AuthUser,
    groupId: number,
    month: number,
    year: number,
    studentIds?: number[],
  ): Promise<StudentAttendanceMonth> {
    const { group, days, rows } = await this.grid(user, groupId, month, year, studentIds);
    return {
      classId: group.id,
      className: group.name,
      attendanceMode: group.attendanceMode,
      ageType: group.ageType,
      month,
      year,
      canEdit: await this.mayWrite(user, group.id),
      days,
      rows,
    };
  }

  /** The grid's data, shared by the page and the printed form. */
  async grid(user: AuthUser, groupId: number, month: number, year: number, studentIds?: number[]): Promise<GridData> {
    const reach = this.reach(user);
    const group = await this.group(user, groupId);
    if (reach === 'teacher' && !(await this.teaches(user, groupId))) throw new NotFoundError(messages.groupNotFound);
    const { first, last } = monthBounds(year, month);
    const found = await this.attendances.rows(user, groupId, first, last, studentIds ?? null, reach);
    if (reach === 'parent' && !found.length) throw new NotFoundError(messages.groupNotFound);
    const ids = found.map((row) => row.studentId);
    const cells = await this.attendances.cells(user, ids, first, last);
    const counts = await this.attendances.counts(user, group, ids, first, last);
    const requests = await this.attendances.requests(ids, first, last);
    const notes = await this.attendances.notes(ids, first, last);
    const locked = await this.locks.dayLocks(user.kindergartenId!, first, last, EntryModule.ChildAttendances, {
      classId: groupId,
    });
    const today = sofiaToday();
    const days: StudentAttendanceMonthDay[] = monthBounds(year, month).days.map((forDate) => {
      const lock = locked.get(forDate);
      return {
        forDate,
        isDayOff: !!lock?.dayOff,
        isDayLocked: !!lock,
        lockReason: lock?.reason ?? null,
        isFuture: forDate > today,
      };
    });
    const cellOf = new Map(cells.map((cell) => [`${cell.studentId}/${cell.forDate}`, cell]));
    const countOf = new Map(counts.map((count) => [count.studentId, count]));
    const rows: StudentAttendanceRow[] = found.map((row) => {
      const count = countOf.get(row.studentId)!;
      const ownNotes = notes.filter((note) => note.studentId === row.studentId);
      const exhausted = count.currentAbsenceCount >= count.maxAbsenceCount;
      return {
        ...row,
        maxAbsenceCount: count.maxAbsenceCount,
        currentAbsenceCount: count.currentAbsenceCount,
        absencesLocked: exhausted,
        showFamilyAbsenceWarningMessage: exhausted,
        studentAttendanceRequests: requests
          .filter((request) => request.studentId === row.studentId)
          .map(({ id, type, fromDate, toDate, status }) => ({ id, type, fromDate, toDate, status })),
        smp: count.compulsory
          ? {
              unexcusedThisMonth: count.unexcusedThisMonth,
              level:
                count.unexcusedThisMonth > SMP_BENEFIT_STOP_ABOVE_DAYS
                  ? 'benefitStops'
                  : count.unexcusedThisMonth > SMP_ALERT_ABOVE_DAYS
                    ? 'alert'
                    : 'none',
            }
          : null,
        attendances: days.map((day): StudentAttendanceDay => {
          const cell = cellOf.get(`${row.studentId}/${day.forDate}`);
          return {
            id: cell?.id ?? null,
            forDate: day.forDate,
            type: cell?.type ?? null,
            isDayOff: day.isDayOff,
            isDayLocked: day.isDayLocked,
            medicalNotes: ownNotes
              .filter((note) => note.fromDate <= day.forDate && note.toDate >= day.forDate)
              .map(({ id, status, doctorName }) => ({ id, status, doctorName })),
            ...(cell && cell.type !== S.Locked && day.isDayOff ? { mistaken: true as const } : {}),
            ...(cell?.medicalNoteId ? { medicalNoteId: cell.medicalNoteId } : {}),
            ...(cell?.requestId ? { requestId: cell.requestId } : {}),
          };
        }),
      };
    });
    return { group, days, rows, cells };
  }

  /**
   * Saves many cells of a group in the request's transaction: all or nothing. The first bad cell (in the order sent)
   * refuses the whole save with a Bulgarian message naming the child and the day.
   */
  async save(user: AuthUser, body: SaveStudentAttendancesRequest): Promise<SaveResult> {
    const entry = user.access.find((item) => item.resource === Resource.StudentAttendances);
    const ids = body.cells.map((cell) => cell.studentId);
    const dates = body.cells.map((cell) => cell.forDate);
    const sorted = [...dates].sort();
    const [first, last] = [sorted[0]!, sorted[sorted.length - 1]!];
    // One statement for everything the save checks: the group, whether the user teaches it, each cell (stored type,
    // membership of the group, name) and the locks of the saved days.
    const found = await this.attendances.saveChecks(
      user,
      body.classId,
      ids,
      dates,
      entryLockArgs(user.kindergartenId!, EntryModule.ChildAttendances, first, last, body.classId),
    );
    if (!found?.group) throw new NotFoundError(messages.groupNotFound);
    const group = found.group;
    const checks = found.cells;
    const before = new Map(
      checks.filter((row) => row.storedType !== null).map((row) => [`${ids[row.index]}/${dates[row.index]}`, row.storedType]),
    );
    // Clearing a cell is an edit of the grid, not a deletion of a record: 'update' (teachers have no 'd').
    const creates = body.cells.some((cell) => !before.has(`${cell.studentId}/${cell.forDate}`));
    const updates = body.cells.some((cell) => before.has(`${cell.studentId}/${cell.forDate}`));
    assertSaveAllowed(user, Resource.StudentAttendances, { creates, updates });
    const allGroups = (!creates || entry?.canCreate) && (!updates || entry?.canEdit);
    if (!allGroups && !found.teaches) throw new ForbiddenError();

    const locked = this.locks.fromRows(found.locks, first, last, EntryModule.ChildAttendances);
    const outside = new Set(checks.filter((row) => !row.inGroup).map((row) => row.index));
    const nameOf = new Map(checks.filter((row) => row.name !== null).map((row) => [ids[row.index]!, row.name!]));
    const familyCells = body.cells.filter(
      (cell) => cell.type === S.AbsenceFamilyReason && before.get(`${cell.studentId}/${cell.forDate}`) !== cell.type,
    );
    const family = await this.familyUse(user, group, familyCells);
    const today = sofiaToday();
    const allowed = new Set(statusesForMode(group.attendanceMode));
    body.cells.forEach((cell, index) => {
      const child = nameOf.get(cell.studentId) ?? `Дете № ${cell.studentId}`;
      const day = onScreen(cell.forDate);
      const refuse = (message: string): never => {
        throw new BadInputError(message, { [`cells.${index}`]: [message] });
      };
      if (cell.forDate < group.yearFrom || cell.forDate > group.yearTo) refuse(messages.outsideYear(child, day));
      if (cell.forDate > today) refuse(messages.future(child, day));
      const lock = locked.get(cell.forDate);
      if (lock) refuse(messages.locked(child, lock.reason));
      if (outside.has(index)) refuse(messages.notInGroup(child, day));
      if (cell.type === S.Locked) refuse(messages.systemStatus(child, day));
      if (cell.type !== null && !allowed.has(cell.type)) {
        const label = childAttendanceStatusLabels[cell.type];
        refuse(messages.notInMode(child, day, label, attendanceModeLabels[group.attendanceMode]));
      }
      const use = family.get(cell.studentId);
      if (use && familyCells.includes(cell) && ++use.used > use.cap) refuse(messages.familyCap(child, day, use.cap));
    });

    const kept = body.cells.filter((cell) => cell.type !== null);
    const cleared = body.cells.filter((cell) => cell.type === null);
    const noteOf = await this.coveringNotes(group, kept);
    if (kept.length) {
      await this.attendances.upsert(user, group.id, {
        studentIds: kept.map((cell) => cell.studentId),
        days: kept.map((cell) => cell.forDate),
        types: kept.map((cell) => (noteOf.has(`${cell.studentId}/${cell.forDate}`) ? S.AbsenceForSicknessMB : cell.type!)),
        medicalNoteIds: kept.map((cell) => noteOf.get(`${cell.studentId}/${cell.forDate}`) ?? null),
      });
    }
    if (cleared.length) {
      await this.attendances.clear(
        user,
        cleared.map((cell) => cell.studentId),
        cleared.map((cell) => cell.forDate),
      );
    }
    return { isSuccessful: true, entityId: null };
  }

  // ---- rules ----

  /**
   * Family-reason days used in the school year (outside the save) and the cap, for the children getting new
   * family-reason days; the children are locked for the transaction so two saves cannot both pass the cap.
   */
  private async familyUse(
    user: AuthUser,
    group: AttendanceGroup,
    cells: SaveStudentAttendancesRequest['cells'],
  ): Promise<Map<number, { used: number; cap: number }>> {
    if (!cells.length) return new Map();
    const ids = cells.map((cell) => cell.studentId);
    await this.attendances.lockFamilyDays(ids);
    const rows = await this.attendances.familyUse(
      user,
      group,
      ids,
      cells.map((cell) => cell.forDate),
    );
    return new Map(rows.map((row) => [row.studentId, { used: row.used, cap: row.cap }]));
  }

  /** Shared decision (3): an Absence on a day an approved note covers is stored excused by the note. */
  private async coveringNotes(
    group: AttendanceGroup,
    cells: SaveStudentAttendancesRequest['cells'],
  ): Promise<Map<string, number>> {
    const absences = cells.filter((cell) => cell.type === S.Absence);
    if (!group.automaticExcuse || !absences.length) return new Map();
    const rows = await this.attendances.coveringNotes(
      absences.map((cell) => cell.studentId),
      absences.map((cell) => cell.forDate),
    );
    return new Map(rows.map((row) => [`${row.studentId}/${row.forDate}`, row.noteId]));
  }

  /** Readers with upper-case R see every group, a parent their own children, others the groups they teach. */
  private reach(user: AuthUser): AttendanceReach {
    const entry = user.access.find((item) => item.resource === Resource.StudentAttendances);
    return entry?.canView ? 'all' : user.role === Role.Parent ? 'parent' : 'teacher';
  }

  /**
   * Everything about the viewer the grid depends on: the reach (all groups, a teacher's, a parent's children) and
   * whether they may write (`canEdit`). Teachers and parents get their own entries; readers of all groups share one
   * when their write right does not depend on whom they teach.
   */
  private viewerScope(user: AuthUser): string {
    const reach = this.reach(user);
    if (reach !== 'all') return `${reach}:${user.userId}`;
    const entry = user.access.find((item) => item.resource === Resource.StudentAttendances);
    if (!entry || !(entry.create || entry.update)) return 'all:read';
    return entry.canCreate && entry.canEdit ? 'all:write' : `all:user:${user.userId}`;
  }

  private async mayWrite(user: AuthUser, groupId: number): Promise<boolean> {
    const entry = user.access.find((item) => item.resource === Resource.StudentAttendances);
    if (!entry || !(entry.create || entry.update)) return false;
    return (entry.canCreate && entry.canEdit) || this.teaches(user, groupId);
  }

  private async teaches(user: AuthUser, groupId: number): Promise<boolean> {
    return this.attendances.teaches(user, groupId);
  }

  private async group(user: AuthUser, groupId: number): Promise<AttendanceGroup> {
    const group = await this.attendances.group(user, groupId);
    if (!group) throw new NotFoundError(messages.groupNotFound);
    return group;
  }
}
