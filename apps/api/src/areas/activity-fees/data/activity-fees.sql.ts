import {
  ActivityAttendanceStatus,
  type FeeListQuery,
  ActivityPriceModel,
  FeePaymentStatus,
  PaymentProviderConfigurationFlags as Flags,
  PaymentSource,
  UNPAID_FEE_STATUSES,
} from '@kg/contracts';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

/** The statements of the fees and the desk's payments (docs/activity-fees.md); the repository runs them. */

export const BG = 'COLLATE "bg-BG-x-icu"';
const EPAY_READY = Flags.EPayIdSet | Flags.EPaySecretSet;

/** The provider's way of collecting: ePay when its КИН and secret are both set, the kindergarten's desk otherwise. */
export const paymentSourceSql = (provider: string): string =>
  `(CASE WHEN (${provider}.configuration_flags & ${EPAY_READY}) = ${EPAY_READY} THEN ${PaymentSource.EPay} ELSE ${PaymentSource.Own} END)`;

/** The first and last day of the month `$year`/`$month`. */
const monthBounds = (year: string, month: string) => ({
  first: `make_date(${year}::int, ${month}::int, 1)`,
  last: `(make_date(${year}::int, ${month}::int, 1) + interval '1 month - 1 day')::date`,
});

/**
 * A fee with payments or an online order stays as it is (its amount is what was paid against). `paid_cents` and
 * `waiting_external` are the row's own columns: when a payment commits while a generation waits for the fee's row
 * lock, PostgreSQL re-checks them on the row's newest version (the EXISTS below only see the statement's snapshot).
 */
export const feeIsUntouchable = (fee: string): string =>
  `(${fee}.waiting_external OR ${fee}.paid_cents > 0
    OR EXISTS (SELECT 1 FROM activity_payments hp WHERE hp.fee_id = ${fee}.id)
    OR EXISTS (SELECT 1 FROM online_payment_order_fees ho WHERE ho.fee_id = ${fee}.id))`;

const M = monthBounds('$2', '$3');

/**
 * The month's fees in one statement ($1 kindergarten, $2 year, $3 month, $4 activity or null, $5 user):
 * every child enrolled on a day of the month in an activity running in the month gets its fee from the price model,
 * the month's Present sessions and the discount of its latest enrolment touching the month
 * (amount = base × (100 − p) / 100 rounded half up to a cent, in numeric). A fee without payments is recomputed;
 * a fee with payments (or an online order) is never changed; a payment-less fee of a child no longer enrolled (or
 * now of 0 €) is deleted. Answers the counts.
 */
export const GENERATE_SQL = `
  WITH enrolled AS (
    SELECT DISTINCT ON (e.activity_id, e.student_id) e.activity_id, e.student_id, e.discount_name, e.discount_percent
      FROM activity_students e
      JOIN activities a ON a.id = e.activity_id AND a.kindergarten_id = $1
     WHERE e.kindergarten_id = $1 AND ($4::int IS NULL OR e.activity_id = $4)
       AND e.from_date <= ${M.last} AND (e.to_date IS NULL OR e.to_date >= ${M.first})
       AND a.active_from <= ${M.last} AND (a.active_to IS NULL OR a.active_to >= ${M.first})
     ORDER BY e.activity_id, e.student_id, e.from_date DESC),
  present AS (
    SELECT aa.activity_id, aa.student_id, count(*)::int AS sessions
      FROM activity_attendances aa
     WHERE aa.kindergarten_id = $1 AND ($4::int IS NULL OR aa.activity_id = $4)
       AND aa.for_date BETWEEN ${M.first} AND ${M.last} AND aa.status = ${ActivityAttendanceStatus.Present}
     GROUP BY aa.activity_id, aa.student_id),
  based AS (
    SELECT en.activity_id, en.student_id, a.provider_id, a.price_model, coalesce(pr.sessions, 0) AS sessions,
           (CASE a.price_model
              WHEN ${ActivityPriceModel.MonthlyFlat} THEN a.price_cents
              WHEN ${ActivityPriceModel.PerSession} THEN a.price_cents * coalesce(pr.sessions, 0)
              ELSE greatest(a.price_cents * coalesce(pr.sessions, 0), coalesce(a.minimum_cents, 0)) END) AS base_cents,
           en.discount_name, en.discount_percent
      FROM enrolled en
      JOIN activities a ON a.id = en.activity_id
      LEFT JOIN present pr ON pr.activity_id = en.activity_id AND pr.student_id = en.student_id),
  computed AS (
    SELECT b.*, round(b.base_cents::numeric * (100 - coalesce(b.discount_percent, 0)) / 100)::int AS amount_cents
      FROM based b),
  removed AS (
    DELETE FROM activity_fees f
     WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3 AND ($4::int IS NULL OR f.activity_id = $4)
       AND NOT EXISTS (SELECT 1 FROM computed c
                        WHERE c.activity_id = f.activity_id AND c.student_id = f.student_id AND c.amount_cents > 0)
       AND NOT ${feeIsUntouchable('f')}
    RETURNING f.id),
  upserted AS (
    INSERT INTO activity_fees AS f (kindergarten_id, activity_id, student_id, provider_id, year, month, price_model,
                                    sessions, base_cents, discount_name, discount_percent, amount_cents, generated_by)
    SELECT $1, c.activity_id, c.student_id, c.provider_id, $2, $3, c.price_model, c.sessions, c.base_cents,
           c.discount_name, c.discount_percent, c.amount_cents, $5
      FROM computed c
     WHERE c.amount_cents > 0
    ON CONFLICT (activity_id, student_id, year, month) DO UPDATE
       SET provider_id = EXCLUDED.provider_id, price_model = EXCLUDED.price_model, sessions = EXCLUDED.sessions,
           base_cents = EXCLUDED.base_cents, discount_name = EXCLUDED.discount_name,
           discount_percent = EXCLUDED.discount_percent, amount_cents = EXCLUDED.amount_cents,
           generated_by = EXCLUDED.generated_by, updated_at = now()
     WHERE NOT ${feeIsUntouchable('f')}
       AND (f.provider_id, f.price_model, f.sessions, f.base_cents, f.discount_name, f.discount_percent, f.amount_cents)
           IS DISTINCT FROM (EXCLUDED.provider_id, EXCLUDED.price_model, EXCLUDED.sessions, EXCLUDED.base_cents,
                             EXCLUDED.discount_name, EXCLUDED.discount_percent, EXCLUDED.amount_cents)
    RETURNING f.id, (xmax = 0) AS inserted)
  SELECT (SELECT count(*) FROM upserted WHERE inserted)::int AS created,
         (SELECT count(*) FROM upserted WHERE NOT inserted)::int AS updated,
         (SELECT count(*) FROM removed)::int AS removed,
         ((SELECT count(*) FROM activity_fees f
            WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3 AND ($4::int IS NULL OR f.activity_id = $4))
          - (SELECT count(*) FROM removed) + (SELECT count(*) FROM upserted WHERE inserted))::int AS total,
         (SELECT coalesce(array_agg(id), '{}') FROM (SELECT id FROM upserted UNION ALL SELECT id FROM removed) ids) AS "feeIds"`;

/** The child's group in the month: the latest placement touching it (`$y`, `$m` the month's parameters). */
export const monthClassSql = (student: string, year: string, month: string): string => {
  const bounds = monthBounds(year, month);
  return `(SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
            WHERE sc.student_id = ${student} AND sc.from_date <= ${bounds.last}
              AND (sc.to_date IS NULL OR sc.to_date >= ${bounds.first})
            ORDER BY sc.from_date DESC LIMIT 1)`;
};

/** The columns of a fee row (FeeRow), over `activity_fees f`, `students s`, `activities a`, `activity_providers pr`. */
export const feeColumns = (year: string, month: string): string => `
  f.id, f.year, f.month, f.student_id AS "studentId",
  concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
  ${monthClassSql('s.id', year, month)} AS "className",
  f.activity_id AS "activityId", a.name AS "activityName", f.provider_id AS "providerId", pr.name AS "providerName",
  ${paymentSourceSql('pr')} AS "paymentSource", f.price_model AS "priceModel", f.sessions, f.base_cents AS "baseCents",
  f.discount_name AS "discountName", f.discount_percent::text AS "discountPercent", f.amount_cents AS "amountCents",
  f.paid_cents AS "paidCents", greatest(f.amount_cents - f.paid_cents, 0) AS "dueCents",
  greatest(f.paid_cents - f.amount_cents, 0) AS "creditCents", f.status,
  coalesce('p' || fam.id, 's' || s.id) AS "familyKey", fam.name AS "familyName",
  (SELECT count(*)::int FROM activity_payments lp WHERE lp.fee_id = f.id AND lp.annulled_at IS NULL) AS "paymentsCount"`;

export const FEE_FROM = `
  FROM activity_fees f
  JOIN students s ON s.id = f.student_id
  JOIN activities a ON a.id = f.activity_id
  JOIN activity_providers pr ON pr.id = f.provider_id
  LEFT JOIN LATERAL (SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name
                       FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
                      WHERE sp.student_id = s.id ORDER BY p.id LIMIT 1) fam ON true`;

/** Placed in the group `$class` during the month. */
export const inClassDuringMonth = (classParam: string, year: string, month: string): string => {
  const bounds = monthBounds(year, month);
  return `EXISTS (SELECT 1 FROM student_classes fc WHERE fc.student_id = f.student_id AND fc.class_id = ${classParam}
                    AND fc.from_date <= ${bounds.last} AND (fc.to_date IS NULL OR fc.to_date >= ${bounds.first}))`;
};

/** The payments of fees, oldest first ($1 fee ids). */
export const PAYMENTS_OF_FEES_SQL = `
  SELECT p.fee_id AS "feeId", p.id, p.amount_cents AS "amountCents", p.method, to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn",
         p.receipt_number AS "receiptNumber", p.batch_id AS "batchId",
         concat_ws(' ', cu.first_name, cu.last_name) AS "cashierName", p.note, p.created_at AS "createdAt",
         p.annulled_at AS "annulledAt", concat_ws(' ', au.first_name, au.last_name) AS "annulledByName",
         p.annul_reason AS "annulReason"
    FROM activity_payments p
    LEFT JOIN users cu ON cu.id = p.cashier_id
    LEFT JOIN users au ON au.id = p.annulled_by
   WHERE p.fee_id = ANY ($1)
   ORDER BY p.created_at, p.id`;

/** The fee locked for a payment ($1 fee, $2 kindergarten), with the child's name and whom to tell. */
export const LOCK_FEES_SQL = `
  SELECT f.id, f.amount_cents AS "amountCents", f.paid_cents AS "paidCents", f.waiting_external AS "waitingExternal",
         f.student_id AS "studentId", concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName"
    FROM activity_fees f JOIN students s ON s.id = f.student_id
   WHERE f.id = ANY ($1) AND f.kindergarten_id = $2
   ORDER BY f.id
     FOR UPDATE OF f`;

/** True when one parent is a parent of every one of the children ($1 student ids). */
export const ONE_FAMILY_SQL = `
  SELECT EXISTS (
    SELECT 1 FROM student_parents sp WHERE sp.student_id = ANY ($1)
     GROUP BY sp.parent_id HAVING count(DISTINCT sp.student_id) = cardinality($1::int[])) AS "oneFamily"`;

/** The users to tell about changed fees: the children's parents with an account ($1 fee ids). */
export const PARENT_USERS_OF_FEES_SQL = `
  SELECT DISTINCT p.user_id AS "userId"
    FROM activity_fees f
    JOIN student_parents sp ON sp.student_id = f.student_id
    JOIN parents p ON p.id = sp.parent_id
   WHERE f.id = ANY ($1) AND p.user_id IS NOT NULL`;

/** A payment with what its receipt says ($1 payment, $2 kindergarten). */
export const RECEIPT_SQL = `
  SELECT p.id, p.amount_cents AS "amountCents", p.method, to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn",
         p.receipt_number AS "receiptNumber", p.batch_id AS "batchId", p.note,
         concat_ws(' ', cu.first_name, cu.last_name) AS "cashierName", p.annulled_at AS "annulledAt",
         p.annul_reason AS "annulReason", p.created_at AS "createdAt",
         f.year, f.month, f.amount_cents AS "feeAmountCents", f.paid_cents AS "feePaidCents",
         concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName", a.name AS "activityName",
         pr.name AS "providerName", pr.eik AS "providerEik", k.name AS kindergarten
    FROM activity_payments p
    JOIN activity_fees f ON f.id = p.fee_id
    JOIN students s ON s.id = f.student_id
    JOIN activities a ON a.id = f.activity_id
    JOIN activity_providers pr ON pr.id = f.provider_id
    JOIN kindergartens k ON k.id = p.kindergarten_id
    LEFT JOIN users cu ON cu.id = p.cashier_id
   WHERE p.id = $1 AND p.kindergarten_id = $2`;

/** A batch with its payments, for its receipt ($1 batch, $2 kindergarten). */
export const BATCH_RECEIPT_SQL = `
  SELECT b.id, b.method, to_char(b.paid_on, 'YYYY-MM-DD') AS "paidOn", b.payer_name AS "payerName",
         b.receipt_number AS "receiptNumber", b.note, concat_ws(' ', cu.first_name, cu.last_name) AS "cashierName",
         b.annulled_at AS "annulledAt", b.annul_reason AS "annulReason", k.name AS kindergarten,
         coalesce((SELECT json_agg(json_build_object(
                     'studentName', concat_ws(' ', s.first_name, s.middle_name, s.last_name),
                     'activityName', a.name, 'providerName', pr.name, 'year', f.year, 'month', f.month,
                     'amountCents', p.amount_cents) ORDER BY s.first_name ${BG}, a.name ${BG}, p.id)
                     FROM activity_payments p
                     JOIN activity_fees f ON f.id = p.fee_id
                     JOIN students s ON s.id = f.student_id
                     JOIN activities a ON a.id = f.activity_id
                     JOIN activity_providers pr ON pr.id = f.provider_id
                    WHERE p.batch_id = b.id), '[]') AS lines
    FROM activity_payment_batches b
    JOIN kindergartens k ON k.id = b.kindergarten_id
    LEFT JOIN users cu ON cu.id = b.cashier_id
   WHERE b.id = $1 AND b.kindergarten_id = $2`;

export const BATCH_FROM = `
  FROM activity_payment_batches b
  LEFT JOIN users cu ON cu.id = b.cashier_id
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(p.amount_cents), 0)::int AS total, count(*)::int AS fees,
           coalesce(array_agg(DISTINCT concat_ws(' ', s.first_name, s.middle_name, s.last_name)), '{}') AS students,
           string_agg(concat_ws(' ', s.first_name, s.middle_name, s.last_name), ' ') AS names
      FROM activity_payments p JOIN activity_fees f ON f.id = p.fee_id JOIN students s ON s.id = f.student_id
     WHERE p.batch_id = b.id) bp ON true`;

export const BATCH_COLUMNS = `
  b.id, to_char(b.paid_on, 'YYYY-MM-DD') AS "paidOn", b.method, b.payer_name AS "payerName",
  b.receipt_number AS "receiptNumber", concat_ws(' ', cu.first_name, cu.last_name) AS "cashierName",
  bp.total AS "totalCents", bp.fees AS "feesCount", bp.students, b.annulled_at AS "annulledAt",
  b.annul_reason AS "annulReason"`;

/** Totals per activity of a month ($1 kindergarten, $2 year, $3 month). */
export const SUMMARY_BY_ACTIVITY_SQL = `
  SELECT f.activity_id AS "activityId", a.name AS "activityName", f.provider_id AS "providerId", pr.name AS "providerName",
         count(*)::int AS "feesCount", sum(f.amount_cents)::int AS "amountCents",
         sum(least(f.paid_cents, f.amount_cents))::int AS "paidCents",
         sum(greatest(f.amount_cents - f.paid_cents, 0))::int AS "dueCents",
         count(*) FILTER (WHERE f.status <> ${FeePaymentStatus.Paid})::int AS "unpaidCount"
    FROM activity_fees f
    JOIN activities a ON a.id = f.activity_id
    JOIN activity_providers pr ON pr.id = f.provider_id
   WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3
   GROUP BY f.activity_id, a.name, f.provider_id, pr.name
   ORDER BY a.name ${BG}, f.activity_id`;

/** Totals per provider of a month ($1 kindergarten, $2 year, $3 month). */
export const SUMMARY_BY_PROVIDER_SQL = `
  SELECT f.provider_id AS "providerId", pr.name AS "providerName", ${paymentSourceSql('pr')} AS "paymentSource",
         count(DISTINCT f.activity_id)::int AS "activitiesCount", count(*)::int AS "feesCount",
         sum(f.amount_cents)::int AS "amountCents", sum(least(f.paid_cents, f.amount_cents))::int AS "paidCents",
         sum(greatest(f.amount_cents - f.paid_cents, 0))::int AS "dueCents",
         count(*) FILTER (WHERE f.status <> ${FeePaymentStatus.Paid})::int AS "unpaidCount"
    FROM activity_fees f
    JOIN activity_providers pr ON pr.id = f.provider_id
   WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3
   GROUP BY f.provider_id, pr.name, pr.configuration_flags
   ORDER BY pr.name ${BG}, f.provider_id`;

/**
 * The families owing for a month ($1 kindergarten, $2 year, $3 month, $4 activity or null): per parent of a child with
 * an unpaid fee, the children, the activities and what is due.
 */
export const UNPAID_BY_PARENT_SQL = `
  SELECT p.id AS "parentId", concat_ws(' ', p.first_name, p.last_name) AS "parentName", p.user_id AS "userId",
         (p.user_id IS NOT NULL) AS "hasAccount", coalesce(u.email, p.email) AS email,
         array_agg(DISTINCT concat_ws(' ', s.first_name, s.middle_name, s.last_name)) AS students,
         array_agg(DISTINCT a.name) AS activities, count(*)::int AS "feesCount",
         sum(f.amount_cents - f.paid_cents)::int AS "dueCents"
    FROM activity_fees f
    JOIN students s ON s.id = f.student_id
    JOIN activities a ON a.id = f.activity_id
    JOIN student_parents sp ON sp.student_id = f.student_id
    JOIN parents p ON p.id = sp.parent_id
    LEFT JOIN users u ON u.id = p.user_id
   WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3 AND ($4::int IS NULL OR f.activity_id = $4)
     AND f.paid_cents < f.amount_cents
   GROUP BY p.id, u.email
   ORDER BY concat_ws(' ', p.first_name, p.last_name) ${BG}, p.id`;

/** The month's fee list of a kindergarten with the query's filters (GET activities/invoices; the bench times it too). */
export function feeListSelect(kindergartenId: number, query: FeeListQuery): PagedSelect {
  const where = new SqlConditions().add('f.kindergarten_id = ?', kindergartenId);
  const year = where.param(query.year);
  const month = where.param(query.month);
  where.add(`f.year = ${year}::int AND f.month = ${month}::int`);
  where.addIf(query.activityId, 'f.activity_id = ?');
  where.addIf(query.providerId, 'f.provider_id = ?');
  where.addIf(query.studentId, 'f.student_id = ?');
  if (query.classId) where.add(inClassDuringMonth('?', year, month), query.classId);
  if (query.search) where.add(`concat_ws(' ', s.first_name, s.middle_name, s.last_name) ILIKE ?`, containsPattern(query.search));
  if (query.paid) where.add('f.status = ?', FeePaymentStatus.Paid);
  else where.add('f.status = ANY (?)', query.statuses?.length ? query.statuses : [...UNPAID_FEE_STATUSES]);
  if (query.paymentSource !== undefined) where.add(`${paymentSourceSql('pr')} = ?`, query.paymentSource);
  const studentName = `concat_ws(' ', s.first_name, s.middle_name, s.last_name) ${BG}`;
  const byChild = `${studentName}, a.name ${BG}, f.id`;
  return {
    select: feeColumns(year, month),
    from: FEE_FROM,
    where,
    orderBy: { studentName, activityName: `a.name ${BG}`, amount: 'f.amount_cents', status: 'f.status' },
    defaultOrder: query.groupByFamily
      ? `coalesce(fam.name, concat_ws(' ', s.first_name, s.last_name)) ${BG}, coalesce('p' || fam.id, 's' || s.id), ${byChild}`
      : byChild,
  };
}
