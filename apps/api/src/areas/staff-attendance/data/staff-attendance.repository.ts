import { Injectable } from '@nestjs/common';
import type { StaffAttendanceStatus } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** A stored cell of the staff attendance grid. */
export interface StaffAttendanceCellRow {
  id: number;
  teacherId: number;
  forDate: string;
  type: StaffAttendanceStatus;
}

/** A cell to write with its status (a cleared cell is deleted). */
export interface StaffAttendanceWrite {
  teacherId: number;
  forDate: string;
  type: StaffAttendanceStatus;
}

/** The statements of the staff attendance grid (docs/staff-attendance.md); every row typed. */
@Injectable()
export class StaffAttendanceRepository {
  constructor(private readonly db: Db) {}

  /** The kindergarten's cells of the days `from`–`to`. */
  cells(kindergartenId: number, from: string, to: string): Promise<StaffAttendanceCellRow[]> {
    return this.db.sql.many<StaffAttendanceCellRow>(
      `SELECT a.id, a.teacher_id AS "teacherId", a.for_date::text AS "forDate", a.type
         FROM teacher_attendances a WHERE a.kindergarten_id = $1 AND a.for_date BETWEEN $2 AND $3`,
      [kindergartenId, from, to],
    );
  }

  /** The stored cells among the given staff member and day pairs (what a save would change or clear). */
  storedOf(kindergartenId: number, cells: readonly { teacherId: number; forDate: string }[]): Promise<StaffAttendanceCellRow[]> {
    return this.db.sql.many<StaffAttendanceCellRow>(
      `SELECT a.id, a.teacher_id AS "teacherId", a.for_date::text AS "forDate", a.type
         FROM teacher_attendances a JOIN unnest($2::int[], $3::date[]) AS c(teacher_id, for_date)
           ON a.teacher_id = c.teacher_id AND a.for_date = c.for_date
        WHERE a.kindergarten_id = $1`,
      [kindergartenId, cells.map((cell) => cell.teacherId), cells.map((cell) => cell.forDate)],
    );
  }

  /** Per-cell upsert: the last write of a cell wins; a cell whose status is the same is left as it is. */
  async upsert(kindergartenId: number, userId: number, cells: readonly StaffAttendanceWrite[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type, updated_by)
       SELECT $1, c.teacher_id, c.for_date, c.type, $2
         FROM unnest($3::int[], $4::date[], $5::smallint[]) AS c(teacher_id, for_date, type)
       ON CONFLICT (teacher_id, for_date)
       DO UPDATE SET type = EXCLUDED.type, updated_by = EXCLUDED.updated_by, updated_at = now()
       WHERE teacher_attendances.type IS DISTINCT FROM EXCLUDED.type`,
      [
        kindergartenId,
        userId,
        cells.map((cell) => cell.teacherId),
        cells.map((cell) => cell.forDate),
        cells.map((cell) => cell.type),
      ],
    );
  }

  /** Deletes the cells; answers how many there were. */
  remove(kindergartenId: number, cells: readonly { teacherId: number; forDate: string }[]): Promise<number> {
    return this.db.sql.exec(
      `DELETE FROM teacher_attendances a USING unnest($2::int[], $3::date[]) AS c(teacher_id, for_date)
        WHERE a.kindergarten_id = $1 AND a.teacher_id = c.teacher_id AND a.for_date = c.for_date`,
      [kindergartenId, cells.map((cell) => cell.teacherId), cells.map((cell) => cell.forDate)],
    );
  }
}
