import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  allows,
  type AnnulMedicalNoteResult,
  type ApproveMedicalNoteResult,
  ChildAttendanceStatus,
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
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, pagedStatements, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { addReach, FULL_NAME } from '../../students/services/students-sql.js';
import { FilesService } from '../../files/files.service.js';
import { MEDICAL_NOTE_COLUMNS, MEDICAL_NOTE_FROM, medicalNoteListSelect, medicalNoteReader } from './medical-notes-sql.js';

/** The stored note as the writes need it. */
interface NoteState {
  id: number;
  studentId: number;
  studentName: string;
  fromDate: string;
  toDate: string;
  status: MedicalNoteStatus;
  fileId: string | null;
  createdBy: number | null;
  automaticExcuse: boolean;
}

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
    private readonly files: FilesService,
    private readonly realtime: RealtimeService,
  ) {}

  /** A note's scanned file is health data: only those who see the note download it (a parent their own child's). */
  onModuleInit(): void {
    this.files.registerOwnerReach(Resource.StudentMedicalNotes, (user, noteId) => this.reaches(user, noteId));
  }

  private async reaches(user: AuthUser, noteId: number): Promise<boolean> {
    const where = addReach(new SqlConditions(), medicalNoteReader(user)).add('n.id = ?', noteId);
    const rows = await this.db.manager.query(
      `SELECT 1 FROM student_medical_notes n JOIN students s ON s.id = n.student_id ${where.sql}`,
      where.params,
    );
    return rows.length > 0;
  }

  list(user: AuthUser, query: MedicalNoteListQuery): Promise<PagedResult<MedicalNoteRow>> {
    return pagedQuery<MedicalNoteRow>(this.db.manager, medicalNoteListSelect(user, query), query);
  }

  async get(user: AuthUser, id: number): Promise<MedicalNoteRow> {
    const where = addReach(new SqlConditions(), medicalNoteReader(user)).add('n.id = ?', id);
    const [row] = await this.db.manager.query(`SELECT ${MEDICAL_NOTE_COLUMNS} ${MEDICAL_NOTE_FROM} ${where.sql}`, where.params);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveMedicalNoteRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.StudentMedicalNotes, request.id === undefined ? 'create' : 'update');
    if (request.issuedOn && request.issuedOn > sofiaToday()) {
      throw new BadInputError(messages.issuedInFuture, { issuedOn: [messages.issuedInFuture] });
    }
    const existing = request.id === undefined ? null : await this.state(user, request.id, 'update');
    if (existing && existing.status !== MedicalNoteStatus.Pending) throw new ConflictError(messages.notPending);
    const child = await this.child(user, request.studentId, request.id === undefined ? 'create' : 'update');
    await this.assertNoOverlap(request);
    const fileId = request.fileId ?? null;
    const values = [
      user.kindergartenId,
      request.studentId,
      request.fromDate,
      request.toDate,
      request.issuedOn ?? null,
      request.doctorName,
      request.noteNumber || null,
    ];
    let id: number;
    if (existing) {
      id = existing.id;
      await this.db.manager.query(
        `UPDATE student_medical_notes SET student_id = $2, from_date = $3, to_date = $4, issued_on = $5, doctor_name = $6,
                note_number = $7, file_id = $9 WHERE kindergarten_id = $1 AND id = $8`,
        [...values, id, fileId === existing.fileId ? fileId : null],
      );
    } else {
      const [row] = await this.db.manager.query(
        `INSERT INTO student_medical_notes (kindergarten_id, student_id, from_date, to_date, issued_on, doctor_name, note_number, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [...values, user.userId],
      );
      id = row.id;
    }
    const owner = { resource: Resource.StudentMedicalNotes, id };
    if (fileId !== null && fileId !== existing?.fileId) {
      await this.assertFileType(user, fileId);
      await this.files.claim(this.db.manager, user, [fileId], owner, 'fileId');
      await this.db.manager.query(`UPDATE student_medical_notes SET file_id = $2 WHERE id = $1`, [id, fileId]);
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
  async remove(user: AuthUser, id: number): Promise<void> {
    const note = await this.state(user, id, 'read');
    if (!allows(user.access, Resource.StudentMedicalNotes, 'delete')) {
      if (note.createdBy !== user.userId) throw new ForbiddenError(messages.notCreator);
    } else {
      await this.child(user, note.studentId, 'update');
    }
    if (note.status !== MedicalNoteStatus.Pending) throw new ConflictError(messages.notPending);
    await this.db.manager.query(`DELETE FROM student_medical_notes WHERE id = $1`, [id]);
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
      const [rows]: [unknown[], number] = await this.db.manager.query(
        `UPDATE student_attendances SET type = $5, medical_note_id = $1, updated_by = $6, updated_at = now()
          WHERE kindergarten_id = $2 AND student_id = $3 AND for_date BETWEEN $4::date AND $7::date AND type = $8
          RETURNING id`,
        [
          id,
          user.kindergartenId,
          note.studentId,
          note.fromDate,
          ChildAttendanceStatus.AbsenceForSicknessMB,
          user.userId,
          note.toDate,
          ChildAttendanceStatus.Absence,
        ],
      );
      excusedDays = rows.length;
    }
    this.announceDecision(user, note, MedicalNoteStatus.Approved);
    return { excusedDays };
  }

  /** Annuls a pending or approved note: exactly the cells it excused go back to "Отсъствие". */
  async annul(user: AuthUser, id: number, comment: string): Promise<AnnulMedicalNoteResult> {
    const note = await this.state(user, id, 'update');
    if (note.status === MedicalNoteStatus.Annulled) throw new ConflictError(messages.alreadyAnnulled);
    await this.decide(user, note, MedicalNoteStatus.Annulled, comment);
    const [rows]: [unknown[], number] = await this.db.manager.query(
      `UPDATE student_attendances SET type = $3, medical_note_id = NULL, updated_by = $4, updated_at = now()
        WHERE kindergarten_id = $2 AND medical_note_id = $1 AND type = $5 RETURNING id`,
      [id, user.kindergartenId, ChildAttendanceStatus.Absence, user.userId, ChildAttendanceStatus.AbsenceForSicknessMB],
    );
    this.announceDecision(user, note, MedicalNoteStatus.Annulled);
    return { restoredDays: rows.length };
  }

  /** The list's notes with the same filters and order, every row, as an Excel workbook. */
  async export(user: AuthUser, filters: MedicalNoteFilters): Promise<ExportFile> {
    const { page } = pagedStatements(medicalNoteListSelect(user, filters), { pageNumber: 1, pageSize: EXPORT_LIMIT });
    const rows: MedicalNoteRow[] = await this.db.manager.query(page.text, page.values);
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
    const [note]: NoteState[] = await this.db.manager.query(
      `SELECT n.id, n.student_id AS "studentId", ${FULL_NAME} AS "studentName", n.from_date AS "fromDate",
              n.to_date AS "toDate", n.status, n.file_id AS "fileId", n.created_by AS "createdBy",
              k.automatic_excuse_with_medical_note AS "automaticExcuse"
         FROM student_medical_notes n JOIN students s ON s.id = n.student_id JOIN kindergartens k ON k.id = n.kindergarten_id
        WHERE n.id = $1 AND n.kindergarten_id = $2 FOR UPDATE OF n`,
      [id, user.kindergartenId],
    );
    if (!note) throw new NotFoundError(messages.notFound);
    if (permission === 'read') {
      const where = addReach(new SqlConditions(), medicalNoteReader(user)).add('s.id = ?', note.studentId);
      const [seen] = await this.db.manager.query(`SELECT 1 FROM students s ${where.sql}`, where.params);
      if (!seen) throw new NotFoundError(messages.notFound);
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
    const where = addReach(new SqlConditions(), { ...medicalNoteReader(user), reach }).add('s.id = ?', studentId);
    // Locking the child serialises two notes saved at once for the same child (the overlap check below).
    const [child] = await this.db.manager.query(
      `SELECT ${FULL_NAME} AS name FROM students s ${where.sql} FOR UPDATE OF s`,
      where.params,
    );
    if (!child) throw new NotFoundError(messages.studentNotFound);
    return child;
  }

  /** One child, one valid note per day: a pending or approved note may not overlap another. */
  private async assertNoOverlap(request: SaveMedicalNoteRequest): Promise<void> {
    const [other] = await this.db.manager.query(
      `SELECT 1 FROM student_medical_notes
        WHERE student_id = $1 AND status <> $2 AND from_date <= $4::date AND to_date >= $3::date AND id <> $5 LIMIT 1`,
      [request.studentId, MedicalNoteStatus.Annulled, request.fromDate, request.toDate, request.id ?? 0],
    );
    if (other) throw new ConflictError(messages.overlaps);
  }

  private async assertFileType(user: AuthUser, fileId: string): Promise<void> {
    const [file] = await this.db.manager.query(
      `SELECT content_type AS "contentType" FROM stored_files WHERE id = $1 AND kindergarten_id = $2`,
      [fileId, user.kindergartenId],
    );
    if (file && !(medicalNoteFileTypes as readonly string[]).includes(file.contentType)) {
      throw new BadInputError(messages.fileType, { fileId: [messages.fileType] });
    }
  }

  private async decide(user: AuthUser, note: NoteState, status: MedicalNoteStatus, comment: string | null): Promise<void> {
    await this.db.manager.query(
      `UPDATE student_medical_notes SET status = $2, comment = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
      [note.id, status, comment, user.userId],
    );
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
