import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { PaymentMethod } from './enums.js';
import { isValidEik } from './identifiers.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The provider documents (spec 2 §7.2 "Provider invoices"; docs/provider-invoices.md): what the kindergarten hands
 * over to an activity provider from the fees collected at its desk — the приемо-предавателен протокол with its
 * "Приложение 1" (the itemised list per child), the invoice issued in the provider's name on a protocol, and the
 * разходен касов ордер when the kindergarten pays the amount out in cash. Money is integer euro cents.
 */

const isoDay = z.iso.date();
const year = z.coerce.number().int().min(2000).max(2100);
const month = z.coerce.number().int().min(1).max(12);

/** The largest amount of one document: 1 000 000,00 €. */
export const MAX_PROVIDER_DOCUMENT_CENTS = 100_000_000;
/** The most payments one protocol freezes. */
export const MAX_PROTOCOL_PAYMENTS = 5000;
/** VAT of an invoice of a VAT-registered provider (ЗДДС чл. 66, ал. 1), in percent. */
export const PROVIDER_INVOICE_VAT_PERCENT = 20;
/** What an invoice of a provider not registered under ЗДДС says instead of VAT (ЗДДС чл. 113, ал. 9). */
export const NO_VAT_REASON = 'Не се начислява ДДС: доставчикът не е регистриран по ЗДДС (чл. 113, ал. 9 от ЗДДС).';

export enum ProviderProtocolKind {
  /** Freezes desk payments. */
  Payments = 1,
  /** A typed amount with a reason, no payments. */
  ManualAmount = 2,
}

export const providerProtocolKindLabels: Record<ProviderProtocolKind, string> = {
  [ProviderProtocolKind.Payments]: 'По плащания',
  [ProviderProtocolKind.ManualAmount]: 'Ръчно въведена сума',
};

export const providerInvoiceMessages = {
  providerNotFound: 'Доставчикът не е намерен.',
  protocolNotFound: 'Протоколът не е намерен.',
  voucherNotFound: 'Разходният касов ордер не е намерен.',
  paymentsRequired: 'Изберете поне едно плащане.',
  paymentTwice: 'Плащането е избрано два пъти.',
  paymentNotPending:
    'Някое от избраните плащания вече е в протокол, анулирано е или не е за този доставчик и период. Обновете списъка.',
  paymentTaken: 'Някое от избраните плащания междувременно беше включено в друг протокол. Обновете списъка.',
  reasonRequired: 'Въведете основание за сумата.',
  amountRange: 'Сумата трябва да е между 0,01 € и 1 000 000,00 €.',
  protocolDateInvalid: 'Датата на протокола не може да е преди месеца, за който е.',
  hasInvoice: 'Протоколът има издадена фактура и не може да бъде изтрит.',
  hasVoucher: 'Протоколът има разходен касов ордер и не може да бъде изтрит. Анулирайте първо ордера.',
  invoiceExists: 'По този протокол вече е издадена фактура.',
  invoiceZero: 'Не се издава фактура за протокол с нулева сума.',
  invoiceDateInvalid: 'Датата на фактурата не може да е преди датата на протокола.',
  invalidEik: 'Невалиден ЕИК/БУЛСТАТ: въведете 9 или 13 цифри с вярна контролна цифра.',
  noInvoice: 'По този протокол няма издадена фактура.',
  voucherExists: 'По този протокол вече има разходен касов ордер.',
  voucherZero: 'Не се издава разходен касов ордер за нулева сума.',
  voucherDateInvalid: 'Датата на ордера не може да е преди датата на протокола.',
  receivedByRequired: 'Въведете името на лицето, получило сумата.',
  voucherAnnulled: 'Ордерът вече е анулиран.',
} as const;

/** Which provider and month a protocol is for. */
export const providerPeriodQuery = z.object({ providerId: idSchema, year, month });

/** A new protocol: its provider and month (`providerPeriodQuery`) and its day, which is not before that month. */
const newProtocol = providerPeriodQuery.extend({ protocolDate: isoDay });

const checkProtocolDate = (body: { year: number; month: number; protocolDate: string }, context: z.RefinementCtx): void => {
  if (body.protocolDate < `${body.year}-${String(body.month).padStart(2, '0')}-01`) {
    context.addIssue({ code: 'custom', path: ['protocolDate'], message: providerInvoiceMessages.protocolDateInvalid });
  }
};

/** The filters of the document lists: the provider and the year and month. */
const documentFilters = { providerId: idSchema.optional(), year: year.optional(), month: month.optional() };

export type ProviderPeriodQuery = z.infer<typeof providerPeriodQuery>;

export const providerInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  eik: z.string(),
  vatRegistered: z.boolean(),
});
export type ProviderInfo = z.infer<typeof providerInfo>;

/** The month a document is for (as it reads). */
const period = { year: z.number().int(), month: z.number().int() };

/** The two sides of a protocol or a voucher: the provider and the kindergarten. */
const documentParties = { provider: providerInfo, kindergartenName: z.string() };

/** What a cash voucher pays out: the protocol (and its invoice, if any). */
const voucherBasis = { protocolId: z.number().int(), protocolNumber: z.number().int() };

/** A desk payment not yet in a protocol (GET protocol-preparation), and a line of Application 1. */
export const protocolPaymentRow = z.object({
  paymentId: z.number().int(),
  feeId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  activityId: z.number().int(),
  activityName: z.string(),
  /** The month of the fee the payment pays. */
  feeYear: z.number().int(),
  feeMonth: z.number().int(),
  method: z.enum(PaymentMethod),
  paidOn: z.string(),
  receiptNumber: z.number().int().nullable(),
  amountCents: z.number().int(),
});
export type ProtocolPaymentRow = z.infer<typeof protocolPaymentRow>;

export const protocolPreparation = z.object({
  provider: providerInfo,
  ...period,
  rows: z.array(protocolPaymentRow),
  totalCents: z.number().int(),
});
export type ProtocolPreparation = z.infer<typeof protocolPreparation>;

/** A protocol's amount per activity. */
export const protocolActivityTotal = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  children: z.number().int(),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
});
export type ProtocolActivityTotal = z.infer<typeof protocolActivityTotal>;

const party = z.object({
  name: z.string(),
  eik: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string(),
  iban: z.string().nullable(),
  bank: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof party>;

/** What an invoice says, issued or previewed: the text, the VAT as the provider's registration says, the parties. */
const invoiceContent = {
  description: z.string(),
  vatRegistered: z.boolean(),
  /** Decimal string, e.g. "20.00"; "0.00" when no VAT is charged. */
  vatPercent: z.string(),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  noVatReason: z.string().nullable(),
  supplier: party,
  recipient: party,
};

/** An issued invoice as it reads. */
export const providerInvoiceDetail = z.object({
  /** 10 digits (ЗДДС чл. 114, ал. 1, т. 2). */
  number: z.string(),
  invoiceDate: z.string(),
  taxEventDate: z.string(),
  ...invoiceContent,
});
export type ProviderInvoiceDetail = z.infer<typeof providerInvoiceDetail>;

export const voucherLine = z.object({
  id: z.number().int(),
  number: z.number().int(),
  voucherDate: z.string(),
  amountCents: z.number().int(),
  annulled: z.boolean(),
});

/** A protocol as it reads: the preview (no id, no number yet) or a stored one (GET summary/{id}). */
export const protocolDocument = z.object({
  id: z.number().int().nullable(),
  number: z.number().int().nullable(),
  kind: z.enum(ProviderProtocolKind),
  protocolDate: z.string(),
  ...period,
  ...documentParties,
  activities: z.array(protocolActivityTotal),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
  reason: z.string().nullable(),
  invoice: providerInvoiceDetail.nullable(),
  vouchers: z.array(voucherLine),
  /** Nothing depends on it: no invoice and no live voucher. */
  canDelete: z.boolean(),
});
export type ProtocolDocument = z.infer<typeof protocolDocument>;

/** POST protocol: freezes the chosen desk payments of the provider and month. */
export const createProtocolRequest = newProtocol
  .extend({
    paymentIds: z.array(idSchema).min(1, providerInvoiceMessages.paymentsRequired).max(MAX_PROTOCOL_PAYMENTS),
  })
  .superRefine((body, context) => {
    const seen = new Set<number>();
    body.paymentIds.forEach((id, index) => {
      if (seen.has(id))
        context.addIssue({ code: 'custom', path: ['paymentIds', index], message: providerInvoiceMessages.paymentTwice });
      seen.add(id);
    });
    checkProtocolDate(body, context);
  });
export type CreateProtocolRequest = z.infer<typeof createProtocolRequest>;

/** POST manual-amount-protocol: a typed amount and its reason, no payments. */
export const createManualProtocolRequest = newProtocol
  .extend({
    amountCents: z
      .number({ message: providerInvoiceMessages.amountRange })
      .int(providerInvoiceMessages.amountRange)
      .min(1, providerInvoiceMessages.amountRange)
      .max(MAX_PROVIDER_DOCUMENT_CENTS, providerInvoiceMessages.amountRange),
    reason: z
      .string({ message: providerInvoiceMessages.reasonRequired })
      .trim()
      .min(1, providerInvoiceMessages.reasonRequired)
      .max(500),
  })
  .superRefine(checkProtocolDate);
export type CreateManualProtocolRequest = z.infer<typeof createManualProtocolRequest>;

export const PROVIDER_DOCUMENT_ORDER_COLUMNS = ['protocolDate', 'number', 'totalCents'] as const;

/** GET overview: the protocols with their invoice and voucher; `withInvoice` keeps those with (true) or without one. */
export const providerDocumentsQuery = pageQueryOrderedBy(PROVIDER_DOCUMENT_ORDER_COLUMNS).extend({
  ...documentFilters,
  withInvoice: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ProviderDocumentsQuery = z.infer<typeof providerDocumentsQuery>;

export const providerDocumentRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  kind: z.enum(ProviderProtocolKind),
  ...period,
  protocolDate: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  paymentsCount: z.number().int(),
  totalCents: z.number().int(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  voucherId: z.number().int().nullable(),
  voucherNumber: z.number().int().nullable(),
  canDelete: z.boolean(),
});
export type ProviderDocumentRow = z.infer<typeof providerDocumentRow>;

/** GET invoice-preparation: the invoice a protocol would get. */
export const invoicePreparationQuery = z.object({ protocolId: idSchema });
export type InvoicePreparationQuery = z.infer<typeof invoicePreparationQuery>;

export const invoicePreparation = z.object({
  protocolId: z.number().int(),
  protocolNumber: z.number().int(),
  protocolDate: z.string(),
  ...period,
  invoiceDate: z.string(),
  ...invoiceContent,
});
export type InvoicePreparation = z.infer<typeof invoicePreparation>;

const optionalEik = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.string().refine(isValidEik, { message: providerInvoiceMessages.invalidEik }).optional())
  .optional();

/** POST invoice: issues the protocol's invoice in the provider's name. */
export const createInvoiceRequest = z.object({
  protocolId: idSchema,
  invoiceDate: isoDay,
  /** The kindergarten's ЕИК/БУЛСТАТ as the recipient (optional). */
  recipientEik: optionalEik,
});
export type CreateInvoiceRequest = z.infer<typeof createInvoiceRequest>;

/** GET cash-payment-voucher/overview: the vouchers by the year and month of their date. */
export const cashVouchersQuery = pageQueryOrderedBy(['voucherDate', 'number', 'amountCents'] as const).extend(documentFilters);
export type CashVouchersQuery = z.infer<typeof cashVouchersQuery>;

export const cashVoucherRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  voucherDate: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  ...voucherBasis,
  invoiceNumber: z.string().nullable(),
  amountCents: z.number().int(),
  receivedBy: z.string(),
  annulled: z.boolean(),
});
export type CashVoucherRow = z.infer<typeof cashVoucherRow>;

/** GET cash-payment-voucher-preparation: the provider's protocols still to be paid out (no live voucher, above 0). */
export const cashVoucherPreparationQuery = z.object({ providerId: idSchema });
export type CashVoucherPreparationQuery = z.infer<typeof cashVoucherPreparationQuery>;

export const payableProtocol = z.object({
  protocolId: z.number().int(),
  number: z.number().int(),
  ...period,
  protocolDate: z.string(),
  totalCents: z.number().int(),
  invoiceNumber: z.string().nullable(),
});
export type PayableProtocol = z.infer<typeof payableProtocol>;

export const cashVoucherPreparation = z.object({ provider: providerInfo, protocols: z.array(payableProtocol) });
export type CashVoucherPreparation = z.infer<typeof cashVoucherPreparation>;

const receivedBy = z
  .string({ message: providerInvoiceMessages.receivedByRequired })
  .trim()
  .min(1, providerInvoiceMessages.receivedByRequired)
  .max(150);

/** GET cash-payment-voucher-preparation-preview: the voucher a protocol would get. */
export const cashVoucherPreviewQuery = z.object({
  protocolId: idSchema,
  voucherDate: isoDay.optional(),
  receivedBy: z.string().trim().max(150).optional(),
});
export type CashVoucherPreviewQuery = z.infer<typeof cashVoucherPreviewQuery>;

/** A разходен касов ордер as it reads: the preview (no id, no number) or a stored one. */
export const cashVoucherDocument = z.object({
  id: z.number().int().nullable(),
  number: z.number().int().nullable(),
  year: z.number().int(),
  voucherDate: z.string(),
  amountCents: z.number().int(),
  receivedBy: z.string(),
  basis: z.string(),
  annulled: z.boolean(),
  ...documentParties,
  ...voucherBasis,
  protocolDate: z.string(),
  invoiceNumber: z.string().nullable(),
});
export type CashVoucherDocument = z.infer<typeof cashVoucherDocument>;

/** POST cash-payment-voucher: pays a protocol's amount out in cash. */
export const createCashVoucherRequest = z.object({ protocolId: idSchema, voucherDate: isoDay, receivedBy });
export type CreateCashVoucherRequest = z.infer<typeof createCashVoucherRequest>;

/** Formats an invoice number as its 10 digits (ЗДДС чл. 114, ал. 1, т. 2). */
export const invoiceNumberText = (number: number): string => String(number).padStart(10, '0');

/** The provider documents (spec 2 §7.2 "Provider invoices"; docs/provider-invoices.md). */
export const providerInvoicesRoutes = {
  overview: {
    method: 'GET',
    path: 'activities/provider-invoices/overview',
    query: providerDocumentsQuery,
    response: pagedResultSchema(providerDocumentRow),
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  protocolPreparation: {
    method: 'GET',
    path: 'activities/provider-invoices/protocol-preparation',
    query: providerPeriodQuery,
    response: protocolPreparation,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  protocolPreview: {
    method: 'GET',
    path: 'activities/provider-invoices/protocol-preview',
    query: providerPeriodQuery,
    response: protocolDocument,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  createProtocol: {
    method: 'POST',
    path: 'activities/provider-invoices/protocol',
    body: createProtocolRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ActivityAccounting, 'create'),
    status: 200,
  },
  createManualProtocol: {
    method: 'POST',
    path: 'activities/provider-invoices/manual-amount-protocol',
    body: createManualProtocolRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ActivityAccounting, 'create'),
    status: 200,
  },
  protocolExport: {
    method: 'GET',
    path: 'activities/provider-invoices/protocol/export/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  /** "Приложение 1": the protocol's payments per child, a PDF signed with the protocol. */
  application1Export: {
    method: 'GET',
    path: 'activities/provider-invoices/protocol/application1/export/:protocolId',
    params: z.object({ protocolId: idSchema }),
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  summary: {
    method: 'GET',
    path: 'activities/provider-invoices/summary/:id',
    params: idParams,
    response: protocolDocument,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  /** Deletes a protocol nothing depends on (no invoice, no live voucher); its payments are free again. */
  delete: {
    method: 'DELETE',
    path: 'activities/provider-invoices/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.ActivityAccounting, 'delete'),
    status: 204,
  },
  invoicePreparation: {
    method: 'GET',
    path: 'activities/provider-invoices/invoice-preparation',
    query: invoicePreparationQuery,
    response: invoicePreparation,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  createInvoice: {
    method: 'POST',
    path: 'activities/provider-invoices/invoice',
    body: createInvoiceRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ActivityAccounting, 'create'),
    status: 200,
  },
  /** The invoice of protocol `id`. */
  invoiceExport: {
    method: 'GET',
    path: 'activities/provider-invoices/invoice/export/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  cashVoucherOverview: {
    method: 'GET',
    path: 'activities/provider-invoices/cash-payment-voucher/overview',
    query: cashVouchersQuery,
    response: pagedResultSchema(cashVoucherRow),
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  cashVoucherPreparation: {
    method: 'GET',
    path: 'activities/provider-invoices/cash-payment-voucher-preparation',
    query: cashVoucherPreparationQuery,
    response: cashVoucherPreparation,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  cashVoucherPreview: {
    method: 'GET',
    path: 'activities/provider-invoices/cash-payment-voucher-preparation-preview',
    query: cashVoucherPreviewQuery,
    response: cashVoucherDocument,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  createCashVoucher: {
    method: 'POST',
    path: 'activities/provider-invoices/cash-payment-voucher',
    body: createCashVoucherRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.ActivityAccounting, 'create'),
    status: 200,
  },
  cashVoucherSummary: {
    method: 'GET',
    path: 'activities/provider-invoices/cash-payment-voucher/summary/:id',
    params: idParams,
    response: cashVoucherDocument,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
  /** Annuls the voucher (kept with its number: a cash book has no gaps); its protocol can be paid out again. */
  deleteCashVoucher: {
    method: 'DELETE',
    path: 'activities/provider-invoices/cash-payment-voucher/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.ActivityAccounting, 'delete'),
    status: 204,
  },
  cashVoucherExport: {
    method: 'GET',
    path: 'activities/provider-invoices/cash-payment-voucher/export/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityAccounting, 'read'),
  },
} as const satisfies RouteTable;
