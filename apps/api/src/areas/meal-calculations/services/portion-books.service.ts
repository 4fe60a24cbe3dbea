import { Injectable } from '@nestjs/common';
import {
  type CreatePortionBookRequest,
  mealCalculationMessages as messages,
  type MealType,
  mealTypeLabels,
  type MenuAgeBand,
  menuAgeBandLabels,
  type PortionBookDetails,
  type PortionBookDish,
  productUnitLabels,
  quantitiesNeeded,
  type SaveResult,
  sumOf,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, type PdfBlock, renderPdf } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { kindergartenOf } from '../../storage/services/kindergarten-of.js';
import {
  MealCalculationsRepository,
  type PortionBookLineInsert,
  type PortionBookLineRecord,
} from '../data/meal-calculations.repository.js';

/**
 * Portion books (порционна книга, spec 2 §7.4 "PortionBooks"; docs/meal-calculations.md "Portion books"): made from a
 * day's calculation — per meal and dish the portions per band (its corrected counts) and per product the quantity
 * (the recipe's gross per portion × the portions) — numbered per kindergarten without gaps; only the last one is
 * deleted.
 */
@Injectable()
export class PortionBooksService {
  constructor(
    private readonly calculations: MealCalculationsRepository,
    private readonly locks: CalendarLocks,
  ) {}

  async lastNumber(user: AuthUser): Promise<{ number: number }> {
    return { number: await this.calculations.lastPortionBookNumber(kindergartenOf(user)) };
  }

  async create(user: AuthUser, request: CreatePortionBookRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const calculation = await this.calculations.calculation(kindergartenId, Number(request.calculationId), true);
    if (!calculation) throw new NotFoundError(messages.notFound);
    await this.locks.assertEntryOpen(kindergartenId, calculation.forDate, EntryModule.StorageAndKitchen);
    const existing = await this.calculations.portionBookOf(calculation.id);
    if (existing) throw new ConflictError(messages.portionBookExists(existing.number));
    const lines = await this.linesOf(kindergartenId, calculation.id);
    const number = await this.calculations.takePortionBookNumber(kindergartenId);
    const id = await this.calculations.insertPortionBook({
      kindergartenId,
      number,
      calculationId: calculation.id,
      forDate: calculation.forDate,
      createdBy: user.userId,
    });
    await this.calculations.insertPortionBookLines(kindergartenId, id, lines);
    return { isSuccessful: true, entityId: id };
  }

  async get(user: AuthUser, id: number): Promise<PortionBookDetails> {
    const kindergartenId = kindergartenOf(user);
    const book = await this.calculations.portionBook(kindergartenId, id);
    if (!book) throw new NotFoundError(messages.portionBookNotFound);
    const lines = await this.calculations.portionBookLines(id);
    const last = await this.calculations.lastPortionBookNumber(kindergartenId);
    return { ...book, isLast: book.number === last, meals: mealsOf(lines) };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const kindergartenId = kindergartenOf(user);
    const book = await this.calculations.portionBook(kindergartenId, id, true);
    if (!book) throw new NotFoundError(messages.portionBookNotFound);
    await this.locks.assertEntryOpen(kindergartenId, book.forDate, EntryModule.StorageAndKitchen);
    if (!(await this.calculations.releasePortionBookNumber(kindergartenId, book.number))) {
      throw new ConflictError(messages.notLastPortionBook(await this.calculations.lastPortionBookNumber(kindergartenId)));
    }
    await this.calculations.deletePortionBook(id);
    return undefined;
  }

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const book = await this.get(user, id);
    const kindergartenName = await this.calculations.kindergartenName(kindergartenOf(user));
    const title = `Порционна книга № ${book.number}`;
    const blocks: PdfBlock[] = book.meals.flatMap((meal) =>
      meal.dishes.map((dish): PdfBlock => ({
        kind: 'table',
        title: `${mealTypeLabels[meal.mealType]} — ${dish.recipeName} (${dish.bands
          .map((band) => `${menuAgeBandLabels[band.ageBand]}: ${band.portions} порции`)
          .join('; ')})`,
        columns: [
          { header: 'Продукт' },
          { header: 'Мярка', width: 60 },
          ...dish.bands.map((band) => ({
            header: `${menuAgeBandLabels[band.ageBand].split(' (')[0]} (${band.portions})`,
            width: 85,
            align: 'right' as const,
          })),
          { header: 'Общо', width: 70, align: 'right' },
        ],
        rows: dish.products.map((product) => [
          product.productName,
          productUnitLabels[product.unit],
          ...product.quantities.map((quantity) => bgDecimal(quantity, 3)),
          bgDecimal(product.total, 3),
        ]),
      })),
    );
    const document = await renderPdf({
      title,
      subtitle: `за ${bgDate(book.forDate)} г.`,
      kindergartenName,
      orientation: 'landscape',
      blocks: [
        ...(blocks.length ? blocks : [{ kind: 'paragraph' as const, text: 'Няма ястия.' }]),
        {
          kind: 'paragraph',
          style: 'note',
          text:
            'Количествата са бруто по рецептата за порция на възрастовата група × порциите (децата и персоналът), ' +
            'в мярката на продукта.',
        },
        {
          kind: 'paragraph',
          text: 'Домакин: ............................   Готвач: ............................   Директор: ............................',
        },
      ],
    });
    return exportFile('pdf', document, { title: 'Порционна книга', subject: `№ ${book.number}` });
  }

  /** Per meal, dish, band and product the portions and the quantity, from the calculation's dishes and counts. */
  private async linesOf(kindergartenId: number, calculationId: number): Promise<PortionBookLineInsert[]> {
    const ingredients = await this.calculations.ingredients(calculationId);
    const attendances = await this.calculations.attendances(calculationId);
    const portions = new Map(attendances.map((row) => [`${row.ageBand}:${row.mealType}`, row.children + row.staff]));
    const portionsOf = (ageBand: number, mealType: number) => portions.get(`${ageBand}:${mealType}`) ?? 0;
    const productIds = [...new Set(ingredients.map((ingredient) => ingredient.productId))];
    const products = new Map(
      (await this.calculations.products(kindergartenId, productIds)).map((product) => [product.id, product]),
    );
    const { quantities } = quantitiesNeeded(
      ingredients,
      (ingredient) => portionsOf(ingredient.ageBand, ingredient.mealType),
      products,
      (ingredient) => `${ingredient.mealType}:${ingredient.recipeId}:${ingredient.ageBand}:${ingredient.productId}`,
    );
    const names = new Map(ingredients.map((ingredient) => [ingredient.recipeId, ingredient.recipeName]));
    return [...quantities].map(([key, quantity]) => {
      const [mealType, recipeId, ageBand, productId] = key.split(':').map(Number) as [MealType, number, MenuAgeBand, number];
      return {
        mealType,
        recipeId,
        recipeName: names.get(recipeId) ?? '',
        ageBand,
        portions: portionsOf(ageBand, mealType),
        productId,
        quantity,
      };
    });
  }
}

/** The book's lines as meals → dishes → bands and products (the order of the lines: meal, then as made). */
export function mealsOf(lines: readonly PortionBookLineRecord[]): PortionBookDetails['meals'] {
  const meals: PortionBookDetails['meals'] = [];
  for (const line of lines) {
    let meal = meals.find((candidate) => candidate.mealType === line.mealType);
    if (!meal) meals.push((meal = { mealType: line.mealType, dishes: [] }));
    let dish = meal.dishes.find((candidate) => candidate.recipeId === line.recipeId);
    if (!dish) meal.dishes.push((dish = { recipeId: line.recipeId, recipeName: line.recipeName, bands: [], products: [] }));
    if (!dish.bands.some((band) => band.ageBand === line.ageBand))
      dish.bands.push({ ageBand: line.ageBand, portions: line.portions });
  }
  for (const meal of meals) {
    for (const dish of meal.dishes) {
      dish.bands.sort((a, b) => a.ageBand - b.ageBand);
      dish.products = productsOf(
        dish,
        lines.filter((line) => line.mealType === meal.mealType && line.recipeId === dish.recipeId),
      );
    }
  }
  return meals;
}

function productsOf(dish: PortionBookDish, lines: readonly PortionBookLineRecord[]): PortionBookDish['products'] {
  const ids = [...new Set(lines.map((line) => line.productId))];
  return ids.map((productId) => {
    const own = lines.filter((line) => line.productId === productId);
    const quantities = dish.bands.map((band) => own.find((line) => line.ageBand === band.ageBand)?.quantity ?? '0');
    return {
      productId,
      productName: own[0]!.productName,
      unit: own[0]!.unit,
      quantities,
      total: sumOf(quantities),
    };
  });
}
