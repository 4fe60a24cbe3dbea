import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQuery, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ProductUnit } from './enums.js';
import { decimalString } from './products.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { commissionMember } from './stock-outflows.js';
import { nextNumberAnswer, nextNumberQuery, StockMovementKind } from './storage.js';

/**
 * The storage reports (справки за склад, spec 2 §7.4 "StockReferences": trial balance, document transactions, stock
 * availability detailed, the inventory list) and the inventory declarations (инвентаризация, "InventoryDeclarations"):
 * issue 19 items 5 and 7, docs/storage.md "Storage reports" and "Inventory declarations". Quantities are in each
 * product's own unit, values in euro at full precision: screens and documents round money to 2 decimals, once.
 */
export const stockReferenceMessages = {
  period: 'Краят на периода не може да е преди началото му.',
  periodTooLong: 'Периодът може да е най-много 5 години.',
  journalTooLong: (lines: number, most: number) =>
    `Дневникът за периода има ${lines} реда, а PDF файлът побира до ${most}: изберете по-кратък период, един склад или един вид документ.`,
  declarationNotFound: 'Инвентаризацията не е намерена.',
  countedQuantity: 'Въведете преброеното количество: число с до три знака след десетичната запетая.',
  unitPrice: 'Въведете единична цена в евро: число с до пет знака след десетичната запетая.',
  priceNeeded: (product: string) =>
    `Няма наличност от „${product}“ в склада, от която да се вземе средна цена: въведете единична цена за излишъка.`,
  duplicateProduct: 'Продуктът вече е в описа.',
  noLines: 'Добавете поне един продукт.',
  commissionSize: 'Комисията е от 2 до 5 членове, първият е председателят.',
  laterMovements: (date: string) =>
    `В склада има движения след ${date}: инвентаризацията се прави към дата не по-ранна от последното движение.`,
  notLastDeclaration: (number: number) =>
    `Може да се изтрие само последната инвентаризация за годината (№ ${number}): номерата са без пропуски.`,
  movedAfter: 'Инвентаризацията не може да бъде изтрита: след нея в склада има движения.',
} as const;

const isoDay = z.iso.date();
const MAX_PERIOD_DAYS = 5 * 366;
const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** A period of days, both included: `toDate` not before `fromDate`, at most five years. */
const period = z.object({ fromDate: isoDay, toDate: isoDay });
const checkPeriod = (value: { fromDate: string; toDate: string }, context: z.RefinementCtx): void => {
  if (value.toDate < value.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: stockReferenceMessages.period });
  } else if ((dayNumber(value.toDate) - dayNumber(value.fromDate)) / 86_400_000 > MAX_PERIOD_DAYS) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: stockReferenceMessages.periodTooLong });
  }
};

// ---------------------------------------------------------------- trial balance (оборотна ведомост)

const trialBalanceFilters = period.extend({
  warehouseId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export const trialBalanceQuery = pageQueryOrderedBy(['product', 'closingValue'])
  .extend(trialBalanceFilters.shape)
  .superRefine(checkPeriod);
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuery>;
/** The filters of the trial balance's PDF and Excel (every row, no paging). */
export const trialBalanceExportQuery = trialBalanceFilters.superRefine(checkPeriod);
export type TrialBalanceExportQuery = z.infer<typeof trialBalanceExportQuery>;

/** The values of a trial balance row (and of its totals): euro, full precision, outflows as positive amounts. */
export const trialBalanceValues = z.object({
  openingValue: z.string(),
  receiptValue: z.string(),
  issueValue: z.string(),
  scrappingValue: z.string(),
  surplusValue: z.string(),
  shortageValue: z.string(),
  closingValue: z.string(),
});
export type TrialBalanceValues = z.infer<typeof trialBalanceValues>;

export const trialBalanceRow = trialBalanceValues.extend({
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  openingQuantity: z.string(),
  receiptQuantity: z.string(),
  issueQuantity: z.string(),
  scrappingQuantity: z.string(),
  surplusQuantity: z.string(),
  shortageQuantity: z.string(),
  closingQuantity: z.string(),
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;

export const trialBalanceAnswer = pagedResultSchema(trialBalanceRow).extend({
  /** The exact sums of every row of the period (not only the page's): quantities of different units are not summed. */
  totals: trialBalanceValues,
});
export type TrialBalanceAnswer = z.infer<typeof trialBalanceAnswer>;

// ---------------------------------------------------------------- document transactions (дневник на документите)

/** The kind of a posted storage document. */
export enum StockDocumentKind {
  Receipt = 1,
  Request = 2,
  Scrapping = 3,
  Inventory = 4,
}
export const stockDocumentKindLabels: Record<StockDocumentKind, string> = {
  [StockDocumentKind.Receipt]: 'Складова разписка',
  [StockDocumentKind.Request]: 'Искане',
  [StockDocumentKind.Scrapping]: 'Бракуване',
  [StockDocumentKind.Inventory]: 'Инвентаризация',
};
export const stockMovementKindLabels: Record<StockMovementKind, string> = {
  [StockMovementKind.Receipt]: 'Заприхождаване',
  [StockMovementKind.Issue]: 'Изписване',
  [StockMovementKind.Scrapping]: 'Бракуване',
  [StockMovementKind.InventorySurplus]: 'Излишък',
  [StockMovementKind.InventoryShortage]: 'Липса',
};

const documentTransactionFilters = period.extend({
  warehouseId: idSchema.optional(),
  productId: idSchema.optional(),
  documentKind: z.coerce.number().pipe(z.enum(StockDocumentKind)).optional(),
});
export const documentTransactionsQuery = pageQuery.extend(documentTransactionFilters.shape).superRefine(checkPeriod);
export type DocumentTransactionsQuery = z.infer<typeof documentTransactionsQuery>;
export const documentTransactionsExportQuery = documentTransactionFilters.superRefine(checkPeriod);
export type DocumentTransactionsExportQuery = z.infer<typeof documentTransactionsExportQuery>;
/** The most lines the journal's PDF holds (some 70 landscape pages); the page lists any number, paged. */
export const DOCUMENT_JOURNAL_PDF_MAX_LINES = 3000;

/** A line of a posted document: its movements of one product (an issue may take several lots), summed. */
export const documentTransactionRow = z.object({
  documentKind: z.enum(StockDocumentKind),
  documentId: z.number().int(),
  documentNumber: z.number().int(),
  documentDate: z.string(),
  movementKind: z.enum(StockMovementKind),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  /** Signed: + in, − out; the product's own unit. */
  quantity: z.string(),
  /** Signed euro, full precision. */
  value: z.string(),
});
export type DocumentTransactionRow = z.infer<typeof documentTransactionRow>;

// ---------------------------------------------------------------- stock availability detailed (по партиди)

export enum LotExpiryState {
  Expired = 1,
  Expiring = 2,
}
export const lotExpiryStateLabels: Record<LotExpiryState, string> = {
  [LotExpiryState.Expired]: 'Изтекъл срок',
  [LotExpiryState.Expiring]: 'Изтича скоро',
};

export const stockAvailabilityDetailedQuery = pageQueryOrderedBy(['product', 'expiryDate', 'warehouse']).extend({
  date: isoDay,
  warehouseId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
  /** A lot expiring within this many days after `date` is flagged (default 7). */
  expiringWithinDays: z.coerce.number().int().min(0).max(365).default(7),
  /** `true`: only expired and expiring lots. */
  onlyWarnings: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type StockAvailabilityDetailedQuery = z.infer<typeof stockAvailabilityDetailedQuery>;

export const lotAvailabilityRow = z.object({
  lotId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  receivedOn: z.string(),
  /** The supplier of the receipt the lot came with; null for an inventory surplus. */
  supplierName: z.string().nullable(),
  quantity: z.string(),
  value: z.string(),
  expiryState: z.enum(LotExpiryState).nullable(),
});
export type LotAvailabilityRow = z.infer<typeof lotAvailabilityRow>;

// ---------------------------------------------------------------- inventory list (инвентаризационен опис)

export const stockInventoryListQuery = z.object({ warehouseId: idSchema, date: isoDay });
export type StockInventoryListQuery = z.infer<typeof stockInventoryListQuery>;

/** A product's book stock in a warehouse on a day: what the commission counts against. */
export const bookStockRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  quantity: z.string(),
  value: z.string(),
  /** value ÷ quantity per the product's own unit (AVERAGE_PRICE_PLACES decimals); null without stock. */
  averagePrice: z.string().nullable(),
});
export type BookStockRow = z.infer<typeof bookStockRow>;

export const stockReferencesRoutes = {
  trialBalance: {
    method: 'GET',
    path: 'StockReferences/trial-balance/overview-models',
    query: trialBalanceQuery,
    response: trialBalanceAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  trialBalancePdf: {
    method: 'GET',
    path: 'StockReferences/trial-balance/receipt',
    query: trialBalanceExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  trialBalanceExcel: {
    method: 'GET',
    path: 'StockReferences/trial-balance/excel-export',
    query: trialBalanceExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  documentTransactions: {
    method: 'GET',
    path: 'StockReferences/document-transactions',
    query: documentTransactionsQuery,
    response: pagedResultSchema(documentTransactionRow),
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  documentTransactionsPdf: {
    method: 'GET',
    path: 'StockReferences/document-transactions/receipt',
    query: documentTransactionsExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  stockAvailabilityDetailed: {
    method: 'GET',
    path: 'StockReferences/stock-availability-detailed',
    query: stockAvailabilityDetailedQuery,
    response: pagedResultSchema(lotAvailabilityRow),
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  stockInventoryList: {
    method: 'GET',
    path: 'StockReferences/stock-inventory-list',
    query: stockInventoryListQuery,
    response: z.array(bookStockRow),
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
  stockInventoryListPdf: {
    method: 'GET',
    path: 'StockReferences/stock-inventory-list/receipt',
    query: stockInventoryListQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StorageReferences, 'read'),
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- inventory declarations (инвентаризация)

export const inventoryLineRequest = z.object({
  productId: idSchema,
  /** The counted quantity in the product's own unit. */
  countedQuantity: decimalString({ integer: 9, fraction: 3, message: stockReferenceMessages.countedQuantity }),
  /** Euro per the product's own unit: needed only for a surplus of a product without stock (no average to take). */
  unitPrice: decimalString({ integer: 9, fraction: 5, message: stockReferenceMessages.unitPrice })
    .nullish()
    .transform((value) => value ?? null),
});
export type InventoryLineRequest = z.infer<typeof inventoryLineRequest>;

export const createInventoryDeclarationRequest = z
  .object({
    warehouseId: idSchema,
    declarationDate: isoDay,
    /** 2–5 members, the chairman first (the scrappings' commission). */
    commission: z
      .array(commissionMember)
      .min(2, stockReferenceMessages.commissionSize)
      .max(5, stockReferenceMessages.commissionSize),
    note: z
      .string()
      .trim()
      .max(500)
      .transform((value) => value || null)
      .nullish()
      .transform((value) => value ?? null),
    lines: z.array(inventoryLineRequest).max(1000).default([]),
  })
  .superRefine((body, context) => {
    if (body.lines.length === 0) {
      context.addIssue({ code: 'custom', path: ['lines'], message: stockReferenceMessages.noLines });
    }
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.productId)) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'productId'],
          message: stockReferenceMessages.duplicateProduct,
        });
      }
      seen.add(line.productId);
    });
  });
export type CreateInventoryDeclarationRequest = z.infer<typeof createInventoryDeclarationRequest>;

export const inventoryDeclarationListQuery = pageQueryOrderedBy(['declarationDate', 'number']).extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  warehouseId: idSchema.optional(),
});
export type InventoryDeclarationListQuery = z.infer<typeof inventoryDeclarationListQuery>;

export const inventoryDeclarationRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  declarationDate: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  lineCount: z.number().int(),
  /** The surpluses' value (≥ 0) and the shortages' value (≤ 0), euro, full precision. */
  surplusValue: z.string(),
  shortageValue: z.string(),
  isLast: z.boolean(),
});
export type InventoryDeclarationRow = z.infer<typeof inventoryDeclarationRow>;

export const inventoryDeclarationLine = z.object({
  position: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  bookQuantity: z.string(),
  bookValue: z.string(),
  countedQuantity: z.string(),
  unitPrice: z.string().nullable(),
  /** counted − book (signed), and the value posted for it (surplus +, shortage −). */
  differenceQuantity: z.string(),
  differenceValue: z.string(),
});
export type InventoryDeclarationLine = z.infer<typeof inventoryDeclarationLine>;

export const inventoryDeclarationDetails = inventoryDeclarationRow.extend({
  commission: z.array(z.object({ name: z.string(), position: z.string() })),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  lines: z.array(inventoryDeclarationLine),
  /** The year's last and nothing moved in its warehouse since. */
  canDelete: z.boolean(),
});
export type InventoryDeclarationDetails = z.infer<typeof inventoryDeclarationDetails>;

export const inventoryDeclarationsRoutes = {
  nextNumber: {
    method: 'GET',
    path: 'InventoryDeclarations/next-number',
    query: nextNumberQuery,
    response: nextNumberAnswer,
    access: resourceAccess(Resource.Inventory, 'read'),
  },
  list: {
    method: 'GET',
    path: 'InventoryDeclarations/overview-models',
    query: inventoryDeclarationListQuery,
    response: pagedResultSchema(inventoryDeclarationRow),
    access: resourceAccess(Resource.Inventory, 'read'),
  },
  pdf: {
    method: 'GET',
    path: 'InventoryDeclarations/receipt/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.Inventory, 'read'),
  },
  get: {
    method: 'GET',
    path: 'InventoryDeclarations/:id',
    params: idParams,
    response: inventoryDeclarationDetails,
    access: resourceAccess(Resource.Inventory, 'read'),
  },
  create: {
    method: 'POST',
    path: 'InventoryDeclarations',
    body: createInventoryDeclarationRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Inventory, 'create'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'InventoryDeclarations/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Inventory, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
