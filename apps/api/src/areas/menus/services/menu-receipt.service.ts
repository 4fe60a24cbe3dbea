import { Injectable } from '@nestjs/common';
import { Allergen, allergenLabels, menuAgeBandLabels, menuStatusLabels, nutrientFields, weekdayLabels } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, type PdfDocument, renderPdf } from '../../../platform/export/index.js';
import { MenusRepository } from '../data/menus.repository.js';
import { MenusService } from './menus.service.js';

const allergenNumbers = Object.values(Allergen).filter((value): value is Allergen => typeof value === 'number');

/**
 * GET Menus/receipts (docs/menus.md "The menu file"): the week's menu for the notice board as an A4 landscape PDF —
 * meals × working days with each dish's allergen numbers, the energy and macronutrients per day, and the legend of
 * the 14 allergens (Regulation (EU) 1169/2011 Annex II). Read as GET Menus/{id} is (a parent only a published menu).
 */
@Injectable()
export class MenuReceiptService {
  constructor(
    private readonly menus: MenusService,
    private readonly repository: MenusRepository,
  ) {}

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const menu = await this.menus.get(user, id);
    const kindergartenName = await this.repository.kindergartenName(user.kindergartenId!);
    const dayHeader = (day: (typeof menu.days)[number]) => `${weekdayLabels[day.weekday]} ${bgDate(day.date).slice(0, 5)}`;
    const rows = menu.meals.map((meal) => [
      meal.time ? `${meal.label}\n${meal.time} ч.` : meal.label,
      ...menu.days.map((day) => {
        if (day.dayOff) return 'Неучебен ден';
        const dishes = menu.dishes.filter((dish) => dish.weekday === day.weekday && dish.mealType === meal.value);
        return dishes
          .map((dish) => (dish.allergens.length ? `${dish.recipeName} (${dish.allergens.join(', ')})` : dish.recipeName))
          .join('\n');
      }),
    ]);
    const shown = nutrientFields.filter((field) => ['energyKcal', 'protein', 'fat', 'carbohydrate'].includes(field.key));
    const nutritionRows = shown.map((field) => [
      `${field.label}, ${field.unit}`,
      ...menu.days.map((day) => {
        const value = day.nutrients?.[field.key];
        return day.dayOff || value === undefined ? '' : value === null ? 'няма данни' : bgDecimal(value, 1);
      }),
    ]);
    const subtitle = `${menuAgeBandLabels[menu.ageBand]} · седмица ${bgDate(menu.weekStart)} – ${bgDate(menu.days[4]!.date)}`;
    const document: PdfDocument = {
      title: 'Седмично меню',
      subtitle,
      kindergartenName,
      orientation: 'landscape',
      blocks: [
        ...(menu.status === 3 ? [] : [{ kind: 'paragraph' as const, text: `Статус: ${menuStatusLabels[menu.status]}.` }]),
        {
          kind: 'table',
          columns: [{ header: 'Хранене', width: 90 }, ...menu.days.map((day) => ({ header: dayHeader(day) }))],
          rows,
        },
        {
          kind: 'table',
          title: 'Хранителна стойност на порция за деня',
          columns: [
            { header: 'Показател', width: 90 },
            ...menu.days.map((day) => ({ header: dayHeader(day), align: 'right' as const })),
          ],
          rows: nutritionRows,
        },
        ...(menu.note ? [{ kind: 'paragraph' as const, text: menu.note }] : []),
        {
          kind: 'paragraph',
          style: 'note',
          text: `Алергени (Регламент (ЕС) № 1169/2011, приложение II): ${allergenNumbers
            .map((allergen) => `${allergen}. ${allergenLabels[allergen]}`)
            .join('; ')}.`,
        },
      ],
    };
    return exportFile('pdf', await renderPdf(document), {
      title: 'Седмично меню',
      subject: `${menuAgeBandLabels[menu.ageBand]} ${bgDate(menu.weekStart)}`,
    });
  }
}
