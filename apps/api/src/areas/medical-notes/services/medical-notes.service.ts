import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  allows,
  type AnnulMedicalNoteResult,
  type ApproveMedicalNoteResult,
  type MedicalNoteFilters,
  type MedicalNoteListQuery,
  medicalNoteFileTypes,
  medicalNoteMessages as messages,
  type MedicalNoteRow,
  MedicalNoteStatus,
  medicalNoteStatusLabels,
  type PagedResult,
  type Permission,
  RealtimeEvent,
  Resource,
  Role,
  type SaveMedicalNoteRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { FilesService } from '../../files/files.service.js';
import { MedicalNotesRepository, type NoteColumns, type NoteState } from '../data/medical-notes.repository.js';
import { medicalNoteReader } from '../data/medical-notes.sql.js';

/** The most rows one export writes (a kindergarten records far fewer notes in a school year). */
const EXPORT_LIMIT = 20_000;

/**
 * Medical notes (spec 2 §7.3 "StudentMedicalNotes", resource 39; docs/medical-notes.md). A parent records notes for
 * their own children, staff with lower-case c for the children of their groups, with upper-case C for every child;
 * the director approves (excusing the child's absences in the note's dates when the kindergarten has the automatic
 * excuse) or annuls with a comment (un-excusing exactly those cells). Everything runs in the request's transaction.
 */
@Injectable()
export class MedicalNotesService implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly notes: MedicalNotesRepository,
    private readonly files: FilesService,
    private readonly realtime: RealtimeService,
  ) {}

  /** A note's scanned file is health data: only those who see the note download it (a parent their own child's). */
  onModuleInit(): void {
    this.files.registerOwnerReach(Resource.StudentMedicalNotes, (user, noteId) => this.notes.reaches(user, noteId));
  }

  list(user: AuthUser, query: MedicalNoteListQuery): Promise<PagedResult<MedicalNoteRow>> {
    return this.notes.list(user, query);
  }

  async get(user: AuthUser, id: number): Promise<MedicalNoteRow> {
    const row = await this.notes.find(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveMedicalNoteRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.StudentMedicalNotes, request.id);
    if (request.issuedOn && request.issuedOn > sofiaToday()) {
      throw new BadInputError(messages.issuedInFuture, { issuedOn: [messages.issuedInFuture] });
    }
    const existing = request.id === undefined ? null : await this.state(user, request.id, 'update');
    if (existing && existing.status !== MedicalNoteStatus.Pending) throw new ConflictError(messages.notPending);
    const child = await this.child(user, request.studentId, request.id === undefined ? 'create' : 'update');
    await this.assertNoOverlap(request);
    const fileId = request.fileId ?? null;
    const columns: NoteColumns = {
      student_id: request.studentId,
      from_date: request.fromDate,
      to_date: request.toDate,
      issued_on: request.issuedOn ?? null,
      doctor_name: request.doctorName,
      note_number: request.noteNumber || null,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await this.notes.update(user, id, columns, fileId === existing.fileId ? fileId : null);
    } else {
      id = await this.notes.insert(user, columns);
    }
    const owner = { resource: Resource.StudentMedicalNotes, id };
    if (fileId !== null && fileId !== existing?.fileId) {
      await this.assertFileType(user, fileId);
      await this.files.claim(this.db.manager, user, [fileId], owner, 'fileId');
      await this.notes.setFile(id, fileId);
    }
    // A replaced or removed scan goes with the change.
    if (existing) await this.files.releaseExcept(this.db.manager, owner, fileId ? [fileId] : []);
    if (!existing && !allows(user.access, Resource.StudentMedicalNotes, 'update')) {
      this.realtime.toKindergarten(
        user.kindergartenId!,
        RealtimeEvent.AttendanceApplicationChanged,
        { kind: 'medicalNote', id, status: MedicalNoteStatus.Pending, text: `Нова медицинска бележка за ${child.name}` },
        { roles: [Role.Director, Role.Administrator] },
      );
    }
    return { isSuccessful: true, entityId: id };
  }

  /**
   * Deletes a pending note with its file: whoever may delete notes (within their reach), or the user who recorded it
   * (a parent or a teacher withdrawing their own note).
   */
  async remove(user: AuthUser, id: number): Promise<undefined> {
    const note = await this.state(user, id, 'read');
    if (!allows(user.access, Resource.StudentMedicalNotes, 'delete')) {
      if (note.createdBy !== user.userId) throw new ForbiddenError(messages.notCreator);
    } else {
      await this.child(user, note.studentId, 'update');
    }
    if (note.status !== MedicalNoteStatus.Pending) throw new ConflictError(messages.notPending);
    await this.notes.remove(id);
    await this.files.releaseExcept(this.db.manager, { resource: Resource.StudentMedicalNotes, id });
  }

  /**
   * Approves a pending note. With the kindergarten's automatic excuse, the child's "Отсъствие" cells in the note's
   * dates become "Болест (медицинска бележка)" carrying the note's id (docs/attendance.md, shared decision 3).
   */
  async approve(user: AuthUser, id: number): Promise<ApproveMedicalNoteResult> {
    const note = await this.state(user, id, 'update');
    if (note.status === MedicalNoteStatus.Approved) throw new ConflictError(messages.alreadyApproved);
    if (note.status === MedicalNoteStatus.Annulled) throw new ConflictError(messages.annulledCannotBeApproved);
    await this.decide(user, note, MedicalNoteStatus.Approved, null);
    let excusedDays = 0;
    if (note.automaticExcuse) {
      excusedDays = await this.notes.excuseAbsences(user, note);
    }
    this.announceDecision(user, note, MedicalNoteStatus.Approved);
    return { excusedDays };
  }

  /** Annuls a pending or approved note: exactly the cells it excused go back to "Отсъствие". */
  async annul(user: AuthUser, id: number, comment: string): Promise<AnnulMedicalNoteResult> {
    const note = await this.state(user, id, 'update');
    if (note.status === MedicalNoteStatus.Annulled) throw new ConflictError(messages.alreadyAnnulled);
    await this.decide(user, note, MedicalNoteStatus.Annulled, comment);
    const restoredDays = await this.notes.restoreAbsences(user, id);
    this.announceDecision(user, note, MedicalNoteStatus.Annulled);
    return { restoredDays };
  }

  /** The list's notes with the same filters and order, every row, as an Excel workbook. */
  async export(user: AuthUser, filters: MedicalNoteFilters): Promise<ExportFile> {
    const rows = await this.notes.all(user, filters, EXPORT_LIMIT);
    const workbook = await renderWorkbook([
      excelSheet<MedicalNoteRow>({
        name: 'Медицински бележки',
        columns: [
          { header: 'Дете', type: 'text', value: (row) => row.studentName },
          { header: 'Група', type: 'text', value: (row) => row.className },
          { header: 'От дата', type: 'date', value: (row) => row.fromDate },
          { header: 'До дата', type: 'date', value: (row) => row.toDate },
          { header: 'Работни дни', type: 'integer', value: (row) => row.days },
          { header: 'Издадена на', type: 'date', value: (row) => row.issuedOn },
          { header: 'Лекар', type: 'text', value: (row) => row.doctorName },
          { header: 'Номер', type: 'text', value: (row) => row.noteNumber },
          { header: 'Статус', type: 'text', value: (row) => medicalNoteStatusLabels[row.status] },
          { header: 'Извинени дни', type: 'integer', value: (row) => row.excusedDays },
          { header: 'Коментар', type: 'text', value: (row) => row.comment },
          { header: 'Въведена от', type: 'text', value: (row) => row.createdBy },
          { header: 'Въведена на', type: 'dateTime', value: (row) => row.createdAt },
          { header: 'Решение от', type: 'text', value: (row) => row.decidedBy },
          { header: 'Решение на', type: 'dateTime', value: (row) => row.decidedAt },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Медицински бележки' });
  }

  // ---- rules ----

  /** The note (locked for the write) if the user reaches its child for `permission`; else 404. */
  private async state(user: AuthUser, id: number, permission: 'read' | 'update'): Promise<NoteState> {
    const note = await this.notes.state(user, id);
    if (!note) throw new NotFoundError(messages.notFound);
    if (permission === 'read') {
      if (!(await this.notes.seesChild(medicalNoteReader(user), note.studentId))) throw new NotFoundError(messages.notFound);
    } else {
      await this.child(user, note.studentId, permission);
    }
    return note;
  }

  /**
   * The child of the user's kindergarten whom the user may write a note for: with upper-case C/U every child, a
   * parent their own children, others the children now in the groups they teach. Unknown or out of reach: 404.
   */
  private async child(user: AuthUser, studentId: number, permission: Permission): Promise<{ name: string }> {
    const entry = user.access.find((item) => item.resource === Resource.StudentMedicalNotes);
    const all = permission === 'create' ? entry?.canCreate : entry?.canEdit;
    const reach = all ? 'all' : user.role === Role.Parent ? 'parent' : 'teacher';
    // Locking the child serialises two notes saved at once for the same child (the overlap check below).
    const child = await this.notes.lockedChild({ ...medicalNoteReader(user), reach }, studentId);
    if (!child) throw new NotFoundError(messages.studentNotFound);
    return child;
  }

  /** One child, one valid note per day: a pending or approved note may not overlap another. */
  private async assertNoOverlap(request: SaveMedicalNoteRequest): Promise<void> {
    if (await this.notes.overlaps(request)) throw new ConflictError(messages.overlaps);
  }

  private async assertFileType(user: AuthUser, fileId: string): Promise<void> {
    const contentType = await this.notes.fileContentType(user, fileId);
    if (contentType !== undefined && !(medicalNoteFileTypes as readonly string[]).includes(contentType)) {
      throw new BadInputError(messages.fileType, { fileId: [messages.fileType] });
    }
  }

  private async decide(user: AuthUser, note: NoteState, status: MedicalNoteStatus, comment: string | null): Promise<void> {
    await this.notes.decide(user, note.id, status, comment);
  }

  /** The decision reaches the user who recorded the note (not the decider themselves). */
  private announceDecision(user: AuthUser, note: NoteState, status: MedicalNoteStatus): void {
    if (note.createdBy === null || note.createdBy === user.userId) return;
    const verdict = status === MedicalNoteStatus.Approved ? 'одобрена' : 'анулирана';
    this.realtime.toUsers([note.createdBy], RealtimeEvent.AttendanceApplicationChanged, {
      kind: 'medicalNote',
      id: note.id,
      status,
      text: `Медицинската бележка за ${note.studentName} (${bgDate(note.fromDate)} – ${bgDate(note.toDate)}) е ${verdict}.`,
    });
  }
}
