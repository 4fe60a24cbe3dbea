import { Injectable } from '@nestjs/common';
import {
  type EstimatedQuantities,
  menuAgeBandLabels,
  menuMessages as messages,
  menuWeekdays,
  productUnitLabels,
  weekdayLabels,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDecimal,
  excelSheet,
  exportFile,
  type ExportFile,
  type PdfDocument,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { MenusRepository } from '../data/menus.repository.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';

/**
 * Menus/estimated-quantities-per-menu and its report (docs/menus.md "Estimated quantities"): how much of each product
 * the menu's week needs for the children expected each working day, from one statement; the report as PDF or Excel.
 */
@Injectable()
export class EstimatedQuantitiesService {
  constructor(
    private readonly menus: MenusRepository,
    private readonly locks: CalendarLocks,
  ) {}

  async estimate(user: AuthUser, id: number): Promise<EstimatedQuantities> {
    const header = await this.menus.header(id);
    if (!header || user.kindergartenId === null) throw new NotFoundError(messages.notFound);
    const friday = addDays(header.weekStart, 4);
    const locks = await this.locks.dayLocks(user.kindergartenId, header.weekStart, friday, EntryModule.ChildAttendances);
    const weekdaysOff = menuWeekdays.filter((weekday) => locks.get(addDays(header.weekStart, weekday - 1))?.dayOff);
    const found = await this.menus.estimatedQuantities(id, header.weekStart, header.ageBand, weekdaysOff);
    return { menuId: id, weekStart: header.weekStart, ageBand: header.ageBand, ...found };
  }

  async report(user: AuthUser, id: number, format: 'pdf' | 'excel'): Promise<ExportFile> {
    const estimate = await this.estimate(user, id);
    const title = 'Очаквани количества по меню';
    const subject = `${menuAgeBandLabels[estimate.ageBand]} ${bgDate(estimate.weekStart)}`;
    const kilograms = (grams: string) => bgDecimal(shift3(grams), 3);
    if (format === 'excel') {
      const sheet = excelSheet({
        name: 'Количества',
        columns: [
          { header: 'Продукт', type: 'text', value: (row: (typeof estimate.products)[number]) => row.name },
          { header: 'Нето, кг', type: 'decimal', places: 3, value: (row) => shift3(row.netGrams) },
          { header: 'Бруто, кг', type: 'decimal', places: 3, value: (row) => shift3(row.grossGrams) },
          { header: 'Количество', type: 'decimal', places: 3, value: (row) => row.quantity },
          { header: 'Мярка', type: 'text', value: (row) => productUnitLabels[row.unit] },
        ],
        rows: estimate.products,
      });
      return exportFile('excel', await renderWorkbook([sheet]), { title, subject });
    }
    const document: PdfDocument = {
      title,
      subtitle: `${menuAgeBandLabels[estimate.ageBand]} · седмица ${bgDate(estimate.weekStart)} – ${bgDate(addDays(estimate.weekStart, 4))}`,
      kindergartenName: await this.menus.kindergartenName(user.kindergartenId!),
      orientation: 'portrait',
      blocks: [
        {
          kind: 'table',
          title: 'Очаквани деца',
          columns: [{ header: 'Ден' }, { header: 'Деца', width: 60, align: 'right' }],
          rows: estimate.days.map((day) => [`${weekdayLabels[day.weekday]}, ${bgDate(day.date)}`, day.children]),
        },
        {
          kind: 'table',
          title: 'Продукти',
          columns: [
            { header: 'Продукт' },
            { header: 'Нето, кг', width: 70, align: 'right' },
            { header: 'Бруто, кг', width: 70, align: 'right' },
            { header: 'Количество', width: 70, align: 'right' },
            { header: 'Мярка', width: 70 },
          ],
          rows: estimate.products.map((row) => [
            row.name,
            kilograms(row.netGrams),
            kilograms(row.grossGrams),
            row.quantity === null ? '—' : bgDecimal(row.quantity, 3),
            productUnitLabels[row.unit],
          ]),
        },
        {
          kind: 'paragraph',
          style: 'note',
          text:
            'Очаквани деца: настанените в групите от възрастовата група в деня, без тези с подадено заявление за отсъствие ' +
            'по семейни причини. Количествата са сбор по дни и ястия от количеството на порция по рецептата × очакваните деца.',
        },
      ],
    };
    return exportFile('pdf', await renderPdf(document), { title, subject });
  }
}

/** Grams as kilograms: the decimal point moved three places left, exactly (no floats). */
export function shift3(grams: string): string {
  const [whole = '0', fraction = ''] = grams.split('.');
  const digits = whole.padStart(4, '0');
  return `${digits.slice(0, -3).replace(/^0+(?=\d)/, '')}.${digits.slice(-3)}${fraction}`;
}
