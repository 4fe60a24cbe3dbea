import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ProductUnit } from './enums.js';
import { decimalString } from './products.js';
import { Resource } from './roles.js';
import { documentText, documentYear, lineUnitSchema } from './storage.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * Supplier orders (заявки за доставка към доставчици) and the orders book (issue 19 item 7; web-routes
 * `/storage/suppliers-requests`, `/storage/references/orders-book`; docs/storage.md "Supplier orders"). The spec lists
 * the pages and `Resource.StockOrders` but no calls: these are designed under `/api/SupplierOrders`.
 */

/** Draft → sent → delivered (with a stock receipt); a draft or a sent order may be cancelled. */
export enum SupplierOrderState {
  Draft = 1,
  Sent = 2,
  Delivered = 3,
  Cancelled = 4,
}
export const supplierOrderStateLabels: Record<SupplierOrderState, string> = {
  [SupplierOrderState.Draft]: 'Чернова',
  [SupplierOrderState.Sent]: 'Изпратена',
  [SupplierOrderState.Delivered]: 'Доставена',
  [SupplierOrderState.Cancelled]: 'Отказана',
};

/** How a sent order reached the supplier: its PDF by e-mail, or told by phone or in person (recorded only). */
export enum SupplierOrderChannel {
  Email = 1,
  Phone = 2,
  InPerson = 3,
}
export const supplierOrderChannelLabels: Record<SupplierOrderChannel, string> = {
  [SupplierOrderChannel.Email]: 'по имейл',
  [SupplierOrderChannel.Phone]: 'по телефон',
  [SupplierOrderChannel.InPerson]: 'лично',
};

export const supplierOrderMessages = {
  notFound: 'Заявката не е намерена.',
  quantity: 'Въведете количество: положително число с до три знака след десетичната запетая.',
  noLines: 'Добавете поне един ред.',
  deliveryBeforeOrder: 'Желаната дата на доставка не може да е преди датата на заявката.',
  onlyDraftEdited: 'Само чернова може да се редактира.',
  alreadySent: 'Заявката вече е изпратена.',
  notSent: 'Само изпратена заявка може да бъде отбелязана като доставена.',
  notCancellable: 'Само чернова или изпратена заявка може да бъде отказана.',
  onlyDraftDeleted: 'Само чернова може да бъде изтрита.',
  notLast: (number: number) =>
    `Може да се изтрие само последната заявка за годината (№ ${number}): номерата са без пропуски. Откажете тази заявка.`,
  noEmail: 'Доставчикът няма имейл: изберете „по телефон“ или „лично“.',
  receiptOfOtherSupplier: 'Складовата разписка е от друг доставчик или склад.',
  receiptBeforeOrder: 'Складовата разписка е с дата преди заявката.',
  receiptLinked: (number: number) => `Тази складова разписка вече е свързана със заявка № ${number}.`,
  yearChanged: (year: number) => `Заявката е номерирана за ${year} г.: датата трябва да остане в същата година.`,
  periodOrder: 'Краят на периода не може да е преди началото му.',
  periodTooLong: 'Периодът на предложението е до 31 дни.',
} as const;

const isoDay = z.iso.date();

export const supplierOrderLineRequest = z.object({
  productId: idSchema,
  /** Any unit the product converts to (as on a receipt line). */
  unit: lineUnitSchema,
  quantity: decimalString({ integer: 9, fraction: 3, positive: true, message: supplierOrderMessages.quantity }),
  note: documentText(200),
});
export type SupplierOrderLineRequest = z.infer<typeof supplierOrderLineRequest>;

export const saveSupplierOrderRequest = z
  .object({
    /** Without: a new draft (numbered); with: edits a draft. */
    id: idSchema.optional(),
    orderDate: isoDay,
    supplierId: idSchema,
    warehouseId: idSchema,
    deliveryDate: isoDay,
    note: documentText(500),
    lines: z.array(supplierOrderLineRequest).max(200).default([]),
  })
  .superRefine((body, context) => {
    if (body.lines.length === 0) context.addIssue({ code: 'custom', path: ['lines'], message: supplierOrderMessages.noLines });
    if (body.deliveryDate < body.orderDate) {
      context.addIssue({ code: 'custom', path: ['deliveryDate'], message: supplierOrderMessages.deliveryBeforeOrder });
    }
  });
export type SaveSupplierOrderRequest = z.infer<typeof saveSupplierOrderRequest>;

export const sendSupplierOrderRequest = z.object({
  channel: z.coerce.number().pipe(z.enum(SupplierOrderChannel, { message: 'Изберете как е изпратена заявката.' })),
});
export type SendSupplierOrderRequest = z.infer<typeof sendSupplierOrderRequest>;

export const deliverSupplierOrderRequest = z.object({
  receiptId: idSchema,
});
export type DeliverSupplierOrderRequest = z.infer<typeof deliverSupplierOrderRequest>;

const bookFilters = {
  year: documentYear.optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  supplierId: idSchema.optional(),
  warehouseId: idSchema.optional(),
  state: z.coerce.number().pipe(z.enum(SupplierOrderState)).optional(),
};
const periodInOrder = (query: { fromDate?: string; toDate?: string }, context: z.RefinementCtx) => {
  if (query.fromDate && query.toDate && query.toDate < query.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: supplierOrderMessages.periodOrder });
  }
};

export const supplierOrderListQuery = pageQueryOrderedBy(['orderDate', 'number', 'supplier', 'deliveryDate'])
  .extend(bookFilters)
  .superRefine(periodInOrder);
export type SupplierOrderListQuery = z.infer<typeof supplierOrderListQuery>;

/** The orders book's PDF and Excel: the same filters, every row. */
export const ordersBookExportQuery = z.object(bookFilters).superRefine(periodInOrder);
export type OrdersBookExportQuery = z.infer<typeof ordersBookExportQuery>;

export const supplierOrderRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  orderDate: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  deliveryDate: z.string(),
  state: z.enum(SupplierOrderState),
  lineCount: z.number().int(),
  receiptId: z.number().int().nullable(),
  receiptNumber: z.number().int().nullable(),
  /** The linked receipt's accepted total (2 decimals) once delivered; null before. */
  value: z.string().nullable(),
  /** The year's last number: only it may be deleted (and only as a draft). */
  isLast: z.boolean(),
});
export type SupplierOrderRow = z.infer<typeof supplierOrderRow>;

export const supplierOrderLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productUnit: z.enum(ProductUnit),
  unit: z.enum(ProductUnit),
  quantity: z.string(),
  /** In the product's own unit. */
  baseQuantity: z.string(),
  note: z.string().nullable(),
});
export type SupplierOrderLine = z.infer<typeof supplierOrderLine>;

/** Ordered against received per product (the product's own unit), once delivered. */
export const supplierOrderComparisonRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productUnit: z.enum(ProductUnit),
  ordered: z.string(),
  received: z.string(),
  /** received − ordered (negative: short delivery). */
  difference: z.string(),
});
export type SupplierOrderComparisonRow = z.infer<typeof supplierOrderComparisonRow>;

export const supplierOrderDetails = supplierOrderRow.extend({
  note: z.string().nullable(),
  supplierEik: z.string(),
  supplierEmail: z.string().nullable(),
  supplierPhone: z.string().nullable(),
  sentChannel: z.enum(SupplierOrderChannel).nullable(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  lines: z.array(supplierOrderLine),
  /** Empty until delivered. */
  comparison: z.array(supplierOrderComparisonRow),
  canDelete: z.boolean(),
});
export type SupplierOrderDetails = z.infer<typeof supplierOrderDetails>;

export const supplierOrderSuggestionQuery = z
  .object({ warehouseId: idSchema, from: isoDay, to: isoDay })
  .superRefine((query, context) => {
    if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: supplierOrderMessages.periodOrder });
    else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 > 30) {
      context.addIssue({ code: 'custom', path: ['to'], message: supplierOrderMessages.periodTooLong });
    }
  });
export type SupplierOrderSuggestionQuery = z.infer<typeof supplierOrderSuggestionQuery>;

export const supplierOrderSuggestionRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  unit: z.enum(ProductUnit),
  /** What the menus need for the expected children (the product's own unit, 3 decimals). */
  needed: z.string(),
  /** In the warehouse on `from`. */
  available: z.string(),
  /** needed − available, positive (3 decimals, rounded up). */
  shortage: z.string(),
});
export type SupplierOrderSuggestionRow = z.infer<typeof supplierOrderSuggestionRow>;

export const supplierOrderSuggestion = z.object({
  /** The approved or published menus of the period that were counted. */
  menus: z.array(z.object({ id: z.number().int(), weekStart: z.string(), ageBand: z.number().int() })),
  /** Products the menus need but cannot be converted to their own unit (no conversion): left out, named. */
  unconvertible: z.array(z.string()),
  rows: z.array(supplierOrderSuggestionRow),
});
export type SupplierOrderSuggestion = z.infer<typeof supplierOrderSuggestion>;

export const supplierOrdersRoutes = {
  list: {
    method: 'GET',
    path: 'SupplierOrders/overview-models',
    query: supplierOrderListQuery,
    response: pagedResultSchema(supplierOrderRow),
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  nextNumber: {
    method: 'GET',
    path: 'SupplierOrders/next-number',
    query: z.object({ year: documentYear.optional() }),
    response: z.object({ number: z.number().int() }),
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  suggestion: {
    method: 'GET',
    path: 'SupplierOrders/suggestion',
    query: supplierOrderSuggestionQuery,
    response: supplierOrderSuggestion,
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  bookPdf: {
    method: 'GET',
    path: 'SupplierOrders/orders-book/receipt',
    query: ordersBookExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  bookExcel: {
    method: 'GET',
    path: 'SupplierOrders/orders-book/excel-export',
    query: ordersBookExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  get: {
    method: 'GET',
    path: 'SupplierOrders/:id',
    params: idParams,
    response: supplierOrderDetails,
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  pdf: {
    method: 'GET',
    path: 'SupplierOrders/:id/receipt',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.StockOrders, 'read'),
  },
  save: {
    method: 'POST',
    path: 'SupplierOrders',
    body: saveSupplierOrderRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockOrders, 'save'),
    status: 200,
  },
  send: {
    method: 'POST',
    path: 'SupplierOrders/:id/send',
    params: idParams,
    body: sendSupplierOrderRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockOrders, 'update'),
    status: 200,
  },
  deliver: {
    method: 'POST',
    path: 'SupplierOrders/:id/deliver',
    params: idParams,
    body: deliverSupplierOrderRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockOrders, 'update'),
    status: 200,
  },
  cancel: {
    method: 'POST',
    path: 'SupplierOrders/:id/cancel',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.StockOrders, 'update'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'SupplierOrders/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.StockOrders, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

// ---------------------------------------------------------------- the register of stock receipts (united-stock-receipts)

/** The register of a period's stock receipts (`/storage/references/united-stock-receipts`; docs/storage.md). */
export const receiptsRegisterQuery = z
  .object({
    fromDate: isoDay,
    toDate: isoDay,
    supplierId: idSchema.optional(),
    warehouseId: idSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.toDate < query.fromDate) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: supplierOrderMessages.periodOrder });
    } else if (Number(query.toDate.slice(0, 4)) - Number(query.fromDate.slice(0, 4)) > 5) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: 'Периодът е до пет години.' });
    }
  });
export type ReceiptsRegisterQuery = z.infer<typeof receiptsRegisterQuery>;

export const receiptsRegisterRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  receiptDate: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  warehouseName: z.string(),
  /** The accepted lines' value, rounded to 2 decimals (the receipt's total). */
  total: z.string(),
});
export type ReceiptsRegisterRow = z.infer<typeof receiptsRegisterRow>;

export const receiptsRegisterSupplierTotal = z.object({
  supplierId: z.number().int(),
  supplierName: z.string(),
  receipts: z.number().int(),
  /** The sum of its receipts' totals (each rounded to 2 as printed). */
  total: z.string(),
});
export type ReceiptsRegisterSupplierTotal = z.infer<typeof receiptsRegisterSupplierTotal>;

export const receiptsRegister = z.object({
  rows: z.array(receiptsRegisterRow),
  suppliers: z.array(receiptsRegisterSupplierTotal),
  total: z.string(),
});
export type ReceiptsRegister = z.infer<typeof receiptsRegister>;

export const receiptsRegisterRoutes = {
  register: {
    method: 'GET',
    path: 'UnitedStockReceipts/register',
    query: receiptsRegisterQuery,
    response: receiptsRegister,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  registerPdf: {
    method: 'GET',
    path: 'UnitedStockReceipts/register/receipt',
    query: receiptsRegisterQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
  registerExcel: {
    method: 'GET',
    path: 'UnitedStockReceipts/register/excel-export',
    query: receiptsRegisterQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.Stocks, 'read'),
  },
} as const satisfies RouteTable;
