import { Injectable } from '@nestjs/common';
import {
  type SubstitutionListQuery,
  type SubstitutionNormsQuery,
  substitutionReasonLabels,
  substitutionShiftLabels,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import {
  bgDate,
  excelSheet,
  exportFile,
  type ExportFile,
  type PdfDocument,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { SubstitutionsService } from './substitutions.service.js';

export const SUBSTITUTIONS_TITLE = 'Заместване на персонал';
export const NORMS_TITLE = 'Задължителна норма и лекторски часове';

const periodText = (fromDate?: string, toDate?: string): string | undefined =>
  fromDate || toDate ? `${fromDate ? `от ${bgDate(fromDate)}` : ''} ${toDate ? `до ${bgDate(toDate)}` : ''}`.trim() : undefined;

/** The list of substitutions and the norms report as PDF and Excel (docs/exports.md). */
@Injectable()
export class SubstitutionsExportService {
  constructor(private readonly substitutions: SubstitutionsService) {}

  async list(user: AuthUser, type: 'pdf' | 'excel', query: SubstitutionListQuery): Promise<ExportFile> {
    const rows = await this.substitutions.all(user, query);
    const subject = periodText(query.fromDate, query.toDate);
    if (type === 'excel') {
      const workbook = await renderWorkbook([
        excelSheet({
          name: SUBSTITUTIONS_TITLE,
          columns: [
            { header: 'Отсъстващ', type: 'text', value: (row) => row.absentName },
            { header: 'Заместващ', type: 'text', value: (row) => row.substituteName },
            { header: 'Група', type: 'text', value: (row) => row.className },
            { header: 'От дата', type: 'date', value: (row) => row.fromDate },
            { header: 'До дата', type: 'date', value: (row) => row.toDate },
            { header: 'Смяна', type: 'text', value: (row) => substitutionShiftLabels[row.shift] },
            { header: 'Часа на ден', type: 'integer', value: (row) => row.hoursPerDay },
            { header: 'Работни дни', type: 'integer', value: (row) => row.daysCount },
            { header: 'Общо часове', type: 'integer', value: (row) => row.totalHours },
            { header: 'Причина', type: 'text', value: (row) => substitutionReasonLabels[row.reason] },
            { header: 'Бележка', type: 'text', value: (row) => row.note },
          ],
          rows,
        }),
      ]);
      return exportFile('excel', workbook, { title: SUBSTITUTIONS_TITLE, subject });
    }
    const document: PdfDocument = {
      title: SUBSTITUTIONS_TITLE,
      subtitle: subject,
      kindergartenName: await this.substitutions.kindergartenName(user),
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Отсъстващ' },
            { header: 'Заместващ' },
            { header: 'Група' },
            { header: 'Период', width: 130 },
            { header: 'Смяна', width: 50 },
            { header: 'Ч./ден', width: 40, align: 'right' },
            { header: 'Дни', width: 35, align: 'right' },
            { header: 'Часове', width: 45, align: 'right' },
            { header: 'Причина', width: 80 },
          ],
          rows: rows.map((row) => [
            row.absentName,
            row.substituteName,
            row.className,
            `${bgDate(row.fromDate)} – ${bgDate(row.toDate)}`,
            substitutionShiftLabels[row.shift],
            row.hoursPerDay,
            row.daysCount,
            row.totalHours,
            substitutionReasonLabels[row.reason],
          ]),
        },
      ],
    };
    return exportFile('pdf', await renderPdf(document), { title: SUBSTITUTIONS_TITLE, subject });
  }

  async norms(user: AuthUser, type: 'pdf' | 'excel', query: SubstitutionNormsQuery): Promise<ExportFile> {
    const norms = await this.substitutions.norms(user, query);
    const subject = periodText(query.fromDate, query.toDate);
    if (type === 'excel') {
      const workbook = await renderWorkbook([
        excelSheet({
          name: 'Норми',
          columns: [
            { header: 'Служител', type: 'text', value: (row) => row.name },
            { header: 'Длъжност', type: 'text', value: (row) => row.occupation },
            { header: 'Норма (часове)', type: 'integer', value: (row) => row.normHours },
            { header: 'Заместени дни', type: 'integer', value: (row) => row.substitutedDays },
            { header: 'Заместени часове', type: 'integer', value: (row) => row.substitutedHours },
            { header: 'Дни на отсъствие', type: 'integer', value: (row) => row.absentDays },
            { header: 'Часове на отсъствие', type: 'integer', value: (row) => row.absentHours },
            { header: 'Лекторски часове', type: 'integer', value: (row) => row.lecturingHours },
          ],
          rows: norms.rows,
        }),
      ]);
      return exportFile('excel', workbook, { title: NORMS_TITLE, subject });
    }
    const document: PdfDocument = {
      title: NORMS_TITLE,
      subtitle: subject,
      kindergartenName: await this.substitutions.kindergartenName(user),
      orientation: 'landscape',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Работни дни', value: String(norms.workingDays) },
            { label: 'Норма на ден', value: `${norms.normHoursPerDay} часа` },
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: 'Служител' },
            { header: 'Длъжност' },
            { header: 'Норма', width: 50, align: 'right' },
            { header: 'Заместени дни', width: 60, align: 'right' },
            { header: 'Заместени часове', width: 60, align: 'right' },
            { header: 'Отсъствие (часове)', width: 65, align: 'right' },
            { header: 'Лекторски часове', width: 60, align: 'right' },
          ],
          rows: norms.rows.map((row) => [
            row.name,
            row.occupation,
            row.normHours,
            row.substitutedDays,
            row.substitutedHours,
            row.absentHours,
            row.lecturingHours,
          ]),
        },
      ],
    };
    return exportFile('pdf', await renderPdf(document), { title: NORMS_TITLE, subject });
  }
}
