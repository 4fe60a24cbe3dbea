/**
 * The statements of the payment references (docs/payment-references.md): one statement per reference, which answers
 * its rows (a page of them where the reference is a list), its row count and its totals at once. Fees and payments are
 * read straight from activity_fees and activity_payments (migration 1795300038000); an annulled payment never counts.
 *
 * Parameters shared by every statement: $1 kindergarten, $2 first day, $3 last day of the period, $4 provider,
 * $5 activity, $6 group, $7 payment source (null: all). The fee statements add $8 "only fees with something paid";
 * the payment statements add $8 payment method and $9 cashier. The paged ones end with the page size (null: every row)
 * and the offset.
 */

import { PaymentProviderConfigurationFlags as Flags, PaymentSource } from '@kg/contracts';

const BG = 'COLLATE "bg-BG-x-icu"';

/** A provider collects online when both its ePay КИН and its secret are set (docs/activities.md). */
const EPAY = Flags.EPayIdSet | Flags.EPaySecretSet;
const sourceOf = (provider: string): string =>
  `(CASE WHEN ${provider}.configuration_flags & ${EPAY} = ${EPAY} THEN ${PaymentSource.EPay} ELSE ${PaymentSource.Own} END)`;

/** A person's names; null when the (outer-joined) person is missing. */
const personName = (alias: string): string =>
  `nullif(concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name), '')`;

/** The child's group in the fee's month: the last group placement overlapping the month (`g.class_id`, `g.class_name`). */
const groupOfFeeMonth = `
  LEFT JOIN LATERAL (
    SELECT sc.class_id, c.name AS class_name
      FROM student_classes sc JOIN classes c ON c.id = sc.class_id
     WHERE sc.student_id = f.student_id
       AND sc.from_date <= (make_date(f.year, f.month, 1) + interval '1 month - 1 day')::date
       AND (sc.to_date IS NULL OR sc.to_date >= make_date(f.year, f.month, 1))
     ORDER BY sc.from_date DESC, sc.id DESC LIMIT 1) g ON true`;

/** The filters a fee and a payment share ($4 provider, $5 activity, $6 group, $7 source). */
const commonFilters = `
     AND ($4::int IS NULL OR f.provider_id = $4::int)
     AND ($5::int IS NULL OR f.activity_id = $5::int)
     AND ($6::int IS NULL OR g.class_id = $6::int)
     AND ($7::int IS NULL OR ${sourceOf('p')} = $7::int)`;

/** The fees of the months the period touches (a fee of October is in every period holding a day of October). */
const FEES = `
  SELECT f.id, f.activity_id, f.student_id, f.year, f.month, f.amount_cents, f.paid_cents,
         greatest(f.amount_cents - f.paid_cents, 0) AS unpaid_cents,
         a.name AS activity_name, p.name AS provider_name, ${sourceOf('p')} AS source, g.class_id, g.class_name
    FROM activity_fees f
    JOIN activities a ON a.id = f.activity_id
    JOIN activity_providers p ON p.id = f.provider_id
    ${groupOfFeeMonth}
   WHERE f.kindergarten_id = $1
     AND make_date(f.year, f.month, 1) BETWEEN date_trunc('month', $2::date)::date AND $3::date
     ${commonFilters}
     AND (NOT $8::boolean OR f.paid_cents > 0)`;

const feeSums = `count(DISTINCT f.student_id)::int AS children, count(f.id)::int AS fees,
         coalesce(sum(f.amount_cents), 0)::int AS "chargedCents", coalesce(sum(f.paid_cents), 0)::int AS "paidCents",
         coalesce(sum(f.unpaid_cents), 0)::int AS "unpaidCents"`;

/** By kindergarten: a row per activity and the total row (`total`), from the grouping sets of one aggregate. */
export const KINDERGARTEN_SQL = `
  WITH f AS (${FEES})
  SELECT grouping(f.activity_id) = 1 AS total, f.activity_id AS "activityId", min(f.activity_name) AS "activityName",
         min(f.provider_name) AS "providerName", min(f.source)::int AS "paymentSource", ${feeSums}
    FROM f
   GROUP BY GROUPING SETS ((f.activity_id), ())
   ORDER BY total, min(f.activity_name) ${BG}, f.activity_id`;

/** By group: a row per group (of the fee's month) and activity, and the total row (`total`). */
export const CLASSES_SQL = `
  WITH f AS (${FEES})
  SELECT grouping(f.activity_id) = 1 AS total, f.class_id AS "classId", min(f.class_name) AS "className",
         f.activity_id AS "activityId", min(f.activity_name) AS "activityName", ${feeSums}
    FROM f
   GROUP BY GROUPING SETS ((f.class_id, f.activity_id), ())
   ORDER BY total, min(f.class_name) ${BG} NULLS LAST, f.class_id, min(f.activity_name) ${BG}, f.activity_id`;

/** The sortable columns of the children's reference → their expressions over `s`. */
export const STUDENTS_ORDER: Record<string, string> = {
  studentName: `s.student_name ${BG}`,
  className: `s.class_name ${BG}`,
  chargedCents: 's.charged',
  paidCents: 's.paid',
  unpaidCents: 's.unpaid',
};

/** By child, paged ($9 page size, $10 offset): a row per child, its group in the latest month of its fees. */
export const studentsSql = (order: string): string => `
  WITH f AS (${FEES}),
  s AS (
    SELECT f.student_id, ${personName('st')} AS student_name, st.first_name, st.last_name,
           (array_agg(f.class_name ORDER BY f.year DESC, f.month DESC))[1] AS class_name,
           count(*)::int AS fees, sum(f.amount_cents)::int AS charged, sum(f.paid_cents)::int AS paid,
           sum(f.unpaid_cents)::int AS unpaid
      FROM f JOIN students st ON st.id = f.student_id
     GROUP BY f.student_id, st.first_name, st.middle_name, st.last_name),
  page AS (
    SELECT s.*, row_number() OVER (ORDER BY ${order}) AS ord FROM s
     ORDER BY ${order} LIMIT $9::int OFFSET $10::int)
  SELECT (SELECT count(*) FROM s)::int AS "rowsCount",
         (SELECT json_build_object('children', count(DISTINCT f.student_id), 'fees', count(f.id),
                 'chargedCents', coalesce(sum(f.amount_cents), 0), 'paidCents', coalesce(sum(f.paid_cents), 0),
                 'unpaidCents', coalesce(sum(f.unpaid_cents), 0)) FROM f) AS totals,
         coalesce((SELECT json_agg(json_build_object('studentId', page.student_id, 'studentName', page.student_name,
                 'className', page.class_name, 'fees', page.fees, 'chargedCents', page.charged, 'paidCents', page.paid,
                 'unpaidCents', page.unpaid) ORDER BY page.ord) FROM page), '[]') AS result`;

/**
 * The live payments of the period by the day paid ($8 method, $9 cashier), with their fee's activity, provider and
 * the child's group in the fee's month.
 */
const PAYMENTS = `
  SELECT ap.id, ap.fee_id, ap.amount_cents, ap.method, ap.paid_on, ap.cashier_id, ap.batch_id, ap.receipt_number,
         f.student_id, f.year, f.month, a.name AS activity_name, p.name AS provider_name, g.class_name
    FROM activity_payments ap
    JOIN activity_fees f ON f.id = ap.fee_id
    JOIN activities a ON a.id = f.activity_id
    JOIN activity_providers p ON p.id = f.provider_id
    ${groupOfFeeMonth}
   WHERE ap.kindergarten_id = $1 AND ap.annulled_at IS NULL AND ap.paid_on BETWEEN $2::date AND $3::date
     ${commonFilters}
     AND ($8::int IS NULL OR ap.method = $8::int)
     AND ($9::int IS NULL OR ap.cashier_id = $9::int)`;

/** Count, sum and the sums per method of `pay`. */
const paymentTotals = `json_build_object(
           'payments', (SELECT count(*) FROM pay),
           'amountCents', (SELECT coalesce(sum(pay.amount_cents), 0) FROM pay),
           'byMethod', coalesce((SELECT json_agg(json_build_object('method', m.method, 'payments', m.payments,
                                  'amountCents', m.amount) ORDER BY m.method)
                                 FROM (SELECT pay.method, count(*) AS payments, sum(pay.amount_cents) AS amount
                                         FROM pay GROUP BY pay.method) m), '[]'))`;

/** By cashier, paged ($10 page size, $11 offset): what each cashier took in per day and method. */
export const CASHIERS_SQL = `
  WITH pay AS (${PAYMENTS}),
  c AS (
    SELECT pay.cashier_id, pay.paid_on, pay.method, count(*)::int AS payments, sum(pay.amount_cents)::int AS amount
      FROM pay GROUP BY pay.cashier_id, pay.paid_on, pay.method),
  page AS (
    SELECT c.*, ${personName('u')} AS cashier_name,
           row_number() OVER (ORDER BY c.paid_on, ${personName('u')} ${BG} NULLS LAST, c.cashier_id, c.method) AS ord
      FROM c LEFT JOIN users u ON u.id = c.cashier_id
     ORDER BY ord LIMIT $10::int OFFSET $11::int)
  SELECT (SELECT count(*) FROM c)::int AS "rowsCount", ${paymentTotals} AS totals,
         coalesce((SELECT json_agg(json_build_object('cashierId', page.cashier_id, 'cashierName', page.cashier_name,
                 'paidOn', to_char(page.paid_on, 'YYYY-MM-DD'), 'method', page.method, 'payments', page.payments,
                 'amountCents', page.amount) ORDER BY page.ord) FROM page), '[]') AS result`;

/** The batch payments, paged ($10 page size, $11 offset), newest first, each with the fees its live payments paid. */
export const BATCH_PAYMENTS_SQL = `
  WITH pay AS (${PAYMENTS} AND ap.batch_id IS NOT NULL
                AND EXISTS (SELECT 1 FROM activity_payment_batches b WHERE b.id = ap.batch_id AND b.annulled_at IS NULL)),
  b AS (SELECT pay.batch_id, count(*)::int AS payments, sum(pay.amount_cents)::int AS amount FROM pay GROUP BY pay.batch_id),
  page AS (
    SELECT b.*, bt.paid_on, bt.receipt_number, bt.payer_name, bt.method, ${personName('u')} AS cashier_name,
           row_number() OVER (ORDER BY bt.paid_on DESC, bt.id DESC) AS ord
      FROM b JOIN activity_payment_batches bt ON bt.id = b.batch_id LEFT JOIN users u ON u.id = bt.cashier_id
     ORDER BY ord LIMIT $10::int OFFSET $11::int)
  SELECT (SELECT count(*) FROM b)::int AS "rowsCount",
         json_build_object('batches', (SELECT count(*) FROM b), 'payments', (SELECT count(*) FROM pay),
                           'amountCents', (SELECT coalesce(sum(pay.amount_cents), 0) FROM pay)) AS totals,
         coalesce((SELECT json_agg(json_build_object('batchId', page.batch_id, 'paidOn', to_char(page.paid_on, 'YYYY-MM-DD'),
                 'receiptNumber', page.receipt_number, 'payerName', page.payer_name, 'cashierName', page.cashier_name,
                 'method', page.method, 'amountCents', page.amount,
                 'fees', (SELECT json_agg(json_build_object('feeId', pay.fee_id, 'studentName', ${personName('st')},
                                 'activityName', pay.activity_name, 'year', pay.year, 'month', pay.month,
                                 'amountCents', pay.amount_cents) ORDER BY st.first_name ${BG}, st.last_name ${BG}, pay.id)
                            FROM pay JOIN students st ON st.id = pay.student_id WHERE pay.batch_id = page.batch_id))
                 ORDER BY page.ord) FROM page), '[]') AS result`;

/** The sortable columns of the cashed reference → their expressions over `pay` and the child `st`. */
export const CASHED_ORDER: Record<string, string> = {
  paidOn: 'pay.paid_on',
  studentName: `st.first_name ${BG}, st.last_name ${BG}`,
  activityName: `pay.activity_name ${BG}`,
  amountCents: 'pay.amount_cents',
};

/** Every live payment of the period, paged ($10 page size, $11 offset). */
export const cashedSql = (order: string): string => `
  WITH pay AS (${PAYMENTS}),
  page AS (
    SELECT pay.*, ${personName('st')} AS student_name, ${personName('u')} AS cashier_name,
           row_number() OVER (ORDER BY ${order}, pay.id) AS ord
      FROM pay JOIN students st ON st.id = pay.student_id LEFT JOIN users u ON u.id = pay.cashier_id
     ORDER BY ord LIMIT $10::int OFFSET $11::int)
  SELECT (SELECT count(*) FROM pay)::int AS "rowsCount", ${paymentTotals} AS totals,
         coalesce((SELECT json_agg(json_build_object('paymentId', page.id, 'paidOn', to_char(page.paid_on, 'YYYY-MM-DD'),
                 'studentName', page.student_name, 'className', page.class_name, 'activityName', page.activity_name,
                 'providerName', page.provider_name, 'year', page.year, 'month', page.month, 'method', page.method,
                 'cashierName', page.cashier_name, 'receiptNumber', page.receipt_number, 'amountCents', page.amount_cents)
                 ORDER BY page.ord) FROM page), '[]') AS result`;

/**
 * Whether each filter's id is one of the kindergarten's ($1): activity $2, group $3, provider working here $4, cashier
 * $5 (a member of the kindergarten or the recorder of one of its payments). A filter left empty is true.
 */
export const FILTER_CHECKS_SQL = `
  SELECT ($2::int IS NULL OR EXISTS (SELECT 1 FROM activities WHERE id = $2::int AND kindergarten_id = $1)) AS activity,
         ($3::int IS NULL OR EXISTS (SELECT 1 FROM classes WHERE id = $3::int AND kindergarten_id = $1)) AS "class",
         ($4::int IS NULL OR EXISTS (SELECT 1 FROM activity_provider_kindergartens
                                      WHERE provider_id = $4::int AND kindergarten_id = $1)) AS provider,
         ($5::int IS NULL OR EXISTS (SELECT 1 FROM kindergarten_users WHERE user_id = $5::int AND kindergarten_id = $1)
                          OR EXISTS (SELECT 1 FROM activity_payments WHERE cashier_id = $5::int AND kindergarten_id = $1))
           AS cashier`;

/** The kindergarten's name, for the PDF's header ($1 kindergarten). */
export const KINDERGARTEN_NAME_SQL = `SELECT name FROM kindergartens WHERE id = $1`;
