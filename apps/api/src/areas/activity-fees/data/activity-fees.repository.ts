import { Injectable } from '@nestjs/common';
import {
  type ActivitySummaryRow,
  type BatchListQuery,
  type BatchRow,
  type FeeListQuery,
  type FeePayment,
  type FeeRow,
  FeePaymentStatus,
  type GenerateFeesResult,
  type PagedResult,
  type PaymentMethod,
  type PersonOption,
  type ProviderSummaryRow,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import {
  BATCH_COLUMNS,
  BATCH_FROM,
  BATCH_RECEIPT_SQL,
  BG,
  FEE_FROM,
  feeColumns,
  feeIsUntouchable,
  feeListSelect,
  GENERATE_SQL,
  LOCK_FEES_SQL,
  ONE_FAMILY_SQL,
  PARENT_USERS_OF_FEES_SQL,
  PAYMENTS_OF_FEES_SQL,
  RECEIPT_SQL,
  SUMMARY_BY_ACTIVITY_SQL,
  SUMMARY_BY_PROVIDER_SQL,
  UNPAID_BY_PARENT_SQL,
} from './activity-fees.sql.js';

export interface LockedFee {
  id: number;
  amountCents: number;
  paidCents: number;
  waitingExternal: boolean;
  studentId: number;
  studentName: string;
}

export interface PaymentRow extends FeePayment {
  feeId: number;
}

export interface ReceiptRow {
  id: number;
  amountCents: number;
  method: PaymentMethod;
  paidOn: string;
  receiptNumber: number | null;
  batchId: number | null;
  note: string | null;
  cashierName: string | null;
  annulledAt: string | null;
  annulReason: string | null;
  createdAt: string;
  year: number;
  month: number;
  feeAmountCents: number;
  feePaidCents: number;
  studentName: string;
  activityName: string;
  providerName: string;
  providerEik: string;
  kindergarten: string;
}

export interface BatchReceiptRow {
  id: number;
  method: PaymentMethod;
  paidOn: string;
  payerName: string | null;
  receiptNumber: number | null;
  note: string | null;
  cashierName: string | null;
  annulledAt: string | null;
  annulReason: string | null;
  kindergarten: string;
  lines: {
    studentName: string;
    activityName: string;
    providerName: string;
    year: number;
    month: number;
    amountCents: number;
  }[];
}

export interface UnpaidParentRow {
  parentId: number;
  parentName: string;
  userId: number | null;
  hasAccount: boolean;
  email: string | null;
  students: string[];
  activities: string[];
  feesCount: number;
  dueCents: number;
}

export interface NewPayment {
  feeId: number;
  amountCents: number;
  method: PaymentMethod;
  paidOn: string;
  batchId: number | null;
  receiptNumber: number | null;
  note: string | null;
}

/** The statements of the fees and the desk's payments (activity-fees.sql.ts), in the request's transaction. */
@Injectable()
export class ActivityFeesRepository {
  constructor(private readonly db: Db) {}

  generate(
    kindergartenId: number,
    year: number,
    month: number,
    activityId: number | null,
    userId: number,
  ): Promise<GenerateFeesResult & { feeIds: number[] }> {
    return this.db.sql.one(GENERATE_SQL, [kindergartenId, year, month, activityId, userId]);
  }

  async activityExists(kindergartenId: number, activityId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM activities WHERE id = $1 AND kindergarten_id = $2`, [
      activityId,
      kindergartenId,
    ]);
    return !!row;
  }

  async studentExists(kindergartenId: number, studentId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM students WHERE id = $1 AND kindergarten_id = $2`, [
      studentId,
      kindergartenId,
    ]);
    return !!row;
  }

  list(kindergartenId: number, query: FeeListQuery): Promise<PagedResult<FeeRow>> {
    return pagedQuery<FeeRow>(this.db.manager, feeListSelect(kindergartenId, query), query);
  }

  /** One child's fees of a month (any status). */
  studentFees(
    kindergartenId: number,
    year: number,
    month: number,
    studentId: number,
  ): Promise<(FeeRow & { note: string | null })[]> {
    return this.db.sql.many(
      `SELECT ${feeColumns('$2', '$3')}, f.note ${FEE_FROM}
        WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3 AND f.student_id = $4
        ORDER BY a.name ${BG}, f.id`,
      [kindergartenId, year, month, studentId],
    );
  }

  studentHeading(
    kindergartenId: number,
    year: number,
    month: number,
    studentId: number,
  ): Promise<{ studentName: string; className: string | null } | undefined> {
    return this.db.sql.maybe(
      `SELECT concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
              (SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
                WHERE sc.student_id = s.id AND sc.from_date <= (make_date($2, $3, 1) + interval '1 month - 1 day')::date
                  AND (sc.to_date IS NULL OR sc.to_date >= make_date($2, $3, 1))
                ORDER BY sc.from_date DESC LIMIT 1) AS "className"
         FROM students s WHERE s.id = $4 AND s.kindergarten_id = $1`,
      [kindergartenId, year, month, studentId],
    );
  }

  paymentsOf(feeIds: number[]): Promise<PaymentRow[]> {
    return feeIds.length ? this.db.sql.many<PaymentRow>(PAYMENTS_OF_FEES_SQL, [feeIds]) : Promise.resolve([]);
  }

  /** The fee if it may be deleted: `deletable` false when it has payments or online orders. */
  feeForDelete(
    kindergartenId: number,
    id: number,
  ): Promise<{ id: number; livePayments: number; untouchable: boolean } | undefined> {
    return this.db.sql.maybe(
      `SELECT f.id,
              (SELECT count(*)::int FROM activity_payments p WHERE p.fee_id = f.id AND p.annulled_at IS NULL) AS "livePayments",
              ${feeIsUntouchable('f')} AS untouchable
         FROM activity_fees f WHERE f.id = $1 AND f.kindergarten_id = $2
          FOR UPDATE OF f`,
      [id, kindergartenId],
    );
  }

  deleteFee(id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM activity_fees WHERE id = $1`, [id]);
  }

  lockFees(kindergartenId: number, feeIds: number[]): Promise<LockedFee[]> {
    return this.db.sql.many<LockedFee>(LOCK_FEES_SQL, [feeIds, kindergartenId]);
  }

  async oneFamily(studentIds: number[]): Promise<boolean> {
    const { oneFamily } = await this.db.sql.one<{ oneFamily: boolean }>(ONE_FAMILY_SQL, [studentIds]);
    return oneFamily;
  }

  async nextReceiptNumber(kindergartenId: number, year: number): Promise<number> {
    const { number } = await this.db.sql.one<{ number: number }>(`SELECT next_document_number('receipt', $1, 0, $2) AS number`, [
      kindergartenId,
      year,
    ]);
    return number;
  }

  async insertBatch(
    kindergartenId: number,
    userId: number,
    batch: { method: PaymentMethod; paidOn: string; payerName: string | null; note: string | null; receiptNumber: number | null },
  ): Promise<number> {
    const { id } = await this.db.sql.insert('activity_payment_batches', {
      kindergarten_id: kindergartenId,
      method: batch.method,
      paid_on: batch.paidOn,
      payer_name: batch.payerName,
      receipt_number: batch.receiptNumber,
      cashier_id: userId,
      note: batch.note,
    });
    return id;
  }

  /** The payments in one statement; answers their ids in the order given. */
  async insertPayments(kindergartenId: number, userId: number, payments: NewPayment[]): Promise<number[]> {
    const rows = await this.db.sql.many<{ id: number }>(
      `INSERT INTO activity_payments (kindergarten_id, fee_id, amount_cents, method, paid_on, batch_id, receipt_number,
                                      cashier_id, note)
       SELECT $1, t.fee_id, t.amount_cents, t.method, t.paid_on, t.batch_id, t.receipt_number, $2, t.note
         FROM unnest($3::int[], $4::int[], $5::smallint[], $6::date[], $7::int[], $8::int[], $9::text[])
              WITH ORDINALITY AS t(fee_id, amount_cents, method, paid_on, batch_id, receipt_number, note, n)
        ORDER BY t.n
       RETURNING id`,
      [
        kindergartenId,
        userId,
        payments.map((p) => p.feeId),
        payments.map((p) => p.amountCents),
        payments.map((p) => p.method),
        payments.map((p) => p.paidOn),
        payments.map((p) => p.batchId),
        payments.map((p) => p.receiptNumber),
        payments.map((p) => p.note),
      ],
    );
    return rows.map((row) => row.id);
  }

  feeState(id: number): Promise<{ status: FeePaymentStatus; paidCents: number; amountCents: number }> {
    return this.db.sql.one(
      `SELECT status, paid_cents AS "paidCents", amount_cents AS "amountCents" FROM activity_fees WHERE id = $1`,
      [id],
    );
  }

  /** The payment to annul, locked, with its batch. */
  paymentForAnnul(
    kindergartenId: number,
    id: number,
  ): Promise<{ id: number; method: PaymentMethod; batchId: number | null; annulledAt: string | null } | undefined> {
    return this.db.sql.maybe(
      `SELECT id, method, batch_id AS "batchId", annulled_at AS "annulledAt"
         FROM activity_payments WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
  }

  /** Annuls the payment, or every live payment of its batch and the batch itself; answers the payments and fees. */
  annul(
    kindergartenId: number,
    userId: number,
    paymentId: number,
    batchId: number | null,
    reason: string,
  ): Promise<{ id: number; feeId: number }[]> {
    return this.db.sql.many(
      `WITH batch AS (
         UPDATE activity_payment_batches SET annulled_at = now(), annulled_by = $2, annul_reason = $5
          WHERE id = $4 AND kindergarten_id = $1 AND annulled_at IS NULL)
       UPDATE activity_payments SET annulled_at = now(), annulled_by = $2, annul_reason = $5
        WHERE kindergarten_id = $1 AND annulled_at IS NULL
          AND (id = $3 OR ($4::int IS NOT NULL AND batch_id = $4))
       RETURNING id, fee_id AS "feeId"`,
      [kindergartenId, userId, paymentId, batchId, reason],
    );
  }

  async parentUsersOf(feeIds: number[]): Promise<number[]> {
    if (!feeIds.length) return [];
    const rows = await this.db.sql.many<{ userId: number }>(PARENT_USERS_OF_FEES_SQL, [feeIds]);
    return rows.map((row) => row.userId);
  }

  receipt(kindergartenId: number, id: number): Promise<ReceiptRow | undefined> {
    return this.db.sql.maybe<ReceiptRow>(RECEIPT_SQL, [id, kindergartenId]);
  }

  batchReceipt(kindergartenId: number, id: number): Promise<BatchReceiptRow | undefined> {
    return this.db.sql.maybe<BatchReceiptRow>(BATCH_RECEIPT_SQL, [id, kindergartenId]);
  }

  batches(kindergartenId: number, query: BatchListQuery): Promise<PagedResult<BatchRow>> {
    const where = new SqlConditions()
      .add('b.kindergarten_id = ?', kindergartenId)
      .addIf(query.fromDate, 'b.paid_on >= ?::date')
      .addIf(query.toDate, 'b.paid_on <= ?::date');
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.add(`(b.payer_name ILIKE ? OR bp.names ILIKE ?)`, pattern, pattern);
    }
    return pagedQuery<BatchRow>(
      this.db.manager,
      { select: BATCH_COLUMNS, from: BATCH_FROM, where, orderBy: {}, defaultOrder: 'b.paid_on DESC, b.id DESC' },
      { ...query, orderByColumn: undefined, orderByDescending: undefined },
    );
  }

  cashiers(kindergartenId: number): Promise<PersonOption[]> {
    return this.db.sql.many<PersonOption>(
      `SELECT u.id, concat_ws(' ', u.first_name, u.last_name) AS name
         FROM users u
        WHERE u.id IN (SELECT p.cashier_id FROM activity_payments p WHERE p.kindergarten_id = $1 AND p.cashier_id IS NOT NULL
                       UNION SELECT b.cashier_id FROM activity_payment_batches b WHERE b.kindergarten_id = $1 AND b.cashier_id IS NOT NULL)
        ORDER BY concat_ws(' ', u.first_name, u.last_name) ${BG}, u.id`,
      [kindergartenId],
    );
  }

  summaryByActivity(kindergartenId: number, year: number, month: number): Promise<ActivitySummaryRow[]> {
    return this.db.sql.many<ActivitySummaryRow>(SUMMARY_BY_ACTIVITY_SQL, [kindergartenId, year, month]);
  }

  summaryByProvider(kindergartenId: number, year: number, month: number): Promise<ProviderSummaryRow[]> {
    return this.db.sql.many<ProviderSummaryRow>(SUMMARY_BY_PROVIDER_SQL, [kindergartenId, year, month]);
  }

  unpaidByParent(kindergartenId: number, year: number, month: number, activityId: number | null): Promise<UnpaidParentRow[]> {
    return this.db.sql.many<UnpaidParentRow>(UNPAID_BY_PARENT_SQL, [kindergartenId, year, month, activityId]);
  }

  /** A message from the director to the chosen parents (its recipients stored in the same statement). */
  async insertMessage(
    kindergartenId: number,
    authorId: number,
    title: string,
    content: string,
    userIds: number[],
  ): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `WITH m AS (
         INSERT INTO messages (kindergarten_id, title, content, audience, class_ids, user_ids, created_by)
         VALUES ($1, $3, $4, NULL, '{}', $5, $2)
         RETURNING id, kindergarten_id, created_at),
       r AS (
         INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
         SELECT m.kindergarten_id, m.id, people.user_id, people.user_id = $2, m.created_at,
                CASE WHEN people.user_id = $2 THEN m.created_at END
           FROM m, (SELECT unnest($5::int[]) AS user_id UNION SELECT $2) people)
       SELECT id FROM m`,
      [kindergartenId, authorId, title, content, userIds],
    );
    return id;
  }
}
