import { PaymentMethod } from '@kg/contracts';
import type pg from 'pg';

/**
 * Test data of the activity fees and payments (migration 1795300038000), written straight into the database as the
 * other factories are. A fee's `paid_cents` and `status` follow its payments through the database's own trigger and
 * generated column, so a test arranges payments with `aPayment` and never writes `paid_cents`.
 */

export interface FeeValues {
  year?: number;
  month?: number;
  amountCents?: number;
  baseCents?: number;
  sessions?: number;
  discount?: { name: string; percent: string } | null;
}

/** The child's fee for the activity and month (the provider is the activity's). */
export async function aFee(
  db: pg.Pool,
  kindergartenId: number,
  activityId: number,
  studentId: number,
  values: FeeValues = {},
): Promise<number> {
  const amountCents = values.amountCents ?? 2500;
  const { rows } = await db.query(
    `INSERT INTO activity_fees (kindergarten_id, activity_id, student_id, provider_id, year, month, price_model,
                                sessions, base_cents, discount_name, discount_percent, amount_cents)
     SELECT $1, a.id, $3, a.provider_id, $4, $5, a.price_model, $6, $7, $8, $9, $10
       FROM activities a WHERE a.id = $2
     RETURNING id`,
    [
      kindergartenId,
      activityId,
      studentId,
      values.year ?? 2026,
      values.month ?? 10,
      values.sessions ?? 0,
      values.baseCents ?? amountCents,
      values.discount?.name ?? null,
      values.discount?.percent ?? null,
      amountCents,
    ],
  );
  if (!rows.length) throw new Error(`aFee: no activity ${activityId}`);
  return rows[0].id;
}

export interface PaymentValues {
  amountCents?: number;
  method?: PaymentMethod;
  paidOn?: string;
  cashierId?: number | null;
  batchId?: number | null;
  onlineOrderId?: number | null;
  receiptNumber?: number | null;
}

/** A payment of the fee (cash for its whole amount unless told otherwise). */
export async function aPayment(db: pg.Pool, kindergartenId: number, feeId: number, values: PaymentValues = {}): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO activity_payments (kindergarten_id, fee_id, amount_cents, method, paid_on, cashier_id, batch_id,
                                    online_order_id, receipt_number)
     SELECT $1, f.id, coalesce($3, f.amount_cents - f.paid_cents), $4, $5, $6, $7, $8, $9
       FROM activity_fees f WHERE f.id = $2
     RETURNING id`,
    [
      kindergartenId,
      feeId,
      values.amountCents ?? null,
      values.method ?? PaymentMethod.Cash,
      values.paidOn ?? '2026-10-05',
      values.cashierId ?? null,
      values.batchId ?? null,
      values.onlineOrderId ?? null,
      values.receiptNumber ?? null,
    ],
  );
  if (!rows.length) throw new Error(`aPayment: no fee ${feeId}`);
  return rows[0].id;
}
