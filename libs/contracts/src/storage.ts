import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ProductUnit } from './enums.js';
import { isValidEik } from './identifiers.js';
import { decimalString } from './products.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The food warehouse's base (issue 19 items 1, 2 and 6; spec 2 §7.4; docs/storage.md): warehouses, suppliers,
 * manufacturers, stock receipts (складови разписки, `UnitedStockReceipts`) posted into one stock ledger, and the stock
 * with its moving weighted average price (`Stocks`, `StockInbounds`, `Products/available-for-date`).
 */
export const storageMessages = {
  warehouseNotFound: 'Складът не е намерен.',
  supplierNotFound: 'Доставчикът не е намерен.',
  manufacturerNotFound: 'Производителят не е намерен.',
  receiptNotFound: 'Складовата разписка не е намерена.',
  productNotFound: 'Продуктът не е намерен.',
  responsibleNotMember: 'Отговорното лице трябва да е потребител на детската градина.',
  warehouseNameTaken: 'Вече има склад с това наименование.',
  supplierEikTaken: 'Вече има доставчик с този ЕИК.',
  manufacturerNameTaken: 'Вече има производител с това наименование.',
  invalidEik: 'Невалиден ЕИК/БУЛСТАТ: 9 или 13 цифри с вярна контролна цифра.',
  contractDates: 'Краят на договора не може да е преди началото му.',
  inUse: 'Записът не може да бъде изтрит: използва се в складови документи.',
  quantity: 'Въведете количество: положително число с до три знака след десетичната запетая.',
  unitPrice: 'Въведете единична цена в евро: число с до пет знака след десетичната запетая.',
  rejectionNote: 'Опишете защо партидата е отхвърлена.',
  expiredOnReceipt: 'Срокът на годност е изтекъл към датата на приемане: отхвърлете партидата или поправете датата.',
  noLines: 'Добавете поне един ред.',
  allRejected: 'Поне един ред трябва да е приет: отхвърлена стока не се заприхождава.',
  notLastReceipt: (number: number) =>
    `Може да се изтрие само последната складова разписка за годината (№ ${number}): номерата са без пропуски.`,
  receiptIssued: 'Складовата разписка не може да бъде изтрита: от стоката ѝ вече е изписвано, бракувано или инвентаризирано.',
  unitNotConvertible: (product: string, unit: string) =>
    `Продуктът „${product}“ няма преобразуване към мерната единица „${unit}“: добавете го в продукта.`,
  noStock: 'Няма наличност от продукта в склада.',
} as const;

const isoDay = z.iso.date();
/** Free text of a storage document (a note, a reason): trimmed, up to `max`; empty is null. */
export const documentText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);
/** The year of a document's numbering. */
export const documentYear = z.coerce.number().int().min(2000).max(2100);

/** A nomenclature of the storage (warehouses, suppliers, manufacturers, users): id and name. */
export const storageLookupRow = z.object({ id: z.number().int(), name: z.string() });
export type StorageLookupRow = z.infer<typeof storageLookupRow>;

const searchFilter = z.object({ search: z.string().trim().max(100).optional() });

// ---------------------------------------------------------------- warehouses

export const warehouseListQuery = pageQueryOrderedBy(['name', 'responsible']).extend(searchFilter.shape);
export type WarehouseListQuery = z.infer<typeof warehouseListQuery>;

export const warehouseRow = z.object({
  id: z.number().int(),
  name: z.string(),
  responsibleUserId: z.number().int().nullable(),
  responsibleName: z.string().nullable(),
  note: z.string().nullable(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

export const saveWarehouseRequest = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(120),
  /** A user of the kindergarten (its member, any staff role). */
  responsibleUserId: idSchema.nullish().transform((value) => value ?? null),
  note: documentText(500),
});
export type SaveWarehouseRequest = z.infer<typeof saveWarehouseRequest>;

export const warehousesRoutes = {
  lookup: {
    method: 'GET',
    path: 'Warehouses',
    response: z.array(storageLookupRow),
    access: resourceAccess(Resource.Warehouses, 'read'),
  },
  list: {
    method: 'GET',
    path: 'Warehouses/overview-models',
    query: warehouseListQuery,
    response: pagedResultSchema(warehouseRow),
    access: resourceAccess(Resource.Warehouses, 'read'),
  },
  responsibleCandidates: {
    method: 'GET',
    path: 'Warehouses/responsible-candidates',
    response: z.array(storageLookupRow),
    access: resourceAccess(Resource.Warehouses, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Warehouses/:id',
    params: idParams,
    response: warehouseRow,
    access: resourceAccess(Resource.Warehouses, 'read'),
  },
  save: {
    method: 'POST',
    path: 'Warehouses',
    body: saveWarehouseRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Warehouses, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Warehouses/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Warehouses, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- suppliers

export const supplierListQuery = pageQueryOrderedBy(['name', 'eik', 'contractTo']).extend(searchFilter.shape);
export type SupplierListQuery = z.infer<typeof supplierListQuery>;

export const supplierRow = z.object({
  id: z.number().int(),
  name: z.string(),
  eik: z.string(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  contractNumber: z.string().nullable(),
  contractFrom: z.string().nullable(),
  contractTo: z.string().nullable(),
});
export type SupplierRow = z.infer<typeof supplierRow>;

export const eikSchema = z
  .string()
  .trim()
  .min(1)
  .refine((value) => isValidEik(value), { message: storageMessages.invalidEik });

export const saveSupplierRequest = z
  .object({
    id: idSchema.optional(),
    name: z.string().trim().min(1).max(200),
    eik: eikSchema,
    address: documentText(300),
    contactPerson: documentText(120),
    phone: documentText(40),
    email: z
      .string()
      .trim()
      .max(200)
      .transform((value) => value || null)
      .pipe(z.email().nullable())
      .nullish()
      .transform((value) => value ?? null),
    contractNumber: documentText(60),
    contractFrom: isoDay.nullish().transform((value) => value ?? null),
    contractTo: isoDay.nullish().transform((value) => value ?? null),
  })
  .superRefine((body, context) => {
    if (body.contractFrom && body.contractTo && body.contractTo < body.contractFrom) {
      context.addIssue({ code: 'custom', path: ['contractTo'], message: storageMessages.contractDates });
    }
  });
export type SaveSupplierRequest = z.infer<typeof saveSupplierRequest>;

export const suppliersRoutes = {
  lookup: {
    method: 'GET',
    path: 'Suppliers',
    response: z.array(storageLookupRow),
    access: resourceAccess(Resource.Suppliers, 'read'),
  },
  list: {
    method: 'GET',
    path: 'Suppliers/overview-models',
    query: supplierListQuery,
    response: pagedResultSchema(supplierRow),
    access: resourceAccess(Resource.Suppliers, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Suppliers/:id',
    params: idParams,
    response: supplierRow,
    access: resourceAccess(Resource.Suppliers, 'read'),
  },
  save: {
    method: 'POST',
    path: 'Suppliers',
    body: saveSupplierRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Suppliers, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Suppliers/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Suppliers, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- manufacturers

export const manufacturerListQuery = pageQueryOrderedBy(['name']).extend(searchFilter.shape);
export type ManufacturerListQuery = z.infer<typeof manufacturerListQuery>;

export const manufacturerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  note: z.string().nullable(),
});
export type ManufacturerRow = z.infer<typeof manufacturerRow>;

export const saveManufacturerRequest = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(200),
  country: documentText(80),
  note: documentText(500),
});
export type SaveManufacturerRequest = z.infer<typeof saveManufacturerRequest>;

export const manufacturersRoutes = {
  lookup: {
    method: 'GET',
    path: 'Manufacturers',
    response: z.array(storageLookupRow),
    access: resourceAccess(Resource.Manufacturers, 'read'),
  },
  list: {
    method: 'GET',
    path: 'Manufacturers/overview-models',
    query: manufacturerListQuery,
    response: pagedResultSchema(manufacturerRow),
    access: resourceAccess(Resource.Manufacturers, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Manufacturers/:id',
    params: idParams,
    response: manufacturerRow,
    access: resourceAccess(Resource.Manufacturers, 'read'),
  },
  save: {
    method: 'POST',
    path: 'Manufacturers',
    body: saveManufacturerRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Manufacturers, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Manufacturers/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Manufacturers, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- stock receipts

/** The incoming check of a delivered lot (HACCP): accepted lots enter the stock, rejected ones are only recorded. */
export enum IncomingCheckResult {
  Accepted = 1,
  Rejected = 2,
}
export const incomingCheckResultLabels: Record<IncomingCheckResult, string> = {
  [IncomingCheckResult.Accepted]: 'Приета',
  [IncomingCheckResult.Rejected]: 'Отхвърлена',
};

/** What posted a movement of the stock ledger (`stock_movements.kind`). Later documents add theirs. */
export enum StockMovementKind {
  Receipt = 1,
  Issue = 2,
  Scrapping = 3,
  InventorySurplus = 4,
  InventoryShortage = 5,
}

const quantityText = decimalString({ integer: 9, fraction: 3, positive: true, message: storageMessages.quantity });
const priceText = decimalString({ integer: 9, fraction: 5, message: storageMessages.unitPrice });
/** The unit a document line is written in (converted to the product's own). */
export const lineUnitSchema = z.union(
  [
    z.literal(ProductUnit.Quantity),
    z.literal(ProductUnit.Gram),
    z.literal(ProductUnit.Kilogram),
    z.literal(ProductUnit.Millilitre),
    z.literal(ProductUnit.Liter),
  ],
  { message: 'Изберете мерна единица.' },
);

export const stockReceiptLineRequest = z
  .object({
    productId: idSchema,
    /** The unit the quantity and the price are written in (converted to the product's own unit). */
    unit: lineUnitSchema,
    quantity: quantityText,
    /** Euro per `unit`, without VAT or with it as the invoice states it. */
    unitPrice: priceText,
    batchNumber: documentText(60),
    expiryDate: isoDay.nullish().transform((value) => value ?? null),
    manufacturerId: idSchema.nullish().transform((value) => value ?? null),
    checkResult: z.enum(IncomingCheckResult),
    checkNote: documentText(500),
  })
  .superRefine((line, context) => {
    if (line.checkResult === IncomingCheckResult.Rejected && !line.checkNote) {
      context.addIssue({ code: 'custom', path: ['checkNote'], message: storageMessages.rejectionNote });
    }
  });
export type StockReceiptLineRequest = z.infer<typeof stockReceiptLineRequest>;

export const createStockReceiptRequest = z
  .object({
    supplierId: idSchema,
    warehouseId: idSchema,
    receiptDate: isoDay,
    invoiceNumber: z.string().trim().min(1).max(40),
    invoiceDate: isoDay,
    note: documentText(500),
    lines: z.array(stockReceiptLineRequest).max(200).default([]),
  })
  .superRefine((body, context) => {
    if (body.lines.length === 0) context.addIssue({ code: 'custom', path: ['lines'], message: storageMessages.noLines });
    else if (body.lines.every((line) => line.checkResult === IncomingCheckResult.Rejected)) {
      context.addIssue({ code: 'custom', path: ['lines'], message: storageMessages.allRejected });
    }
    body.lines.forEach((line, index) => {
      if (line.checkResult === IncomingCheckResult.Accepted && line.expiryDate && line.expiryDate < body.receiptDate) {
        context.addIssue({ code: 'custom', path: ['lines', index, 'expiryDate'], message: storageMessages.expiredOnReceipt });
      }
    });
  });
export type CreateStockReceiptRequest = z.infer<typeof createStockReceiptRequest>;

export const stockReceiptListQuery = pageQueryOrderedBy(['receiptDate', 'number', 'total', 'supplier']).extend({
  year: documentYear.optional(),
  supplierId: idSchema.optional(),
  warehouseId: idSchema.optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
});
export type StockReceiptListQuery = z.infer<typeof stockReceiptListQuery>;

export const stockReceiptRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  receiptDate: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  lineCount: z.number().int(),
  /** The accepted lines' value, rounded to 2 decimals (the document's total). */
  total: z.string(),
  /** Only the year's last receipt may be deleted (and only while none of its stock was issued). */
  isLast: z.boolean(),
});
export type StockReceiptRow = z.infer<typeof stockReceiptRow>;

export const stockReceiptLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** The product's own unit (the stock's). */
  productUnit: z.enum(ProductUnit),
  unit: z.enum(ProductUnit),
  quantity: z.string(),
  unitPrice: z.string(),
  /** The quantity in the product's own unit. */
  baseQuantity: z.string(),
  /** quantity × unit price, full precision. */
  value: z.string(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  manufacturerId: z.number().int().nullable(),
  manufacturerName: z.string().nullable(),
  checkResult: z.enum(IncomingCheckResult),
  checkNote: z.string().nullable(),
});
export type StockReceiptLine = z.infer<typeof stockReceiptLine>;

export const stockReceiptDetails = stockReceiptRow.extend({
  note: z.string().nullable(),
  supplierEik: z.string(),
  createdByName: z.string().nullable(),
  lines: z.array(stockReceiptLine),
  /** Whether it can be deleted now: the last of its year and nothing of it issued. */
  canDelete: z.boolean(),
});
export type StockReceiptDetails = z.infer<typeof stockReceiptDetails>;

export const nextNumberQuery = z.object({ year: documentYear.optional() });
export const nextNumberAnswer = z.object({ number: z.number().int() });

export const stockReceiptsRoutes = {
  nextNumber: {
    method: 'GET',
    path: 'UnitedStockReceipts/next-number',
    query: nextNumberQuery,
    response: nextNumberAnswer,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  list: {
    method: 'GET',
    path: 'UnitedStockReceipts/overview-models',
    query: stockReceiptListQuery,
    response: pagedResultSchema(stockReceiptRow),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  get: {
    method: 'GET',
    path: 'UnitedStockReceipts/:id',
    params: idParams,
    response: stockReceiptDetails,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  create: {
    method: 'POST',
    path: 'UnitedStockReceipts',
    body: createStockReceiptRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Stocks, 'create'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'UnitedStockReceipts/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Stocks, 'delete'),
    status: 204,
  },
  pdf: {
    method: 'GET',
    path: 'UnitedStockReceipts/united-stock-receipt/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- stock, availability, inbound lots

export const productAvailabilityQuery = pageQueryOrderedBy(['product', 'warehouse', 'quantity', 'value']).extend({
  search: z.string().trim().max(100).optional(),
  warehouseId: idSchema.optional(),
  productId: idSchema.optional(),
  /** `true`: only products with stock above zero. */
  onlyAvailable: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ProductAvailabilityQuery = z.infer<typeof productAvailabilityQuery>;

export const productAvailabilityRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  /** In the product's own unit. */
  quantity: z.string(),
  /** Euro, full precision. */
  value: z.string(),
  /** Moving weighted average per the product's own unit; null when the stock is empty. */
  averagePrice: z.string().nullable(),
  /** The earliest expiry of the lots still in stock. */
  nearestExpiry: z.string().nullable(),
});
export type ProductAvailabilityRow = z.infer<typeof productAvailabilityRow>;

export const warehouseAvailabilityRow = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  quantity: z.string(),
  value: z.string(),
  averagePrice: z.string().nullable(),
});
export type WarehouseAvailabilityRow = z.infer<typeof warehouseAvailabilityRow>;

export const weightedAveragePriceParams = z.object({
  productId: idSchema,
  warehouseId: idSchema,
  unitOfMeasure: z.coerce.number().pipe(lineUnitSchema),
});

export const weightedAveragePriceAnswer = z.object({
  productId: z.number().int(),
  warehouseId: z.number().int(),
  unitOfMeasure: z.enum(ProductUnit),
  /** The stock in `unitOfMeasure`. */
  quantity: z.string(),
  value: z.string(),
  /** Euro per one `unitOfMeasure`, AVERAGE_PRICE_PLACES decimals; null when there is no stock. */
  averagePrice: z.string().nullable(),
});
export type WeightedAveragePriceAnswer = z.infer<typeof weightedAveragePriceAnswer>;

export const availableForDateParams = z.object({ date: isoDay });
export const availableForDateQuery = z.object({ warehouseId: idSchema.optional() });
export const availableProductRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  /** Stock on the date (every movement dated up to and including it), in the product's own unit. */
  quantity: z.string(),
  value: z.string(),
});
export type AvailableProductRow = z.infer<typeof availableProductRow>;

export const stockInboundListQuery = pageQueryOrderedBy(['receiptDate', 'product', 'expiryDate']).extend({
  productId: idSchema.optional(),
  warehouseId: idSchema.optional(),
  supplierId: idSchema.optional(),
  createdBy: idSchema.optional(),
  checkResult: z.coerce.number().pipe(z.enum(IncomingCheckResult)).optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
});
export type StockInboundListQuery = z.infer<typeof stockInboundListQuery>;

export const stockInboundRow = z.object({
  lineId: z.number().int(),
  receiptId: z.number().int(),
  receiptNumber: z.number().int(),
  receiptDate: z.string(),
  supplierName: z.string(),
  warehouseName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  productUnit: z.enum(ProductUnit),
  baseQuantity: z.string(),
  value: z.string(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  checkResult: z.enum(IncomingCheckResult),
  checkNote: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type StockInboundRow = z.infer<typeof stockInboundRow>;

export const stocksRoutes = {
  productAvailability: {
    method: 'GET',
    path: 'Stocks/product-availability',
    query: productAvailabilityQuery,
    response: pagedResultSchema(productAvailabilityRow),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  warehousesAvailability: {
    method: 'GET',
    path: 'Stocks/warehouses-availability/:productId',
    params: z.object({ productId: idSchema }),
    response: z.array(warehouseAvailabilityRow),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  weightedAveragePrice: {
    method: 'GET',
    path: 'Stocks/weighted-average-price/:productId/:warehouseId/:unitOfMeasure',
    params: weightedAveragePriceParams,
    response: weightedAveragePriceAnswer,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  availableForDate: {
    method: 'GET',
    path: 'Products/available-for-date/:date',
    params: availableForDateParams,
    query: availableForDateQuery,
    response: z.array(availableProductRow),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  inboundCreators: {
    method: 'GET',
    path: 'StockInbounds/creators',
    response: z.array(storageLookupRow),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  inbounds: {
    method: 'GET',
    path: 'StockInbounds/overview-models',
    query: stockInboundListQuery,
    response: pagedResultSchema(stockInboundRow),
    access: resourceAccess(Resource.Stocks, 'read'),
  },
} as const satisfies RouteTable;
