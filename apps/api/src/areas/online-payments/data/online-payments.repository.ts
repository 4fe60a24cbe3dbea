import { Injectable } from '@nestjs/common';
import {
  FeePaymentStatus,
  InvoicePaymentStatus,
  PaymentMethod,
  PaymentProvider,
  PaymentProviderConfigurationFlags as Flags,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';

/** A fee as a payment sees it: what is due, whose, and whether its provider collects online. */
export interface PayableFee {
  id: number;
  kindergartenId: number;
  studentId: number;
  studentName: string;
  activityName: string;
  providerId: number;
  providerMin: string | null;
  providerFlags: number;
  year: number;
  month: number;
  dueCents: number;
  status: FeePaymentStatus;
}

/** An order as written: its number and what it covers. */
export interface NewOrder {
  kindergartenId: number | null;
  providerId: number;
  paymentProvider: PaymentProvider;
  amountCents: number;
  description: string;
  expiresAt: Date;
  isTransfer: boolean;
  isSelfTest: boolean;
  requestedBy: number;
  fees: { feeId: number; amountCents: number }[];
}

/** An order locked for a notification. */
export interface LockedOrder {
  id: number;
  kindergartenId: number | null;
  status: InvoicePaymentStatus;
  paymentProvider: PaymentProvider;
  amountCents: number;
  isSelfTest: boolean;
  feeIds: number[];
  /** The parents (with an account) of the fees' children: whom a decision is told to. */
  parentUserIds: number[];
}

/** An open EasyPay code. */
export interface OpenIdn {
  invoice: string;
  idn: string;
  expiresAt: string;
  amountCents: number;
  feeIds: number[];
}

/** The payment method an order's payments are recorded with. */
export const methodOf: Record<PaymentProvider, PaymentMethod> = {
  [PaymentProvider.Undefined]: PaymentMethod.Undefined,
  [PaymentProvider.EPay]: PaymentMethod.EPay,
  [PaymentProvider.EPayBankCard]: PaymentMethod.EPayBankCard,
  [PaymentProvider.EasyPay]: PaymentMethod.EasyPay,
};

/** A provider collects online when both its КИН and its secret are stored. */
export const ONLINE_FLAGS = Flags.EPayIdSet | Flags.EPaySecretSet;

const PAYABLE_COLUMNS = `f.id, f.kindergarten_id AS "kindergartenId", f.student_id AS "studentId",
  concat_ws(' ', s.first_name, s.last_name) AS "studentName", a.name AS "activityName", f.provider_id AS "providerId",
  p.epay_min AS "providerMin", p.configuration_flags AS "providerFlags", f.year::int AS year, f.month::int AS month,
  greatest(f.amount_cents - f.paid_cents, 0) AS "dueCents", f.status::int AS status`;
const PAYABLE_FROM = `FROM activity_fees f JOIN students s ON s.id = f.student_id JOIN activities a ON a.id = f.activity_id
  JOIN activity_providers p ON p.id = f.provider_id`;

/**
 * The CTE `cleared` of a statement that closes order $1: its fees ($6) stop waiting unless another open order covers
 * them (the closing UPDATE is in the same statement, whose snapshot still shows order $1 waiting: hence `o.id <> $1`).
 */
const CLEAR_WAITING = `cleared AS (
  UPDATE activity_fees f SET waiting_external = false, updated_at = now()
   WHERE f.id = ANY($6::int[]) AND f.waiting_external
     AND NOT EXISTS (SELECT 1 FROM online_payment_order_fees ofe JOIN online_payment_orders o ON o.id = ofe.order_id
                      WHERE ofe.fee_id = f.id AND o.id <> $1 AND o.status = ${InvoicePaymentStatus.Waiting})
  RETURNING f.id)`;

/** Unpaid and not waiting for ePay: what a transfer order may cover. */
const TRANSFERABLE = `f.status IN (${FeePaymentStatus.NotPaid}, ${FeePaymentStatus.PartiallyPaid})
  AND p.configuration_flags & ${ONLINE_FLAGS} = ${ONLINE_FLAGS} AND p.epay_min IS NOT NULL`;

/**
 * The statements of the online payments (docs/online-payments.md): orders and their fees, the notifications' effects
 * (payments, order status, `waiting_external`), the raw notification log and the providers' webhook status. The fees and
 * payments tables are the activity-fees area's; these are this area's own statements on them.
 */
@Injectable()
export class OnlinePaymentsRepository {
  constructor(private readonly db: Db) {}

  /** A fee of one of the parent's children (row-level security: in the parent's kindergarten). */
  parentsFee(userId: number, feeId: number): Promise<PayableFee | undefined> {
    return this.db.sql.maybe<PayableFee>(
      `SELECT ${PAYABLE_COLUMNS} ${PAYABLE_FROM}
        WHERE f.id = $1 AND f.student_id IN (${reachSql.parentedStudentIds('$2')})`,
      [feeId, userId],
    );
  }

  /**
   * The family's fees in the kindergarten a transfer order may cover, of one provider or of every provider collecting
   * online.
   */
  transferableFees(userId: number, kindergartenId: number, providerId: number | null): Promise<PayableFee[]> {
    return this.db.sql.many<PayableFee>(
      `SELECT ${PAYABLE_COLUMNS} ${PAYABLE_FROM}
        WHERE f.student_id IN (${reachSql.parentedStudentIds('$1')}) AND f.kindergarten_id = $2
          AND ($3::int IS NULL OR f.provider_id = $3) AND ${TRANSFERABLE}
        ORDER BY f.year, f.month, s.first_name COLLATE "bg-BG-x-icu", f.id`,
      [userId, kindergartenId, providerId],
    );
  }

  /** A new order with its fees (its INVOICE number from the sequence); the fees wait for ePay from now on. */
  async insertOrder(order: NewOrder): Promise<{ id: number; invoice: string }> {
    const row = await this.db.sql.one<{ id: number; invoice: string }>(
      `INSERT INTO online_payment_orders (kindergarten_id, provider_id, payment_provider, amount_cents, description,
                                          expires_at, is_transfer, is_self_test, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, invoice::text AS invoice`,
      [
        order.kindergartenId,
        order.providerId,
        order.paymentProvider,
        order.amountCents,
        order.description,
        order.expiresAt,
        order.isTransfer,
        order.isSelfTest,
        order.requestedBy,
      ],
    );
    if (order.fees.length) {
      await this.db.sql.exec(
        `INSERT INTO online_payment_order_fees (kindergarten_id, order_id, fee_id, amount_cents)
         SELECT $1, $2, x.fee_id, x.amount_cents FROM unnest($3::int[], $4::int[]) AS x (fee_id, amount_cents)`,
        [order.kindergartenId, row.id, order.fees.map((fee) => fee.feeId), order.fees.map((fee) => fee.amountCents)],
      );
      await this.db.sql.exec(`UPDATE activity_fees SET waiting_external = true, updated_at = now() WHERE id = ANY($1::int[])`, [
        order.fees.map((fee) => fee.feeId),
      ]);
    }
    return row;
  }

  async setIdn(orderId: number, idn: string): Promise<void> {
    await this.db.sql.update('online_payment_orders', { idn }, { id: orderId });
  }

  /**
   * The open EasyPay code that covers exactly these fees (still waiting, not expired): asked again, the parent gets
   * the same code instead of a second obligation.
   */
  openIdnFor(feeIds: number[], isTransfer: boolean): Promise<OpenIdn | undefined> {
    return this.db.sql.maybe<OpenIdn>(
      `SELECT o.invoice::text AS invoice, o.idn, o.expires_at AS "expiresAt", o.amount_cents AS "amountCents",
              array(SELECT ofe.fee_id FROM online_payment_order_fees ofe WHERE ofe.order_id = o.id ORDER BY ofe.fee_id) AS "feeIds"
         FROM online_payment_orders o
        WHERE o.payment_provider = ${PaymentProvider.EasyPay} AND o.status = ${InvoicePaymentStatus.Waiting}
          AND o.idn IS NOT NULL AND o.expires_at > now() AND o.is_transfer = $2
          AND array(SELECT ofe.fee_id FROM online_payment_order_fees ofe WHERE ofe.order_id = o.id ORDER BY ofe.fee_id) = $1::int[]
          AND o.id IN (SELECT ofe.order_id FROM online_payment_order_fees ofe WHERE ofe.fee_id = $3)
        ORDER BY o.created_at DESC LIMIT 1`,
      [[...feeIds].sort((a, b) => a - b), isTransfer, feeIds[0]],
    );
  }

  /** The parent's own order by its INVOICE number, with its fees (row-level security: the parent's kindergarten). */
  parentsOrder(userId: number, invoice: string): Promise<{ status: InvoicePaymentStatus; feeIds: number[] } | undefined> {
    return this.db.sql.maybe(
      `SELECT o.status::int AS status,
              array(SELECT ofe.fee_id FROM online_payment_order_fees ofe WHERE ofe.order_id = o.id ORDER BY ofe.fee_id) AS "feeIds"
         FROM online_payment_orders o
        WHERE o.invoice = $1::bigint AND o.requested_by = $2 AND NOT o.is_self_test`,
      [invoice, userId],
    );
  }

  /** The order of this provider with the INVOICE, locked until the notification's transaction ends. */
  lockOrder(providerId: number, invoice: string): Promise<LockedOrder | undefined> {
    return this.db.sql.maybe<LockedOrder>(
      `SELECT o.id, o.kindergarten_id AS "kindergartenId", o.status::int AS status, o.payment_provider::int AS "paymentProvider",
              o.amount_cents AS "amountCents", o.is_self_test AS "isSelfTest",
              array(SELECT ofe.fee_id FROM online_payment_order_fees ofe WHERE ofe.order_id = o.id ORDER BY ofe.fee_id) AS "feeIds",
              array(SELECT DISTINCT p.user_id FROM online_payment_order_fees ofe JOIN activity_fees f ON f.id = ofe.fee_id
                      JOIN student_parents sp ON sp.student_id = f.student_id JOIN parents p ON p.id = sp.parent_id
                     WHERE ofe.order_id = o.id AND p.user_id IS NOT NULL) AS "parentUserIds"
         FROM online_payment_orders o
        WHERE o.invoice = $1::bigint AND o.provider_id = $2
        FOR UPDATE OF o`,
      [invoice, providerId],
    );
  }

  /**
   * The order is paid, in one statement: one payment per fee it covers (the UNIQUE (online_order_id, fee_id) makes a
   * second application write nothing), the order closed with ePay's transaction data, and the fees no longer waiting
   * unless another open order covers them. Answers the fees credited by this call.
   */
  async applyPaid(
    order: LockedOrder,
    paid: { payTime: Date | null; stan: string | null; bcode: string | null },
  ): Promise<number[]> {
    const row = await this.db.sql.one<{ feeIds: number[] }>(
      `WITH credited AS (
         INSERT INTO activity_payments (kindergarten_id, fee_id, amount_cents, method, paid_on, online_order_id)
         SELECT ofe.kindergarten_id, ofe.fee_id, ofe.amount_cents, $2,
                (coalesce($3::timestamptz, now()) AT TIME ZONE 'Europe/Sofia')::date, ofe.order_id
           FROM online_payment_order_fees ofe WHERE ofe.order_id = $1
         ON CONFLICT (online_order_id, fee_id) DO NOTHING
         RETURNING fee_id),
       closed AS (
         UPDATE online_payment_orders SET status = ${InvoicePaymentStatus.Paid}, decided_at = now(), pay_time = $3,
                stan = $4, bcode = $5 WHERE id = $1 RETURNING id),
       ${CLEAR_WAITING}
       SELECT array(SELECT fee_id FROM credited ORDER BY fee_id) AS "feeIds",
              (SELECT count(*) FROM closed) + (SELECT count(*) FROM cleared) AS touched`,
      [
        order.id,
        methodOf[order.paymentProvider],
        paid.payTime,
        paid.stan?.slice(0, 20) ?? null,
        paid.bcode?.slice(0, 20) ?? null,
        order.feeIds,
      ],
    );
    return row.feeIds;
  }

  /** The order is closed unpaid (DENIED / EXPIRED): its fees no longer wait unless another open order covers them. */
  async close(order: LockedOrder, status: InvoicePaymentStatus): Promise<void> {
    await this.db.sql.exec(
      `WITH closed AS (UPDATE online_payment_orders SET status = $2, decided_at = now() WHERE id = $1 RETURNING id),
       ${CLEAR_WAITING.replace('$6', '$3')}
       SELECT (SELECT count(*) FROM closed) + (SELECT count(*) FROM cleared)`,
      [order.id, status, order.feeIds],
    );
  }

  /** Every notification as received, with its verification result and the answer given. */
  async logNotification(entry: {
    providerId: number;
    encoded: string;
    checksum: string | null;
    verified: boolean;
    decoded: string | null;
    answer: string;
    error: string | null;
  }): Promise<void> {
    await this.db.sql.insert('epay_notifications', {
      provider_id: entry.providerId,
      encoded: entry.encoded,
      checksum: entry.checksum?.slice(0, 128) ?? null,
      verified: entry.verified,
      decoded: entry.decoded,
      answer: entry.answer,
      error: entry.error?.slice(0, 500) ?? null,
    });
  }

  /** The provider's КИН and configuration bits, locked (the self-test changes the bits). */
  providerForUpdate(providerId: number): Promise<{ id: number; min: string | null; flags: number } | undefined> {
    return this.db.sql.maybe(
      `SELECT id, epay_min AS min, configuration_flags AS flags FROM activity_providers WHERE id = $1 FOR UPDATE`,
      [providerId],
    );
  }

  async setProviderFlags(providerId: number, flags: number): Promise<void> {
    await this.db.sql.update('activity_providers', { configuration_flags: flags }, { id: providerId });
  }

  /** A notification failed verification: the master sees it on the provider (until reset). */
  async setProviderError(providerId: number, message: string): Promise<void> {
    await this.db.sql.exec(`UPDATE activity_providers SET error_message = $2, error_at = now() WHERE id = $1`, [
      providerId,
      message,
    ]);
  }
}
