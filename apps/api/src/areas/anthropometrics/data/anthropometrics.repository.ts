import { Injectable } from '@nestjs/common';
import type { AnthropometricRow } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { addReach, BG, FULL_NAME, type StudentReader } from '../../students/data/students.sql.js';

/** A row as stored: the child and the day's figures, before the computed BMI-for-age. */
export type MeasuredChild = Pick<
  AnthropometricRow,
  'id' | 'studentId' | 'studentName' | 'gender' | 'birthDate' | 'measuredOn' | 'heightCm' | 'weightKg'
>;

/** A child of a save, with the day's measurement it already has (null: none yet). */
export interface ChildToMeasure {
  id: number;
  birthDate: string;
  existing: number | null;
}

export interface SchoolYearRow {
  id: number;
  fromDate: string;
  toDate: string;
}

/** One child's figures of the day, as the request gives them (decimal strings). */
export interface MeasurementItem {
  studentId: number;
  heightCm: string;
  weightKg: string;
}

const ROW_COLUMNS = `a.id, s.id AS "studentId", ${FULL_NAME} AS "studentName", s.gender, s.birth_date AS "birthDate",
  a.measured_on AS "measuredOn", a.height_cm::text AS "heightCm", a.weight_kg::text AS "weightKg"`;

/** The statements of the anthropometric measurements (resource 46); every row typed. */
@Injectable()
export class AnthropometricsRepository {
  constructor(private readonly db: Db) {}

  /** True when the reader may see the child. */
  async canSee(reader: StudentReader, studentId: number): Promise<boolean> {
    const where = addReach(new SqlConditions(), reader).add('s.id = ?', studentId);
    const child = await this.db.sql.maybe<{ id: number }>(`SELECT s.id FROM students s ${where.sql}`, where.params);
    return child !== undefined;
  }

  /** The child's measurements, the latest first. */
  history(studentId: number): Promise<MeasuredChild[]> {
    return this.db.sql.many<MeasuredChild>(
      `SELECT ${ROW_COLUMNS} FROM student_anthropometrics a JOIN students s ON s.id = a.student_id
        WHERE a.student_id = $1 ORDER BY a.measured_on DESC`,
      [studentId],
    );
  }

  /** Every child in the group on the day (as the reader may see them), with that day's measurement when there is one. */
  sheet(reader: StudentReader, classId: number, day: string): Promise<MeasuredChild[]> {
    const where = new SqlConditions();
    const from = `FROM students s
      JOIN student_classes sc ON sc.student_id = s.id AND sc.class_id = ${where.param(classId)}
       AND sc.from_date <= ${where.param(day)}::date AND (sc.to_date IS NULL OR sc.to_date >= ${where.param(day)}::date)
      LEFT JOIN student_anthropometrics a ON a.student_id = s.id AND a.measured_on = ${where.param(day)}::date`;
    addReach(where, reader);
    return this.db.sql.many<MeasuredChild>(
      `SELECT ${ROW_COLUMNS} ${from} ${where.sql} ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
  }

  /** The group's measurements of the school year (the reader's reach), one row per measurement. */
  groupYear(reader: StudentReader, classId: number, periodId: number): Promise<MeasuredChild[]> {
    const where = new SqlConditions();
    const from = `FROM student_anthropometrics a JOIN students s ON s.id = a.student_id`;
    addReach(where, reader);
    where.add(
      `a.student_id IN (SELECT sc.student_id FROM student_classes sc WHERE sc.class_id = ?
                           AND sc.from_date <= a.measured_on AND (sc.to_date IS NULL OR sc.to_date >= a.measured_on))`,
      classId,
    );
    where.add('a.period_id = ?', periodId);
    return this.db.sql.many<MeasuredChild>(
      `SELECT ${ROW_COLUMNS} ${from} ${where.sql} ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id, a.measured_on`,
      where.params,
    );
  }

  /** The children of the kindergarten among the ids, locked, each with its measurement of the day if any. */
  lockChildren(user: AuthUser, studentIds: number[], measuredOn: string): Promise<ChildToMeasure[]> {
    return this.db.sql.many<ChildToMeasure>(
      `SELECT s.id, s.birth_date AS "birthDate", a.id AS existing
         FROM students s LEFT JOIN student_anthropometrics a ON a.student_id = s.id AND a.measured_on = $3
        WHERE s.id = ANY($1::int[]) AND s.kindergarten_id = $2 FOR UPDATE OF s`,
      [studentIds, user.kindergartenId, measuredOn],
    );
  }

  /** Saves the day's figures of the children (an earlier measurement of the day is replaced). */
  async upsert(user: AuthUser, periodId: number, measuredOn: string, items: readonly MeasurementItem[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO student_anthropometrics (kindergarten_id, period_id, student_id, measured_on, height_cm, weight_kg, created_by)
       SELECT $1, $2, item.student_id, $3, item.height_cm, item.weight_kg, $4
         FROM unnest($5::int[], $6::numeric[], $7::numeric[]) AS item (student_id, height_cm, weight_kg)
       ON CONFLICT (student_id, measured_on) DO UPDATE
          SET height_cm = EXCLUDED.height_cm, weight_kg = EXCLUDED.weight_kg, period_id = EXCLUDED.period_id, updated_at = now()`,
      [
        user.kindergartenId,
        periodId,
        measuredOn,
        user.userId,
        items.map((item) => item.studentId),
        items.map((item) => item.heightCm),
        items.map((item) => item.weightKg),
      ],
    );
  }

  /** The measurement's child, the measurement locked for its deletion. */
  async lockForDelete(user: AuthUser, id: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ studentId: number }>(
      `SELECT student_id AS "studentId" FROM student_anthropometrics WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, user.kindergartenId],
    );
    return row?.studentId;
  }

  async delete(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM student_anthropometrics WHERE id = $1`, [id]);
  }

  /** How many of the children are placed now in a group the user teaches (each counted once). */
  async taughtCount(user: AuthUser, studentIds: number[]): Promise<number> {
    const { n } = await this.db.sql.one<{ n: number }>(
      `SELECT count(DISTINCT own.student_id)::int AS n FROM unnest($1::int[]) AS own (student_id)
        WHERE ${reachSql.teachesStudent('own.student_id', '$2')}`,
      [studentIds, user.userId],
    );
    return n;
  }

  group(user: AuthUser, classId: number): Promise<{ name: string } | undefined> {
    return this.db.sql.maybe<{ name: string }>(`SELECT name FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
      classId,
      user.kindergartenId,
    ]);
  }

  schoolYear(user: AuthUser): Promise<SchoolYearRow | undefined> {
    return this.db.sql.maybe<SchoolYearRow>(
      `SELECT id, from_date AS "fromDate", to_date AS "toDate" FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [user.periodId, user.kindergartenId],
    );
  }
}
