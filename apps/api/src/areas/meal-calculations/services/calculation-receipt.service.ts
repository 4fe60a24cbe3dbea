import { Injectable } from '@nestjs/common';
import {
  documentMoney,
  mealCalculationMessages as messages,
  mealTypeLabels,
  menuAgeBandLabels,
  productUnitLabels,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, renderPdf } from '../../../platform/export/index.js';
import { kindergartenOf } from '../../storage/services/kindergarten-of.js';
import { MealCalculationsRepository } from '../data/meal-calculations.repository.js';
import { MealCalculationsService } from './meal-calculations.service.js';

/**
 * GET Meals/calculations/receipt/{id}: „Калкулация за храна“ (docs/meal-calculations.md "The receipt") — the day, the
 * children and staff fed per band and meal, the products with quantity, unit price and value per meal, the totals,
 * the cost per portion and per person, the signatures of the storekeeper, the cook and the director.
 */
@Injectable()
export class CalculationReceiptService {
  constructor(
    private readonly service: MealCalculationsService,
    private readonly calculations: MealCalculationsRepository,
  ) {}

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const attendances = await this.service.attendances(user, id);
    const products = await this.service.products(user, id);
    const kindergartenName = await this.calculations.kindergartenName(kindergartenOf(user));
    const money = (value: string | null) => (value === null ? messages.noStock : bgDecimal(documentMoney(value), 2));
    const document = await renderPdf({
      title: 'Калкулация за храна',
      subtitle: `за ${bgDate(products.forDate)} г. · склад „${products.warehouseName}“`,
      kindergartenName,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          title: 'Хранени',
          columns: [
            { header: 'Хранене' },
            { header: 'Възрастова група' },
            { header: 'Деца', width: 60, align: 'right' },
            { header: 'Персонал', width: 60, align: 'right' },
            { header: 'Корекция' },
          ],
          rows: attendances.rows.map((row) => [
            mealTypeLabels[row.mealType],
            menuAgeBandLabels[row.ageBand],
            row.children,
            row.staff,
            row.reason ?? '',
          ]),
        },
        ...products.meals.map((meal) => ({
          kind: 'table' as const,
          title: `${mealTypeLabels[meal.mealType]} — ${meal.portions} порции`,
          columns: [
            { header: 'Продукт' },
            { header: 'Мярка', width: 60 },
            { header: 'Количество', width: 75, align: 'right' as const },
            { header: 'Ед. цена, €', width: 75, align: 'right' as const },
            { header: 'Стойност, €', width: 80, align: 'right' as const },
          ],
          rows: [
            ...products.lines
              .filter((line) => line.mealType === meal.mealType)
              .map((line) => [
                line.productName + (line.note ? ` (${line.note})` : ''),
                productUnitLabels[line.unit],
                bgDecimal(line.quantity, 3),
                line.unitPrice === null ? '—' : bgDecimal(line.unitPrice, 5),
                money(line.value),
              ]),
            ['Общо за храненето', '', '', '', bgDecimal(documentMoney(meal.value), 2)],
            ['Стойност на порция', '', '', '', meal.costPerPortion === null ? '—' : bgDecimal(meal.costPerPortion, 5)],
          ],
        })),
        {
          kind: 'fields',
          fields: [
            { label: 'Обща стойност, €', value: bgDecimal(products.total, 2) },
            { label: 'Стойност на хранодена, €', value: bgDecimal(products.costPerPerson, 5) },
            ...(products.unpriced ? [{ label: 'Без цена', value: `${products.unpriced} продукта (${messages.noStock})` }] : []),
          ],
        },
        ...products.warnings.map((warning) => ({ kind: 'paragraph' as const, style: 'note' as const, text: warning })),
        {
          kind: 'paragraph',
          text: 'Домакин: ............................   Готвач: ............................   Директор: ............................',
        },
      ],
    });
    return exportFile('pdf', document, { title: 'Калкулация за храна', subject: bgDate(products.forDate) });
  }
}
