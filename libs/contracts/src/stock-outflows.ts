import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ProductUnit } from './enums.js';
import { decimalString } from './products.js';
import { add, type Exact, exact, multiply, round, subtract } from './recipe-arithmetic.js';
import { Resource } from './roles.js';
import { documentText, documentYear, lineUnitSchema } from './storage.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { weightedAveragePrice } from './stock-arithmetic.js';

/**
 * The food warehouse's outflows (issue 19 items 3 and 4; spec 2 §4, §7.4 "StockRequests", "StockScrappings";
 * docs/storage.md "Stock requests", "Scrappings"): the stock request to the kitchen (искане за отпускане на продукти)
 * and the scrapping protocol (протокол за бракуване), both posted through one outflow core (earliest expiry first, at
 * the moving weighted average price).
 */

/** The short symbol of a unit, as a quantity is written after its number („2,500 л“). */
export const productUnitSymbols: Record<ProductUnit, string> = {
  [ProductUnit.None]: '',
  [ProductUnit.Quantity]: 'бр.',
  [ProductUnit.Gram]: 'г',
  [ProductUnit.Kilogram]: 'кг',
  [ProductUnit.Millilitre]: 'мл',
  [ProductUnit.Liter]: 'л',
};

/** A quantity as a message writes it: decimal comma, three decimals, the unit's symbol („2,500 л“). */
export function bgQuantity(quantity: string, unit: ProductUnit): string {
  const [whole = '0', fraction = ''] = quantity.replace('-', '').split('.');
  const digits = (fraction + '000').slice(0, 3);
  const sign = quantity.startsWith('-') && /[1-9]/.test(whole + digits) ? '-' : '';
  return `${sign}${whole},${digits} ${productUnitSymbols[unit]}`.trim();
}

const bgDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export const stockOutflowMessages = {
  requestNotFound: 'Искането не е намерено.',
  scrappingNotFound: 'Протоколът за бракуване не е намерен.',
  lotNotFound: 'Партидата не е намерена.',
  requestCompleted: 'Искането е приключено: първо го освободете.',
  requestNotCompleted: 'Искането не е приключено: няма какво да се освобождава.',
  requestAlreadyCompleted: 'Искането вече е приключено.',
  scrappingCompleted: 'Протоколът за бракуване е приключен: първо го освободете.',
  scrappingNotCompleted: 'Протоколът за бракуване не е приключен: няма какво да се освобождава.',
  scrappingAlreadyCompleted: 'Протоколът за бракуване вече е приключен.',
  quantity: 'Въведете количество: положително число с до три знака след десетичната запетая.',
  noLines: 'Добавете поне един ред.',
  commissionSize: 'Комисията е от 2 до 5 членове, председателят е първи.',
  memberName: 'Въведете името на члена на комисията.',
  memberPosition: 'Въведете длъжността на члена на комисията.',
  reason: 'Опишете причината за бракуването.',
  lotOfOtherProduct: 'Партидата не е от този продукт в избрания склад.',
  notLastRequest: (number: number) =>
    `Може да се изтрие само последното искане за годината (№ ${number}): номерата са без пропуски. Поправете това искане.`,
  notLastScrapping: (number: number) =>
    `Може да се изтрие само последният протокол за бракуване за годината (№ ${number}): номерата са без пропуски.`,
  mealCalculationNotFound: 'Калкулацията не е намерена.',
  calculationWithoutProducts: 'Калкулацията няма продукти за изписване.',
  calculationHasRequests: (numbers: readonly number[]) =>
    numbers.length === 1
      ? `По тази калкулация вече има искане (№ ${numbers[0]}): отворете него.`
      : `По тази калкулация вече има искания (№ ${numbers.join(', ')}): отворете тях.`,
  yearChanged: (year: number) => `Документът е номериран за ${year} г.: датата трябва да остане в същата година.`,
  /** The outflow core's refusal: what the warehouse holds of the product on the date, and what was asked. */
  notEnoughStock: (product: string, warehouse: string, date: string, available: string, asked: string, unit: ProductUnit) =>
    `Наличността на „${product}“ в „${warehouse}“ към ${bgDay(date)} е ${bgQuantity(available, unit)}; ` +
    `исканите ${bgQuantity(asked, unit)} не могат да бъдат изписани.`,
  notEnoughInLot: (
    product: string,
    batch: string,
    warehouse: string,
    date: string,
    available: string,
    asked: string,
    unit: ProductUnit,
  ) =>
    `В партида „${batch}“ на „${product}“ в „${warehouse}“ към ${bgDay(date)} има ${bgQuantity(available, unit)}; ` +
    `исканите ${bgQuantity(asked, unit)} не могат да бъдат изписани.`,
} as const;

/** The states of a stock request (spec 2 §4): created (saved, stock unchanged) → completed (posted). */
export enum StockRequestState {
  Created = 1,
  Completed = 2,
}
export const stockRequestStateLabels: Record<StockRequestState, string> = {
  [StockRequestState.Created]: 'Създадено',
  [StockRequestState.Completed]: 'Приключено',
};

/** The states of a scrapping (spec 2 §4): saved → completed (posted). */
export enum ScrappingState {
  Saved = 1,
  Completed = 2,
}
export const scrappingStateLabels: Record<ScrappingState, string> = {
  [ScrappingState.Saved]: 'Записан',
  [ScrappingState.Completed]: 'Приключен',
};

/** Why goods are written off (GET StockScrappings/types). */
export enum ScrappingType {
  Expired = 1,
  Spoiled = 2,
  FoundOnInspection = 3,
  Other = 4,
}
export const scrappingTypeLabels: Record<ScrappingType, string> = {
  [ScrappingType.Expired]: 'Изтекъл срок на годност',
  [ScrappingType.Spoiled]: 'Развален или повреден',
  [ScrappingType.FoundOnInspection]: 'Установен при проверка',
  [ScrappingType.Other]: 'Друго',
};

const isoDay = z.iso.date();
const quantityText = decimalString({ integer: 9, fraction: 3, positive: true, message: stockOutflowMessages.quantity });
const linesOf = <T extends z.ZodType>(line: T, max: number) =>
  z
    .array(line)
    .max(max)
    .default([])
    .refine((lines) => lines.length > 0, { message: stockOutflowMessages.noLines });

/** A lot an outflow took from: the quantity (product's own unit) and value, both positive. */
export const outflowLotRow = z.object({
  lotId: z.number().int(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  quantity: z.string(),
  value: z.string(),
});
export type OutflowLotRow = z.infer<typeof outflowLotRow>;

// ---------------------------------------------------------------- stock requests

export const stockRequestLineRequest = z.object({
  productId: idSchema,
  /** The unit the quantity is written in (converted to the product's own unit). */
  unit: lineUnitSchema,
  quantity: quantityText,
});
export type StockRequestLineRequest = z.infer<typeof stockRequestLineRequest>;

export const saveStockRequestRequest = z
  .object({
    /** Without: a new request; with: edits a request that is not completed. */
    id: idSchema.optional(),
    warehouseId: idSchema,
    /** The day the kitchen cooks (the movements' date). */
    requestDate: isoDay,
    note: documentText(500),
    /** The day's meal calculation (issue 18) the request is made from: without lines, its products are the lines. */
    mealCalculationId: idSchema.nullish().transform((value) => value ?? null),
    lines: z.array(stockRequestLineRequest).max(200).default([]),
  })
  .superRefine((body, context) => {
    if (body.lines.length === 0 && !body.mealCalculationId) {
      context.addIssue({ code: 'custom', path: ['lines'], message: stockOutflowMessages.noLines });
    }
  });
export type SaveStockRequestRequest = z.infer<typeof saveStockRequestRequest>;

export const stockRequestListQuery = pageQueryOrderedBy(['requestDate', 'number', 'warehouse']).extend({
  year: documentYear.optional(),
  warehouseId: idSchema.optional(),
  state: z.coerce.number().pipe(z.enum(StockRequestState)).optional(),
});
export type StockRequestListQuery = z.infer<typeof stockRequestListQuery>;

export const stockRequestRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  requestDate: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  state: z.enum(StockRequestState),
  lineCount: z.number().int(),
  /** The value issued (positive, full precision); null until completed. */
  value: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type StockRequestRow = z.infer<typeof stockRequestRow>;

export const stockRequestLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productUnit: z.enum(ProductUnit),
  unit: z.enum(ProductUnit),
  quantity: z.string(),
  /** The quantity in the product's own unit. */
  baseQuantity: z.string(),
  /** The value issued (positive, full precision); null until completed. */
  value: z.string().nullable(),
  /** The lots the completion took, earliest expiry first. */
  lots: z.array(outflowLotRow),
});
export type StockRequestLine = z.infer<typeof stockRequestLine>;

export const stockRequestDetails = stockRequestRow.extend({
  note: z.string().nullable(),
  mealCalculationId: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  lines: z.array(stockRequestLine),
});
export type StockRequestDetails = z.infer<typeof stockRequestDetails>;

/** A request made from a meal calculation, as the calculation's page links to it. */
export const calculationRequestRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  warehouseName: z.string(),
  completed: z.boolean(),
});
export type CalculationRequestRow = z.infer<typeof calculationRequestRow>;

export const stockRequestsRoutes = {
  list: {
    method: 'GET',
    path: 'StockRequests/overview-models',
    query: stockRequestListQuery,
    response: pagedResultSchema(stockRequestRow),
    access: resourceAccess(Resource.StockRequests, 'read'),
  },
  get: {
    method: 'GET',
    path: 'StockRequests/:id',
    params: idParams,
    response: stockRequestDetails,
    access: resourceAccess(Resource.StockRequests, 'read'),
  },
  save: {
    method: 'POST',
    path: 'StockRequests/create-request',
    body: saveStockRequestRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockRequests, 'save'),
    status: 200,
  },
  /**
   * The day's meal calculation → one request per warehouse that holds its products (docs/storage.md "Requests from a
   * calculation"); not in api-endpoints.tsv, which has only `create-request`.
   */
  fromCalculation: {
    method: 'POST',
    path: 'StockRequests/from-calculation/:id',
    params: idParams,
    response: z.object({ requests: z.array(calculationRequestRow) }),
    access: resourceAccess(Resource.StockRequests, 'create'),
    status: 200,
  },
  complete: {
    method: 'POST',
    path: 'StockRequests/complete/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockRequests, 'update'),
    status: 200,
  },
  free: {
    method: 'DELETE',
    path: 'StockRequests/free/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StockRequests, 'update'),
    status: 204,
  },
  remove: {
    method: 'DELETE',
    path: 'StockRequests/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StockRequests, 'delete'),
    status: 204,
  },
  pdf: {
    method: 'GET',
    path: 'StockRequests/receipt/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.StockRequests, 'read'),
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- scrappings

export const commissionMember = z.object({
  name: z.string().trim().min(1, stockOutflowMessages.memberName).max(120),
  position: z.string().trim().min(1, stockOutflowMessages.memberPosition).max(120),
});
export type CommissionMember = z.infer<typeof commissionMember>;

export const scrappingLineRequest = z.object({
  productId: idSchema,
  /** The batch written off (the spoiled one). */
  lotId: idSchema,
  unit: lineUnitSchema,
  quantity: quantityText,
});
export type ScrappingLineRequest = z.infer<typeof scrappingLineRequest>;

export const saveScrappingRequest = z.object({
  id: idSchema.optional(),
  warehouseId: idSchema,
  scrappingDate: isoDay,
  type: z.enum(ScrappingType, { message: 'Изберете вид бракуване.' }),
  reason: z.string().trim().min(1, stockOutflowMessages.reason).max(1000),
  /** 2–5 members, the chairman first. */
  commission: z.array(commissionMember).min(2, stockOutflowMessages.commissionSize).max(5, stockOutflowMessages.commissionSize),
  lines: linesOf(scrappingLineRequest, 100),
});
export type SaveScrappingRequest = z.infer<typeof saveScrappingRequest>;

export const scrappingListQuery = pageQueryOrderedBy(['scrappingDate', 'number', 'warehouse']).extend({
  year: documentYear.optional(),
  warehouseId: idSchema.optional(),
  state: z.coerce.number().pipe(z.enum(ScrappingState)).optional(),
  type: z.coerce.number().pipe(z.enum(ScrappingType)).optional(),
});
export type ScrappingListQuery = z.infer<typeof scrappingListQuery>;

export const scrappingRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  scrappingDate: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  type: z.enum(ScrappingType),
  state: z.enum(ScrappingState),
  lineCount: z.number().int(),
  /** The value written off (positive, full precision); null until completed. */
  value: z.string().nullable(),
});
export type ScrappingRow = z.infer<typeof scrappingRow>;

export const scrappingLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productUnit: z.enum(ProductUnit),
  lotId: z.number().int(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  unit: z.enum(ProductUnit),
  quantity: z.string(),
  baseQuantity: z.string(),
  value: z.string().nullable(),
});
export type ScrappingLine = z.infer<typeof scrappingLine>;

export const scrappingDetails = scrappingRow.extend({
  reason: z.string(),
  commission: z.array(commissionMember),
  completedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  lines: z.array(scrappingLine),
});
export type ScrappingDetails = z.infer<typeof scrappingDetails>;

export const scrappingTypeRow = z.object({ id: z.enum(ScrappingType), name: z.string() });

/** A lot of a warehouse's product still holding stock (the scrapping form's lot picker). */
export const stockLotQuery = z.object({ warehouseId: idSchema, productId: idSchema });
export const stockLotRow = z.object({
  lotId: z.number().int(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  receivedOn: z.string(),
  /** What the lot holds now, in the product's own unit. */
  quantity: z.string(),
});
export type StockLotRow = z.infer<typeof stockLotRow>;

export const stockScrappingsRoutes = {
  types: {
    method: 'GET',
    path: 'StockScrappings/types',
    response: z.array(scrappingTypeRow),
    access: resourceAccess(Resource.StockScrappings, 'read'),
  },
  lots: {
    method: 'GET',
    path: 'StockScrappings/lots',
    query: stockLotQuery,
    response: z.array(stockLotRow),
    access: resourceAccess(Resource.StockScrappings, 'read'),
  },
  list: {
    method: 'GET',
    path: 'StockScrappings/overview-models',
    query: scrappingListQuery,
    response: pagedResultSchema(scrappingRow),
    access: resourceAccess(Resource.StockScrappings, 'read'),
  },
  nextNumber: {
    method: 'GET',
    path: 'StockScrappings/next-number/:year',
    params: z.object({ year: documentYear }),
    response: z.object({ number: z.number().int() }),
    access: resourceAccess(Resource.StockScrappings, 'read'),
  },
  get: {
    method: 'GET',
    path: 'StockScrappings/:id',
    params: idParams,
    response: scrappingDetails,
    access: resourceAccess(Resource.StockScrappings, 'read'),
  },
  save: {
    method: 'POST',
    path: 'StockScrappings/save',
    body: saveScrappingRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockScrappings, 'save'),
    status: 200,
  },
  complete: {
    method: 'POST',
    path: 'StockScrappings/complete/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockScrappings, 'update'),
    status: 200,
  },
  free: {
    method: 'DELETE',
    path: 'StockScrappings/free/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StockScrappings, 'update'),
    status: 204,
  },
  remove: {
    method: 'DELETE',
    path: 'StockScrappings/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StockScrappings, 'delete'),
    status: 204,
  },
  pdf: {
    method: 'GET',
    path: 'StockScrappings/:id/receipt',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.StockScrappings, 'read'),
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- the outflow plan (pure; the API's core and the seed)

/** A line of an outflow: its document line, the product, the quantity in the product's own unit, optionally the lot. */
export interface OutflowLine {
  documentLineId: number;
  productId: number;
  /** In the product's own unit, positive (up to 6 decimals). */
  quantity: string;
  /** Take from this lot only (a scrapping's spoiled batch); otherwise earliest expiry first. */
  lotId?: number | null;
}

/** A movement planned: quantity and value negative, as in the ledger. */
export interface OutflowMovement {
  documentLineId: number;
  productId: number;
  lotId: number;
  quantity: string;
  value: string;
}

/** A lot that may be taken: what it holds now. */
export interface OutflowLot {
  lotId: number;
  productId: number;
  batchNumber: string | null;
  expiryDate: string | null;
  receivedOn: string;
  remaining: string;
}

/** A product's balance in the warehouse, with the names a refusal needs. */
export interface OutflowBalance {
  productId: number;
  productName: string;
  unit: ProductUnit;
  quantity: string;
  value: string;
}

/** More asked than available: the line (its index) and the Bulgarian message. */
export class OutflowShortage extends Error {
  constructor(
    message: string,
    readonly lineIndex: number,
  ) {
    super(message);
    this.name = 'OutflowShortage';
  }
}

const ZERO: Exact = { digits: 0n, scale: 0 };
const decimalText = (value: Exact): string => round(value, value.scale);
const negated = (value: Exact): string => decimalText({ digits: -value.digits, scale: value.scale });
const compare = (a: Exact, b: Exact): number => {
  const difference = subtract(a, b).digits;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
const smaller = (a: Exact, b: Exact): Exact => (compare(a, b) <= 0 ? a : b);

/** Earliest expiry first; a lot without expiry last; then the earlier received, then the lower id. */
export function fefoOrder(a: OutflowLot, b: OutflowLot): number {
  if (a.expiryDate !== b.expiryDate) {
    if (a.expiryDate === null) return 1;
    if (b.expiryDate === null) return -1;
    return a.expiryDate < b.expiryDate ? -1 : 1;
  }
  if (a.receivedOn !== b.receivedOn) return a.receivedOn < b.receivedOn ? -1 : 1;
  return a.lotId - b.lotId;
}

/**
 * The movements of an outflow (docs/storage.md "The outflow core"), exact on BigInt: per line, FEFO over `lots` (or
 * only the named lot; with `skipExpired`, no lot expired before the date); available = the smaller of the balance and
 * what the lots hold; valued at the moving weighted
 * average price of the running balance (`weightedAveragePrice`, 10 decimals) × quantity, except that a line taking the
 * whole balance takes its whole value (0 quantity ⇒ 0 value). Each line changes the running balance the next sees.
 * Throws `OutflowShortage` for more than is available.
 */
export function planOutflow(
  request: {
    date: string;
    warehouseName: string;
    lines: readonly OutflowLine[];
    /** A stock request issues no lot expired before its date (such a lot is scrapped, with its lot named). */
    skipExpired?: boolean;
  },
  balances: readonly OutflowBalance[],
  lots: readonly OutflowLot[],
): OutflowMovement[] {
  const running = new Map(
    balances.map((balance) => [balance.productId, { ...balance, q: exact(balance.quantity), v: exact(balance.value) }]),
  );
  const remaining = new Map(lots.map((lot) => [lot.lotId, exact(lot.remaining)]));
  const ordered = [...lots].sort(fefoOrder);
  const movements: OutflowMovement[] = [];
  request.lines.forEach((line, lineIndex) => {
    const asked = exact(line.quantity);
    const balance = running.get(line.productId);
    const candidates = ordered.filter(
      (lot) =>
        lot.productId === line.productId &&
        (line.lotId == null
          ? !(request.skipExpired && lot.expiryDate !== null && lot.expiryDate < request.date)
          : lot.lotId === line.lotId),
    );
    const inLots = candidates.reduce((sum, lot) => add(sum, remaining.get(lot.lotId)!), ZERO);
    const available = balance ? smaller(balance.q, inLots) : ZERO;
    if (!balance || compare(asked, available) > 0) {
      const name = balance?.productName ?? '';
      const unit = balance?.unit ?? ProductUnit.None;
      const named = line.lotId != null ? lots.find((candidate) => candidate.lotId === line.lotId) : undefined;
      const availableText = decimalText(available);
      throw new OutflowShortage(
        named
          ? stockOutflowMessages.notEnoughInLot(
              name,
              named.batchNumber ?? `№ ${named.lotId}`,
              request.warehouseName,
              request.date,
              availableText,
              line.quantity,
              unit,
            )
          : stockOutflowMessages.notEnoughStock(name, request.warehouseName, request.date, availableText, line.quantity, unit),
        lineIndex,
      );
    }
    const emptiesBalance = compare(asked, balance.q) === 0;
    const price = exact(weightedAveragePrice(decimalText(balance.v), decimalText(balance.q), balance.unit, balance.unit, [])!);
    const lineValue = emptiesBalance ? balance.v : multiply(asked, price);
    let left = asked;
    let valued = ZERO;
    for (const lot of candidates) {
      if (left.digits === 0n) break;
      const holds = remaining.get(lot.lotId)!;
      if (holds.digits <= 0n) continue;
      const piece = smaller(left, holds);
      left = subtract(left, piece);
      const value = left.digits === 0n ? subtract(lineValue, valued) : multiply(piece, price);
      valued = add(valued, value);
      remaining.set(lot.lotId, subtract(holds, piece));
      movements.push({
        documentLineId: line.documentLineId,
        productId: line.productId,
        lotId: lot.lotId,
        quantity: negated(piece),
        value: negated(value),
      });
    }
    balance.q = subtract(balance.q, asked);
    balance.v = subtract(balance.v, lineValue);
  });
  return movements;
}

// ---------------------------------------------------------------- a calculation's products by warehouse (pure)

/** A product the day's calculation needs, in the product's own unit. */
export interface ProductNeed {
  productId: number;
  quantity: string;
}

/** What a warehouse can issue of a product on the day: its lots received by then and not expired before it. */
export interface WarehouseStock {
  warehouseId: number;
  productId: number;
  quantity: string;
}

const ISSUE_PLACES = 3;
const MIN_ISSUE: Exact = { digits: 1n, scale: ISSUE_PLACES };
/** Down to the request line's 3 decimals, so what a warehouse is asked never exceeds what it holds. */
const floorToIssue = (value: Exact): Exact =>
  value.scale <= ISSUE_PLACES ? value : { digits: value.digits / 10n ** BigInt(value.scale - ISSUE_PLACES), scale: ISSUE_PLACES };

/**
 * Which warehouse issues each product of a day's meal calculation (docs/storage.md "Requests from a calculation"): the
 * need rounded half up to the request line's 3 decimals (at least 0.001); then the calculation's own warehouse when it
 * holds it all, else the warehouse holding the most when one holds it all, else split over the warehouses from the one
 * holding the most, each asked at most what it holds (3 decimals, down). What no warehouse holds stays with the first
 * warehouse asked (the calculation's own when none holds any), so completing that request names the shortage.
 * Answers the lines per warehouse, the calculation's warehouse first, then by warehouse id; lines in the needs' order.
 */
export function allocateToWarehouses(
  needs: readonly ProductNeed[],
  stock: readonly WarehouseStock[],
  ownWarehouseId: number,
): Map<number, ProductNeed[]> {
  const byWarehouse = new Map<number, ProductNeed[]>();
  const ask = (warehouseId: number, productId: number, quantity: Exact) =>
    byWarehouse.set(warehouseId, [
      ...(byWarehouse.get(warehouseId) ?? []),
      { productId, quantity: round(quantity, ISSUE_PLACES) },
    ]);
  for (const need of needs) {
    let wanted = exact(round(exact(need.quantity), ISSUE_PLACES));
    if (compare(wanted, MIN_ISSUE) < 0) wanted = MIN_ISSUE;
    const holders = stock
      .filter((row) => row.productId === need.productId && compare(exact(row.quantity), ZERO) > 0)
      .map((row) => ({ warehouseId: row.warehouseId, holds: exact(row.quantity) }))
      .sort(
        (a, b) =>
          compare(b.holds, a.holds) ||
          Number(b.warehouseId === ownWarehouseId) - Number(a.warehouseId === ownWarehouseId) ||
          a.warehouseId - b.warehouseId,
      );
    const own = holders.find((holder) => holder.warehouseId === ownWarehouseId);
    const whole = own && compare(own.holds, wanted) >= 0 ? own : holders.find((holder) => compare(holder.holds, wanted) >= 0);
    if (whole || holders.length === 0) {
      ask(whole?.warehouseId ?? ownWarehouseId, need.productId, wanted);
      continue;
    }
    const parts = new Map<number, Exact>();
    let left = wanted;
    for (const holder of holders) {
      const piece = floorToIssue(smaller(left, holder.holds));
      if (piece.digits === 0n) continue;
      parts.set(holder.warehouseId, piece);
      left = subtract(left, piece);
      if (left.digits === 0n) break;
    }
    const first = holders[0].warehouseId;
    if (left.digits !== 0n) parts.set(first, add(parts.get(first) ?? ZERO, left));
    for (const [warehouseId, piece] of parts) ask(warehouseId, need.productId, piece);
  }
  const order = [...byWarehouse.keys()].sort((a, b) => Number(b === ownWarehouseId) - Number(a === ownWarehouseId) || a - b);
  return new Map(order.map((warehouseId) => [warehouseId, byWarehouse.get(warehouseId)!]));
}
