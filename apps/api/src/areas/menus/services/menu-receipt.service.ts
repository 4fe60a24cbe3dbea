import { Injectable } from '@nestjs/common';
import {
  Allergen,
  allergenLabels,
  menuAgeBandLabels,
  menuAgeBands,
  type MenuDetails,
  menuMessages,
  MenuStatus,
  menuStatusLabels,
  nutrientFields,
  weekdayLabels,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDecimal,
  exportFile,
  type ExportFile,
  type PdfBlock,
  type PdfDocument,
  renderPdf,
} from '../../../platform/export/index.js';
import { MenusRepository } from '../data/menus.repository.js';
import { MenusService, mondayOf } from './menus.service.js';

const allergenNumbers = Object.values(Allergen).filter((value): value is Allergen => typeof value === 'number');

/**
 * GET Menus/receipts and Files/kitchen-menus (docs/menus.md "The menu file"): the week's menu for the notice board as an A4 landscape PDF —
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
    const document: PdfDocument = {
      title: 'Седмично меню',
      subtitle: `${menuAgeBandLabels[menu.ageBand]} · ${weekOf(menu)}`,
      kindergartenName,
      orientation: 'landscape',
      blocks: [...menuBlocks(menu), allergenLegend()],
    };
    return exportFile('pdf', await renderPdf(document), {
      title: 'Седмично меню',
      subject: `${menuAgeBandLabels[menu.ageBand]} ${bgDate(menu.weekStart)}`,
    });
  }

  /**
   * Files/kitchen-menus: the week's approved or published menus of every age band in one PDF for the kitchen, a page
   * each (a draft is not cooked from); 404 when the week has none.
   */
  async kitchenMenus(user: AuthUser, week: string): Promise<ExportFile> {
    const weekStart = mondayOf(week);
    const menus: MenuDetails[] = [];
    for (const band of menuAgeBands) {
      const header = await this.repository.headerOfWeek(weekStart, band, false);
      if (header && header.status !== MenuStatus.Draft) menus.push(await this.menus.details(user, user.kindergartenId!, header));
    }
    if (menus.length === 0) throw new NotFoundError(menuMessages.noApprovedMenus);
    const kindergartenName = await this.repository.kindergartenName(user.kindergartenId!);
    const document: PdfDocument = {
      title: 'Менюта за кухнята',
      subtitle: weekOf(menus[0]!),
      kindergartenName,
      orientation: 'landscape',
      blocks: [...menus.flatMap((menu) => menuBlocks(menu, menuAgeBandLabels[menu.ageBand])), allergenLegend()],
    };
    return exportFile('pdf', await renderPdf(document), { title: 'Менюта за кухнята', subject: bgDate(weekStart) });
  }
}

const dayHeader = (day: MenuDetails['days'][number]) => `${weekdayLabels[day.weekday]} ${bgDate(day.date).slice(0, 5)}`;
const weekOf = (menu: MenuDetails) => `седмица ${bgDate(menu.weekStart)} – ${bgDate(menu.days[4]!.date)}`;

/**
 * A menu's blocks: its status if not published, meals × working days with the allergen numbers (under `title`, the age
 * band when several menus share the file), the nutrition, the note.
 */
function menuBlocks(menu: MenuDetails, title?: string): PdfBlock[] {
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
  return [
    ...(menu.status === MenuStatus.Published
      ? []
      : [{ kind: 'paragraph' as const, text: `Статус: ${menuStatusLabels[menu.status]}.` }]),
    {
      kind: 'table',
      title,
      columns: [{ header: 'Хранене', width: 90 }, ...menu.days.map((day) => ({ header: dayHeader(day) }))],
      rows,
    },
    {
      kind: 'table',
      title: `Хранителна стойност на порция за деня${title ? ` – ${title}` : ''}`,
      columns: [
        { header: 'Показател', width: 90 },
        ...menu.days.map((day) => ({ header: dayHeader(day), align: 'right' as const })),
      ],
      rows: nutritionRows,
    },
    ...(menu.note ? [{ kind: 'paragraph' as const, text: menu.note }] : []),
  ];
}

/** The legend of the 14 allergens (Regulation (EU) 1169/2011, Annex II). */
const allergenLegend = (): PdfBlock => ({
  kind: 'paragraph',
  style: 'note',
  text: `Алергени (Регламент (ЕС) № 1169/2011, приложение II): ${allergenNumbers
    .map((allergen) => `${allergen}. ${allergenLabels[allergen]}`)
    .join('; ')}.`,
});
