import { Injectable } from '@nestjs/common';
import {
  type StaffExportParams,
  mealTypeLabels,
  mealTypes,
  type StaffMonthParams,
  type Month,
  monthLabels,
  type StaffAttendanceReference,
  type StaffAttendanceReferenceQuery,
  type StaffAttendanceReferenceRow,
  type StaffDaysReference,
  type StaffDaysReferenceQuery,
  type StaffMealReference,
  staffAttendanceStatusCodes,
  staffAttendanceStatusLabels,
  staffStatusLegend,
  storedStaffStatuses,
  workedStaffStatuses,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { bgDate, type ExportFile } from '../../../platform/export/index.js';
import { StaffRepository } from '../data/staff.repository.js';
import { StaffReferencesRepository } from '../data/staff-references.repository.js';
import { daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import { tableExport, type TableColumn } from './table-export.js';

const TOTAL = 'Общо';
const ATTENDANCE_TITLE = 'Справка за присъствията на персонала';
const DAYS_TITLE = 'Справка за отработените дни';
const MEAL_TITLE = 'Справка за храненията на персонала';

/** The staff references (spec 2 §7.3 TeacherAttendances reference; /staff/references/*), each with PDF and Excel. */
@Injectable()
export class StaffReferencesService {
  constructor(
    private readonly references: StaffReferencesRepository,
    private readonly staff: StaffRepository,
  ) {}

  /** Per staff member the days of each status and the days worked in a period; every staff member, even with none. */
  async attendance(user: AuthUser, query: StaffAttendanceReferenceQuery): Promise<StaffAttendanceReference> {
    const rows = await this.references.statusDays(
      user.kindergartenId!,
      query.fromDate,
      query.toDate,
      query.teacherIds?.length ? query.teacherIds : null,
    );
    const empty = (): Record<string, number> => Object.fromEntries(storedStaffStatuses.map((type) => [String(type), 0]));
    const byTeacher = new Map<number, StaffAttendanceReferenceRow>();
    const total: StaffAttendanceReferenceRow = { teacherId: null, teacherName: TOTAL, counts: empty(), workedDays: 0 };
    for (const row of rows) {
      const entry = byTeacher.get(row.teacherId) ?? {
        teacherId: row.teacherId,
        teacherName: row.teacherName,
        counts: empty(),
        workedDays: 0,
      };
      byTeacher.set(row.teacherId, entry);
      if (row.type === null) continue;
      entry.counts[row.type] += row.days;
      total.counts[row.type] += row.days;
      if (workedStaffStatuses.includes(row.type)) {
        entry.workedDays += row.days;
        total.workedDays += row.days;
      }
    }
    return { rows: [...byTeacher.values()], total };
  }

  async attendanceExport(user: AuthUser, query: StaffAttendanceReferenceQuery, { type }: StaffExportParams): Promise<ExportFile> {
    const reference = await this.attendance(user, query);
    const columns: TableColumn<StaffAttendanceReferenceRow>[] = [
      { header: 'Служител', type: 'text', value: (row) => row.teacherName },
      ...storedStaffStatuses.map((status) => ({
        header: staffAttendanceStatusLabels[status],
        shortHeader: staffAttendanceStatusCodes[status],
        type: 'integer' as const,
        value: (row: StaffAttendanceReferenceRow) => row.counts[status] ?? 0,
      })),
      { header: 'Отработени дни', shortHeader: 'Отр. дни', width: 40, type: 'integer', value: (row) => row.workedDays },
    ];
    return tableExport(this.staff, user, type, {
      title: ATTENDANCE_TITLE,
      subject: `${bgDate(query.fromDate)} – ${bgDate(query.toDate)}`,
      columns,
      rows: [...reference.rows, reference.total],
      note: staffStatusLegend,
    });
  }

  /** Worked days per staff member per month of a period, for payroll. */
  async days(user: AuthUser, query: StaffDaysReferenceQuery): Promise<StaffDaysReference> {
    const rows = await this.references.workedDays(user.kindergartenId!, query.fromDate, query.toDate, workedStaffStatuses);
    const months: string[] = [];
    for (let month = query.fromDate.slice(0, 7); month <= query.toDate.slice(0, 7); month = nextMonth(month)) months.push(month);
    const zero = (): Record<string, number> => Object.fromEntries(months.map((month) => [month, 0]));
    const byTeacher = new Map<number, StaffDaysReference['rows'][number]>();
    const total = { teacherId: null, teacherName: TOTAL, days: zero(), total: 0 };
    for (const row of rows) {
      const entry = byTeacher.get(row.teacherId) ?? {
        teacherId: row.teacherId,
        teacherName: row.teacherName,
        days: zero(),
        total: 0,
      };
      byTeacher.set(row.teacherId, entry);
      if (row.month === null) continue;
      entry.days[row.month] = row.days;
      entry.total += row.days;
      total.days[row.month]! += row.days;
      total.total += row.days;
    }
    return { months, rows: [...byTeacher.values(), total] };
  }

  async daysExport(user: AuthUser, query: StaffDaysReferenceQuery, { type }: StaffExportParams): Promise<ExportFile> {
    const reference = await this.days(user, query);
    type Row = StaffDaysReference['rows'][number];
    const columns: TableColumn<Row>[] = [
      { header: 'Служител', type: 'text', value: (row) => row.teacherName },
      ...reference.months.map((month) => ({
        header: monthName(month),
        type: 'integer' as const,
        value: (row: Row) => row.days[month] ?? 0,
      })),
      { header: TOTAL, type: 'integer', value: (row) => row.total },
    ];
    return tableExport(this.staff, user, type, {
      title: DAYS_TITLE,
      subject: `${bgDate(query.fromDate)} – ${bgDate(query.toDate)}`,
      columns,
      rows: reference.rows,
    });
  }

  /** Meals per staff member and meal type in a month, with the totals per meal type. */
  async meal(user: AuthUser, { month, year }: StaffMonthParams): Promise<StaffMealReference> {
    const dates = daysOfMonth(year, month);
    const rows = await this.references.mealCounts(user.kindergartenId!, dates[0]!, dates.at(-1)!);
    const zero = (): Record<string, number> => Object.fromEntries(mealTypes.map((type) => [String(type), 0]));
    const byTeacher = new Map<number, StaffMealReference['rows'][number]>();
    const total = { counts: zero(), total: 0 };
    for (const row of rows) {
      const entry = byTeacher.get(row.teacherId) ?? {
        teacherId: row.teacherId,
        teacherName: row.teacherName,
        counts: zero(),
        total: 0,
      };
      byTeacher.set(row.teacherId, entry);
      if (row.mealType === null) continue;
      entry.counts[row.mealType] = row.meals;
      entry.total += row.meals;
      total.counts[row.mealType]! += row.meals;
      total.total += row.meals;
    }
    return { rows: [...byTeacher.values()], total };
  }

  async mealExport(user: AuthUser, query: StaffMonthParams, { type }: StaffExportParams): Promise<ExportFile> {
    const reference = await this.meal(user, query);
    type Row = StaffMealReference['rows'][number];
    const columns: TableColumn<Row>[] = [
      { header: 'Служител', type: 'text', value: (row) => row.teacherName },
      ...mealTypes.map((mealType) => ({
        header: mealTypeLabels[mealType],
        type: 'integer' as const,
        value: (row: Row) => row.counts[mealType] ?? 0,
      })),
      { header: TOTAL, type: 'integer', value: (row) => row.total },
    ];
    return tableExport(this.staff, user, type, {
      title: MEAL_TITLE,
      subject: `${monthLabels[query.month as Month]} ${query.year}`,
      columns,
      rows: [...reference.rows, { teacherId: null, teacherName: TOTAL, ...reference.total }],
    });
  }
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const monthName = (month: string): string => `${monthLabels[Number(month.slice(5, 7)) as Month]} ${month.slice(0, 4)}`;
