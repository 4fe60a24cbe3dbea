import { z } from 'zod';
import { idSchema } from './common.js';
import { SMP_ALERT_ABOVE_DAYS, SMP_BENEFIT_STOP_ABOVE_DAYS } from './attendance-rules.js';
import { ChildAttendanceStatus } from './enums.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The state reports of children's attendance (docs/attendance-state-reports.md): the monthly report to the social assistance
 * directorate ("SMP", справка за месечни помощи) and the attendance in the terms of the national system НЕИСПУО, with
 * the master's mapping of the 15 child statuses to NEISPUO's types and reasons.
 */
export const attendanceStateReportMessages = {
  classNotFound: 'Групата не е намерена.',
  kindergartenNotFound: 'Детската градина не е намерена.',
  reasonOnlyWhenExcused: 'Причина се посочва само при извинено отсъствие.',
  reasonRequired: 'Посочете причината на извиненото отсъствие.',
  duplicateStatus: 'Всеки статус се посочва само веднъж.',
  yearRange: 'Годината трябва да е между 2000 и 2100.',
} as const;

const m = attendanceStateReportMessages;

/** The month of a report: month 1–12 and a year 2000–2100. */
export const stateReportMonthParams = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000, m.yearRange).max(2100, m.yearRange),
});
export type StateReportMonth = z.infer<typeof stateReportMonthParams>;

/** One child in compulsory preschool education (from the school year the child turns 4) with unexcused absences in the month. */
export const smpRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  /** The ЕГН with the last four digits hidden (docs/attendance-state-reports.md: why). */
  maskedIdentifier: z.string(),
  className: z.string(),
  parents: z.string(),
  unexcusedDays: z.number().int(),
  /** 'YYYY-MM-DD', ascending. */
  dates: z.array(z.string()),
  /** More than SMP_ALERT_ABOVE_DAYS: the director notifies the social assistance directorate. */
  alertSocialAssistance: z.boolean(),
  /**
   * More than SMP_BENEFIT_STOP_ABOVE_DAYS: the monthly child benefit is terminated (granted again no earlier than a year
   * later; Закон за семейни помощи за деца, чл. 7, ДВ бр. 35/2019). The name is the contract's since before 2019.
   */
  stopBenefit: z.boolean(),
});
export type SmpRow = z.infer<typeof smpRow>;

/**
 * The two flags of the SMP rule for a child's unexcused days in a month (the report and the grid's warning use this
 * one function): above 2 days the directorate is notified, above 3 the monthly child benefit is terminated.
 */
export function smpFlagsOf(unexcusedDays: number): Pick<SmpRow, 'alertSocialAssistance' | 'stopBenefit'> {
  return {
    alertSocialAssistance: unexcusedDays > SMP_ALERT_ABOVE_DAYS,
    stopBenefit: unexcusedDays > SMP_BENEFIT_STOP_ABOVE_DAYS,
  };
}

export const smpReport = z.object({
  month: z.number().int(),
  year: z.number().int(),
  /**
   * Children of the reader's reach placed in a group on any day of the month and in compulsory preschool education at
   * its end (the name is the contract's from when only the preparatory groups counted).
   */
  preparatoryChildren: z.number().int(),
  /** Children with more than SMP_ALERT_ABOVE_DAYS unexcused days. */
  flaggedChildren: z.number().int(),
  rows: z.array(smpRow),
});
export type SmpReport = z.infer<typeof smpReport>;

// ---- NEISPUO ----

/** The national system's attendance types. */
export enum NeispuoAttendanceType {
  Present = 1,
  UnexcusedAbsence = 2,
  ExcusedAbsence = 3,
}

export const neispuoAttendanceTypeLabels: Record<NeispuoAttendanceType, string> = {
  [NeispuoAttendanceType.Present]: 'Присъствие',
  [NeispuoAttendanceType.UnexcusedAbsence]: 'Неизвинено отсъствие',
  [NeispuoAttendanceType.ExcusedAbsence]: 'Извинено отсъствие',
};

/** The national system's reasons of an excused absence. */
export enum NeispuoAbsenceReason {
  Health = 1,
  Family = 2,
  Other = 3,
}

export const neispuoAbsenceReasonLabels: Record<NeispuoAbsenceReason, string> = {
  [NeispuoAbsenceReason.Health]: 'Здравословни причини',
  [NeispuoAbsenceReason.Family]: 'Семейни причини',
  [NeispuoAbsenceReason.Other]: 'Други причини',
};

/** One line of the mapping: a child status and what it is in NEISPUO (type null: the day is not sent). */
export const neispuoAttendanceMapping = z.object({
  status: z.enum(ChildAttendanceStatus),
  neispuoType: z.enum(NeispuoAttendanceType).nullable(),
  neispuoReason: z.enum(NeispuoAbsenceReason).nullable(),
  updatedAt: z.string(),
});
export type NeispuoAttendanceMapping = z.infer<typeof neispuoAttendanceMapping>;

const mappingLine = z
  .object({
    status: z.enum(ChildAttendanceStatus),
    neispuoType: z.enum(NeispuoAttendanceType).nullable(),
    neispuoReason: z.enum(NeispuoAbsenceReason).nullable(),
  })
  .superRefine((line, ctx) => {
    const excused = line.neispuoType === NeispuoAttendanceType.ExcusedAbsence;
    if (!excused && line.neispuoReason !== null) {
      ctx.addIssue({ code: 'custom', path: ['neispuoReason'], message: m.reasonOnlyWhenExcused });
    }
    if (excused && line.neispuoReason === null) {
      ctx.addIssue({ code: 'custom', path: ['neispuoReason'], message: m.reasonRequired });
    }
  });

/** POST administration/NeispuoAdmin/attendance-statuses: the lines the master changes (each status at most once). */
export const saveNeispuoMappingsRequest = z.object({
  items: z
    .array(mappingLine)
    .min(1)
    .max(15)
    .refine((items) => new Set(items.map((item) => item.status)).size === items.length, m.duplicateStatus),
});
export type SaveNeispuoMappingsBody = z.infer<typeof saveNeispuoMappingsRequest>;

/** GET Neispuo/attendances: the selected kindergarten's month, optionally one group. */
export const neispuoAttendancesQuery = stateReportMonthParams.extend({ classId: idSchema.optional() });
export type NeispuoAttendancesQuery = z.infer<typeof neispuoAttendancesQuery>;

/** GET administration/NeispuoAdmin/attendances: the same for a kindergarten the master names. */
export const neispuoAdminAttendancesQuery = neispuoAttendancesQuery.extend({ kindergartenId: idSchema });
export type NeispuoAdminAttendancesQuery = z.infer<typeof neispuoAdminAttendancesQuery>;

/** A child's month in NEISPUO terms. Days are 'YYYY-MM-DD'. */
export const neispuoChildMonth = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  present: z.number().int(),
  unexcused: z.number().int(),
  excusedHealth: z.number().int(),
  excusedFamily: z.number().int(),
  excusedOther: z.number().int(),
  unexcusedDays: z.array(z.string()),
  excusedDays: z.array(z.string()),
});
export type NeispuoChildMonth = z.infer<typeof neispuoChildMonth>;

export const neispuoAttendanceMonth = z.object({
  month: z.number().int(),
  year: z.number().int(),
  rows: z.array(neispuoChildMonth),
});
export type NeispuoAttendanceMonth = z.infer<typeof neispuoAttendanceMonth>;

/** The state reports of the selected kindergarten: SMP (month and year in the path, as spec 2 §7.3 names them) and NEISPUO. */
export const attendanceStateReportsRoutes = {
  smpPdf: {
    method: 'GET',
    path: 'AttendanceReferences/smp/export/:month/:year',
    params: stateReportMonthParams,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  smpExcel: {
    method: 'GET',
    path: 'AttendanceReferences/smp/excel-export/:month/:year',
    params: stateReportMonthParams,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  smpReport: {
    method: 'GET',
    path: 'AttendanceReferences/smp/:month/:year',
    params: stateReportMonthParams,
    response: smpReport,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  /** The selected kindergarten's month in NEISPUO terms (docs/attendance-state-reports.md: why Resource.NeispuoSync). */
  neispuoMonth: {
    method: 'GET',
    path: 'Neispuo/attendances',
    query: neispuoAttendancesQuery,
    response: neispuoAttendanceMonth,
    access: resourceAccess(Resource.NeispuoSync, 'read'),
  },
} as const satisfies RouteTable;

/** The master's mapping of the child statuses to NEISPUO, and any kindergarten's month. */
export const attendanceStateReportsAdminRoutes = {
  mappings: {
    method: 'GET',
    path: 'administration/NeispuoAdmin/attendance-statuses',
    response: z.array(neispuoAttendanceMapping),
    access: resourceAccess(Resource.MasterNeispuo, 'read'),
  },
  saveMappings: {
    method: 'POST',
    path: 'administration/NeispuoAdmin/attendance-statuses',
    body: saveNeispuoMappingsRequest,
    response: z.array(neispuoAttendanceMapping),
    access: resourceAccess(Resource.MasterNeispuo, 'update'),
    status: 200,
  },
  month: {
    method: 'GET',
    path: 'administration/NeispuoAdmin/attendances',
    query: neispuoAdminAttendancesQuery,
    response: neispuoAttendanceMonth,
    access: resourceAccess(Resource.MasterNeispuo, 'read'),
  },
} as const satisfies RouteTable;
