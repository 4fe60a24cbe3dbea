import { z } from 'zod';
import { idParams, idSchema } from './common.js';
import { InvoicePaymentStatus, PaymentProvider } from './enums.js';
import { Resource } from './roles.js';
import { publicAccess, resourceAccess, type RouteTable } from './routes.js';

/**
 * Online payments of the activity fees through ePay and EasyPay (spec 2 §7.2 "payments/epay-data", "easypay-idn",
 * "epay-redirect-response", "payments/transfer/*", §7.1 "initiate-webhook-test"; issue 17 "The ePay protocol";
 * docs/online-payments.md): a parent starts a payment of a fee (or one transfer order of several), the provider's ePay
 * notification (the webhook) is the only proof of payment.
 */

export const onlinePaymentMessages = {
  feeNotFound: 'Таксата не е намерена.',
  feePaid: 'Таксата вече е платена.',
  providerNotOnline: 'Доставчикът на дейността не приема онлайн плащания.',
  providerNotFound: 'Доставчикът не е намерен.',
  nothingToTransfer: 'Няма поне две неплатени такси към един доставчик с онлайн плащане.',
  chooseProvider: 'Изберете доставчика, на когото плащате таксите.',
  orderNotFound: 'Плащането не е намерено.',
  waitForNotification: 'Плащането се потвърждава от ePay. Страницата ще се обнови, щом потвърждението пристигне.',
  cancelled: 'Плащането е отказано. Таксата остава неплатена.',
  paid: 'Плащането е потвърдено от ePay.',
} as const;

/** The path of a provider's ePay notification URL (the webhook) under the public base URL. */
export const epayWebhookPath = (providerId: number): string => `/api/payments/epay/notifications/${providerId}`;

/** `?card=true`: the card page of ePay (`credit_paydirect`, LANG=bg) instead of the ePay account (`paylogin`). */
export const epayDataQuery = z.object({
  card: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type EpayDataQuery = z.infer<typeof epayDataQuery>;

/** The transfer calls: the provider whose unpaid fees one order pays (may be left out when there is only one). */
export const transferQuery = epayDataQuery.extend({ providerId: idSchema.optional() });
export type TransferQuery = z.infer<typeof transferQuery>;
export const transferIdnQuery = z.object({ providerId: idSchema.optional() });
export type TransferIdnQuery = z.infer<typeof transferIdnQuery>;

/** What the web posts to ePay in an auto-submitting form: the target URL and the form fields, as ePay names them. */
export const epayData = z.object({
  url: z.string(),
  fields: z.object({
    PAGE: z.enum(['paylogin', 'credit_paydirect']),
    LANG: z.literal('bg').optional(),
    ENCODED: z.string(),
    CHECKSUM: z.string(),
    URL_OK: z.string(),
    URL_CANCEL: z.string(),
  }),
  /** The new INVOICE number of this attempt. */
  invoice: z.string(),
  amountCents: z.number().int(),
  feeIds: z.array(z.number().int()),
});
export type EpayData = z.infer<typeof epayData>;

/** A 10-digit EasyPay code to pay at a cash desk, until it expires. */
export const easyPayIdn = z.object({
  idn: z.string(),
  /** ISO moment. */
  expiresAt: z.string(),
  invoice: z.string(),
  amountCents: z.number().int(),
  feeIds: z.array(z.number().int()),
});
export type EasyPayIdn = z.infer<typeof easyPayIdn>;

/** POST payments/epay-redirect-response: the parent came back from ePay (never proof of payment). */
export const epayRedirectRequest = z.object({
  invoice: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, 'Невалиден номер на плащане.'),
  result: z.enum(['ok', 'cancel']),
});
export type EpayRedirectRequest = z.infer<typeof epayRedirectRequest>;

export const epayRedirectResult = z.object({
  /** The order as the notifications left it so far (Waiting until ePay's notification arrives). */
  status: z.enum(InvoicePaymentStatus),
  /** Whether the page should keep waiting for ePay's notification (it reloads on ActivityFeesChanged). */
  waitForNotification: z.boolean(),
  message: z.string(),
  feeIds: z.array(z.number().int()),
});
export type EpayRedirectResult = z.infer<typeof epayRedirectResult>;

/** POST initiate-webhook-test/{id}: the self-test order's EasyPay code and the provider's flags after it. */
export const webhookTestResult = z.object({
  idn: z.string(),
  invoice: z.string(),
  expiresAt: z.string(),
  configurationFlags: z.number().int(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResult>;

export const webhookParams = z.object({ providerId: idSchema });

/** The payment provider of an order (the method its payments are recorded with follows from it). */
export const onlinePaymentProviders = [PaymentProvider.EPay, PaymentProvider.EPayBankCard, PaymentProvider.EasyPay] as const;

/** ePay and EasyPay (issue 17 "The ePay protocol"; docs/online-payments.md). */
export const onlinePaymentsRoutes = {
  /** A new ePay order for one fee of the parent's child: the form to post to ePay. */
  epayData: {
    method: 'GET',
    path: 'activities/payments/epay-data/:id',
    params: idParams,
    query: epayDataQuery,
    response: epayData,
    access: resourceAccess(Resource.StudentFees, 'read'),
  },
  /** An EasyPay code for one fee (the open one again while it is valid). */
  easyPayIdn: {
    method: 'GET',
    path: 'activities/payments/easypay-idn/:id',
    params: idParams,
    response: easyPayIdn,
    access: resourceAccess(Resource.StudentFees, 'read'),
  },
  /** The parent is back from ePay (URL_OK / URL_CANCEL): what the page should show; never marks anything paid. */
  epayRedirectResponse: {
    method: 'POST',
    path: 'activities/payments/epay-redirect-response',
    body: epayRedirectRequest,
    response: epayRedirectResult,
    access: resourceAccess(Resource.StudentFees, 'read'),
    status: 200,
  },
  /** One ePay order for all the family's unpaid fees of one provider. */
  transferEpayData: {
    method: 'GET',
    path: 'activities/payments/transfer/epay-data',
    query: transferQuery,
    response: epayData,
    access: resourceAccess(Resource.StudentFees, 'read'),
  },
  /** One EasyPay code for all the family's unpaid fees of one provider. */
  transferEasyPayIdn: {
    method: 'GET',
    path: 'activities/payments/transfer/easypay-idn',
    query: transferIdnQuery,
    response: easyPayIdn,
    access: resourceAccess(Resource.StudentFees, 'read'),
  },
  /**
   * ePay's notification (public): form-urlencoded `encoded` and `checksum`; answers text/plain, one
   * `INVOICE=x:STATUS=OK|NO|ERR` line per invoice, or `ERR=<reason>` for a notification that fails verification.
   */
  epayNotification: {
    method: 'POST',
    path: 'payments/epay/notifications/:providerId',
    params: webhookParams,
    response: z.string().meta({ contentMediaType: 'text/plain' }),
    access: publicAccess,
    status: 200,
  },
  /** The master's webhook self-test: a short-lived EasyPay obligation whose EXPIRED notification proves the URL. */
  initiateWebhookTest: {
    method: 'POST',
    path: 'administration/ActivityManagement/activity-provider/initiate-webhook-test/:id',
    params: idParams,
    response: webhookTestResult,
    access: resourceAccess(Resource.MasterActivities, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;
