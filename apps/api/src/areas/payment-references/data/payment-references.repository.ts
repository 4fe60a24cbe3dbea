import { Injectable } from '@nestjs/common';
import type {
  BatchPaymentsReferenceRow,
  CashedReferenceRow,
  CashiersReferenceRow,
  ClassesReferenceRow,
  FeeTotals,
  KindergartenReferenceRow,
  PaymentSource,
  PaymentMethod,
  PaymentTotals,
  StudentsReferenceRow,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import {
  BATCH_PAYMENTS_SQL,
  CASHIERS_SQL,
  cashedSql,
  CASHED_ORDER,
  CLASSES_SQL,
  FILTER_CHECKS_SQL,
  KINDERGARTEN_NAME_SQL,
  KINDERGARTEN_SQL,
  STUDENTS_ORDER,
  studentsSql,
} from './payment-references.sql.js';

/** What every reference is narrowed by (null: not filtered). */
export interface ReferenceFilters {
  kindergartenId: number;
  fromDate: string;
  toDate: string;
  providerId: number | null;
  activityId: number | null;
  classId: number | null;
  paymentSource: PaymentSource | null;
}

export interface FeeFilters extends ReferenceFilters {
  /** Only fees with something paid (FeeAmountBasis.PaidAmount). */
  paidOnly: boolean;
}

export interface PaymentFilters extends ReferenceFilters {
  paymentMethod: PaymentMethod | null;
  cashierId: number | null;
}

/** A page of a list (limit null: every row, for the exports). */
export interface PageSlice {
  limit: number | null;
  offset: number;
}

/** An ordering column of a list and its direction. */
export interface ListOrder {
  column: string | undefined;
  descending: boolean;
}

interface Paged<Row, Totals> {
  rowsCount: number;
  totals: Totals;
  result: Row[];
}

type Grouped<Row> = (Row & { total: boolean })[];

const feeValues = (filters: FeeFilters): unknown[] => [
  filters.kindergartenId,
  filters.fromDate,
  filters.toDate,
  filters.providerId,
  filters.activityId,
  filters.classId,
  filters.paymentSource,
  filters.paidOnly,
];

const paymentValues = (filters: PaymentFilters, page: PageSlice): unknown[] => [
  filters.kindergartenId,
  filters.fromDate,
  filters.toDate,
  filters.providerId,
  filters.activityId,
  filters.classId,
  filters.paymentSource,
  filters.paymentMethod,
  filters.cashierId,
  page.limit,
  page.offset,
];

/** `a COLLATE x, b` in one direction: the direction goes after every part. */
function orderOf(columns: Record<string, string>, order: ListOrder, fallback: string): string {
  const expression = (order.column && columns[order.column]) || columns[fallback]!;
  const direction = order.descending ? 'DESC' : 'ASC';
  const parts = expression.split(', ').map((part) => `${part} ${direction} NULLS LAST`);
  return order.column && order.column !== fallback ? `${parts.join(', ')}, ${columns[fallback]}` : parts.join(', ');
}

/** The statements of the payment references (payment-references.sql.ts), each answered by one round trip. */
@Injectable()
export class PaymentReferencesRepository {
  constructor(private readonly db: Db) {}

  async kindergarten(filters: FeeFilters): Promise<{ rows: KindergartenReferenceRow[]; totals: FeeTotals }> {
    return split(await this.db.sql.many<KindergartenReferenceRow & { total: boolean }>(KINDERGARTEN_SQL, feeValues(filters)));
  }

  async classes(filters: FeeFilters): Promise<{ rows: ClassesReferenceRow[]; totals: FeeTotals }> {
    return split(await this.db.sql.many<ClassesReferenceRow & { total: boolean }>(CLASSES_SQL, feeValues(filters)));
  }

  students(filters: FeeFilters, page: PageSlice, order: ListOrder): Promise<Paged<StudentsReferenceRow, FeeTotals>> {
    const sql = studentsSql(orderOf(STUDENTS_ORDER, order, 'studentName') + ', s.student_id');
    return this.db.sql.one(sql, [...feeValues(filters), page.limit, page.offset]);
  }

  cashiers(filters: PaymentFilters, page: PageSlice): Promise<Paged<CashiersReferenceRow, PaymentTotals>> {
    return this.db.sql.one(CASHIERS_SQL, paymentValues(filters, page));
  }

  batchPayments(
    filters: PaymentFilters,
    page: PageSlice,
  ): Promise<Paged<BatchPaymentsReferenceRow, { batches: number; payments: number; amountCents: number }>> {
    return this.db.sql.one(BATCH_PAYMENTS_SQL, paymentValues(filters, page));
  }

  cashed(filters: PaymentFilters, page: PageSlice, order: ListOrder): Promise<Paged<CashedReferenceRow, PaymentTotals>> {
    return this.db.sql.one(cashedSql(orderOf(CASHED_ORDER, order, 'paidOn')), paymentValues(filters, page));
  }

  /** Whether each id of the filters is the kindergarten's (see FILTER_CHECKS_SQL). */
  filterChecks(
    kindergartenId: number,
    ids: { activityId: number | null; classId: number | null; providerId: number | null; cashierId: number | null },
  ): Promise<{ activity: boolean; class: boolean; provider: boolean; cashier: boolean }> {
    return this.db.sql.one(FILTER_CHECKS_SQL, [kindergartenId, ids.activityId, ids.classId, ids.providerId, ids.cashierId]);
  }

  async kindergartenName(kindergartenId: number): Promise<string | null> {
    return (await this.db.sql.maybe<{ name: string }>(KINDERGARTEN_NAME_SQL, [kindergartenId]))?.name ?? null;
  }
}

/** The rows and the total row of a grouping-sets statement. */
function split<Row extends FeeTotals>(rows: Grouped<Row>): { rows: Row[]; totals: FeeTotals } {
  const total = rows.find((row) => row.total)!;
  return {
    rows: rows.filter((row) => !row.total).map(({ total: _total, ...row }) => row as unknown as Row),
    totals: {
      children: total.children,
      fees: total.fees,
      chargedCents: total.chargedCents,
      paidCents: total.paidCents,
      unpaidCents: total.unpaidCents,
    },
  };
}
