import { z } from 'zod';
import { idSchema } from './common.js';
import { SMP_ALERT_ABOVE_DAYS, SMP_BENEFIT_STOP_ABOVE_DAYS } from './attendance-rules.js';
import { ChildAttendanceStatus } from './enums.js';

/**
 * The state reports of children's attendance (docs/smp-and-neispuo.md): the monthly report to the social assistance
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

/** Paths of the SMP report (month and year in the path, as spec 2 §7.3 names them). */
export const smpPaths = {
  json: (month: number, year: number) => `AttendanceReferences/smp/${month}/${year}`,
  pdf: (month: number, year: number) => `AttendanceReferences/smp/export/${month}/${year}`,
  excel: (month: number, year: number) => `AttendanceReferences/smp/excel-export/${month}/${year}`,
} as const;

/** One child of a preparatory group with unexcused absences in the month. */
export interface SmpRow {
  studentId: number;
  studentName: string;
  /** The ЕГН with the last four digits hidden (docs/smp-and-neispuo.md: why). */
  maskedIdentifier: string;
  className: string;
  parents: string;
  unexcusedDays: number;
  /** 'YYYY-MM-DD', ascending. */
  dates: string[];
  /** More than SMP_ALERT_ABOVE_DAYS: the director notifies the social assistance directorate. */
  alertSocialAssistance: boolean;
  /** More than SMP_BENEFIT_STOP_ABOVE_DAYS: the monthly child benefit stops. */
  stopBenefit: boolean;
}

/**
 * The two flags of the SMP rule for a child's unexcused days in a month (the report and the grid's warning use this
 * one function): above 2 days the directorate is notified, above 3 the monthly child benefit stops.
 */
export function smpFlagsOf(unexcusedDays: number): Pick<SmpRow, 'alertSocialAssistance' | 'stopBenefit'> {
  return {
    alertSocialAssistance: unexcusedDays > SMP_ALERT_ABOVE_DAYS,
    stopBenefit: unexcusedDays > SMP_BENEFIT_STOP_ABOVE_DAYS,
  };
}

export interface SmpReport {
  month: number;
  year: number;
  /** Children of the reader's reach in a preparatory group on any day of the month. */
  preparatoryChildren: number;
  /** Children with more than SMP_ALERT_ABOVE_DAYS unexcused days. */
  flaggedChildren: number;
  rows: SmpRow[];
}

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
export interface NeispuoAttendanceMapping {
  status: ChildAttendanceStatus;
  neispuoType: NeispuoAttendanceType | null;
  neispuoReason: NeispuoAbsenceReason | null;
  updatedAt: string;
}

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
export interface NeispuoChildMonth {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  present: number;
  unexcused: number;
  excusedHealth: number;
  excusedFamily: number;
  excusedOther: number;
  unexcusedDays: string[];
  excusedDays: string[];
}

export interface NeispuoAttendanceMonth {
  month: number;
  year: number;
  rows: NeispuoChildMonth[];
}
