import { z } from 'zod';
import { idSchema, pageQuery } from './common.js';
import { FeePaymentStatus, PaymentMethod } from './enums.js';
import { Resource } from './roles.js';
import { resourceAccess, type RouteTable } from './routes.js';

/**
 * The parent's fees (spec 2 §7.2 "GET invoices/parents", "invoices/parents/not-paid"; spec 1 "Parent fees response";
 * docs/parent-fees.md): the fees of the parent's children per activity and month, what is paid and how, the open
 * EasyPay codes, and whether one transfer order may pay several of them.
 */

export const parentFeesQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  studentId: idSchema.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type ParentFeesQuery = z.infer<typeof parentFeesQuery>;

export const parentFeePayment = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  method: z.enum(PaymentMethod),
  /** YYYY-MM-DD. */
  paidOn: z.string(),
});
export type ParentFeePayment = z.infer<typeof parentFeePayment>;

export const parentFeeRow = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  activityId: z.number().int(),
  activityName: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  /** What is still due (never below 0). */
  dueCents: z.number().int(),
  discountName: z.string().nullable(),
  status: z.enum(FeePaymentStatus),
  /** The provider collects online (ePay КИН and secret set): the parent may pay by ePay, card or EasyPay. */
  canPayOnline: z.boolean(),
  /** The open EasyPay code of this fee alone, while valid. */
  easyPayIdn: z.string().nullable(),
  easyPayIdnExpiresAt: z.string().nullable(),
  /** The live payments of the fee, oldest first. */
  payments: z.array(parentFeePayment),
});
export type ParentFeeRow = z.infer<typeof parentFeeRow>;

/** Spec 1 "Parent fees response". */
export const parentFeesResponse = z.object({
  result: z.array(parentFeeRow),
  rowsCount: z.number().int(),
  /** The open EasyPay code of a transfer order of the family (several fees), while valid. */
  transferPaymentEasyPayIdn: z.string().nullable(),
  transferPaymentEasyPayIdnExpirationDate: z.string().nullable(),
  /** At least two unpaid fees (not waiting for ePay) of one provider that collects online. */
  isTransferPaymentPossible: z.boolean(),
});
export type ParentFeesResponse = z.infer<typeof parentFeesResponse>;

/** The parent's fees (docs/parent-fees.md). */
export const parentFeesRoutes = {
  list: {
    method: 'GET',
    path: 'activities/invoices/parents',
    query: parentFeesQuery,
    response: parentFeesResponse,
    access: resourceAccess(Resource.StudentFees, 'read'),
  },
  notPaid: {
    method: 'GET',
    path: 'activities/invoices/parents/not-paid',
    query: parentFeesQuery,
    response: parentFeesResponse,
    access: resourceAccess(Resource.StudentFees, 'read'),
  },
} as const satisfies RouteTable;
