import { z } from 'zod';
import { idParams, idSchema, pageQuery, pageQueryOrderedBy } from './common.js';
import { ActivityPriceModel, FeePaymentStatus, PaymentMethod, PaymentSource } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, signedInAccess, type RouteTable } from './routes.js';

/**
 * Monthly fees of the additional activities and the desk's payments (spec 2 §7.2 "Invoices and payments";
 * docs/activity-fees.md): the month's fees generated from the price model, the activity attendance and the enrolment
 * discount; the list and a child's month; cash, bank and POS payments with receipts, batch payments of a family,
 * annulment with a reason; the director's summaries and the notification of unpaid fees.
 */

const month = z.coerce.number().int().min(1).max(12);
const year = z.coerce.number().int().min(2000).max(2100);
const isoDay = z.iso.date();
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The methods the desk records; ePay, card and EasyPay come only from a verified notification (docs/online-payments.md). */
export const DESK_PAYMENT_METHODS = [PaymentMethod.Cash, PaymentMethod.Bank, PaymentMethod.POS] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** The statuses the list shows by default (spec 2 §4: unpaid by default, "not paid and partially paid"). */
export const UNPAID_FEE_STATUSES = [FeePaymentStatus.NotPaid, FeePaymentStatus.PartiallyPaid] as const;

/** The largest payment the desk records at once: 10 000 €. */
export const MAX_PAYMENT_CENTS = 1_000_000;

export const activityFeeMessages = {
  feeNotFound: 'Таксата не е намерена.',
  paymentNotFound: 'Плащането не е намерено.',
  batchNotFound: 'Груповото плащане не е намерено.',
  activityNotFound: 'Дейността не е намерена.',
  studentNotFound: 'Детето не е намерено.',
  futureMonth: 'Таксите се изчисляват най-много за следващия месец.',
  futureDay: 'Датата на плащане не може да е в бъдещето.',
  deskMethod: 'Изберете плащане в брой, по банка или с ПОС терминал.',
  overDue: (due: string) => `Сумата надвишава дължимото по таксата (${due}). За надплащане отбележете „Записване като кредит“.`,
  alreadyPaid: 'Таксата вече е платена. За надплащане отбележете „Записване като кредит“.',
  waitingExternal: 'По таксата има започнато плащане през ePay/EasyPay: изчакайте потвърждението му.',
  hasPayments: 'Таксата има плащания и не може да бъде изтрита. Анулирайте плащанията първо.',
  hasHistory: 'По таксата има анулирани или онлайн плащания: тя се пази за историята и не може да бъде изтрита.',
  alreadyAnnulled: 'Плащането вече е анулирано.',
  onlineAnnul: 'Онлайн плащане (ePay/EasyPay) не се анулира от касата.',
  reasonRequired: 'Посочете причина за анулирането.',
  feeTwice: 'Таксата е посочена два пъти.',
  oneFamily: 'Груповото плащане е за такси на деца от едно семейство (с общ родител).',
  batchOverDue: (child: string, due: string) => `${child}: сумата надвишава дължимото по таксата (${due}).`,
  batchPaid: (child: string) => `${child}: таксата вече е платена.`,
  nothingToNotify: 'Няма неплатени такси за този месец, за които да има родители с профил.',
} as const;

/** A month of one kindergarten: `year` and `month`. */
export const feeMonthQuery = z.object({ year, month });
export type FeeMonthQuery = z.infer<typeof feeMonthQuery>;

/** POST activities/generate-proforma-invoices. */
export const generateFeesRequest = z.object({ year, month, activityId: idSchema.optional() });
export type GenerateFeesRequest = z.infer<typeof generateFeesRequest>;

export const generateFeesResult = z.object({
  /** New fees. */
  created: z.number().int(),
  /** Fees without payments whose amount or basis changed. */
  updated: z.number().int(),
  /** Payment-less fees of children no longer enrolled in the month (or now of 0 €). */
  removed: z.number().int(),
  /** Fees of the month in the scope after the generation. */
  total: z.number().int(),
});
export type GenerateFeesResult = z.infer<typeof generateFeesResult>;

/** GET activities/invoices: the filters (spec 2 §4 "Fee status filter"). */
export const feeListFilters = z.object({
  year,
  month,
  classId: idSchema.optional(),
  activityId: idSchema.optional(),
  providerId: idSchema.optional(),
  studentId: idSchema.optional(),
  /** Part of the child's name. */
  search: z.string().trim().max(100).optional(),
  /** true: paid fees; false (the default): the `statuses` (not paid and partially paid unless given). */
  paid: booleanQuery,
  /** `?statuses=3,2` or `?statuses=3&statuses=2`: the unpaid statuses to show when `paid` is not true. */
  statuses: z
    .preprocess(
      (value) =>
        typeof value === 'string' || Array.isArray(value)
          ? (Array.isArray(value) ? value : [value])
              .flatMap((item) => (typeof item === 'string' ? item.split(',').filter(Boolean) : [item]))
              .map(Number)
          : value,
      z.array(z.enum(FeePaymentStatus)).max(4),
    )
    .optional(),
  /** Rows of siblings together (ordered by family, then child). */
  groupByFamily: booleanQuery,
  /** Providers collecting online (EPay) or through the desk (Own). */
  paymentSource: z.coerce.number().int().pipe(z.enum(PaymentSource)).optional(),
});
export type FeeListFilters = z.infer<typeof feeListFilters>;

export const feeListQuery = pageQueryOrderedBy(['studentName', 'activityName', 'amount', 'status']).extend(feeListFilters.shape);
export type FeeListQuery = z.infer<typeof feeListQuery>;

export const feeRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  activityId: z.number().int(),
  activityName: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  paymentSource: z.enum(PaymentSource),
  priceModel: z.enum(ActivityPriceModel),
  /** Present sessions of the month (the basis of a per-session fee). */
  sessions: z.number().int(),
  baseCents: z.number().int(),
  discountName: z.string().nullable(),
  /** "12.50". */
  discountPercent: z.string().nullable(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  /** What is still due (0 when paid or overpaid). */
  dueCents: z.number().int(),
  /** An overpayment recorded as a credit (paid above the amount). */
  creditCents: z.number().int(),
  status: z.enum(FeePaymentStatus),
  /** Siblings share it: the lowest id of the child's parents (`s<studentId>` for a child with no parent recorded). */
  familyKey: z.string(),
  /** The parent whose id is the family key, for the family's heading. */
  familyName: z.string().nullable(),
  /** Live (not annulled) payments. */
  paymentsCount: z.number().int(),
});
export type FeeRow = z.infer<typeof feeRow>;

export const feeListResponse = z.object({ result: z.array(feeRow), rowsCount: z.number().int() });
export type FeeListResponse = z.infer<typeof feeListResponse>;

/** GET activities/invoices/{year}/{month}/{studentId}. */
export const studentMonthParams = z.object({ year, month, studentId: idSchema });
export type StudentMonthParams = z.infer<typeof studentMonthParams>;

export const feePayment = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  method: z.enum(PaymentMethod),
  paidOn: z.string(),
  receiptNumber: z.number().int().nullable(),
  batchId: z.number().int().nullable(),
  cashierName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  annulledAt: z.string().nullable(),
  annulledByName: z.string().nullable(),
  annulReason: z.string().nullable(),
});
export type FeePayment = z.infer<typeof feePayment>;

export const studentMonthFee = feeRow.extend({ note: z.string().nullable(), payments: z.array(feePayment) });
export type StudentMonthFee = z.infer<typeof studentMonthFee>;

export const studentMonth = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  year: z.number().int(),
  month: z.number().int(),
  fees: z.array(studentMonthFee),
  totals: z.object({ amountCents: z.number().int(), paidCents: z.number().int(), dueCents: z.number().int() }),
});
export type StudentMonth = z.infer<typeof studentMonth>;

const note = z.string().trim().max(500).optional();
const amountCents = z.number().int().min(1).max(MAX_PAYMENT_CENTS);
const deskMethod = z.literal(DESK_PAYMENT_METHODS, { error: activityFeeMessages.deskMethod });

/** POST activities/payments. */
export const recordPaymentRequest = z.object({
  feeId: idSchema,
  amountCents,
  method: deskMethod,
  paidOn: isoDay,
  note,
  /** Accept more than is due: the excess stays on the fee as a credit (docs/activity-fees.md). */
  asCredit: z.boolean().optional(),
});
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequest>;

export const recordedPayment = z.object({
  id: z.number().int(),
  feeId: z.number().int(),
  receiptNumber: z.number().int().nullable(),
  status: z.enum(FeePaymentStatus),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
});
export type RecordedPayment = z.infer<typeof recordedPayment>;

/** POST activities/payments/{id}/annul (ours; spec 2 §7.2 says only "delete/annul with a reason"). */
export const annulPaymentRequest = z.object({
  reason: z.string({ error: activityFeeMessages.reasonRequired }).trim().min(3, activityFeeMessages.reasonRequired).max(500),
});
export type AnnulPaymentRequest = z.infer<typeof annulPaymentRequest>;

export const annulResult = z.object({ annulledPaymentIds: z.array(z.number().int()), feeIds: z.array(z.number().int()) });
export type AnnulResult = z.infer<typeof annulResult>;

/** POST activities/batch-payments: several fees of one family at once, one receipt; all or nothing. */
export const batchPaymentRequest = z
  .object({
    items: z
      .array(z.object({ feeId: idSchema, amountCents: amountCents.optional() }))
      .min(1)
      .max(50),
    method: deskMethod,
    paidOn: isoDay,
    payerName: z.string().trim().max(150).optional(),
    note,
  })
  .superRefine((body, context) => {
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (seen.has(item.feeId))
        context.addIssue({ code: 'custom', path: ['items', index, 'feeId'], message: activityFeeMessages.feeTwice });
      seen.add(item.feeId);
    });
  });
export type BatchPaymentRequest = z.infer<typeof batchPaymentRequest>;

export const recordedBatch = z.object({
  id: z.number().int(),
  receiptNumber: z.number().int().nullable(),
  totalCents: z.number().int(),
  paymentIds: z.array(z.number().int()),
});
export type RecordedBatch = z.infer<typeof recordedBatch>;

/** GET activities/batch-payments. */
export const batchListQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  /** Part of a child's or the payer's name. */
  search: z.string().trim().max(100).optional(),
});
export type BatchListQuery = z.infer<typeof batchListQuery>;

export const batchRow = z.object({
  id: z.number().int(),
  paidOn: z.string(),
  method: z.enum(PaymentMethod),
  payerName: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  cashierName: z.string().nullable(),
  totalCents: z.number().int(),
  feesCount: z.number().int(),
  /** The children, by name. */
  students: z.array(z.string()),
  annulledAt: z.string().nullable(),
  annulReason: z.string().nullable(),
});
export type BatchRow = z.infer<typeof batchRow>;
export const batchListResponse = z.object({ result: z.array(batchRow), rowsCount: z.number().int() });

export const personOption = z.object({ id: z.number().int(), name: z.string() });
export type PersonOption = z.infer<typeof personOption>;

export const paymentType = z.object({
  id: z.enum(PaymentMethod),
  name: z.string(),
  /** Recorded at the kindergarten's desk (cash, bank, POS); the others come from ePay / EasyPay. */
  isDesk: z.boolean(),
});
export type PaymentType = z.infer<typeof paymentType>;

/** Totals of a group of fees (cents). */
const totals = {
  feesCount: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
};

export const activitySummaryRow = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  unpaidCount: z.number().int(),
  ...totals,
});
export type ActivitySummaryRow = z.infer<typeof activitySummaryRow>;

export const providerSummaryRow = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  paymentSource: z.enum(PaymentSource),
  activitiesCount: z.number().int(),
  unpaidCount: z.number().int(),
  ...totals,
});
export type ProviderSummaryRow = z.infer<typeof providerSummaryRow>;

/** GET activities/invoices/notification-summary: what each family owes for the month. */
export const notificationSummaryRow = z.object({
  parentId: z.number().int(),
  parentName: z.string(),
  /** The parent has an account (gets the in-app notification). */
  hasAccount: z.boolean(),
  email: z.string().nullable(),
  students: z.array(z.string()),
  activities: z.array(z.string()),
  feesCount: z.number().int(),
  dueCents: z.number().int(),
});
export type NotificationSummaryRow = z.infer<typeof notificationSummaryRow>;

export const notificationSummary = z.object({
  year: z.number().int(),
  month: z.number().int(),
  activities: z.array(activitySummaryRow),
  parents: z.array(notificationSummaryRow),
  totalDueCents: z.number().int(),
});
export type NotificationSummary = z.infer<typeof notificationSummary>;

export const notifyRequest = z.object({ year, month, activityId: idSchema.optional() });
export type NotifyRequest = z.infer<typeof notifyRequest>;
export const notifyResult = z.object({ messageId: z.number().int(), recipients: z.number().int() });
export type NotifyResult = z.infer<typeof notifyResult>;

/** The monthly fees and the desk's payments (docs/activity-fees.md). */
export const activityFeesRoutes = {
  generate: {
    method: 'POST',
    path: 'activities/generate-proforma-invoices',
    body: generateFeesRequest,
    response: generateFeesResult,
    access: resourceAccess(Resource.ActivityFees, 'create'),
    status: 200,
  },
  list: {
    method: 'GET',
    path: 'activities/invoices',
    query: feeListQuery,
    response: feeListResponse,
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  notificationSummary: {
    method: 'GET',
    path: 'activities/invoices/notification-summary',
    query: feeMonthQuery.extend({ activityId: idSchema.optional() }),
    response: notificationSummary,
    access: resourceAccess(Resource.ActivityNotifications, 'read'),
  },
  notify: {
    method: 'POST',
    path: 'activities/invoices/notify',
    body: notifyRequest,
    response: notifyResult,
    access: resourceAccess(Resource.ActivityNotifications, 'create'),
    status: 200,
  },
  summaryByActivity: {
    method: 'GET',
    path: 'activities/invoices/summary-by-activity',
    query: feeMonthQuery,
    response: z.array(activitySummaryRow),
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  providerSummary: {
    method: 'GET',
    path: 'activities/activity-provider-summary',
    query: feeMonthQuery,
    response: z.array(providerSummaryRow),
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  studentMonth: {
    method: 'GET',
    path: 'activities/invoices/:year/:month/:studentId',
    params: studentMonthParams,
    response: studentMonth,
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  remove: {
    method: 'DELETE',
    path: 'activities/invoices/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.ActivityFees, 'delete'),
    status: 204,
  },
  pay: {
    method: 'POST',
    path: 'activities/payments',
    body: recordPaymentRequest,
    response: recordedPayment,
    access: resourceAccess(Resource.ActivityFees, 'create'),
    status: 200,
  },
  cashiers: {
    method: 'GET',
    path: 'activities/payments/cashiers',
    response: z.array(personOption),
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  receipt: {
    method: 'GET',
    path: 'activities/payments/receipt/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  annul: {
    method: 'POST',
    path: 'activities/payments/:id/annul',
    params: idParams,
    body: annulPaymentRequest,
    response: annulResult,
    access: resourceAccess(Resource.ActivityFees, 'delete'),
    status: 200,
  },
  batches: {
    method: 'GET',
    path: 'activities/batch-payments',
    query: batchListQuery,
    response: batchListResponse,
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  payBatch: {
    method: 'POST',
    path: 'activities/batch-payments',
    body: batchPaymentRequest,
    response: recordedBatch,
    access: resourceAccess(Resource.ActivityFees, 'create'),
    status: 200,
  },
  batchReceipt: {
    method: 'GET',
    path: 'activities/batch-payments/receipt/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityFees, 'read'),
  },
  paymentTypes: {
    method: 'GET',
    path: 'PaymentTypes',
    response: z.array(paymentType),
    access: signedInAccess,
  },
} as const satisfies RouteTable;
