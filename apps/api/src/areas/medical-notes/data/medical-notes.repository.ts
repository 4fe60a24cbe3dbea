import { Injectable } from '@nestjs/common';
import {
  ChildAttendanceStatus,
  type MedicalNoteFilters,
  type MedicalNoteListQuery,
  type MedicalNoteRow,
  MedicalNoteStatus,
  type PagedResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, pagedStatements, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { addReach, type StudentReader } from '../../students/data/students.sql.js';
import {
  FULL_NAME,
  MEDICAL_NOTE_COLUMNS,
  MEDICAL_NOTE_FROM,
  medicalNoteListSelect,
  medicalNoteReader,
} from './medical-notes.sql.js';

/** The stored note as the writes need it. */
export interface NoteState {
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

/** A note's own columns, written once for insert and update. */
export interface NoteColumns {
  student_id: number;
  from_date: string;
  to_date: string;
  issued_on: string | null;
  doctor_name: string;
  note_number: string | null;
}

/** A note's period for the overlap check; `id` is the note being edited (left out of the check). */
export interface NotePeriod {
  id?: number;
  studentId: number;
  fromDate: string;
  toDate: string;
}

/** The statements of the medical notes (docs/medical-notes.md); every row typed. */
@Injectable()
export class MedicalNotesRepository {
  constructor(private readonly db: Db) {}

  /** Whether the note's child is within the user's reach for reading notes. */
  async reaches(user: AuthUser, noteId: number): Promise<boolean> {
    const where = addReach(new SqlConditions(), medicalNoteReader(user)).add('n.id = ?', noteId);
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM student_medical_notes n JOIN students s ON s.id = n.student_id ${where.sql}`,
      where.params,
    );
    return row !== undefined;
  }

  list(user: AuthUser, query: MedicalNoteListQuery): Promise<PagedResult<MedicalNoteRow>> {
    return pagedQuery<MedicalNoteRow>(this.db.manager, medicalNoteListSelect(user, query), query);
  }

  /** Every note of the list's filters, in its order, up to `limit` (the export). */
  all(user: AuthUser, filters: MedicalNoteFilters, limit: number): Promise<MedicalNoteRow[]> {
    const { page } = pagedStatements(medicalNoteListSelect(user, filters), { pageNumber: 1, pageSize: limit });
    return this.db.sql.many<MedicalNoteRow>(page.text, page.values);
  }

  find(user: AuthUser, id: number): Promise<MedicalNoteRow | undefined> {
    const where = addReach(new SqlConditions(), medicalNoteReader(user)).add('n.id = ?', id);
    return this.db.sql.maybe<MedicalNoteRow>(`SELECT ${MEDICAL_NOTE_COLUMNS} ${MEDICAL_NOTE_FROM} ${where.sql}`, where.params);
  }

  /** The note of the user's kindergarten, locked for the write. */
  state(user: AuthUser, id: number): Promise<NoteState | undefined> {
    return this.db.sql.maybe<NoteState>(
      `SELECT n.id, n.student_id AS "studentId", ${FULL_NAME} AS "studentName", n.from_date AS "fromDate",
              n.to_date AS "toDate", n.status, n.file_id AS "fileId", n.created_by AS "createdBy",
              k.automatic_excuse_with_medical_note AS "automaticExcuse"
         FROM student_medical_notes n JOIN students s ON s.id = n.student_id JOIN kindergartens k ON k.id = n.kindergarten_id
        WHERE n.id = $1 AND n.kindergarten_id = $2 FOR UPDATE OF n`,
      [id, user.kindergartenId],
    );
  }

  /** Whether the child is within the reader's reach. */
  async seesChild(reader: StudentReader, studentId: number): Promise<boolean> {
    const where = addReach(new SqlConditions(), reader).add('s.id = ?', studentId);
    const row = await this.db.sql.maybe<{ found: number }>(`SELECT 1 AS found FROM students s ${where.sql}`, where.params);
    return row !== undefined;
  }

  /**
   * The child's name when it is within the reader's reach, the child locked: two notes saved at once for the same
   * child are serialised (the overlap check).
   */
  lockedChild(reader: StudentReader, studentId: number): Promise<{ name: string } | undefined> {
    const where = addReach(new SqlConditions(), reader).add('s.id = ?', studentId);
    return this.db.sql.maybe<{ name: string }>(
      `SELECT ${FULL_NAME} AS name FROM students s ${where.sql} FOR UPDATE OF s`,
      where.params,
    );
  }

  /** Whether a pending or approved note of the child (other than `period.id`) covers any day of the period. */
  async overlaps(period: NotePeriod): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM student_medical_notes
        WHERE student_id = $1 AND status <> $2 AND from_date <= $4::date AND to_date >= $3::date AND id <> $5 LIMIT 1`,
      [period.studentId, MedicalNoteStatus.Annulled, period.fromDate, period.toDate, period.id ?? 0],
    );
    return row !== undefined;
  }

  /** The content type of an uploaded file of the kindergarten (undefined: no such file). */
  async fileContentType(user: AuthUser, fileId: string): Promise<string | undefined> {
    const file = await this.db.sql.maybe<{ contentType: string }>(
      `SELECT content_type AS "contentType" FROM stored_files WHERE id = $1 AND kindergarten_id = $2`,
      [fileId, user.kindergartenId],
    );
    return file?.contentType;
  }

  async insert(user: AuthUser, columns: NoteColumns): Promise<number> {
    const { id } = await this.db.sql.insert('student_medical_notes', {
      kindergarten_id: user.kindergartenId,
      ...columns,
      created_by: user.userId,
    });
    return id;
  }

  async update(user: AuthUser, id: number, columns: NoteColumns, fileId: string | null): Promise<void> {
    await this.db.sql.update(
      'student_medical_notes',
      { ...columns, file_id: fileId },
      { kindergarten_id: user.kindergartenId, id },
    );
  }

  async setFile(id: number, fileId: string): Promise<void> {
    await this.db.sql.update('student_medical_notes', { file_id: fileId }, { id });
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM student_medical_notes WHERE id = $1`, [id]);
  }

  async decide(user: AuthUser, id: number, status: MedicalNoteStatus, comment: string | null): Promise<void> {
    await this.db.sql.update('student_medical_notes', { status, comment, decided_by: user.userId, decided_at: NOW }, { id });
  }

  /**
   * The child's "Отсъствие" cells in the note's dates become "Болест (медицинска бележка)" carrying the note's id;
   * answers how many.
   */
  async excuseAbsences(user: AuthUser, note: NoteState): Promise<number> {
    const rows = await this.db.sql.many<{ id: number }>(
      `UPDATE student_attendances SET type = $5, medical_note_id = $1, updated_by = $6, updated_at = now()
        WHERE kindergarten_id = $2 AND student_id = $3 AND for_date BETWEEN $4::date AND $7::date AND type = $8
        RETURNING id`,
      [
        note.id,
        user.kindergartenId,
        note.studentId,
        note.fromDate,
        ChildAttendanceStatus.AbsenceForSicknessMB,
        user.userId,
        note.toDate,
        ChildAttendanceStatus.Absence,
      ],
    );
    return rows.length;
  }

  /** Exactly the cells the note excused go back to "Отсъствие"; answers how many. */
  async restoreAbsences(user: AuthUser, noteId: number): Promise<number> {
    const rows = await this.db.sql.many<{ id: number }>(
      `UPDATE student_attendances SET type = $3, medical_note_id = NULL, updated_by = $4, updated_at = now()
        WHERE kindergarten_id = $2 AND medical_note_id = $1 AND type = $5 RETURNING id`,
      [noteId, user.kindergartenId, ChildAttendanceStatus.Absence, user.userId, ChildAttendanceStatus.AbsenceForSicknessMB],
    );
    return rows.length;
  }
}
