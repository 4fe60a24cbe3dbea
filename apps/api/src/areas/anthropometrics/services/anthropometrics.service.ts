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
  type SaveAnthropometricsBody,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { type StudentReader, studentReader } from '../../students/data/students.sql.js';
import { AnthropometricsRepository, type MeasuredChild, type SchoolYearRow } from '../data/anthropometrics.repository.js';

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
  constructor(private readonly measurements: AnthropometricsRepository) {}

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
    const children = await this.measurements.lockChildren(user, ids, body.measuredOn);
    if (children.length !== ids.length) throw new NotFoundError(messages.studentNotFound);
    const creates = children.filter((child) => child.existing === null).length;
    assertSaveAllowed(user, Resource.StudentAnthropometrics, { creates, updates: children.length - creates });
    for (const [index, child] of children.entries()) {
      if (child.birthDate > body.measuredOn) {
        throw new BadInputError(messages.beforeBirth, { [`items.${index}.studentId`]: [messages.beforeBirth] });
      }
    }
    const entry = this.entry(user);
    const limited = children.some((child) => (child.existing === null ? !entry?.canCreate : !entry?.canEdit));
    if (limited) await this.assertOwnChildren(user, ids);
    await this.measurements.upsert(user, period.id, body.measuredOn, body.items);
    return { isSuccessful: true, entityId: null };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const studentId = await this.measurements.lockForDelete(user, id);
    if (studentId === undefined) throw new NotFoundError(messages.notFound);
    // Lower-case d (a teacher): only measurements of the children of the user's groups.
    if (!this.hasAllGroupsDelete(user)) await this.assertOwnChildren(user, [studentId]);
    await this.measurements.delete(id);
    return undefined;
  }

  /** The group's measurements of the selected school year, one row per measurement, as an Excel workbook. */
  async export(user: AuthUser, query: AnthropometricsExportQuery): Promise<ExportFile> {
    const period = await this.period(user);
    const group = await this.group(user, query.classId);
    const rows = await this.measurements.groupYear(this.reader(user), query.classId, period.id);
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
    if (!(await this.measurements.canSee(this.reader(user), studentId))) throw new NotFoundError(messages.studentNotFound);
    return this.measurements.history(studentId);
  }

  /** Every child in the group on the day (as the reader may see them), with that day's measurement when there is one. */
  private async sheet(user: AuthUser, classId: number, day: string): Promise<MeasuredChild[]> {
    await this.group(user, classId);
    return this.measurements.sheet(this.reader(user), classId, day);
  }

  // ---- rules ----

  private entry(user: AuthUser) {
    return user.access.find((item) => item.resource === Resource.StudentAnthropometrics);
  }

  private reader(user: AuthUser): StudentReader {
    return studentReader(user, Resource.StudentAnthropometrics);
  }

  /** Upper-case D is not a flag of its own in the access model: a user who edits every group deletes in every group. */
  private hasAllGroupsDelete(user: AuthUser): boolean {
    const entry = this.entry(user);
    return !!entry?.delete && !!entry.canEdit;
  }

  /** Every child must be in a group the user teaches now (lower-case c/u/d). */
  private async assertOwnChildren(user: AuthUser, studentIds: number[]): Promise<void> {
    if ((await this.measurements.taughtCount(user, studentIds)) !== new Set(studentIds).size) throw new ForbiddenError();
  }

  private async group(user: AuthUser, classId: number): Promise<{ name: string }> {
    const group = await this.measurements.group(user, classId);
    if (!group) throw new NotFoundError(messages.classNotFound);
    return group;
  }

  private async period(user: AuthUser): Promise<SchoolYearRow> {
    const period = await this.measurements.schoolYear(user);
    if (!period) throw new BadInputError(messages.noSchoolYear);
    return period;
  }
}
