import { z } from 'zod';
import { idSchema, saveResultSchema } from './common.js';
import { ActivityAttendanceStatus } from './enums.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * Activity attendance (spec 2 §7.2 "Attendance"; docs/activities.md "Activity attendance"): the month grid of one
 * activity (its session days × the children enrolled), the bulk save, the autofill from the kindergarten's attendance,
 * and the summary with its PDF and Excel exports.
 */

const isoDay = z.iso.date();
const month = z.coerce.number().int().min(1).max(12);
const year = z.coerce.number().int().min(2000).max(2100);

/** The longest period of a summary, in days (a school year and a little). */
export const ACTIVITY_SUMMARY_MAX_DAYS = 366;

/** A month of an activity at most: 40 children × 31 days. */
export const MAX_ACTIVITY_ATTENDANCE_CELLS = 40 * 31;

export const activityAttendanceMessages = {
  activityNotFound: 'Дейността не е намерена.',
  notSessionDay: (child: string, day: string) => `${child}, ${day}: в този ден дейността не се провежда.`,
  future: (child: string, day: string) => `${child}, ${day}: не може да се отбележи присъствие за бъдещ ден.`,
  locked: (child: string, reason: string) => `${child}: ${reason}`,
  notEnrolled: (child: string, day: string) => `${child} не е записано в дейността на ${day}.`,
  cellTwice: 'Клетката е изпратена два пъти.',
  periodRequired: 'Изберете месец и година или период (от – до).',
  periodOrder: 'Крайната дата трябва да е след началната или същата.',
  periodTooLong: `Периодът на справката е най-много ${ACTIVITY_SUMMARY_MAX_DAYS} дни.`,
} as const;

/** GET Activities/attendance/{activityId}/{month}/{year}. */
export const activityAttendanceMonthParams = z.object({ activityId: idSchema, month, year });
export type ActivityAttendanceMonthParams = z.infer<typeof activityAttendanceMonthParams>;

/** A session day of the month: the activity takes place that weekday, within its active dates. */
export const activityAttendanceDay = z.object({
  forDate: z.string(),
  /** A weekend or a day off of the kindergarten (nothing can be marked). */
  isDayOff: z.boolean(),
  isDayLocked: z.boolean(),
  lockReason: z.string().nullable(),
  isFuture: z.boolean(),
  present: z.number().int(),
  absent: z.number().int(),
  /** Children enrolled on the day. */
  enrolled: z.number().int(),
});
export type ActivityAttendanceDay = z.infer<typeof activityAttendanceDay>;

export const activityAttendanceCell = z.object({
  forDate: z.string(),
  status: z.enum(ActivityAttendanceStatus).nullable(),
  /** The child is enrolled in the activity on the day (only then can the cell be marked). */
  enrolled: z.boolean(),
});
export type ActivityAttendanceCell = z.infer<typeof activityAttendanceCell>;

export const activityAttendanceRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  /** The child's group on the month's last day it was in one, or null. */
  className: z.string().nullable(),
  present: z.number().int(),
  absent: z.number().int(),
  /** One per session day of the month, in the order of `days`. */
  cells: z.array(activityAttendanceCell),
});
export type ActivityAttendanceRow = z.infer<typeof activityAttendanceRow>;

export const activityAttendanceMonth = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  /** The weekdays of its schedule (DayOfWeek, 1 Monday … 7 Sunday). */
  weekdays: z.array(z.number().int()),
  /** Whether the signed-in user may change the marks of this activity. */
  canEdit: z.boolean(),
  days: z.array(activityAttendanceDay),
  rows: z.array(activityAttendanceRow),
  totals: z.object({ present: z.number().int(), absent: z.number().int() }),
});
export type ActivityAttendanceMonth = z.infer<typeof activityAttendanceMonth>;

/** POST Activities/attendance: many cells of one activity, all or nothing; `status: null` clears a cell. */
export const saveActivityAttendancesRequest = z
  .object({
    activityId: idSchema,
    cells: z
      .array(
        z.object({
          studentId: idSchema,
          forDate: isoDay,
          status: z.enum(ActivityAttendanceStatus).nullable(),
        }),
      )
      .min(1)
      .max(MAX_ACTIVITY_ATTENDANCE_CELLS),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.cells.forEach((cell, index) => {
      const key = `${cell.studentId}/${cell.forDate}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['cells', index], message: activityAttendanceMessages.cellTwice });
      seen.add(key);
    });
  });
export type SaveActivityAttendancesRequest = z.infer<typeof saveActivityAttendancesRequest>;

/** POST Activities/attendance/autofill. */
export const autofillActivityAttendanceRequest = z.object({ activityId: idSchema, month, year });
export type AutofillActivityAttendanceRequest = z.infer<typeof autofillActivityAttendanceRequest>;

export const autofillActivityAttendanceResult = z.object({
  /** Empty cells filled (never a marked one). */
  filled: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
});
export type AutofillActivityAttendanceResult = z.infer<typeof autofillActivityAttendanceResult>;

/** GET Activities/attendance/summary (and its export): a month (month + year) or a period (fromDate – toDate). */
export const activityAttendanceSummaryQuery = z
  .object({
    month: month.optional(),
    year: year.optional(),
    fromDate: isoDay.optional(),
    toDate: isoDay.optional(),
    activityId: idSchema.optional(),
    classId: idSchema.optional(),
  })
  .superRefine((query, context) => {
    const byMonth = query.month !== undefined && query.year !== undefined;
    const byPeriod = query.fromDate !== undefined && query.toDate !== undefined;
    if (!byMonth && !byPeriod) {
      context.addIssue({
        code: 'custom',
        path: [query.month === undefined ? 'month' : 'year'],
        message: activityAttendanceMessages.periodRequired,
      });
      return;
    }
    if (byPeriod && !byMonth) {
      if (query.toDate! < query.fromDate!) {
        context.addIssue({ code: 'custom', path: ['toDate'], message: activityAttendanceMessages.periodOrder });
      } else if ((Date.parse(query.toDate!) - Date.parse(query.fromDate!)) / 86_400_000 + 1 > ACTIVITY_SUMMARY_MAX_DAYS) {
        context.addIssue({ code: 'custom', path: ['toDate'], message: activityAttendanceMessages.periodTooLong });
      }
    }
  });
export type ActivityAttendanceSummaryQuery = z.infer<typeof activityAttendanceSummaryQuery>;

export const activityAttendanceSummaryRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  /** Session days held in the period (up to today, not a day off) while the child was enrolled. */
  sessions: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  /** Sessions with no mark. */
  unmarked: z.number().int(),
});
export type ActivityAttendanceSummaryRow = z.infer<typeof activityAttendanceSummaryRow>;

const summaryTotals = z.object({
  sessions: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  unmarked: z.number().int(),
});

export const activityAttendanceSummaryActivity = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  /** Session days held in the period (up to today, not a day off). */
  sessionsHeld: z.number().int(),
  rows: z.array(activityAttendanceSummaryRow),
  totals: summaryTotals,
});
export type ActivityAttendanceSummaryActivity = z.infer<typeof activityAttendanceSummaryActivity>;

export const activityAttendanceSummary = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  activities: z.array(activityAttendanceSummaryActivity),
  totals: summaryTotals,
});
export type ActivityAttendanceSummary = z.infer<typeof activityAttendanceSummary>;

export const activityAttendanceExportParams = z.object({ type: z.enum(['pdf', 'excel']) });
export type ActivityAttendanceExportParams = z.infer<typeof activityAttendanceExportParams>;

/** Activity attendance (spec 2 §7.2 "Attendance"; docs/activities.md "Activity attendance"). */
export const activityAttendancesRoutes = {
  summary: {
    method: 'GET',
    path: 'Activities/attendance/summary',
    query: activityAttendanceSummaryQuery,
    response: activityAttendanceSummary,
    access: resourceAccess(Resource.ActivityAttendances, 'read'),
  },
  /** The summary as a PDF or an Excel workbook. */
  summaryExport: {
    method: 'GET',
    path: 'Activities/attendance/summary/export/:type',
    params: activityAttendanceExportParams,
    query: activityAttendanceSummaryQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityAttendances, 'read'),
  },
  month: {
    method: 'GET',
    path: 'Activities/attendance/:activityId/:month/:year',
    params: activityAttendanceMonthParams,
    response: activityAttendanceMonth,
    access: resourceAccess(Resource.ActivityAttendances, 'read'),
  },
  /** Many cells of one activity in one transaction; creates and edits (the service resolves which). */
  save: {
    method: 'POST',
    path: 'Activities/attendance',
    body: saveActivityAttendancesRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ActivityAttendances, 'save'),
    status: 200,
  },
  /** Fills the month's empty cells from the kindergarten's attendance; never changes a mark. */
  autofill: {
    method: 'POST',
    path: 'Activities/attendance/autofill',
    body: autofillActivityAttendanceRequest,
    response: autofillActivityAttendanceResult,
    access: resourceAccess(Resource.ActivityAttendances, 'create'),
    status: 200,
  },
} as const satisfies RouteTable;
