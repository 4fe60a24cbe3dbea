import { z } from 'zod';
import { saveResultSchema } from './common.js';
import { StaffAttendanceStatus, staffAttendanceStatusLabels } from './enums.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Staff attendance, staff meals and the staff references (docs/staff-attendance.md). */

const isoDay = z.iso.date();
const staffId = z.number().int().positive().max(2_147_483_647);
export const MAX_STAFF_CELLS_PER_SAVE = 2000;
/** A reference covers at most a year and a day. */
export const MAX_STAFF_REFERENCE_DAYS = 366;

export const staffMonthParams = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
});
export type StaffMonthParams = z.infer<typeof staffMonthParams>;

/** Short codes and colours of the statuses on the grid and in the exports. */
export const staffAttendanceStatusCodes: Record<StaffAttendanceStatus, string> = {
  [StaffAttendanceStatus.Locked]: 'З',
  [StaffAttendanceStatus.Shift1]: 'I',
  [StaffAttendanceStatus.Shift2]: 'II',
  [StaffAttendanceStatus.PaidLeave]: 'О',
  [StaffAttendanceStatus.UnpaidLeave]: 'НО',
  [StaffAttendanceStatus.MaternityLeave]: 'М',
  [StaffAttendanceStatus.SickLeave]: 'Б',
  [StaffAttendanceStatus.Absence]: 'Н',
  [StaffAttendanceStatus.Attendance]: 'П',
  [StaffAttendanceStatus.OfficialLeave]: 'СО',
  [StaffAttendanceStatus.Lecturing]: 'Л',
  [StaffAttendanceStatus.BusinessTrip]: 'К',
};

export const staffAttendanceStatusColors: Record<StaffAttendanceStatus, string> = {
  [StaffAttendanceStatus.Locked]: '#d9d9d9',
  [StaffAttendanceStatus.Shift1]: '#b7eb8f',
  [StaffAttendanceStatus.Shift2]: '#87e8de',
  [StaffAttendanceStatus.PaidLeave]: '#91caff',
  [StaffAttendanceStatus.UnpaidLeave]: '#d3adf7',
  [StaffAttendanceStatus.MaternityLeave]: '#ffadd2',
  [StaffAttendanceStatus.SickLeave]: '#ffd591',
  [StaffAttendanceStatus.Absence]: '#ffa39e',
  [StaffAttendanceStatus.Attendance]: '#d9f7be',
  [StaffAttendanceStatus.OfficialLeave]: '#adc6ff',
  [StaffAttendanceStatus.Lecturing]: '#fff1b8',
  [StaffAttendanceStatus.BusinessTrip]: '#e6f4ff',
};

/** The statuses a person can set (0 "Заключен ден" is only shown). */
export const storedStaffStatuses = [
  StaffAttendanceStatus.Attendance,
  StaffAttendanceStatus.Shift1,
  StaffAttendanceStatus.Shift2,
  StaffAttendanceStatus.Lecturing,
  StaffAttendanceStatus.BusinessTrip,
  StaffAttendanceStatus.OfficialLeave,
  StaffAttendanceStatus.PaidLeave,
  StaffAttendanceStatus.UnpaidLeave,
  StaffAttendanceStatus.MaternityLeave,
  StaffAttendanceStatus.SickLeave,
  StaffAttendanceStatus.Absence,
] as const;

/** Statuses that are days worked (Кодекс на труда: time at work, a business trip чл. 121, lecturing hours). */
export const workedStaffStatuses: readonly StaffAttendanceStatus[] = [
  StaffAttendanceStatus.Attendance,
  StaffAttendanceStatus.Shift1,
  StaffAttendanceStatus.Shift2,
  StaffAttendanceStatus.Lecturing,
  StaffAttendanceStatus.BusinessTrip,
];

/** Statuses that may be planned ahead (schedules, leaves, a sick-leave certificate's days); the others only up to today. */
export const plannedStaffStatuses: readonly StaffAttendanceStatus[] = [
  StaffAttendanceStatus.Shift1,
  StaffAttendanceStatus.Shift2,
  StaffAttendanceStatus.PaidLeave,
  StaffAttendanceStatus.UnpaidLeave,
  StaffAttendanceStatus.MaternityLeave,
  StaffAttendanceStatus.SickLeave,
  StaffAttendanceStatus.OfficialLeave,
  StaffAttendanceStatus.BusinessTrip,
];

/** "П – Присъствие; I – I смяна; …": the legend of the codes under a grid or a report. */
export const staffStatusLegend = storedStaffStatuses
  .map((status) => `${staffAttendanceStatusCodes[status]} – ${staffAttendanceStatusLabels[status]}`)
  .join('; ');

export const isWorkedStaffStatus = (type: StaffAttendanceStatus): boolean => workedStaffStatuses.includes(type);

export const staffMonthDay = z.object({
  forDate: z.string(),
  isDayOff: z.boolean(),
  isDayLocked: z.boolean(),
  lockReason: z.string().nullable(),
});
export type StaffMonthDay = z.infer<typeof staffMonthDay>;

/** Spec 2 §3 "Teacher attendance". */
export const teacherAttendanceRow = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  occupation: z.string(),
  attendances: z.array(
    z.object({ id: z.number().int().nullable(), forDate: z.string(), type: z.enum(StaffAttendanceStatus).nullable() }),
  ),
});
export type TeacherAttendanceRow = z.infer<typeof teacherAttendanceRow>;

export const teacherAttendanceMonth = z.object({
  days: z.array(staffMonthDay),
  teachers: z.array(teacherAttendanceRow),
});
export type TeacherAttendanceMonth = z.infer<typeof teacherAttendanceMonth>;

export const saveTeacherAttendancesRequest = z.object({
  cells: z
    .array(
      z.object({
        teacherId: staffId,
        forDate: isoDay,
        type: z.enum(StaffAttendanceStatus).nullable(),
      }),
    )
    .min(1)
    .max(MAX_STAFF_CELLS_PER_SAVE),
});
export type SaveTeacherAttendancesRequest = z.infer<typeof saveTeacherAttendancesRequest>;

export const saveStaffCellsResult = z.object({ saved: z.number().int(), deleted: z.number().int() });
export type SaveStaffCellsResult = z.infer<typeof saveStaffCellsResult>;

const teacherIdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(500),
);

const dayRange = z.object({ fromDate: isoDay, toDate: isoDay });

/** The period of a reference: from before to, at most a year. */
function checkRange(query: { fromDate: string; toDate: string }, context: z.RefinementCtx): void {
  if (query.fromDate > query.toDate) {
    context.addIssue({ code: 'custom', message: 'Началната дата е след крайната.', path: ['toDate'] });
  } else if ((Date.parse(query.toDate) - Date.parse(query.fromDate)) / 86_400_000 >= MAX_STAFF_REFERENCE_DAYS) {
    context.addIssue({ code: 'custom', message: 'Периодът е най-много една година.', path: ['toDate'] });
  }
}

export const staffAttendanceReferenceQuery = dayRange.extend({ teacherIds: teacherIdList.optional() }).superRefine(checkRange);
export type StaffAttendanceReferenceQuery = z.infer<typeof staffAttendanceReferenceQuery>;

export const staffExportParams = z.object({ type: z.enum(['pdf', 'excel']) });
export type StaffExportParams = z.infer<typeof staffExportParams>;

export const staffMonthExportParams = staffMonthParams.extend(staffExportParams.shape);
export type StaffMonthExportParams = z.infer<typeof staffMonthExportParams>;

/** Per staff member: the days of each status and the days worked. */
export const staffAttendanceReferenceRow = z.object({
  teacherId: z.number().int().nullable(),
  teacherName: z.string(),
  counts: z.record(z.string(), z.number().int()),
  workedDays: z.number().int(),
});
export type StaffAttendanceReferenceRow = z.infer<typeof staffAttendanceReferenceRow>;

export const staffAttendanceReference = z.object({
  rows: z.array(staffAttendanceReferenceRow),
  total: staffAttendanceReferenceRow,
});
export type StaffAttendanceReference = z.infer<typeof staffAttendanceReference>;

export const staffDaysReferenceQuery = dayRange.superRefine(checkRange);
export type StaffDaysReferenceQuery = z.infer<typeof staffDaysReferenceQuery>;

/** Worked days per staff member per month ('YYYY-MM' → days), for payroll. */
export const staffDaysReference = z.object({
  months: z.array(z.string()),
  rows: z.array(
    z.object({
      teacherId: z.number().int().nullable(),
      teacherName: z.string(),
      days: z.record(z.string(), z.number().int()),
      total: z.number().int(),
    }),
  ),
});
export type StaffDaysReference = z.infer<typeof staffDaysReference>;

export enum MealType {
  Breakfast = 1,
  MorningSnack = 2,
  Lunch = 3,
  AfternoonSnack = 4,
}

export const mealTypeLabels: Record<MealType, string> = {
  [MealType.Breakfast]: 'Закуска',
  [MealType.MorningSnack]: 'Подкрепителна закуска',
  [MealType.Lunch]: 'Обяд',
  [MealType.AfternoonSnack]: 'Следобедна закуска',
};

export const mealTypeCodes: Record<MealType, string> = {
  [MealType.Breakfast]: 'З',
  [MealType.MorningSnack]: 'ПЗ',
  [MealType.Lunch]: 'О',
  [MealType.AfternoonSnack]: 'СЗ',
};

export const mealTypes = [MealType.Breakfast, MealType.MorningSnack, MealType.Lunch, MealType.AfternoonSnack] as const;

const mealTypeSet = z
  .array(z.enum(MealType))
  .max(4)
  .refine((list) => new Set(list).size === list.length, { message: 'Вид хранене е посочен повече от веднъж.' });

export const teacherMealsQuery = staffMonthParams;
export type TeacherMealsQuery = StaffMonthParams;

export const teacherMealsRow = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  occupation: z.string(),
  /** The usual meals that "fill the month", or null when none is set. */
  pattern: z.object({ weekdays: z.array(z.number().int()), mealTypes: z.array(z.enum(MealType)) }).nullable(),
  /** 'YYYY-MM-DD' → the meal types eaten that day (days with none are left out). */
  meals: z.record(z.string(), z.array(z.enum(MealType))),
});
export type TeacherMealsRow = z.infer<typeof teacherMealsRow>;

export const teacherMealsMonth = z.object({
  days: z.array(staffMonthDay),
  teachers: z.array(teacherMealsRow),
});
export type TeacherMealsMonth = z.infer<typeof teacherMealsMonth>;

export const saveTeacherMealsRequest = z.object({
  cells: z
    .array(z.object({ teacherId: staffId, forDate: isoDay, mealTypes: mealTypeSet }))
    .min(1)
    .max(MAX_STAFF_CELLS_PER_SAVE),
});
export type SaveTeacherMealsRequest = z.infer<typeof saveTeacherMealsRequest>;

export const saveTeacherMealPatternRequest = z.object({
  teacherId: staffId,
  weekdays: z
    .array(z.number().int().min(1).max(5))
    .max(5)
    .refine((list) => new Set(list).size === list.length, { message: 'Ден от седмицата е посочен повече от веднъж.' }),
  mealTypes: mealTypeSet,
});
export type SaveTeacherMealPatternRequest = z.infer<typeof saveTeacherMealPatternRequest>;

export const fillTeacherMealsRequest = staffMonthParams.extend({ teacherIds: z.array(staffId).max(500).optional() });
export type FillTeacherMealsRequest = z.infer<typeof fillTeacherMealsRequest>;

/** Meals per staff member and meal type over a month, with the totals per meal type. */
export const staffMealReference = z.object({
  rows: z.array(
    z.object({
      teacherId: z.number().int().nullable(),
      teacherName: z.string(),
      counts: z.record(z.string(), z.number().int()),
      total: z.number().int(),
    }),
  ),
  total: z.object({ counts: z.record(z.string(), z.number().int()), total: z.number().int() }),
});
export type StaffMealReference = z.infer<typeof staffMealReference>;

// ---- routes ----

/** The staff attendance month grid, its save and exports, and the staff attendance reference (spec 2 §7.3 TeacherAttendances). */
export const staffAttendanceRoutes = {
  reference: {
    method: 'GET',
    path: 'TeacherAttendances/reference',
    query: staffAttendanceReferenceQuery,
    response: staffAttendanceReference,
    access: resourceAccess(Resource.StaffReferences, 'read'),
  },
  referenceExport: {
    method: 'GET',
    path: 'TeacherAttendances/reference/export/:type',
    params: staffExportParams,
    query: staffAttendanceReferenceQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StaffReferences, 'read'),
  },
  month: {
    method: 'GET',
    path: 'TeacherAttendances/:month/:year',
    params: staffMonthParams,
    response: teacherAttendanceMonth,
    access: resourceAccess(Resource.TeacherAttendances, 'read'),
  },
  monthExport: {
    method: 'GET',
    path: 'TeacherAttendances/:month/:year/export/:type',
    params: staffMonthExportParams,
    response: fileAnswer,
    access: resourceAccess(Resource.TeacherAttendances, 'read'),
  },
  /** Creates, changes and clears cells: a new cell needs create, a changed or cleared one update. */
  save: {
    method: 'POST',
    path: 'TeacherAttendances',
    body: saveTeacherAttendancesRequest,
    response: saveStaffCellsResult,
    access: resourceAccess(Resource.TeacherAttendances, 'save'),
    status: 200,
  },
} as const satisfies RouteTable;

/** The staff meals grid, the usual meals and "fill the month" (docs/staff-attendance.md, "Хранене"). */
export const staffAttendanceMealsRoutes = {
  month: {
    method: 'GET',
    path: 'meals/teachers',
    query: teacherMealsQuery,
    response: teacherMealsMonth,
    access: resourceAccess(Resource.TeacherMeals, 'read'),
  },
  /** A cell with no meals yet needs create, a changed or cleared one update. */
  save: {
    method: 'POST',
    path: 'meals/teachers',
    body: saveTeacherMealsRequest,
    response: saveStaffCellsResult,
    access: resourceAccess(Resource.TeacherMeals, 'save'),
    status: 200,
  },
  /** A new pattern needs create, a changed or removed one update. */
  savePattern: {
    method: 'POST',
    path: 'meals/teachers/pattern',
    body: saveTeacherMealPatternRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.TeacherMeals, 'save'),
    status: 200,
  },
  /** Only fills cells with no meals: create. */
  fill: {
    method: 'POST',
    path: 'meals/teachers/fill',
    body: fillTeacherMealsRequest,
    response: saveStaffCellsResult,
    access: resourceAccess(Resource.TeacherMeals, 'save'),
    status: 200,
  },
} as const satisfies RouteTable;

/** The staff references of days worked and of meals (/staff/references/days and /meal), each with PDF and Excel. */
export const staffAttendanceReferencesRoutes = {
  days: {
    method: 'GET',
    path: 'StaffReferences/days',
    query: staffDaysReferenceQuery,
    response: staffDaysReference,
    access: resourceAccess(Resource.StaffReferences, 'read'),
  },
  daysExport: {
    method: 'GET',
    path: 'StaffReferences/days/export/:type',
    params: staffExportParams,
    query: staffDaysReferenceQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StaffReferences, 'read'),
  },
  meal: {
    method: 'GET',
    path: 'StaffReferences/meal',
    query: staffMonthParams,
    response: staffMealReference,
    access: resourceAccess(Resource.StaffReferences, 'read'),
  },
  mealExport: {
    method: 'GET',
    path: 'StaffReferences/meal/export/:type',
    params: staffExportParams,
    query: staffMonthParams,
    response: fileAnswer,
    access: resourceAccess(Resource.StaffReferences, 'read'),
  },
} as const satisfies RouteTable;
