import { Injectable } from '@nestjs/common';
import {
  type StaffExportParams,
  isWorkedStaffStatus,
  type Month,
  monthLabels,
  type StaffMonthParams,
  plannedStaffStatuses,
  Resource,
  type SaveStaffCellsResult,
  type SaveTeacherAttendancesRequest,
  StaffAttendanceStatus,
  staffAttendanceStatusCodes,
  staffAttendanceStatusLabels,
  staffStatusLegend,
  type TeacherAttendanceMonth,
  type TeacherAttendanceRow,
} from '@kg/contracts';
import { assertSaveAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError } from '../../../platform/errors/domain-errors.js';
import { bgDate, type ExportFile, sofiaToday } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { StaffRepository } from '../data/staff.repository.js';
import { StaffAttendanceRepository } from '../data/staff-attendance.repository.js';
import { staffCellsOf, type StaffCell } from './staff-cells.js';
import { daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import { StaffCalendar } from './staff-calendar.js';
import { tableExport, type TableColumn } from './table-export.js';

/** The staff attendance month grid and its save (docs/staff-attendance.md). */
@Injectable()
export class StaffAttendanceService {
  constructor(
    private readonly attendance: StaffAttendanceRepository,
    private readonly staff: StaffRepository,
    private readonly calendar: StaffCalendar,
    private readonly locks: CalendarLocks,
  ) {}

  /** Every staff member of the kindergarten with one entry per day; one query for the staff, one for the cells. */
  async month(user: AuthUser, { month, year }: StaffMonthParams): Promise<TeacherAttendanceMonth> {
    const kindergartenId = user.kindergartenId!;
    const dates = daysOfMonth(year, month);
    const days = await this.calendar.attendanceDays(kindergartenId, dates);
    const teachers = await this.staff.members(kindergartenId);
    const cells = await this.attendance.cells(kindergartenId, dates[0]!, dates.at(-1)!);
    const byKey = new Map(cells.map((cell) => [`${cell.teacherId}|${cell.forDate}`, cell]));
    const rows: TeacherAttendanceRow[] = teachers.map((teacher) => ({
      teacherId: teacher.id,
      teacherName: teacher.name,
      occupation: teacher.occupation,
      attendances: dates.map((forDate) => {
        const cell = byKey.get(`${teacher.id}|${forDate}`);
        return { id: cell?.id ?? null, forDate, type: cell?.type ?? null };
      }),
    }));
    return { days, teachers: rows };
  }

  /** The month grid as a PDF or a workbook: the status codes per day, "—" on locked days, the days worked, a legend. */
  async monthExport(user: AuthUser, params: StaffMonthParams, { type }: StaffExportParams): Promise<ExportFile> {
    const grid = await this.month(user, params);
    const columns: TableColumn<TeacherAttendanceRow>[] = [
      { header: 'Служител', type: 'text', value: (row) => row.teacherName },
      ...grid.days.map((day, index) => ({
        header: day.forDate.slice(8, 10),
        type: 'text' as const,
        width: 17,
        value: (row: TeacherAttendanceRow) => {
          const cell = row.attendances[index]!;
          if (cell.type !== null) return staffAttendanceStatusCodes[cell.type];
          return day.isDayLocked ? '—' : '';
        },
      })),
      {
        header: 'Отр. дни',
        type: 'integer',
        width: 30,
        value: (row) => row.attendances.filter((cell) => cell.type !== null && isWorkedStaffStatus(cell.type)).length,
      },
    ];
    return tableExport(this.staff, user, type, {
      title: 'Присъствия на персонала',
      subject: `${monthLabels[params.month as Month]} ${params.year}`,
      columns,
      rows: grid.teachers,
      note: `${staffStatusLegend}; — – заключен или неучебен ден`,
    });
  }

  /**
   * Per-cell upsert in the request's transaction: the last write of a cell wins, cells not sent are untouched, a
   * cell sent with type null is deleted. A new cell needs create, a changed or cleared one update (a cell sent as it
   * is stored needs neither). The whole save is refused, naming the first bad cell, when a cell is on a locked day,
   * of a staff member of another kindergarten, of type 0, or a not-plannable status on a future day.
   */
  async save(user: AuthUser, request: SaveTeacherAttendancesRequest): Promise<SaveStaffCellsResult> {
    const kindergartenId = user.kindergartenId!;
    const cells: StaffCell<StaffAttendanceStatus | null>[] = await staffCellsOf(
      this.staff,
      kindergartenId,
      request.cells.map((cell) => ({ teacherId: cell.teacherId, forDate: cell.forDate, value: cell.type })),
    );
    const stored = new Map(
      (await this.attendance.storedOf(kindergartenId, cells)).map((cell) => [`${cell.teacherId}|${cell.forDate}`, cell.type]),
    );
    const before = (cell: StaffCell<unknown>) => stored.get(`${cell.teacherId}|${cell.forDate}`);
    assertSaveAllowed(user, Resource.TeacherAttendances, {
      creates: cells.filter((cell) => cell.value !== null && before(cell) === undefined).length,
      updates: cells.filter((cell) => before(cell) !== undefined && before(cell) !== cell.value).length,
    });
    const today = sofiaToday();
    for (const cell of cells) {
      if (cell.value === StaffAttendanceStatus.Locked) {
        throw new BadInputError(`${cell.label}: „${staffAttendanceStatusLabels[StaffAttendanceStatus.Locked]}“ не се записва.`);
      }
      if (cell.value !== null && cell.forDate > today && !plannedStaffStatuses.includes(cell.value)) {
        throw new BadInputError(
          `${cell.label}: „${staffAttendanceStatusLabels[cell.value]}“ не може да се отбележи за бъдещ ден (${bgDate(cell.forDate)}).`,
        );
      }
    }
    const dates = cells.map((cell) => cell.forDate).sort();
    const locked = await this.locks.lockedDays(kindergartenId, dates[0]!, dates.at(-1)!, EntryModule.StaffAttendances);
    const lockedCell = cells.find((cell) => locked.has(cell.forDate));
    if (lockedCell) throw new ConflictError(`${lockedCell.label}: ${locked.get(lockedCell.forDate)}`);

    const upserts = cells.flatMap(({ teacherId, forDate, value }) =>
      value === null ? [] : [{ teacherId, forDate, type: value }],
    );
    const deletes = cells.filter((cell) => cell.value === null);
    if (upserts.length) await this.attendance.upsert(kindergartenId, user.userId, upserts);
    const deleted = deletes.length ? await this.attendance.remove(kindergartenId, deletes) : 0;
    return { saved: upserts.length, deleted };
  }
}
