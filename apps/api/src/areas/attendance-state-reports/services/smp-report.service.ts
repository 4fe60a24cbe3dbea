import { Injectable } from '@nestjs/common';
import {
  monthLabels,
  type StateReportMonth,
  Resource,
  SMP_ALERT_ABOVE_DAYS,
  SMP_BENEFIT_STOP_ABOVE_DAYS,
  SMP_RULE_TEXT,
  type SmpReport,
  smpFlagsOf,
  type SmpRow,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { bgDate, excelSheet, exportFile, type ExportFile, renderPdf, renderWorkbook } from '../../../platform/export/index.js';
import { SmpReportRepository } from '../data/smp-report.repository.js';
import { monthBounds, ownGroupsOnly } from './report-month.js';

/** The ЕГН with its last four digits hidden: enough for the staff to tell two children apart, not an identity. */
export function maskIdentifier(identifier: string): string {
  return identifier.length > 4 ? `${identifier.slice(0, -4)}****` : '****';
}

/** The letter's legal basis: Закон за семейни помощи за деца, чл. 7, as in force since 01.08.2019 (ДВ бр. 35/2019). */
export const SMP_LEGAL_BASIS =
  'На основание чл. 7 от Закона за семейни помощи за деца Ви уведомяваме за децата в задължително предучилищно ' +
  'образование, които през месеца са отсъствали от детската градина без уважителни причини. ' +
  SMP_RULE_TEXT;

/** The flag of more than 3 days, as the letter, the page and the Excel name it. */
export const SMP_TERMINATION_LABEL = 'Прекратяване на помощта';

/**
 * The monthly report to the social assistance directorate ("SMP", справка за месечни помощи; docs/attendance-state-reports.md):
 * the children in compulsory preschool education (from the school year they turn 4, ЗПУО чл. 8) with unexcused
 * absences in a month — `attendance_kind() = 2`, so summer absences and absences on a declared vacation or quarantine
 * day, which are excused, never count — with the two flags of the rule.
 */
@Injectable()
export class SmpReportService {
  constructor(private readonly smp: SmpReportRepository) {}

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
      subtitle: `Деца в задължително предучилищно образование с неизвинени отсъствия – ${subject} г.`,
      kindergartenName: await this.kindergartenName(user),
      orientation: 'landscape',
      blocks: [
        { kind: 'paragraph', text: 'До Дирекция „Социално подпомагане“' },
        { kind: 'paragraph', text: SMP_LEGAL_BASIS },
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
            { header: SMP_TERMINATION_LABEL, width: 60 },
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
          emptyText: 'Няма деца в задължително предучилищно образование с неизвинени отсъствия през месеца.',
        },
        {
          kind: 'fields',
          fields: [
            { label: 'Деца в задължително предучилищно образование', value: String(preparatoryChildren) },
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
          { header: SMP_TERMINATION_LABEL, type: 'boolean', value: (row) => row.stopBenefit },
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
    const reach = { kindergartenId: user.kindergartenId!, from, to, ownGroupsOf: own ? user.userId : null };
    const stored = await this.smp.unexcusedChildren(reach);
    const n = await this.smp.compulsoryChildren(reach);
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
    return (await this.smp.kindergartenName(user.kindergartenId)) ?? null;
  }
}
