/**
 * The demo's online payments (docs/online-payments.md): of last month's unpaid fees of providers collecting online
 * (the demo's „Танцова школа Хоро“), those of `parent@demo.test`'s children and about one in three of the others are
 * paid online — each through its own order, as a verified ePay notification would leave it: the order Paid with its
 * INVOICE number, pay time, STAN and BCODE, and one payment per fee (ePay, card or EasyPay, drawn from the fee's id so
 * every run writes the same). This month's fees stay unpaid for the parent to pay through the simulator. Runs after the
 * activity fees' seed (it reads its rows), as the schema owner in the demo seed's transaction.
 */
import { InvoicePaymentStatus, PaymentMethod, PaymentProvider, PaymentProviderConfigurationFlags as Flags } from '@kg/contracts';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

const ONLINE = Flags.EPayIdSet | Flags.EPaySecretSet;
const PROVIDERS = [PaymentProvider.EPay, PaymentProvider.EPayBankCard, PaymentProvider.EasyPay] as const;
const METHODS: Record<(typeof PROVIDERS)[number], PaymentMethod> = {
  [PaymentProvider.EPay]: PaymentMethod.EPay,
  [PaymentProvider.EPayBankCard]: PaymentMethod.EPayBankCard,
  [PaymentProvider.EasyPay]: PaymentMethod.EasyPay,
};

interface SeedFee {
  id: number;
  kindergartenId: number;
  providerId: number;
  dueCents: number;
  description: string;
  paidAt: string;
  mine: boolean;
}

/** Pays online the chosen fees of the month before `today` (YYYY-MM-DD, Europe/Sofia). */
export async function seedDemoOnlinePayments(db: Queryable, today: string): Promise<number> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const { rows } = await db.query<SeedFee>(
    `SELECT f.id, f.kindergarten_id AS "kindergartenId", f.provider_id AS "providerId",
            f.amount_cents - f.paid_cents AS "dueCents",
            left(format('Такса „%s“ %s.%s, %s %s', a.name, lpad(f.month::text, 2, '0'), f.year, s.first_name, s.last_name), 100)
              AS description,
            -- A day of the fee's month after the 4th, never after today, at a quarter past ten in Sofia.
            ((least(make_date(f.year, f.month, 5 + f.id % 20), $3::date) + time '10:15') AT TIME ZONE 'Europe/Sofia')::text
              AS "paidAt",
            EXISTS (SELECT 1 FROM student_parents sp JOIN parents pa ON pa.id = sp.parent_id JOIN users u ON u.id = pa.user_id
                     WHERE sp.student_id = f.student_id AND u.email = 'parent@demo.test') AS mine
       FROM activity_fees f JOIN activity_providers p ON p.id = f.provider_id
       JOIN activities a ON a.id = f.activity_id JOIN students s ON s.id = f.student_id
      WHERE f.year = $1 AND f.month = $2 AND f.paid_cents = 0 AND f.amount_cents > 0 AND NOT f.waiting_external
        AND p.epay_min IS NOT NULL AND p.configuration_flags & ${ONLINE} = ${ONLINE}
      ORDER BY f.id`,
    [previous.getUTCFullYear(), previous.getUTCMonth() + 1, today],
  );
  let paid = 0;
  for (const fee of rows) {
    if (!fee.mine && fee.id % 3 !== 0) continue;
    const provider = fee.mine ? PaymentProvider.EPay : PROVIDERS[fee.id % PROVIDERS.length]!;
    const order = await db.query<{ id: number }>(
      `INSERT INTO online_payment_orders (kindergarten_id, provider_id, payment_provider, amount_cents, description,
                                          expires_at, idn, status, created_at, decided_at, pay_time, stan, bcode)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz + interval '1 day', $7, ${InvoicePaymentStatus.Paid},
               $6::timestamptz - interval '3 minutes', $6, $6, $8, $9)
       RETURNING id`,
      [
        fee.kindergartenId,
        fee.providerId,
        provider,
        fee.dueCents,
        fee.description,
        fee.paidAt,
        provider === PaymentProvider.EasyPay ? String(7_000_000_000 + fee.id) : null,
        String(100_000 + ((fee.id * 7919) % 900_000)),
        `B${String(fee.id).padStart(6, '0')}`,
      ],
    );
    const orderId = order.rows[0]!.id;
    await db.query(
      `INSERT INTO online_payment_order_fees (kindergarten_id, order_id, fee_id, amount_cents) VALUES ($1, $2, $3, $4)`,
      [fee.kindergartenId, orderId, fee.id, fee.dueCents],
    );
    await db.query(
      `INSERT INTO activity_payments (kindergarten_id, fee_id, amount_cents, method, paid_on, online_order_id, created_at)
       VALUES ($1, $2, $3, $4, ($5::timestamptz AT TIME ZONE 'Europe/Sofia')::date, $6, $5)`,
      [fee.kindergartenId, fee.id, fee.dueCents, METHODS[provider], fee.paidAt, orderId],
    );
    paid += 1;
  }
  return paid;
}
