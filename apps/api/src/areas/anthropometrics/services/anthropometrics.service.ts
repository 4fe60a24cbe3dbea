import { Injectable } from '@nestjs/common';
import {
  anthropometricMessages as messages,
  type AnthropometricRow,
  type AnthropometricsExportQuery,
  type AnthropometricsQuery,
  assessBmi,
  genderLabels,
  type PagedResult,
  Resource,
  Role,
  type SaveAnthropometricsBody,
  type SaveResult,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { addReach, BG, FULL_NAME, type StudentReader } from '../../students/services/students-sql.js';

/** A row as stored: the child and the day's figures, before the computed BMI-for-age. */
type MeasuredChild = Pick<
  AnthropometricRow,
  'id' | 'studentId' | 'studentName' | 'gender' | 'birthDate' | 'measuredOn' | 'heightCm' | 'weightKg'
>;

const ROW_COLUMNS = `a.id, s.id AS "studentId", ${FULL_NAME} AS "studentName", s.gender, s.birth_date AS "birthDate",
  a.measured_on AS "measuredOn", a.height_cm::text AS "heightCm", a.weight_kg::text AS "weightKg"`;

/** A row as the API answers it: the stored figures with the BMI, age, z-score and WHO class computed. */
function withBmi(row: MeasuredChild): AnthropometricRow {
  if (row.heightCm === null || row.weightKg === null || row.measuredOn === null) {
    return { ...row, bmi: null, ageMonths: null, bmiZScore: null, bmiClass: null, bmiClassLabel: null };
  }
  return { ...row, ...assessBmi({ heightCm: row.heightCm, weightKg: row.weightKg, measuredOn: row.measuredOn }, row) };
}

/**
 * Anthropometric measurements (spec 2 §7.3 "StudentAnthropometrics", resource 46; docs/anthropometrics.md): height and
 * weight of a child on a day of the selected school year, one per child and day. Readers with upper-case R see
 * every child, a parent their own children, others the children of the groups they teach; lower-case c/u/d reach
 * only the children now in the user's groups.
 */
@Injectable()
export class AnthropometricsService {
  constructor(private readonly db: Db) {}

  async list(user: AuthUser, query: AnthropometricsQuery): Promise<PagedResult<AnthropometricRow>> {
    const rows =
      query.studentId !== undefined
        ? await this.history(user, query.studentId)
        : await this.sheet(user, query.classId!, query.date!);
    return { result: rows.map(withBmi), rowsCount: rows.length };
  }

  /** Saves the day's measurements of several children at once (a child's earlier figures of that day are replaced). */
  async save(user: AuthUser, body: SaveAnthropometricsBody): Promise<SaveResult> {
    const period = await this.period(user);
    if (body.measuredOn < period.fromDate || body.measuredOn > period.toDate) {
      throw new BadInputError(messages.outsideYear, { measuredOn: [messages.outsideYear] });
    }
    if (body.measuredOn > sofiaToday()) throw new BadInputError(messages.inFuture, { measuredOn: [messages.inFuture] });
    const ids = body.items.map((item) => item.studentId);
    const children: { id: number; birthDate: string; existing: number | null }[] = await this.db.manager.query(
      `SELECT s.id, s.birth_date AS "birthDate", a.id AS existing
         FROM students s LEFT JOIN student_anthropometrics a ON a.student_id = s.id AND a.measured_on = $3
        WHERE s.id = ANY($1::int[]) AND s.kindergarten_id = $2 FOR UPDATE OF s`,
      [ids, user.kindergartenId, body.measuredOn],
    );
    if (children.length !== ids.length) throw new NotFoundError(messages.studentNotFound);
    for (const [index, child] of children.entries()) {
      assertAllowed(user, Resource.StudentAnthropometrics, child.existing === null ? 'create' : 'update');
      if (child.birthDate > body.measuredOn) {
        throw new BadInputError(messages.beforeBirth, { [`items.${index}.studentId`]: [messages.beforeBirth] });
      }
    }
    const entry = this.entry(user);
    const limited = children.some((child) => (child.existing === null ? !entry?.canCreate : !entry?.canEdit));
    if (limited) await this.assertOwnChildren(user, ids);
    await this.db.manager.query(
      `INSERT INTO student_anthropometrics (kindergarten_id, period_id, student_id, measured_on, height_cm, weight_kg, created_by)
       SELECT $1, $2, item.student_id, $3, item.height_cm, item.weight_kg, $4
         FROM unnest($5::int[], $6::numeric[], $7::numeric[]) AS item (student_id, height_cm, weight_kg)
       ON CONFLICT (student_id, measured_on) DO UPDATE
          SET height_cm = EXCLUDED.height_cm, weight_kg = EXCLUDED.weight_kg, period_id = EXCLUDED.period_id, updated_at = now()`,
      [
        user.kindergartenId,
        period.id,
        body.measuredOn,
        user.userId,
        ids,
        body.items.map((item) => item.heightCm),
        body.items.map((item) => item.weightKg),
      ],
    );
    return { isSuccessful: true, entityId: null };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const [row] = await this.db.manager.query(
      `SELECT student_id AS "studentId" FROM student_anthropometrics WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, user.kindergartenId],
    );
    if (!row) throw new NotFoundError(messages.notFound);
    // Lower-case d (a teacher): only measurements of the children of the user's groups.
    if (!this.hasAllGroupsDelete(user)) await this.assertOwnChildren(user, [row.studentId]);
    await this.db.manager.query(`DELETE FROM student_anthropometrics WHERE id = $1`, [id]);
  }

  /** The group's measurements of the selected school year, one row per measurement, as an Excel workbook. */
  async export(user: AuthUser, query: AnthropometricsExportQuery): Promise<ExportFile> {
    const period = await this.period(user);
    const group = await this.group(user, query.classId);
    const where = new SqlConditions();
    const from = `FROM student_anthropometrics a JOIN students s ON s.id = a.student_id`;
    addReach(where, this.reader(user));
    where.add(
      `a.student_id IN (SELECT sc.student_id FROM student_classes sc WHERE sc.class_id = ?
                           AND sc.from_date <= a.measured_on AND (sc.to_date IS NULL OR sc.to_date >= a.measured_on))`,
      query.classId,
    );
    where.add('a.period_id = ?', period.id);
    const rows: MeasuredChild[] = await this.db.manager.query(
      `SELECT ${ROW_COLUMNS} ${from} ${where.sql} ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id, a.measured_on`,
      where.params,
    );
    const workbook = await renderWorkbook([
      excelSheet<AnthropometricRow>({
        name: group.name,
        columns: [
          { header: 'Дете', type: 'text', value: (row) => row.studentName },
          { header: 'Пол', type: 'text', value: (row) => genderLabels[row.gender] },
          { header: 'Дата на раждане', type: 'date', value: (row) => row.birthDate },
          { header: 'Дата на измерване', type: 'date', value: (row) => row.measuredOn },
          { header: 'Възраст (месеци)', type: 'integer', value: (row) => row.ageMonths },
          { header: 'Ръст (см)', type: 'decimal', places: 1, value: (row) => row.heightCm },
          { header: 'Тегло (кг)', type: 'decimal', places: 2, value: (row) => row.weightKg },
          { header: 'ИТМ (кг/м²)', type: 'decimal', places: 1, value: (row) => row.bmi },
          { header: 'z-отклонение ИТМ за възрастта', type: 'decimal', places: 2, value: (row) => row.bmiZScore },
          { header: 'Оценка (СЗО)', type: 'text', value: (row) => row.bmiClassLabel },
        ],
        rows: rows.map(withBmi),
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Антропометрични данни', subject: group.name });
  }

  // ---- reads ----

  private async history(user: AuthUser, studentId: number): Promise<MeasuredChild[]> {
    const where = addReach(new SqlConditions(), this.reader(user)).add('s.id = ?', studentId);
    const [child] = await this.db.manager.query(`SELECT s.id FROM students s ${where.sql}`, where.params);
    if (!child) throw new NotFoundError(messages.studentNotFound);
    return this.db.manager.query(
      `SELECT ${ROW_COLUMNS} FROM student_anthropometrics a JOIN students s ON s.id = a.student_id
        WHERE a.student_id = $1 ORDER BY a.measured_on DESC`,
      [studentId],
    );
  }

  /** Every child in the group on the day (as the reader may see them), with that day's measurement when there is one. */
  private async sheet(user: AuthUser, classId: number, day: string): Promise<MeasuredChild[]> {
    await this.group(user, classId);
    const where = new SqlConditions();
    const from = `FROM students s
      JOIN student_classes sc ON sc.student_id = s.id AND sc.class_id = ${where.param(classId)}
       AND sc.from_date <= ${where.param(day)}::date AND (sc.to_date IS NULL OR sc.to_date >= ${where.param(day)}::date)
      LEFT JOIN student_anthropometrics a ON a.student_id = s.id AND a.measured_on = ${where.param(day)}::date`;
    addReach(where, this.reader(user));
    return this.db.manager.query(
      `SELECT ${ROW_COLUMNS} ${from} ${where.sql} ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
  }

  // ---- rules ----

  private entry(user: AuthUser) {
    return user.access.find((item) => item.resource === Resource.StudentAnthropometrics);
  }

  private reader(user: AuthUser): StudentReader {
    const reach = this.entry(user)?.canView ? 'all' : user.role === Role.Parent ? 'parent' : 'teacher';
    return { userId: user.userId, kindergartenId: user.kindergartenId, periodId: user.periodId, reach };
  }

  /** Upper-case D is not a flag of its own in the access model: a user who edits every group deletes in every group. */
  private hasAllGroupsDelete(user: AuthUser): boolean {
    const entry = this.entry(user);
    return !!entry?.delete && !!entry.canEdit;
  }

  /** Every child must be in a group the user teaches now (lower-case c/u/d). */
  private async assertOwnChildren(user: AuthUser, studentIds: number[]): Promise<void> {
    const [own] = await this.db.manager.query(
      `SELECT count(DISTINCT sc.student_id)::int AS n FROM student_classes sc
         JOIN class_teachers ct ON ct.class_id = sc.class_id JOIN teachers t ON t.id = ct.teacher_id
        WHERE sc.student_id = ANY($1::int[]) AND sc.to_date IS NULL AND t.user_id = $2`,
      [studentIds, user.userId],
    );
    if (own.n !== new Set(studentIds).size) throw new ForbiddenError();
  }

  private async group(user: AuthUser, classId: number): Promise<{ name: string }> {
    const [group] = await this.db.manager.query(`SELECT name FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
      classId,
      user.kindergartenId,
    ]);
    if (!group) throw new NotFoundError(messages.classNotFound);
    return group;
  }

  private async period(user: AuthUser): Promise<{ id: number; fromDate: string; toDate: string }> {
    const [period] = await this.db.manager.query(
      `SELECT id, from_date AS "fromDate", to_date AS "toDate" FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [user.periodId, user.kindergartenId],
    );
    if (!period) throw new BadInputError(messages.noSchoolYear);
    return period;
  }
}
