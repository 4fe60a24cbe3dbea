import { Injectable } from '@nestjs/common';
import type {
  AttendanceGroupOption,
  AttendanceKind,
  AttendanceMode,
  ChildAttendanceStatus,
  GroupAgeType,
  MedicalNoteStatus,
  StudentAttendanceRequestBrief,
  StudentAttendanceRow,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import type { EntryLockRow } from '../../days-off/data/calendar-locks.sql.js';
import {
  FAMILY_DAYS_LOCK_SQL,
  GRID_CELLS_SQL,
  GRID_COUNTS_SQL,
  GRID_GROUP_SQL,
  GRID_GROUPS_SQL,
  GRID_NOTES_SQL,
  GRID_REQUESTS_SQL,
  GRID_ROWS_SQL,
  GRID_TEACHES_SQL,
  SAVE_CHECKS_SQL,
  SAVE_DELETE_SQL,
  SAVE_FAMILY_SQL,
  SAVE_NOTES_SQL,
  SAVE_UPSERT_SQL,
} from './student-attendances.sql.js';

/** Whose rows a reader of the grid sees: every child, a parent's own children, or a teacher's groups. */
export type AttendanceReach = 'all' | 'parent' | 'teacher';

/** The group of a grid with its school year and the kindergarten's medical-note setting (GRID_GROUP_SQL). */
export interface AttendanceGroup {
  id: number;
  name: string;
  ageType: GroupAgeType;
  attendanceMode: AttendanceMode;
  yearFrom: string;
  yearTo: string;
  yearName: string;
  kindergartenName: string;
  automaticExcuse: boolean;
}

/** A child of the grid as GRID_ROWS_SQL finds it (the counts, requests and cells are added per row). */
export type GridRowBase = Pick<
  StudentAttendanceRow,
  'studentId' | 'studentName' | 'position' | 'isGuest' | 'inGroupFrom' | 'inGroupTo'
>;

/** A stored cell of the month (GRID_CELLS_SQL). */
export interface GridCell {
  id: number;
  studentId: number;
  forDate: string;
  type: ChildAttendanceStatus;
  medicalNoteId: number | null;
  requestId: number | null;
  kind: AttendanceKind;
}

/** A child's family-reason count, cap and unexcused days of the month (GRID_COUNTS_SQL). */
export interface GridCount {
  studentId: number;
  maxAbsenceCount: number;
  /** In compulsory preschool education at the end of the month (the SMP rule applies). */
  compulsory: boolean;
  currentAbsenceCount: number;
  unexcusedThisMonth: number;
}

/** A pending or approved request touching the month (GRID_REQUESTS_SQL). */
export type GridRequest = StudentAttendanceRequestBrief & { studentId: number };

/** A pending or approved medical note covering days of the month (GRID_NOTES_SQL). */
export interface GridNote {
  id: number;
  studentId: number;
  fromDate: string;
  toDate: string;
  status: MedicalNoteStatus;
  doctorName: string;
}

/** A saved cell's checks, by its index in the save (SAVE_CHECKS_SQL `cells`). */
export interface SaveCellCheck {
  index: number;
  storedType: ChildAttendanceStatus | null;
  inGroup: boolean;
  name: string | null;
}

/** The one row of SAVE_CHECKS_SQL. */
export interface SaveChecks {
  group: AttendanceGroup | null;
  teaches: boolean;
  cells: SaveCellCheck[];
  locks: EntryLockRow[];
}

/** A child's family-reason days outside the save and the cap (SAVE_FAMILY_SQL). */
export interface FamilyUseRow {
  studentId: number;
  used: number;
  cap: number;
}

/** The approved note covering an Absence cell of a save (SAVE_NOTES_SQL). */
export interface CoveringNoteRow {
  studentId: number;
  forDate: string;
  noteId: number;
}

/** The cells a save writes, column by column (SAVE_UPSERT_SQL). */
export interface UpsertCells {
  studentIds: number[];
  days: string[];
  types: ChildAttendanceStatus[];
  medicalNoteIds: (number | null)[];
}

/**
 * The statements of the monthly grid and its save (docs/attendance.md), each a named prepared statement planned once
 * per connection (the hot paths of the product; tools/bench times the same texts through apps/api/src/hot-paths.ts).
 */
@Injectable()
export class StudentAttendancesRepository {
  constructor(private readonly db: Db) {}

  /** The groups of the selected school year a reader may open, own groups first. */
  groups(user: AuthUser, reach: AttendanceReach): Promise<AttendanceGroupOption[]> {
    return this.db.sql.many<AttendanceGroupOption>(GRID_GROUPS_SQL, [
      user.kindergartenId,
      user.periodId ?? 0,
      reach,
      user.userId,
    ]);
  }

  async group(user: AuthUser, groupId: number): Promise<AttendanceGroup | undefined> {
    const [group] = await this.db.prepared<AttendanceGroup>('attendance-grid-group', GRID_GROUP_SQL, [
      groupId,
      user.kindergartenId,
    ]);
    return group;
  }

  async teaches(user: AuthUser, groupId: number): Promise<boolean> {
    const rows = await this.db.prepared<{ found: number }>('attendance-grid-teaches', GRID_TEACHES_SQL, [groupId, user.userId]);
    return rows.length > 0;
  }

  rows(
    user: AuthUser,
    groupId: number,
    first: string,
    last: string,
    studentIds: number[] | null,
    reach: AttendanceReach,
  ): Promise<GridRowBase[]> {
    return this.db.prepared<GridRowBase>('attendance-grid-rows', GRID_ROWS_SQL, [
      groupId,
      first,
      last,
      user.kindergartenId,
      studentIds,
      reach,
      user.userId,
    ]);
  }

  cells(user: AuthUser, ids: number[], first: string, last: string): Promise<GridCell[]> {
    return this.db.prepared<GridCell>('attendance-grid-cells', GRID_CELLS_SQL, [user.kindergartenId, ids, first, last]);
  }

  counts(user: AuthUser, group: AttendanceGroup, ids: number[], first: string, last: string): Promise<GridCount[]> {
    return this.db.prepared<GridCount>('attendance-grid-counts', GRID_COUNTS_SQL, [
      user.kindergartenId,
      ids,
      group.yearFrom,
      group.yearTo,
      first,
      last,
      group.ageType,
    ]);
  }

  requests(ids: number[], first: string, last: string): Promise<GridRequest[]> {
    return this.db.prepared<GridRequest>('attendance-grid-requests', GRID_REQUESTS_SQL, [ids, first, last]);
  }

  notes(ids: number[], first: string, last: string): Promise<GridNote[]> {
    return this.db.prepared<GridNote>('attendance-grid-notes', GRID_NOTES_SQL, [ids, first, last]);
  }

  /**
   * Everything a save checks, in one statement: the group, whether the user teaches it, each cell (stored type,
   * membership of the group, name) and the lock rows of the saved days (`lockArgs`: CalendarLocks' `entryLockArgs`).
   */
  async saveChecks(
    user: AuthUser,
    classId: number,
    ids: number[],
    days: string[],
    lockArgs: readonly unknown[],
  ): Promise<SaveChecks | undefined> {
    const [found] = await this.db.prepared<SaveChecks>('attendance-save-checks', SAVE_CHECKS_SQL, [
      classId,
      user.kindergartenId,
      ids,
      days,
      user.userId,
      ...lockArgs,
    ]);
    return found;
  }

  /** Locks the children's family-reason days until the transaction ends (FAMILY_DAYS_LOCK). */
  async lockFamilyDays(ids: number[]): Promise<void> {
    await this.db.sql.exec(FAMILY_DAYS_LOCK_SQL, [ids]);
  }

  /** Family-reason days of the children in the school year outside the save's days, and the cap on each. */
  familyUse(user: AuthUser, group: AttendanceGroup, ids: number[], days: string[]): Promise<FamilyUseRow[]> {
    return this.db.prepared<FamilyUseRow>('attendance-save-family', SAVE_FAMILY_SQL, [
      user.kindergartenId,
      ids,
      days,
      group.yearFrom,
      group.yearTo,
      group.ageType,
    ]);
  }

  /** The approved medical notes covering Absence cells. */
  coveringNotes(ids: number[], days: string[]): Promise<CoveringNoteRow[]> {
    return this.db.prepared<CoveringNoteRow>('attendance-save-notes', SAVE_NOTES_SQL, [ids, days]);
  }

  async upsert(user: AuthUser, classId: number, cells: UpsertCells): Promise<void> {
    await this.db.prepared('attendance-save-upsert', SAVE_UPSERT_SQL, [
      user.kindergartenId,
      classId,
      user.userId,
      cells.studentIds,
      cells.days,
      cells.types,
      cells.medicalNoteIds,
    ]);
  }

  async clear(user: AuthUser, ids: number[], days: string[]): Promise<void> {
    await this.db.prepared('attendance-save-delete', SAVE_DELETE_SQL, [user.kindergartenId, ids, days]);
  }
}
