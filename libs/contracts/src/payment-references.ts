import { z } from 'zod';
import { idSchema, pageQuery } from './common.js';
import { FeeAmountBasis, PaymentMethod, PaymentSource } from './enums.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The references (справки) on activity fees and payments (spec 2 §7.2 "Reports under activities/payments/references/";
 * docs/payment-references.md): by kindergarten, by group, by child, by cashier, the batch payments and every payment
 * cashed, each with a PDF and an Excel export. Every amount is integer euro cents; annulled payments never count.
 */

const isoDay = z.iso.date();
const month = z.coerce.number().int().min(1).max(12);
const year = z.coerce.number().int().min(2000).max(2100);

/** The longest period of a reference, in days (a school year and a little). */
export const PAYMENT_REFERENCE_MAX_DAYS = 400;

export const paymentReferenceMessages = {
  periodRequired: 'Изберете месец и година или период (от – до).',
  periodOrder: 'Крайната дата трябва да е след началната или същата.',
  periodTooLong: `Периодът на справката е най-много ${PAYMENT_REFERENCE_MAX_DAYS} дни.`,
  activityNotFound: 'Дейността не е намерена.',
  classNotFound: 'Групата не е намерена.',
  providerNotFound: 'Доставчикът не е намерен.',
  cashierNotFound: 'Касиерът не е намерен.',
} as const;

/** The filters every reference may take; each reference's schema picks the ones that make sense for it. */
const filterFields = {
  month: month.optional(),
  year: year.optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  providerId: idSchema.optional(),
  activityId: idSchema.optional(),
  classId: idSchema.optional(),
  /** ePay (providers collecting online) or Own (the kindergarten's desk collects); absent or Unspecified: all. */
  paymentSource: z.coerce.number().pipe(z.enum(PaymentSource)).optional(),
  paymentMethod: z.coerce.number().pipe(z.enum(PaymentMethod)).optional(),
  cashierId: idSchema.optional(),
  /** PaidAmount: only fees with something paid; TotalAmount (or absent): every fee charged. */
  amountBasis: z.coerce.number().pipe(z.enum(FeeAmountBasis)).optional(),
};

interface PeriodFields {
  month?: number | undefined;
  year?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** A month (month + year) or a period (fromDate – toDate, at most PAYMENT_REFERENCE_MAX_DAYS days). */
function checkPeriod(query: PeriodFields, context: z.RefinementCtx): void {
  const byMonth = query.month !== undefined && query.year !== undefined;
  const byPeriod = query.fromDate !== undefined && query.toDate !== undefined;
  if (!byMonth && !byPeriod) {
    context.addIssue({
      code: 'custom',
      path: [query.month === undefined ? 'month' : 'year'],
      message: paymentReferenceMessages.periodRequired,
    });
    return;
  }
  if (byPeriod && !byMonth) {
    if (query.toDate! < query.fromDate!) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: paymentReferenceMessages.periodOrder });
    } else if ((Date.parse(query.toDate!) - Date.parse(query.fromDate!)) / 86_400_000 + 1 > PAYMENT_REFERENCE_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: paymentReferenceMessages.periodTooLong });
    }
  }
}

const { month: m, year: y, fromDate, toDate, providerId, activityId, classId, paymentSource } = filterFields;
const feeFilters = { month: m, year: y, fromDate, toDate, providerId, activityId, classId, paymentSource };
const paymentFilters = { ...feeFilters, paymentMethod: filterFields.paymentMethod, cashierId: filterFields.cashierId };

/** kindergarten and classes: the fees of the months of the period. */
export const feeReferenceQuery = z.object({ ...feeFilters, amountBasis: filterFields.amountBasis }).superRefine(checkPeriod);
export type FeeReferenceQuery = z.infer<typeof feeReferenceQuery>;

export const studentsReferenceColumns = ['studentName', 'className', 'chargedCents', 'paidCents', 'unpaidCents'] as const;
/** students: the fees of the months of the period per child, paged. */
export const studentsReferenceQuery = pageQuery
  .extend({ ...feeFilters, amountBasis: filterFields.amountBasis, orderByColumn: z.enum(studentsReferenceColumns).optional() })
  .superRefine(checkPeriod);
export type StudentsReferenceQuery = z.infer<typeof studentsReferenceQuery>;

/** cashiers: the live payments of the period per cashier, day and method, paged. */
export const cashiersReferenceQuery = pageQuery.extend(paymentFilters).superRefine(checkPeriod);
export type CashiersReferenceQuery = z.infer<typeof cashiersReferenceQuery>;

/** batch-payments: the batches paid in the period, each with its fees, paged. */
export const batchPaymentsReferenceQuery = pageQuery
  .extend({ month: m, year: y, fromDate, toDate, paymentMethod: filterFields.paymentMethod, cashierId: filterFields.cashierId })
  .superRefine(checkPeriod);
export type BatchPaymentsReferenceQuery = z.infer<typeof batchPaymentsReferenceQuery>;

export const cashedReferenceColumns = ['paidOn', 'studentName', 'activityName', 'amountCents'] as const;
/** cashed: every live payment of the period, paged. */
export const cashedReferenceQuery = pageQuery
  .extend({ ...paymentFilters, orderByColumn: z.enum(cashedReferenceColumns).optional() })
  .superRefine(checkPeriod);
export type CashedReferenceQuery = z.infer<typeof cashedReferenceQuery>;

/** The cashier reference's export (a fixed path): the file type in the query, PDF unless told. */
export const cashiersReferenceExportQuery = z
  .object({ ...paymentFilters, type: z.enum(['pdf', 'excel']).default('pdf') })
  .superRefine(checkPeriod);
export type CashiersReferenceExportQuery = z.infer<typeof cashiersReferenceExportQuery>;

export const paymentReferenceExportParams = z.object({ type: z.enum(['pdf', 'excel']) });
export type PaymentReferenceExportParams = z.infer<typeof paymentReferenceExportParams>;

const cents = z.number().int();

/** Charged (the fees' amounts), paid (their live payments) and unpaid (what is still due: never below 0 per fee). */
const feeSums = {
  children: z.number().int(),
  fees: z.number().int(),
  chargedCents: cents,
  paidCents: cents,
  unpaidCents: cents,
};
export const feeTotals = z.object(feeSums);
export type FeeTotals = z.infer<typeof feeTotals>;

export const kindergartenReferenceRow = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  providerName: z.string(),
  paymentSource: z.enum(PaymentSource),
  ...feeSums,
});
export type KindergartenReferenceRow = z.infer<typeof kindergartenReferenceRow>;

export const kindergartenReference = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(kindergartenReferenceRow),
  totals: feeTotals,
});
export type KindergartenReference = z.infer<typeof kindergartenReference>;

export const classesReferenceRow = z.object({
  /** The child's group in the fee's month (null: no group that month). */
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  activityId: z.number().int(),
  activityName: z.string(),
  ...feeSums,
});
export type ClassesReferenceRow = z.infer<typeof classesReferenceRow>;

export const classesReference = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(classesReferenceRow),
  totals: feeTotals,
});
export type ClassesReference = z.infer<typeof classesReference>;

export const studentsReferenceRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  fees: z.number().int(),
  chargedCents: cents,
  paidCents: cents,
  unpaidCents: cents,
});
export type StudentsReferenceRow = z.infer<typeof studentsReferenceRow>;

export const studentsReference = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  result: z.array(studentsReferenceRow),
  rowsCount: z.number().int(),
  totals: feeTotals,
});
export type StudentsReference = z.infer<typeof studentsReference>;

const methodSum = z.object({ method: z.enum(PaymentMethod), payments: z.number().int(), amountCents: cents });
export const paymentTotals = z.object({
  payments: z.number().int(),
  amountCents: cents,
  /** Per payment method, in the enumeration's order. */
  byMethod: z.array(methodSum),
});
export type PaymentTotals = z.infer<typeof paymentTotals>;

export const cashiersReferenceRow = z.object({
  /** Null: payments recorded by nobody at the desk (online payments). */
  cashierId: z.number().int().nullable(),
  cashierName: z.string().nullable(),
  paidOn: z.string(),
  method: z.enum(PaymentMethod),
  payments: z.number().int(),
  amountCents: cents,
});
export type CashiersReferenceRow = z.infer<typeof cashiersReferenceRow>;

export const cashiersReference = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  result: z.array(cashiersReferenceRow),
  rowsCount: z.number().int(),
  totals: paymentTotals,
});
export type CashiersReference = z.infer<typeof cashiersReference>;

export const batchPaymentFee = z.object({
  feeId: z.number().int(),
  studentName: z.string(),
  activityName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  amountCents: cents,
});
export type BatchPaymentFee = z.infer<typeof batchPaymentFee>;

export const batchPaymentsReferenceRow = z.object({
  batchId: z.number().int(),
  paidOn: z.string(),
  receiptNumber: z.number().int().nullable(),
  payerName: z.string().nullable(),
  cashierName: z.string().nullable(),
  method: z.enum(PaymentMethod),
  amountCents: cents,
  fees: z.array(batchPaymentFee),
});
export type BatchPaymentsReferenceRow = z.infer<typeof batchPaymentsReferenceRow>;

export const batchPaymentsReference = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  result: z.array(batchPaymentsReferenceRow),
  rowsCount: z.number().int(),
  totals: z.object({ batches: z.number().int(), payments: z.number().int(), amountCents: cents }),
});
export type BatchPaymentsReference = z.infer<typeof batchPaymentsReference>;

export const cashedReferenceRow = z.object({
  paymentId: z.number().int(),
  paidOn: z.string(),
  studentName: z.string(),
  className: z.string().nullable(),
  activityName: z.string(),
  providerName: z.string(),
  /** The month of the fee paid. */
  year: z.number().int(),
  month: z.number().int(),
  method: z.enum(PaymentMethod),
  cashierName: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  amountCents: cents,
});
export type CashedReferenceRow = z.infer<typeof cashedReferenceRow>;

export const cashedReference = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  result: z.array(cashedReferenceRow),
  rowsCount: z.number().int(),
  totals: paymentTotals,
});
export type CashedReference = z.infer<typeof cashedReference>;

const read = resourceAccess(Resource.ActivityReferences, 'read');

/** The payment references (docs/payment-references.md). */
export const paymentReferencesRoutes = {
  kindergarten: {
    method: 'GET',
    path: 'activities/payments/references/kindergarten',
    query: feeReferenceQuery,
    response: kindergartenReference,
    access: read,
  },
  kindergartenExport: {
    method: 'GET',
    path: 'activities/payments/references/kindergarten/export/:type',
    params: paymentReferenceExportParams,
    query: feeReferenceQuery,
    response: fileAnswer,
    access: read,
  },
  classes: {
    method: 'GET',
    path: 'activities/payments/references/classes',
    query: feeReferenceQuery,
    response: classesReference,
    access: read,
  },
  classesExport: {
    method: 'GET',
    path: 'activities/payments/references/classes/export/:type',
    params: paymentReferenceExportParams,
    query: feeReferenceQuery,
    response: fileAnswer,
    access: read,
  },
  students: {
    method: 'GET',
    path: 'activities/payments/references/students',
    query: studentsReferenceQuery,
    response: studentsReference,
    access: read,
  },
  studentsExport: {
    method: 'GET',
    path: 'activities/payments/references/students/export/:type',
    params: paymentReferenceExportParams,
    query: studentsReferenceQuery,
    response: fileAnswer,
    access: read,
  },
  cashiers: {
    method: 'GET',
    path: 'activities/payments/references/cashiers',
    query: cashiersReferenceQuery,
    response: cashiersReference,
    access: read,
  },
  cashiersExport: {
    method: 'GET',
    path: 'activities/payments/references/cashiers/export',
    query: cashiersReferenceExportQuery,
    response: fileAnswer,
    access: read,
  },
  batchPayments: {
    method: 'GET',
    path: 'activities/payments/references/batch-payments',
    query: batchPaymentsReferenceQuery,
    response: batchPaymentsReference,
    access: read,
  },
  batchPaymentsExport: {
    method: 'GET',
    path: 'activities/payments/references/batch-payments/export/:type',
    params: paymentReferenceExportParams,
    query: batchPaymentsReferenceQuery,
    response: fileAnswer,
    access: read,
  },
  cashed: {
    method: 'GET',
    path: 'activities/payments/references/cashed',
    query: cashedReferenceQuery,
    response: cashedReference,
    access: read,
  },
  cashedExport: {
    method: 'GET',
    path: 'activities/payments/references/cashed/export/:type',
    params: paymentReferenceExportParams,
    query: cashedReferenceQuery,
    response: fileAnswer,
    access: read,
  },
} as const satisfies RouteTable;
