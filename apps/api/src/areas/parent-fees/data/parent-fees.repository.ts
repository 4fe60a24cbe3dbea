import { Injectable } from '@nestjs/common';
import {
  FeePaymentStatus,
  InvoicePaymentStatus,
  type PagedResult,
  type ParentFeeRow,
  type ParentFeesQuery,
  PaymentProvider,
  PaymentProviderConfigurationFlags as Flags,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const ONLINE = Flags.EPayIdSet | Flags.EPaySecretSet;
const collectsOnline = (p: string) => `(${p}.configuration_flags & ${ONLINE} = ${ONLINE} AND ${p}.epay_min IS NOT NULL)`;
/** An EasyPay order still waiting and valid. */
const OPEN_IDN = `o.payment_provider = ${PaymentProvider.EasyPay} AND o.status = ${InvoicePaymentStatus.Waiting}
  AND o.idn IS NOT NULL AND o.expires_at > now()`;

const FEE_COLUMNS = `f.id, f.student_id AS "studentId", concat_ws(' ', s.first_name, s.last_name) AS "studentName",
  f.activity_id AS "activityId", a.name AS "activityName", f.provider_id AS "providerId", p.name AS "providerName",
  f.year::int AS year, f.month::int AS month, f.amount_cents AS "amountCents", f.paid_cents AS "paidCents",
  greatest(f.amount_cents - f.paid_cents, 0) AS "dueCents", f.discount_name AS "discountName", f.status::int AS status,
  ${collectsOnline('p')} AS "canPayOnline", idn.idn AS "easyPayIdn", idn.expires_at AS "easyPayIdnExpiresAt",
  coalesce((SELECT json_agg(json_build_object('id', ap.id, 'amountCents', ap.amount_cents, 'method', ap.method,
                                              'paidOn', to_char(ap.paid_on, 'YYYY-MM-DD')) ORDER BY ap.paid_on, ap.id)
              FROM activity_payments ap WHERE ap.fee_id = f.id AND ap.annulled_at IS NULL), '[]'::json) AS payments`;

const FEE_FROM = `FROM activity_fees f JOIN students s ON s.id = f.student_id JOIN activities a ON a.id = f.activity_id
  JOIN activity_providers p ON p.id = f.provider_id
  LEFT JOIN LATERAL (SELECT o.idn, o.expires_at FROM online_payment_order_fees ofe
                       JOIN online_payment_orders o ON o.id = ofe.order_id
                      WHERE ofe.fee_id = f.id AND NOT o.is_transfer AND ${OPEN_IDN}
                      ORDER BY o.created_at DESC LIMIT 1) idn ON true`;

/** The parent's fee page ($1 the parent's user id), as `list` runs it and the bench times it. */
export function parentFeesSelect(userId: number, query: ParentFeesQuery, onlyNotPaid: boolean): PagedSelect {
  const where = new SqlConditions().add(`f.student_id IN (${reachSql.parentedStudentIds('?')})`, userId);
  where.addIf(query.studentId, 'f.student_id = ?').addIf(query.year, 'f.year = ?');
  if (onlyNotPaid) where.add(`f.status <> ${FeePaymentStatus.Paid}`);
  return {
    select: FEE_COLUMNS,
    from: FEE_FROM,
    where,
    orderBy: {},
    defaultOrder: `f.year DESC, f.month DESC, s.first_name ${BG}, a.name ${BG}, f.id`,
  };
}

/**
 * The family's open transfer EasyPay code, and whether a transfer is possible ($1 the parent's user id, $2 the selected
 * kindergarten): at least two unpaid fees (not waiting for ePay) of one provider collecting online.
 */
export const PARENT_FAMILY_SQL = `SELECT t.idn, t.expires_at AS "expiresAt",
              EXISTS (SELECT 1 FROM activity_fees f JOIN activity_providers p ON p.id = f.provider_id
                       WHERE f.student_id IN (${reachSql.parentedStudentIds('$1')}) AND f.kindergarten_id = $2
                         AND f.status IN (${FeePaymentStatus.NotPaid}, ${FeePaymentStatus.PartiallyPaid}) AND ${collectsOnline('p')}
                       GROUP BY f.provider_id HAVING count(*) >= 2) AS possible
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT o.idn, o.expires_at FROM online_payment_orders o
                             WHERE o.is_transfer AND o.requested_by IS NOT NULL AND ${OPEN_IDN}
                               AND EXISTS (SELECT 1 FROM online_payment_order_fees ofe JOIN activity_fees f ON f.id = ofe.fee_id
                                            WHERE ofe.order_id = o.id AND f.student_id IN (${reachSql.parentedStudentIds('$1')}))
                             ORDER BY o.created_at DESC LIMIT 1) t ON true`;

/** The statements of the parent's fee page (docs/parent-fees.md); rows typed as the contract's. */
@Injectable()
export class ParentFeesRepository {
  constructor(private readonly db: Db) {}

  /** The fees of the parent's children (row-level security: the kindergartens the parent reads), newest month first. */
  list(userId: number, query: ParentFeesQuery, onlyNotPaid: boolean): Promise<PagedResult<ParentFeeRow>> {
    return pagedQuery<ParentFeeRow>(this.db.manager, parentFeesSelect(userId, query, onlyNotPaid), query);
  }

  /** PARENT_FAMILY_SQL: the family's open transfer EasyPay code and whether a transfer is possible. */
  family(userId: number, kindergartenId: number | null) {
    return this.db.sql.one<{ idn: string | null; expiresAt: string | null; possible: boolean }>(PARENT_FAMILY_SQL, [
      userId,
      kindergartenId,
    ]);
  }
}
