import { Injectable, Logger } from '@nestjs/common';
import { InvoicePaymentStatus, PaymentProviderConfigurationFlags as Flags, RealtimeEvent, Role } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import type { TenantScope } from '../../../platform/database/tenant-scope.js';
import {
  answerLine,
  type EpayNotificationLine,
  epayDecode,
  parseNotification,
  verifyEpayChecksum,
} from '../../../platform/epay/epay-protocol.js';
import { TooManyRequestsError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { ActivityProvidersService } from '../../activity-providers/services/activity-providers.service.js';
import { type LockedOrder, OnlinePaymentsRepository } from '../data/online-payments.repository.js';

/** Notifications one provider may send in a window before the next is refused with 429 (per API process). */
export const NOTIFICATIONS_PER_WINDOW = 120;
const WINDOW_MS = 60_000;

type LineAnswer = 'OK' | 'NO' | 'ERR';

/** Who at the kindergarten sees fees change live. */
const FEE_STAFF = [Role.Director, Role.Administrator];

/**
 * The scope a notification is applied under: no user (ePay calls), every kindergarten (an order names its own), as the
 * application role `kg_app` under row-level security with `app.all_kindergartens` on, the way the master works — not
 * the schema owner (`Db.system`), so the policies and the audit trail apply (docs/online-payments.md "The webhook").
 */
const notificationScope = (requestId?: string): TenantScope => ({
  userId: null,
  kindergartenId: null,
  readableKindergartenIds: [],
  readAll: false,
  allKindergartens: true,
  requestId,
});

const fromEpay = (status: 'DENIED' | 'EXPIRED'): InvoicePaymentStatus =>
  status === 'DENIED' ? InvoicePaymentStatus.Denied : InvoicePaymentStatus.Expired;

/**
 * ePay's notifications (the webhook, issue 17 "The ePay protocol"; docs/online-payments.md): verify the HMAC of
 * `encoded` with the provider's secret in constant time, then apply each line in its own transaction with the order
 * locked, and answer each line OK (committed, also when applied before), NO (not this provider's invoice) or ERR
 * (failed: ePay retries). Every notification is logged raw with its verification result.
 */
@Injectable()
export class EpayNotificationsService {
  private readonly logger = new Logger('EPayNotifications');
  private readonly windows = new Map<number, { startedAt: number; count: number }>();

  constructor(
    private readonly db: Db,
    private readonly orders: OnlinePaymentsRepository,
    private readonly providers: ActivityProvidersService,
    private readonly realtime: RealtimeService,
  ) {}

  /** The answer's body (text/plain). Never throws but for the throttle (429). */
  async receive(providerId: number, body: unknown, requestId?: string): Promise<string> {
    this.throttle(providerId);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const encoded = typeof fields.encoded === 'string' ? fields.encoded : '';
    const checksum = typeof fields.checksum === 'string' ? fields.checksum : '';
    const scope = notificationScope(requestId);
    try {
      const secret = await this.db.tenant(scope, () => this.providers.epaySecret(providerId));
      if (!encoded || !checksum) return await this.refuse(providerId, encoded, checksum, 'BAD_REQUEST', scope, false);
      if (secret === null) return await this.refuse(providerId, encoded, checksum, 'UNKNOWN_MERCHANT', scope, false);
      if (!verifyEpayChecksum(encoded, checksum, secret)) {
        return await this.refuse(providerId, encoded, checksum, 'BAD_CHECKSUM', scope, true);
      }
      const decoded = epayDecode(encoded);
      if (decoded === null) return await this.refuse(providerId, encoded, checksum, 'BAD_ENCODING', scope, true);
      const answers: string[] = [];
      for (const line of parseNotification(decoded))
        answers.push(answerLine(line.invoice, await this.applyLine(providerId, line, scope)));
      const answer = `${answers.join('\n')}\n`;
      await this.log(scope, { providerId, encoded, checksum, verified: true, decoded, answer, error: null });
      return answer;
    } catch (error) {
      // A failure outside the lines (the database away): ePay retries the whole notification.
      this.logger.error(`ePay notification of provider ${providerId} failed: ${(error as Error).message}`);
      return 'ERR=INTERNAL\n';
    }
  }

  /** One line, in its own transaction: a failure answers ERR and rolls back only this line. */
  private async applyLine(providerId: number, line: EpayNotificationLine, scope: TenantScope): Promise<LineAnswer> {
    if (!/^\d{1,18}$/.test(line.invoice)) return 'NO';
    if (line.status === null) return 'ERR';
    try {
      return await this.db.tenant(scope, async () => {
        const order = await this.orders.lockOrder(providerId, line.invoice);
        if (!order) return 'NO';
        if (order.isSelfTest) await this.applySelfTest(providerId, order, line);
        else if (line.status === 'PAID') await this.applyPaid(order, line);
        else if (order.status === InvoicePaymentStatus.Waiting) {
          await this.orders.close(order, fromEpay(line.status as 'DENIED' | 'EXPIRED'));
          this.announce(order, order.feeIds, undefined);
        }
        return 'OK';
      });
    } catch (error) {
      this.logger.error(`ePay notification line ${line.invoice} of provider ${providerId} failed: ${(error as Error).message}`);
      return 'ERR';
    }
  }

  /** PAID: the payments once per fee (a replay, concurrent or late, finds the order paid and writes nothing). */
  private async applyPaid(order: LockedOrder, line: EpayNotificationLine): Promise<void> {
    if (order.status === InvoicePaymentStatus.Paid) return;
    const credited = await this.orders.applyPaid(order, { payTime: line.payTime, stan: line.stan, bcode: line.bcode });
    const amount = (order.amountCents / 100).toFixed(2).replace('.', ',');
    this.announce(order, credited.length ? credited : order.feeIds, `Плащане от ${amount} € е получено.`);
  }

  /** The self-test's order: its EXPIRED (or any verified answer) proves the URL; the provider becomes Verified. */
  private async applySelfTest(providerId: number, order: LockedOrder, line: EpayNotificationLine): Promise<void> {
    if (order.status === InvoicePaymentStatus.Waiting) {
      await this.orders.close(
        order,
        line.status === 'PAID' ? InvoicePaymentStatus.Paid : fromEpay(line.status as 'DENIED' | 'EXPIRED'),
      );
    }
    const provider = await this.orders.providerForUpdate(providerId);
    if (provider && provider.flags & Flags.EPayWebHookVerifying) {
      await this.orders.setProviderFlags(providerId, (provider.flags & ~Flags.EPayWebHookVerifying) | Flags.EPayWebHookVerified);
    }
  }

  /** After the commit (RealtimeService waits for it): the kindergarten's staff and the children's parents reload. */
  private announce(order: LockedOrder, feeIds: number[], text: string | undefined): void {
    if (order.kindergartenId === null || !feeIds.length) return;
    const payload = text === undefined ? { feeIds } : { feeIds, text };
    this.realtime.toKindergarten(order.kindergartenId, RealtimeEvent.ActivityFeesChanged, payload, {
      roles: FEE_STAFF,
    });
    this.realtime.toUsers(order.parentUserIds, RealtimeEvent.ActivityFeesChanged, payload);
  }

  /** A notification that fails verification: logged, answered ERR=<reason>; a forged one marks the provider's error. */
  private async refuse(
    providerId: number,
    encoded: string,
    checksum: string,
    reason: string,
    scope: TenantScope,
    markProvider: boolean,
  ): Promise<string> {
    const answer = `ERR=${reason}\n`;
    await this.db.tenant(scope, async () => {
      if (markProvider) {
        await this.orders.setProviderError(
          providerId,
          `Получено известие от ePay, което не премина проверката (${reason}). Проверете тайния ключ в ePay и тук.`,
        );
      }
    });
    await this.log(scope, {
      providerId,
      encoded: encoded.slice(0, 60_000),
      checksum,
      verified: false,
      decoded: null,
      answer,
      error: reason,
    });
    this.logger.warn(`ePay notification of provider ${providerId} refused: ${reason}`);
    return answer;
  }

  private async log(scope: TenantScope, entry: Parameters<OnlinePaymentsRepository['logNotification']>[0]): Promise<void> {
    try {
      await this.db.tenant(scope, () => this.orders.logNotification(entry));
    } catch (error) {
      this.logger.error(`ePay notification log failed: ${(error as Error).message}`);
    }
  }

  private throttle(providerId: number): void {
    const now = Date.now();
    const window = this.windows.get(providerId);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      this.windows.set(providerId, { startedAt: now, count: 1 });
      if (this.windows.size > 10_000) this.windows.clear();
      return;
    }
    window.count += 1;
    if (window.count > NOTIFICATIONS_PER_WINDOW) {
      throw new TooManyRequestsError(
        'Твърде много известия. Опитайте отново по-късно.',
        Math.ceil((WINDOW_MS - (now - window.startedAt)) / 1000),
      );
    }
  }
}
