/**
 * The demo's activity fees (docs/activity-fees.md "Demo data"): the fees of the previous and the current month in every
 * kindergarten with activities, written by the API's own generation statement (GENERATE_SQL, so the demo's amounts
 * follow the same rules: price model, Present sessions, enrolment discount), by the kindergarten's director. Of the
 * previous month, the fees of providers the kindergarten's desk collects for (no ePay) are paid in cash — two in
 * three, drawn from the fee's id so every run writes the same — with gapless receipt numbers per kindergarten and year
 * and the director as cashier; the fees of `parent@demo.test`'s children stay unpaid (the online payments' seed pays
 * some of those through ePay). The current month stays unpaid. Dates follow the clock. Runs after the activity
 * attendance's seed (it reads the marks), as the schema owner in the demo seed's transaction.
 */
import { GENERATE_FEES_SQL } from '@kg/api/hot-paths';
import { PaymentMethod, PaymentProviderConfigurationFlags as Flags, Role } from '@kg/contracts';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

const ONLINE = Flags.EPayIdSet | Flags.EPaySecretSet;
export const DEMO_FEES_PARENT = 'parent@demo.test';

/** The months the demo charges: the one before `today` (YYYY-MM-DD) and today's. */
export function demoFeeMonths(today: string): { year: number; month: number }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return [previous, { year, month }];
}

/**
 * Cash payments of the previous month's desk-collected fees ($1 kindergarten, $2 year, $3 month, $4 cashier):
 * the whole amount, on a day between the 3rd and the 22nd of the fee's month (always before today), receipt numbers in the order of the fees' ids
 * after the kindergarten's last one of the year; the counter of `next_document_number` moves on with them.
 */
const CASH_PAYMENTS_SQL = `
  WITH chosen AS (
    SELECT f.id, f.amount_cents, make_date(f.year, f.month, 3 + f.id % 20) AS paid_on,
           row_number() OVER (ORDER BY f.id) AS n
      FROM activity_fees f
      JOIN activity_providers p ON p.id = f.provider_id
     WHERE f.kindergarten_id = $1 AND f.year = $2 AND f.month = $3 AND f.paid_cents = 0 AND f.id % 3 <> 0
       AND (p.configuration_flags & ${ONLINE}) <> ${ONLINE}
       AND NOT EXISTS (SELECT 1 FROM student_parents sp JOIN parents pa ON pa.id = sp.parent_id JOIN users u ON u.id = pa.user_id
                        WHERE sp.student_id = f.student_id AND u.email = '${DEMO_FEES_PARENT}')),
  start AS (
    SELECT coalesce((SELECT last_number FROM document_numbers
                      WHERE kind = 'receipt' AND kindergarten_id = $1 AND provider_id = 0
                        AND year = $2), 0) AS last),
  paid AS (
    INSERT INTO activity_payments (kindergarten_id, fee_id, amount_cents, method, paid_on, receipt_number, cashier_id)
    SELECT $1, c.id, c.amount_cents, ${PaymentMethod.Cash}, c.paid_on,
           (SELECT last FROM start) + c.n, $4
      FROM chosen c
    RETURNING receipt_number)
  INSERT INTO document_numbers AS d (kind, kindergarten_id, provider_id, year, last_number)
  SELECT 'receipt', $1, 0, $2, max(receipt_number) FROM paid HAVING count(*) > 0
  ON CONFLICT (kind, kindergarten_id, provider_id, year) DO UPDATE SET last_number = greatest(d.last_number, EXCLUDED.last_number)`;

/** Generates the two months' fees and pays some of the previous month's in cash; answers the fees written. */
export async function seedDemoActivityFees(db: Queryable, today: string): Promise<number> {
  const { rows: kindergartens } = await db.query<{ id: number; directorId: number | null }>(
    `SELECT k.id,
            (SELECT m.user_id FROM kindergarten_users m WHERE m.kindergarten_id = k.id AND m.role = $1 ORDER BY m.id LIMIT 1)
              AS "directorId"
       FROM kindergartens k
      WHERE EXISTS (SELECT 1 FROM activities a WHERE a.kindergarten_id = k.id)
      ORDER BY k.id`,
    [Role.Director],
  );
  const [previous, current] = demoFeeMonths(today) as [{ year: number; month: number }, { year: number; month: number }];
  let written = 0;
  for (const kindergarten of kindergartens) {
    for (const { year, month } of [previous, current]) {
      const { rows } = await db.query<{ total: number }>(GENERATE_FEES_SQL, [
        kindergarten.id,
        year,
        month,
        null,
        kindergarten.directorId,
      ]);
      written += rows[0]?.total ?? 0;
    }
    await db.query(CASH_PAYMENTS_SQL, [kindergarten.id, previous.year, previous.month, kindergarten.directorId]);
  }
  return written;
}
