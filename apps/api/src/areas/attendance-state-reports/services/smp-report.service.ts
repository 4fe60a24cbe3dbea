import { Injectable } from '@nestjs/common';
import {
  GroupAgeType,
  monthLabels,
  type StateReportMonth,
  Resource,
  SMP_ALERT_ABOVE_DAYS,
  SMP_BENEFIT_STOP_ABOVE_DAYS,
  type SmpReport,
  smpFlagsOf,
  type SmpRow,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { bgDate, excelSheet, exportFile, type ExportFile, renderPdf, renderWorkbook } from '../../../platform/export/index.js';
import { BG, FULL_NAME } from '../../students/services/students-sql.js';
import { monthBounds, OWN_GROUP, ownGroupsOnly } from './report-month.js';

interface StoredRow extends Omit<SmpRow, 'maskedIdentifier' | 'alertSocialAssistance' | 'stopBenefit' | 'unexcusedDays'> {
  identifier: string;
}

/** The ЕГН with its last four digits hidden: enough for the staff to tell two children apart, not an identity. */
export function maskIdentifier(identifier: string): string {
  return identifier.length > 4 ? `${identifier.slice(0, -4)}****` : '****';
}

const LEGAL_BASIS =
  'На основание чл. 7 от Закона за семейните помощи за деца Ви уведомяваме за децата от подготвителните групи, ' +
  'които през месеца са отсъствали от детската градина без уважителни причини. Месечната помощ за дете не се ' +
  `изплаща при повече от ${SMP_BENEFIT_STOP_ABOVE_DAYS} дни неизвинени отсъствия в месеца.`;

/**
 * The monthly report to the social assistance directorate ("SMP", справка за месечни помощи; docs/smp-and-neispuo.md):
 * the children of the preparatory groups (age type 8) with unexcused absences in a month — `attendance_kind() = 2`,
 * so summer absences, which are excused, never count — with the two flags of the rule.
 */
@Injectable()
export class SmpReportService {
  constructor(private readonly db: Db) {}

  async report(user: AuthUser, month: StateReportMonth): Promise<SmpReport> {
    const { rows, preparatoryChildren } = await this.read(user, month);
    return {
      month: month.month,
      year: month.year,
      preparatoryChildren,
      flaggedChildren: rows.filter((row) => row.alertSocialAssistance).length,
      rows: rows.map(({ identifier: _full, ...row }) => row),
    };
  }

  /** The letter to the directorate. The director's copy carries the full ЕГН (the directorate identifies the child by it). */
  async pdf(user: AuthUser, month: StateReportMonth): Promise<ExportFile> {
    const { rows, preparatoryChildren } = await this.read(user, month);
    const fullIdentifiers = !ownGroupsOnly(user, Resource.AttendanceReferences);
    const subject = `${monthLabels[month.month as keyof typeof monthLabels]} ${month.year}`;
    const pdf = await renderPdf({
      title: 'Справка за месечни помощи',
      subtitle: `Деца от подготвителните групи с неизвинени отсъствия – ${subject} г.`,
      kindergartenName: await this.kindergartenName(user),
      orientation: 'landscape',
      blocks: [
        { kind: 'paragraph', text: 'До Дирекция „Социално подпомагане“' },
        { kind: 'paragraph', text: LEGAL_BASIS },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 22, align: 'right' },
            { header: 'Дете', width: 120 },
            { header: 'ЕГН', width: 70 },
            { header: 'Група', width: 70 },
            { header: 'Родители', width: 110 },
            { header: 'Дни', width: 28, align: 'right' },
            { header: 'Дати' },
            { header: 'Уведомяване на ДСП', width: 60 },
            { header: 'Спиране на помощта', width: 60 },
          ],
          rows: rows.map((row, index) => [
            index + 1,
            row.studentName,
            fullIdentifiers ? row.identifier : row.maskedIdentifier,
            row.className,
            row.parents,
            row.unexcusedDays,
            row.dates.map(bgDate).join(', '),
            row.alertSocialAssistance ? 'Да' : 'Не',
            row.stopBenefit ? 'Да' : 'Не',
          ]),
          emptyText: 'Няма деца от подготвителните групи с неизвинени отсъствия през месеца.',
        },
        {
          kind: 'fields',
          fields: [
            { label: 'Деца в подготвителните групи', value: String(preparatoryChildren) },
            {
              label: `С повече от ${SMP_ALERT_ABOVE_DAYS} дни неизвинени отсъствия`,
              value: String(rows.filter((row) => row.alertSocialAssistance).length),
            },
            {
              label: `С повече от ${SMP_BENEFIT_STOP_ABOVE_DAYS} дни неизвинени отсъствия`,
              value: String(rows.filter((row) => row.stopBenefit).length),
            },
          ],
        },
        { kind: 'paragraph', text: 'Директор: ................................................ (подпис и печат)' },
      ],
    });
    return exportFile('pdf', pdf, { title: 'Справка за месечни помощи', subject });
  }

  async excel(user: AuthUser, month: StateReportMonth): Promise<ExportFile> {
    const { rows } = await this.read(user, month);
    const subject = `${monthLabels[month.month as keyof typeof monthLabels]} ${month.year}`;
    const workbook = await renderWorkbook([
      excelSheet<SmpRow>({
        name: subject,
        columns: [
          { header: 'Дете', type: 'text', value: (row) => row.studentName },
          { header: 'ЕГН', type: 'text', value: (row) => row.maskedIdentifier },
          { header: 'Група', type: 'text', value: (row) => row.className },
          { header: 'Родители', type: 'text', value: (row) => row.parents },
          { header: 'Неизвинени дни', type: 'integer', value: (row) => row.unexcusedDays },
          { header: 'Дати', type: 'text', value: (row) => row.dates.map(bgDate).join(', ') },
          { header: 'Уведомяване на ДСП', type: 'boolean', value: (row) => row.alertSocialAssistance },
          { header: 'Спиране на помощта', type: 'boolean', value: (row) => row.stopBenefit },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Справка за месечни помощи', subject });
  }

  private async read(
    user: AuthUser,
    month: StateReportMonth,
  ): Promise<{ rows: (SmpRow & { identifier: string })[]; preparatoryChildren: number }> {
    const { from, to } = monthBounds(month);
    const own = ownGroupsOnly(user, Resource.AttendanceReferences);
    const where = new SqlConditions()
      .add('a.kindergarten_id = ?', user.kindergartenId)
      .add('a.for_date BETWEEN ?::date AND ?::date', from, to)
      .add('c.age_type = ?', GroupAgeType.KindergartenPGGroups)
      .add('attendance_kind(a.type, a.for_date) = 2')
      .add('s.kindergarten_id = a.kindergarten_id');
    if (own) where.add(OWN_GROUP('a.class_id', where.param(user.userId)));
    const stored: StoredRow[] = await this.db.manager.query(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS "studentName", s.identifier,
              string_agg(DISTINCT c.name, ', ') AS "className",
              (SELECT string_agg(concat_ws(' ', p.first_name, p.last_name), ', ' ORDER BY p.first_name ${BG}, p.id)
                 FROM student_parents sp JOIN parents p ON p.id = sp.parent_id WHERE sp.student_id = s.id) AS parents,
              array_agg(a.for_date::text ORDER BY a.for_date) AS dates
         FROM student_attendances a JOIN classes c ON c.id = a.class_id JOIN students s ON s.id = a.student_id
         ${where.sql}
        GROUP BY s.id
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
    const count = new SqlConditions()
      .add('c.kindergarten_id = ?', user.kindergartenId)
      .add('c.age_type = ?', GroupAgeType.KindergartenPGGroups)
      .add('sc.from_date <= ?::date', to)
      .add('(sc.to_date IS NULL OR sc.to_date >= ?::date)', from);
    if (own) count.add(OWN_GROUP('sc.class_id', count.param(user.userId)));
    const [{ n }] = await this.db.manager.query(
      `SELECT count(DISTINCT sc.student_id)::int AS n FROM student_classes sc JOIN classes c ON c.id = sc.class_id ${count.sql}`,
      count.params,
    );
    const rows = stored.map((row) => ({
      ...row,
      parents: row.parents ?? '',
      maskedIdentifier: maskIdentifier(row.identifier),
      unexcusedDays: row.dates.length,
      ...smpFlagsOf(row.dates.length),
    }));
    return { rows, preparatoryChildren: n };
  }

  private async kindergartenName(user: AuthUser): Promise<string | null> {
    const [row] = await this.db.manager.query(`SELECT name FROM kindergartens WHERE id = $1`, [user.kindergartenId]);
    return row?.name ?? null;
  }
}
