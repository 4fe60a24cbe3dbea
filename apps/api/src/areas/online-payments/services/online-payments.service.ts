import { Inject, Injectable } from '@nestjs/common';
import {
  type EasyPayIdn,
  type EpayData,
  type EpayRedirectRequest,
  type EpayRedirectResult,
  InvoicePaymentStatus,
  onlinePaymentMessages as messages,
  PaymentProvider,
  PaymentProviderConfigurationFlags as Flags,
  type WebhookTestResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { epayDescription, signRequest } from '../../../platform/epay/epay-protocol.js';
import { EpayClient } from '../../../platform/epay/epay.client.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { ActivityProvidersService } from '../../activity-providers/services/activity-providers.service.js';
import { ONLINE_FLAGS, OnlinePaymentsRepository, type PayableFee } from '../data/online-payments.repository.js';

/** How long an ePay payment request stays valid. */
const EPAY_ORDER_MS = 24 * 3600_000;
/** How long an EasyPay code stays valid. */
const EASYPAY_ORDER_MS = 7 * 24 * 3600_000;
/** The self-test's obligation expires soon: its EXPIRED notification is the proof. */
export const SELF_TEST_MS = 2 * 60_000;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The parent's online payments (docs/online-payments.md): every attempt is a new order with a new INVOICE number, its
 * fees wait for ePay (`waiting_external`) until the notification decides. Only the notification (EpayNotificationsService)
 * records a payment; coming back to URL_OK proves nothing. The master's webhook self-test is here too.
 */
@Injectable()
export class OnlinePaymentsService {
  constructor(
    private readonly orders: OnlinePaymentsRepository,
    private readonly providers: ActivityProvidersService,
    private readonly epay: EpayClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async epayData(user: AuthUser, feeId: number, card: boolean): Promise<EpayData> {
    const fee = await this.payableFee(user, feeId);
    return this.epayOrder(user, [fee], card, false);
  }

  async easyPayIdn(user: AuthUser, feeId: number): Promise<EasyPayIdn> {
    const fee = await this.payableFee(user, feeId);
    return this.easyPayOrder(user, [fee], false);
  }

  async transferEpayData(user: AuthUser, providerId: number | undefined, card: boolean): Promise<EpayData> {
    return this.epayOrder(user, await this.transferable(user, providerId), card, true);
  }

  async transferEasyPayIdn(user: AuthUser, providerId: number | undefined): Promise<EasyPayIdn> {
    return this.easyPayOrder(user, await this.transferable(user, providerId), true);
  }

  /** The parent is back from ePay: the order's state so far. A payment is recorded only by the notification. */
  async redirectResponse(user: AuthUser, request: EpayRedirectRequest): Promise<EpayRedirectResult> {
    const order = await this.orders.parentsOrder(user.userId, request.invoice);
    if (!order) throw new NotFoundError(messages.orderNotFound);
    const waiting = order.status === InvoicePaymentStatus.Waiting;
    return {
      status: order.status,
      waitForNotification: waiting,
      message:
        order.status === InvoicePaymentStatus.Paid
          ? messages.paid
          : waiting && request.result === 'ok'
            ? messages.waitForNotification
            : messages.cancelled,
      feeIds: order.feeIds,
    };
  }

  /**
   * The master's self-test of a provider's notification URL: a 1-cent EasyPay obligation of no kindergarten that
   * expires in two minutes; the provider is Verifying until its signed EXPIRED notification arrives (then Verified).
   */
  async initiateWebhookTest(user: AuthUser, providerId: number): Promise<WebhookTestResult> {
    const provider = await this.orders.providerForUpdate(providerId);
    if (!provider) throw new NotFoundError(messages.providerNotFound);
    const secret = await this.providers.epaySecret(providerId);
    if (!provider.min || !secret) throw new ConflictError(messages.providerNotOnline);
    const expiresAt = new Date(Date.now() + SELF_TEST_MS);
    const order = await this.orders.insertOrder({
      kindergartenId: null,
      providerId,
      paymentProvider: PaymentProvider.EasyPay,
      amountCents: 1,
      description: 'Проверка на известяванията от ePay',
      expiresAt,
      isTransfer: false,
      isSelfTest: true,
      requestedBy: user.userId,
      fees: [],
    });
    const signed = signRequest(
      { min: provider.min, invoice: order.invoice, amountCents: 1, expiresAt, description: 'Проверка на известяванията от ePay' },
      secret,
    );
    const idn = await this.epay.registerEasyPay(signed.encoded, signed.checksum);
    await this.orders.setIdn(order.id, idn);
    const flags = (provider.flags | Flags.EPayWebHookVerifying) & ~Flags.EPayWebHookVerified;
    await this.orders.setProviderFlags(providerId, flags);
    return { idn, invoice: order.invoice, expiresAt: expiresAt.toISOString(), configurationFlags: flags };
  }

  private async payableFee(user: AuthUser, feeId: number): Promise<PayableFee> {
    const fee = await this.orders.parentsFee(user.userId, feeId);
    if (!fee) throw new NotFoundError(messages.feeNotFound);
    if (fee.dueCents <= 0) throw new ConflictError(messages.feePaid);
    if (!collectsOnline(fee)) throw new ConflictError(messages.providerNotOnline);
    return fee;
  }

  /** The family's unpaid fees of one provider (the only one when none is named), at least two. */
  private async transferable(user: AuthUser, providerId: number | undefined): Promise<PayableFee[]> {
    if (user.kindergartenId === null) throw new ConflictError(messages.nothingToTransfer);
    const fees = await this.orders.transferableFees(user.userId, user.kindergartenId, providerId ?? null);
    const providers = new Set(fees.map((fee) => fee.providerId));
    if (providers.size > 1) throw new BadInputError(messages.chooseProvider, { providerId: [messages.chooseProvider] });
    if (fees.length < 2) throw new ConflictError(messages.nothingToTransfer);
    return fees;
  }

  private async epayOrder(user: AuthUser, fees: PayableFee[], card: boolean, isTransfer: boolean): Promise<EpayData> {
    const paymentProvider = card ? PaymentProvider.EPayBankCard : PaymentProvider.EPay;
    const { order, signed, amountCents } = await this.newOrder(user, fees, paymentProvider, EPAY_ORDER_MS, isTransfer);
    const back = (result: string) =>
      `${this.config.publicUrl}/parents-fees?epay=${result}&invoice=${encodeURIComponent(order.invoice)}`;
    return {
      url: this.epay.paymentUrl,
      fields: {
        PAGE: card ? 'credit_paydirect' : 'paylogin',
        ...(card ? { LANG: 'bg' as const } : {}),
        ENCODED: signed.encoded,
        CHECKSUM: signed.checksum,
        URL_OK: back('ok'),
        URL_CANCEL: back('cancel'),
      },
      invoice: order.invoice,
      amountCents,
      feeIds: fees.map((fee) => fee.id),
    };
  }

  private async easyPayOrder(user: AuthUser, fees: PayableFee[], isTransfer: boolean): Promise<EasyPayIdn> {
    const feeIds = fees.map((fee) => fee.id);
    const open = await this.orders.openIdnFor(feeIds, isTransfer);
    if (open && open.amountCents === fees.reduce((sum, fee) => sum + fee.dueCents, 0)) {
      return { ...open, expiresAt: new Date(open.expiresAt).toISOString() };
    }
    const { order, signed, amountCents, expiresAt } = await this.newOrder(
      user,
      fees,
      PaymentProvider.EasyPay,
      EASYPAY_ORDER_MS,
      isTransfer,
    );
    // Server to server, inside the transaction: a refusal rolls the order back (its number is never reused).
    const idn = await this.epay.registerEasyPay(signed.encoded, signed.checksum);
    await this.orders.setIdn(order.id, idn);
    return { idn, expiresAt: expiresAt.toISOString(), invoice: order.invoice, amountCents, feeIds };
  }

  private async newOrder(
    user: AuthUser,
    fees: PayableFee[],
    paymentProvider: PaymentProvider,
    validMs: number,
    isTransfer: boolean,
  ) {
    const first = fees[0]!;
    const secret = await this.providers.epaySecret(first.providerId);
    if (!secret || !first.providerMin) throw new ConflictError(messages.providerNotOnline);
    const amountCents = fees.reduce((sum, fee) => sum + fee.dueCents, 0);
    const expiresAt = new Date(Date.now() + validMs);
    const description = describe(fees);
    const order = await this.orders.insertOrder({
      kindergartenId: first.kindergartenId,
      providerId: first.providerId,
      paymentProvider,
      amountCents,
      description,
      expiresAt,
      isTransfer,
      isSelfTest: false,
      requestedBy: user.userId,
      fees: fees.map((fee) => ({ feeId: fee.id, amountCents: fee.dueCents })),
    });
    const signed = signRequest({ min: first.providerMin, invoice: order.invoice, amountCents, expiresAt, description }, secret);
    return { order, signed, amountCents, expiresAt };
  }
}

function collectsOnline(fee: PayableFee): boolean {
  return fee.providerMin !== null && (fee.providerFlags & ONLINE_FLAGS) === ONLINE_FLAGS;
}

/** DESCR: the activity, month and child of one fee; of a transfer, the count, the months and the children. */
export function describe(fees: PayableFee[]): string {
  const period = (fee: PayableFee) => `${twoDigits(fee.month)}.${fee.year}`;
  if (fees.length === 1) {
    const fee = fees[0]!;
    return epayDescription(`Такса „${fee.activityName}“ ${period(fee)}, ${fee.studentName}`);
  }
  const children = [...new Set(fees.map((fee) => fee.studentName.split(' ')[0]))].join(', ');
  const periods = [...new Set(fees.map(period))].join(', ');
  return epayDescription(`Такси за дейности (${fees.length}): ${children}; ${periods}`);
}
