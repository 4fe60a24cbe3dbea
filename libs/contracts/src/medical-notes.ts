import { z } from 'zod';
import { MedicalNoteStatus } from './attendance-rules.js';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * Medical notes (spec 2 §7.3 "StudentMedicalNotes", resource 39; docs/medical-notes.md): recorded by a parent or the
 * staff, approved by the director (which, with the kindergarten's automatic excuse, turns the child's absences in the
 * note's dates into "Болест (медицинска бележка)") or annulled with a comment (which undoes exactly that).
 */
export const medicalNoteMessages = {
  notFound: 'Медицинската бележка не е намерена.',
  studentNotFound: 'Детето не е намерено.',
  toBeforeFrom: 'Крайната дата трябва да е след началната или същата.',
  tooLong: 'Една медицинска бележка покрива най-много 30 дни.',
  issuedInFuture: 'Датата на издаване не може да е в бъдещето.',
  issuedAfterStart: 'Датата на издаване не може да е след края на периода.',
  overlaps: 'За детето вече има медицинска бележка, която покрива някой от тези дни.',
  notPending: 'Само бележка, която чака одобрение, може да се променя или изтрива.',
  alreadyApproved: 'Медицинската бележка вече е одобрена.',
  annulledCannotBeApproved: 'Анулирана медицинска бележка не може да бъде одобрена.',
  alreadyAnnulled: 'Медицинската бележка вече е анулирана.',
  commentRequired: 'Посочете причината за анулирането.',
  notCreator: 'Можете да изтриете само бележка, която сте въвели.',
  fileType: 'Файлът на медицинската бележка трябва да е PDF, JPEG или PNG.',
} as const;

/** The kinds of file a medical note may carry: a scan or a photo of the paper note. */
export const medicalNoteFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const medicalNoteFileAccept = '.pdf,.jpg,.jpeg,.png';

/** The longest period one note may cover, in calendar days (a doctor's sick note is for days, rarely a month). */
export const MEDICAL_NOTE_MAX_DAYS = 30;

const isoDay = z.iso.date();

/** GET /api/StudentMedicalNotes/overview-models (and its export): `fromDate`/`toDate` keep notes overlapping them. */
export const medicalNoteFilters = z.object({
  classId: idSchema.optional(),
  studentId: idSchema.optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  search: z.string().trim().max(100).optional(),
});
export type MedicalNoteFilters = z.infer<typeof medicalNoteFilters>;

export const medicalNoteListQuery = pageQueryOrderedBy(['createdAt', 'fromDate', 'studentName', 'status']).extend(
  medicalNoteFilters.shape,
);
export type MedicalNoteListQuery = z.infer<typeof medicalNoteListQuery>;

const daySpan = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** POST /api/StudentMedicalNotes: record (no id) or edit a pending note (id). */
export const saveMedicalNoteRequest = z
  .object({
    id: idSchema.optional(),
    studentId: idSchema,
    fromDate: isoDay,
    toDate: isoDay,
    issuedOn: isoDay.nullish(),
    doctorName: z.string().trim().min(1).max(200),
    noteNumber: z.string().trim().max(50).nullish(),
    /** A temporary upload (POST /api/files/temp/upload): PDF, JPEG or PNG; claimed by the note. */
    fileId: z.uuid().nullish(),
  })
  .superRefine((note, context) => {
    if (note.toDate < note.fromDate) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: medicalNoteMessages.toBeforeFrom });
    } else if (daySpan(note.fromDate, note.toDate) > MEDICAL_NOTE_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: medicalNoteMessages.tooLong });
    }
    if (note.issuedOn && note.issuedOn > note.toDate) {
      context.addIssue({ code: 'custom', path: ['issuedOn'], message: medicalNoteMessages.issuedAfterStart });
    }
  });
export type SaveMedicalNoteRequest = z.infer<typeof saveMedicalNoteRequest>;

/** POST /api/StudentMedicalNotes/approve. */
export const approveMedicalNoteRequest = z.object({ id: idSchema });
export type ApproveMedicalNoteRequest = z.infer<typeof approveMedicalNoteRequest>;

export const approveMedicalNoteResult = z.object({
  /** How many absences of the child the approval excused (0 without the kindergarten's automatic excuse). */
  excusedDays: z.number().int(),
});
export type ApproveMedicalNoteResult = z.infer<typeof approveMedicalNoteResult>;

/** POST /api/StudentMedicalNotes/annul/{id}. */
export const annulMedicalNoteRequest = z.object({
  comment: z.string({ error: medicalNoteMessages.commentRequired }).trim().min(1, medicalNoteMessages.commentRequired).max(1000),
});
export type AnnulMedicalNoteRequest = z.infer<typeof annulMedicalNoteRequest>;

export const annulMedicalNoteResult = z.object({
  /** How many excused absences went back to "Отсъствие". */
  restoredDays: z.number().int(),
});
export type AnnulMedicalNoteResult = z.infer<typeof annulMedicalNoteResult>;

export const medicalNoteRow = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Working days the note covers (Monday–Friday, without the days off that close the kindergarten). */
  days: z.number().int(),
  issuedOn: z.string().nullable(),
  doctorName: z.string(),
  noteNumber: z.string().nullable(),
  file: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(MedicalNoteStatus),
  comment: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Grid cells excused by this note (carrying its id). */
  excusedDays: z.number().int(),
});
export type MedicalNoteRow = z.infer<typeof medicalNoteRow>;

/** Medical notes (spec 2 §7.3 "StudentMedicalNotes", resource 39; docs/medical-notes.md). */
export const medicalNotesRoutes = {
  list: {
    method: 'GET',
    path: 'StudentMedicalNotes/overview-models',
    query: medicalNoteListQuery,
    response: pagedResultSchema(medicalNoteRow),
    access: resourceAccess(Resource.StudentMedicalNotes, 'read'),
  },
  /** The list's notes with the same filters, as an Excel workbook. */
  export: {
    method: 'GET',
    path: 'StudentMedicalNotes/overview-models/export',
    query: medicalNoteFilters,
    response: fileAnswer,
    access: resourceAccess(Resource.StudentMedicalNotes, 'read'),
  },
  get: {
    method: 'GET',
    path: 'StudentMedicalNotes/:id',
    params: idParams,
    response: medicalNoteRow,
    access: resourceAccess(Resource.StudentMedicalNotes, 'read'),
  },
  /** Record (create permission) or edit a pending note (update permission). */
  save: {
    method: 'POST',
    path: 'StudentMedicalNotes',
    body: saveMedicalNoteRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StudentMedicalNotes, 'save'),
    status: 200,
  },
  approve: {
    method: 'POST',
    path: 'StudentMedicalNotes/approve',
    body: approveMedicalNoteRequest,
    response: approveMedicalNoteResult,
    access: resourceAccess(Resource.StudentMedicalNotes, 'update'),
    status: 200,
  },
  annul: {
    method: 'POST',
    path: 'StudentMedicalNotes/annul/:id',
    params: idParams,
    body: annulMedicalNoteRequest,
    response: annulMedicalNoteResult,
    access: resourceAccess(Resource.StudentMedicalNotes, 'update'),
    status: 200,
  },
  /** Who records notes may withdraw their own pending note; who may delete notes, any pending one (the service checks). */
  remove: {
    method: 'DELETE',
    path: 'StudentMedicalNotes/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StudentMedicalNotes, 'create'),
    status: 204,
  },
} as const satisfies RouteTable;
