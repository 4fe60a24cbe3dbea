import { Injectable } from '@nestjs/common';
import {
  allows,
  attendanceRows,
  type CalculationAttendances,
  type CalculationHeader,
  type CalculationMealTotal,
  type CalculationProducts,
  type CreateMealCalculationRequest,
  divide,
  documentMoney,
  type EditCalculationAttendancesRequest,
  type EditCalculationProductsRequest,
  exact,
  lineValue,
  type MealCalculationGroupType,
  type MealCalculationListFilter,
  mealCalculationMessages as messages,
  type MealCalculationRow,
  type MealType,
  menuAgeBandLabels,
  menuAgeBands,
  type PagedResult,
  quantitiesNeeded,
  Resource,
  round,
  type SaveResult,
  sumOf,
  weightedAveragePrice,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { kindergartenOf } from '../../storage/services/kindergarten-of.js';
import {
  type CalculationRecord,
  MealCalculationsRepository,
  type NewProductLine,
  type ProductLineChange,
} from '../data/meal-calculations.repository.js';

/** Digits of the cost per portion (spec 2 §9: a meal's cost is rounded to 5 decimals, totals to 2). */
export const COST_PLACES = 5;
const CONVERSION_WARNING = 'Продуктът „';

const bandKey = (ageBand: number, mealType: number): string => `${ageBand}:${mealType}`;
const lineKey = (mealType: number, productId: number): `${number}:${number}` => `${mealType}:${productId}`;

/**
 * The daily meal calculation (docs/meal-calculations.md): made for a day from the attendance grid, the staff meals and
 * the day's published menus; its counts and products corrected by the storekeeper; its products costed at the
 * warehouse's moving average price. All in the request's one transaction.
 */
@Injectable()
export class MealCalculationsService {
  constructor(
    private readonly calculations: MealCalculationsRepository,
    private readonly locks: CalendarLocks,
  ) {}

  list(user: AuthUser, query: MealCalculationListFilter): Promise<PagedResult<MealCalculationRow>> {
    return this.calculations.list(kindergartenOf(user), query);
  }

  async create(user: AuthUser, request: CreateMealCalculationRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const day = request.forDate;
    if (!(await this.calculations.warehouseExists(kindergartenId, Number(request.warehouseId)))) {
      throw new NotFoundError(messages.warehouseNotFound);
    }
    const dayOff = (await this.locks.dayLocks(kindergartenId, day, day, EntryModule.ChildAttendances)).get(day);
    if (dayOff?.dayOff) throw new ConflictError(`${dayOff.reason} Калкулация не се съставя за неработен ден.`);
    await this.locks.assertEntryOpen(kindergartenId, day, EntryModule.StorageAndKitchen);
    if (await this.calculations.dayTaken(kindergartenId, day)) throw new ConflictError(messages.dayTaken(bgDate(day)));
    const dishes = await this.calculations.publishedDishes(kindergartenId, day);
    if (!dishes.length) throw new ConflictError(messages.noMenu(bgDate(day)));

    const children = new Map(
      (await this.calculations.childrenByBand(kindergartenId, day)).map((row) => [row.ageBand, row.children]),
    );
    const staff = await this.calculations.staffMeals(kindergartenId, day);
    const { rows, warnings } = attendanceRows(dishes, children, staff);
    const id = await this.calculations.insertCalculation({
      kindergartenId,
      forDate: day,
      warehouseId: Number(request.warehouseId),
      warnings,
      createdBy: user.userId,
    });
    await this.calculations.insertAttendances(kindergartenId, id, rows);
    await this.calculations.insertDishes(kindergartenId, id, dishes);
    await this.recompute(kindergartenId, (await this.calculations.calculation(kindergartenId, id))!);
    return { isSuccessful: true, entityId: id };
  }

  async attendances(user: AuthUser, id: number): Promise<CalculationAttendances> {
    const { calculation, header } = await this.header(user, id);
    return { ...header, rows: await this.calculations.attendances(calculation.id) };
  }

  async products(user: AuthUser, id: number): Promise<CalculationProducts> {
    const { calculation, header } = await this.header(user, id);
    const lines = await this.calculations.productLines(calculation.id);
    const attendances = await this.calculations.attendances(calculation.id);
    const valued = lines.map((line) => ({
      ...line,
      value: line.unitPrice === null ? null : lineValue(line.quantity, line.unitPrice),
    }));
    const mealTypes = [...new Set(attendances.map((row) => row.mealType))].sort((a, b) => a - b);
    const meals: CalculationMealTotal[] = mealTypes.map((mealType) => {
      const portions = attendances
        .filter((row) => row.mealType === mealType)
        .reduce((sum, row) => sum + row.children + row.staff, 0);
      const value = sumOf(valued.filter((line) => line.mealType === mealType && line.value !== null).map((line) => line.value!));
      return {
        mealType,
        portions,
        value,
        costPerPortion: portions > 0 ? divide(exact(value), exact(String(portions)), COST_PLACES) : null,
      };
    });
    const total = sumOf(valued.flatMap((line) => (line.value === null ? [] : [line.value])));
    const costPerPerson = round(
      exact(sumOf(meals.flatMap((meal) => (meal.costPerPortion === null ? [] : [meal.costPerPortion])))),
      COST_PLACES,
    );
    return {
      ...header,
      lines: valued,
      meals,
      total: documentMoney(total),
      costPerPerson,
      unpriced: valued.filter((line) => line.value === null && exact(line.quantity).digits > 0n).length,
    };
  }

  async editAttendances(user: AuthUser, id: number, request: EditCalculationAttendancesRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const calculation = await this.openForEdit(kindergartenId, id);
    const known = new Set((await this.calculations.attendances(id)).map((row) => bandKey(row.ageBand, row.mealType)));
    const errors: Record<string, string[]> = {};
    request.rows.forEach((row, index) => {
      if (!known.has(bandKey(row.ageBand, row.mealType))) errors[`rows.${index}.mealType`] = [messages.rowUnknown];
    });
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
    await this.calculations.updateAttendances(
      id,
      request.rows.map((row) => ({
        ageBand: row.ageBand,
        mealType: row.mealType,
        children: Number(row.children),
        staff: Number(row.staff),
      })),
      request.reason.trim(),
      user.userId,
    );
    await this.recompute(kindergartenId, calculation);
    return { isSuccessful: true, entityId: id };
  }

  async editProducts(user: AuthUser, id: number, request: EditCalculationProductsRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const calculation = await this.openForEdit(kindergartenId, id);
    const meals = new Set((await this.calculations.attendances(id)).map((row) => row.mealType));
    const productIds = [...new Set(request.changes.map((change) => Number(change.productId)))];
    const products = new Map(
      (await this.calculations.products(kindergartenId, productIds)).map((product) => [product.id, product]),
    );
    const errors: Record<string, string[]> = {};
    request.changes.forEach((change, index) => {
      if (!meals.has(change.mealType)) errors[`changes.${index}.mealType`] = [messages.mealNotInCalculation];
      if (!products.has(Number(change.productId))) errors[`changes.${index}.productId`] = [messages.productNotFound];
    });
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);

    const lines = new Map(
      (await this.calculations.productLines(id)).map((line) => [lineKey(line.mealType, line.productId), line]),
    );
    const prices = await this.prices(kindergartenId, calculation.warehouseId, productIds);
    const added: NewProductLine[] = [];
    const changed: ProductLineChange[] = [];
    const removed: number[] = [];
    for (const change of request.changes) {
      const productId = Number(change.productId);
      const quantity = change.quantity;
      const removes = exact(quantity).digits === 0n;
      const line = lines.get(lineKey(change.mealType, productId));
      if (line && removes && line.computedQuantity === null) removed.push(line.id);
      else if (line) changed.push({ id: line.id, quantity, note: change.note.trim() });
      else if (!removes) {
        added.push({
          mealType: change.mealType,
          productId,
          computedQuantity: null,
          quantity,
          unitPrice: prices.get(productId) ?? null,
          note: change.note.trim(),
        });
      }
    }
    await this.writeProductLines(kindergartenId, id, { added, changed, removed });
    return { isSuccessful: true, entityId: id };
  }

  /**
   * The products the calculation issues, summed over its meals, in each product's own unit: the input of the storage's
   * stock request (docs/meal-calculations.md "For the stock request"). Null when the calculation is not the
   * kindergarten's.
   */
  async productsNeeded(kindergartenId: number, calculationId: number): Promise<{ productId: number; quantity: string }[] | null> {
    if (!(await this.calculations.calculation(kindergartenId, calculationId))) return null;
    return this.calculations.productsNeeded(kindergartenId, calculationId);
  }

  async groupsByType(user: AuthUser, day: string | undefined): Promise<MealCalculationGroupType[]> {
    const groups = await this.calculations.groupsByBand(kindergartenOf(user), day ?? null);
    return menuAgeBands.map((type) => ({
      type,
      typeName: menuAgeBandLabels[type],
      classes: groups.filter((group) => group.ageBand === type).map(({ id, name }) => ({ id, name })),
    }));
  }

  /** The calculation's header for the pages: 404 when it is not the kindergarten's. */
  async header(user: AuthUser, id: number): Promise<{ calculation: CalculationRecord; header: CalculationHeader }> {
    const kindergartenId = kindergartenOf(user);
    const calculation = await this.calculations.calculation(kindergartenId, id);
    if (!calculation) throw new NotFoundError(messages.notFound);
    const locked = await this.locks.isEntryLocked(kindergartenId, calculation.forDate, EntryModule.StorageAndKitchen);
    const portionBook = (await this.calculations.portionBookOf(id)) ?? null;
    const stockRequests = await this.calculations.stockRequestsOf(id);
    return {
      calculation,
      header: {
        ...calculation,
        mayEdit: !locked.locked && allows(user.access, Resource.MealCalculations, 'update'),
        portionBook,
        stockRequests,
      },
    };
  }

  /** The calculation locked for an edit: 404 when not the kindergarten's, 409 inside the module lock. */
  private async openForEdit(kindergartenId: number, id: number): Promise<CalculationRecord> {
    const calculation = await this.calculations.calculation(kindergartenId, id, true);
    if (!calculation) throw new NotFoundError(messages.notFound);
    await this.locks.assertEntryOpen(kindergartenId, calculation.forDate, EntryModule.StorageAndKitchen);
    return calculation;
  }

  /** Per product the warehouse's moving average price per the product's own unit (products without stock left out). */
  private async prices(kindergartenId: number, warehouseId: number, productIds: number[]): Promise<Map<number, string>> {
    if (!productIds.length) return new Map();
    const balances = await this.calculations.balances(kindergartenId, warehouseId, productIds);
    const products = await this.calculations.products(kindergartenId, productIds);
    const units = new Map(products.map((product) => [product.id, product]));
    const prices = new Map<number, string>();
    for (const balance of balances) {
      const product = units.get(balance.productId);
      if (!product) continue;
      const price = weightedAveragePrice(balance.value, balance.quantity, product.unit, product.unit, product.conversions);
      if (price !== null) prices.set(balance.productId, price);
    }
    return prices;
  }

  /** The product lines' changes of one edit or recomputation, one statement per kind of change. */
  private async writeProductLines(
    kindergartenId: number,
    calculationId: number,
    lines: { added: NewProductLine[]; changed: ProductLineChange[]; removed: number[] },
  ): Promise<void> {
    await this.calculations.deleteProductLines(lines.removed);
    await this.calculations.updateProductLines(lines.changed);
    await this.calculations.insertProductLines(kindergartenId, calculationId, lines.added);
  }

  /**
   * The products computed again from the dishes and the (corrected) counts (docs/meal-calculations.md "Products
   * needed"): a line the storekeeper has not corrected follows the computation; a corrected one keeps her quantity
   * and gets the new computed figure beside it; a new product is priced at the warehouse's average now.
   */
  private async recompute(kindergartenId: number, calculation: CalculationRecord): Promise<void> {
    const id = calculation.id;
    const ingredients = await this.calculations.ingredients(id);
    const attendances = await this.calculations.attendances(id);
    const existing = await this.calculations.productLines(id);
    const portions = new Map(attendances.map((row) => [bandKey(row.ageBand, row.mealType), row.children + row.staff]));
    const productIds = [...new Set(ingredients.map((ingredient) => ingredient.productId))];
    const products = new Map(
      (await this.calculations.products(kindergartenId, productIds)).map((product) => [product.id, product]),
    );
    const { quantities, unconvertible } = quantitiesNeeded(
      ingredients,
      (ingredient) => portions.get(bandKey(ingredient.ageBand, ingredient.mealType)) ?? 0,
      products,
      (ingredient) => lineKey(ingredient.mealType, ingredient.productId),
    );
    const lines = new Map(existing.map((line) => [lineKey(line.mealType, line.productId), line]));
    const newIds = [...quantities.keys()].filter((key) => !lines.has(key)).map((key) => Number(key.split(':')[1]));
    const prices = await this.prices(kindergartenId, calculation.warehouseId, [...new Set(newIds)]);
    const added: NewProductLine[] = [];
    const changed: ProductLineChange[] = [];
    const removed: number[] = [];
    for (const [key, quantity] of quantities) {
      const line = lines.get(key);
      const [mealType, productId] = key.split(':').map(Number) as [MealType, number];
      if (!line) {
        added.push({
          mealType,
          productId,
          computedQuantity: quantity,
          quantity,
          unitPrice: prices.get(productId) ?? null,
          note: null,
        });
      } else if (line.computedQuantity !== quantity || (line.note === null && line.quantity !== quantity)) {
        changed.push({ id: line.id, computedQuantity: quantity, ...(line.note === null ? { quantity } : {}) });
      }
    }
    for (const [key, line] of lines) {
      if (quantities.has(key) || line.computedQuantity === null) continue;
      if (line.note === null) removed.push(line.id);
      else changed.push({ id: line.id, computedQuantity: '0' });
    }
    await this.writeProductLines(kindergartenId, id, { added, changed, removed });
    const warnings = [
      ...calculation.warnings.filter((warning) => !warning.startsWith(CONVERSION_WARNING)),
      ...[...unconvertible].map((productId) => messages.noConversion(products.get(productId)?.name ?? String(productId))),
    ];
    await this.calculations.setWarnings(id, warnings);
  }
}
