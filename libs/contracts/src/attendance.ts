import { z } from 'zod';
import { idSchema, saveResultSchema } from './common.js';
import {
  AttendanceMode,
  ApplicationType,
  ChildAttendanceStatus as S,
  childAttendanceStatusLabels,
  RequestStatus,
} from './enums.js';
import { MedicalNoteStatus } from './attendance-rules.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The monthly attendance grid of a group (spec 2 §7.3 StudentAttendances, §3 "Student attendance row";
 * docs/attendance.md).
 */

const isoDay = z.iso.date();
const month = z.coerce.number().int().min(1).max(12);
const year = z.coerce.number().int().min(2000).max(2100);

/** GET StudentAttendances/{groupId}/{month}/{year}. */
export const studentAttendanceMonthParams = z.object({ groupId: idSchema, month, year });
export type StudentAttendanceMonthParams = z.infer<typeof studentAttendanceMonthParams>;

/** `studentIds` narrows the rows: `?studentIds=1&studentIds=2` or `?studentIds=1,2`. */
export const studentAttendanceMonthQuery = z.object({
  studentIds: z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(idSchema).max(100))
    .optional(),
});
export type StudentAttendanceMonthQuery = z.infer<typeof studentAttendanceMonthQuery>;

/** GET StudentAttendances/attendance-form-export/{classId}/{month}/{year}. */
export const attendanceFormExportParams = z.object({ classId: idSchema, month, year });
export type AttendanceFormExportParams = z.infer<typeof attendanceFormExportParams>;

/** A grid of 40 children × 31 days at most in one save. */
export const MAX_ATTENDANCE_CELLS = 40 * 31;

export const studentAttendanceCell = z.object({
  studentId: idSchema,
  forDate: isoDay,
  /** null clears the cell. */
  type: z.enum(S).nullable(),
});
export type StudentAttendanceCell = z.infer<typeof studentAttendanceCell>;

export const saveStudentAttendancesRequest = z
  .object({
    classId: idSchema,
    cells: z.array(studentAttendanceCell).min(1).max(MAX_ATTENDANCE_CELLS),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.cells.forEach((cell, index) => {
      const key = `${cell.studentId}/${cell.forDate}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: ['cells', index], message: 'Клетката е изпратена два пъти.' });
      }
      seen.add(key);
    });
  });
export type SaveStudentAttendancesRequest = z.infer<typeof saveStudentAttendancesRequest>;

/**
 * Short codes of the statuses on the grid and the printed form (docs/attendance.md), each with its keyboard keys
 * (Cyrillic letter, the Latin key in the same place of the phonetic layout, or a digit for the hourly statuses).
 */
export const childAttendanceStatusCodes: Record<S, string> = {
  [S.Attendance]: 'п',
  [S.Absence]: 'о',
  [S.Excused]: 'у',
  [S.AbsenceFamilyReason]: 'с',
  [S.AbsenceForSicknessMB]: 'б',
  [S.AbsenceForSicknessMBP]: 'бр',
  [S.Hourly1]: '1ч',
  [S.Hourly2]: '2ч',
  [S.Hourly3]: '3ч',
  [S.AbsenceQuarantine]: 'к',
  [S.AbsenceSpecializedCenter]: 'ц',
  [S.FluBreak]: 'г',
  [S.Locked]: 'з',
  [S.Vacancy]: 'в',
  [S.AbsenceTELK]: 'т',
};

/** The legend printed under the form and shown on the page: "п – Присъствие". */
export const childAttendanceLegend: string[] = Object.entries(childAttendanceStatusCodes).map(
  ([status, code]) => `${code} – ${childAttendanceStatusLabels[Number(status) as S]}`,
);

/**
 * Which statuses a teacher may set in a group of each attendance mode (docs/attendance.md): the hourly statuses only
 * in the hourly mode; "Заключен ден" (Locked) never — the system sets it.
 */
export function statusesForMode(mode: AttendanceMode): S[] {
  const hourly = [S.Hourly1, S.Hourly2, S.Hourly3];
  return [
    S.Attendance,
    ...(mode === AttendanceMode.Hourly ? hourly : []),
    S.Absence,
    S.Excused,
    S.AbsenceFamilyReason,
    S.AbsenceForSicknessMB,
    S.AbsenceForSicknessMBP,
    S.AbsenceQuarantine,
    S.AbsenceSpecializedCenter,
    S.FluBreak,
    S.Vacancy,
    S.AbsenceTELK,
  ];
}

export const studentAttendanceMessages = {
  groupNotFound: 'Групата не е намерена.',
  noSchoolYear: 'Изберете учебна година.',
  outsideYear: (child: string, day: string) => `${child}, ${day}: денят е извън учебната година на групата.`,
  future: (child: string, day: string) => `${child}, ${day}: не може да се отбележи присъствие за бъдещ ден.`,
  locked: (child: string, reason: string) => `${child}: ${reason}`,
  notInGroup: (child: string, day: string) => `${child} не е в групата на ${day}.`,
  systemStatus: (child: string, day: string) => `${child}, ${day}: статусът „Заключен ден“ се поставя само от системата.`,
  notInMode: (child: string, day: string, status: string, mode: string) =>
    `${child}, ${day}: статусът „${status}“ не е разрешен при ${mode.toLowerCase()} организация на групата.`,
  familyCap: (child: string, day: string, cap: number) =>
    `${child}, ${day}: достигнат е максимумът от ${cap} дни отсъствия по семейни причини за учебната година.`,
} as const;

const medicalNoteBrief = z.object({ id: z.number().int(), status: z.enum(MedicalNoteStatus), doctorName: z.string() });

/**
 * One cell of the grid (spec 2 §3: id, forDate, type, isDayOff, isDayLocked, medicalNotes). A month of a group is some
 * 600 cells, so what is rare is left out when absent and the day's lock reason is given once, in `days`.
 */
export const studentAttendanceDay = z.object({
  /** null when the cell is empty. */
  id: z.number().int().nullable(),
  forDate: z.string(),
  type: z.enum(S).nullable(),
  isDayOff: z.boolean(),
  isDayLocked: z.boolean(),
  /** The approved or pending medical notes covering the day. */
  medicalNotes: z.array(medicalNoteBrief),
  /** Present (true) for a marked cell on a day off (spec 2 §4). */
  mistaken: z.literal(true).optional(),
  /** The medical note that excused this cell, when one did. */
  medicalNoteId: z.number().int().optional(),
  /** The approved parent request that set this cell, when one did. */
  requestId: z.number().int().optional(),
});
export type StudentAttendanceDay = z.infer<typeof studentAttendanceDay>;

export const studentAttendanceRequestBrief = z.object({
  id: z.number().int(),
  type: z.enum(ApplicationType),
  fromDate: z.string(),
  toDate: z.string(),
  status: z.enum(RequestStatus),
});
export type StudentAttendanceRequestBrief = z.infer<typeof studentAttendanceRequestBrief>;

/**
 * Social assistance flag of a child in compulsory preschool education (unexcused days of the month; docs/attendance.md):
 * `benefitStops` — more than 3 days terminate the monthly child benefit (Закон за семейни помощи за деца, чл. 7).
 */
export const smpFlag = z.object({
  unexcusedThisMonth: z.number().int(),
  level: z.enum(['none', 'alert', 'benefitStops']),
});
export type SmpFlag = z.infer<typeof smpFlag>;

export const studentAttendanceRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  position: z.number().int().nullable(),
  isGuest: z.boolean(),
  /** The dates the child belongs to the group within the month. */
  inGroupFrom: z.string(),
  inGroupTo: z.string(),
  maxAbsenceCount: z.number().int(),
  currentAbsenceCount: z.number().int(),
  /** No more family-reason days can be added this school year. */
  absencesLocked: z.boolean(),
  showFamilyAbsenceWarningMessage: z.boolean(),
  studentAttendanceRequests: z.array(studentAttendanceRequestBrief),
  /** Children in compulsory preschool education only (from the school year they turn 4); null for the others. */
  smp: smpFlag.nullable(),
  attendances: z.array(studentAttendanceDay),
});
export type StudentAttendanceRow = z.infer<typeof studentAttendanceRow>;

export const studentAttendanceMonthDay = z.object({
  forDate: z.string(),
  isDayOff: z.boolean(),
  isDayLocked: z.boolean(),
  lockReason: z.string().nullable(),
  isFuture: z.boolean(),
});
export type StudentAttendanceMonthDay = z.infer<typeof studentAttendanceMonthDay>;

export const studentAttendanceMonth = z.object({
  classId: z.number().int(),
  className: z.string(),
  attendanceMode: z.enum(AttendanceMode),
  ageType: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  /** Whether the signed-in user may change cells of this group. */
  canEdit: z.boolean(),
  days: z.array(studentAttendanceMonthDay),
  rows: z.array(studentAttendanceRow),
});
export type StudentAttendanceMonth = z.infer<typeof studentAttendanceMonth>;

/** GET StudentAttendances/groups: the groups of the selected school year whose grid the user may open. */
export const attendanceGroupOption = z.object({
  id: z.number().int(),
  name: z.string(),
  attendanceMode: z.enum(AttendanceMode),
  ageType: z.number().int(),
  /** The user teaches this group (listed first). */
  isOwn: z.boolean(),
  /** The school year's first and last day: the months the picker offers. */
  yearFrom: z.string(),
  yearTo: z.string(),
});
export type AttendanceGroupOption = z.infer<typeof attendanceGroupOption>;

/** The monthly attendance grid (spec 2 §7.3 StudentAttendances; docs/attendance.md). */
export const attendanceRoutes = {
  groups: {
    method: 'GET',
    path: 'StudentAttendances/groups',
    response: z.array(attendanceGroupOption),
    access: resourceAccess(Resource.StudentAttendances, 'read'),
  },
  /** The printed monthly form of a group (PDF). */
  formExport: {
    method: 'GET',
    path: 'StudentAttendances/attendance-form-export/:classId/:month/:year',
    params: attendanceFormExportParams,
    response: fileAnswer,
    access: resourceAccess(Resource.StudentAttendances, 'read'),
  },
  /** Answered from the versioned cache while the kindergarten's attendance data is unchanged (ETag, 304). */
  month: {
    method: 'GET',
    path: 'StudentAttendances/:groupId/:month/:year',
    params: studentAttendanceMonthParams,
    query: studentAttendanceMonthQuery,
    response: studentAttendanceMonth,
    access: resourceAccess(Resource.StudentAttendances, 'read'),
  },
  /** Many cells of a group in one transaction; creates and edits (the service resolves which). */
  save: {
    method: 'POST',
    path: 'StudentAttendances',
    body: saveStudentAttendancesRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StudentAttendances, 'save'),
    status: 200,
  },
} as const satisfies RouteTable;
