/**
 * The statements of the provider documents (docs/provider-invoices.md). A desk payment is a live payment recorded by
 * the kindergarten (cash, bank, APSPO, POS: no online order, PaymentSource Own); it is "pending" for a provider while
 * it is in no protocol. Every statement names the kindergarten explicitly besides row-level security.
 */

const BG = 'COLLATE "bg-BG-x-icu"';

/** The provider ($1) working in the kindergarten ($2), with what its invoices copy. */
export const PROVIDER_SQL = `
  SELECT p.id, p.name, p.eik, p.vat_registered AS "vatRegistered", p.address, p.iban, p.bank_name AS bank
    FROM activity_providers p
    JOIN activity_provider_kindergartens pk ON pk.provider_id = p.id AND pk.kindergarten_id = $2
   WHERE p.id = $1`;

/** The kindergarten ($1) as the recipient of an invoice: its name and address with its settlement. */
export const KINDERGARTEN_SQL = `
  SELECT k.name, concat_ws(', ', nullif(k.address, ''), 'гр./с. ' || st.name) AS address
    FROM kindergartens k JOIN settlements st ON st.id = k.settlement_id
   WHERE k.id = $1`;

/** The columns of a payment line (ProtocolPaymentRow); `amount` is the amount column to show. */
const paymentLine = (amount: string): string => `
  p.id AS "paymentId", f.id AS "feeId", s.id AS "studentId",
  concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
  (SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
    WHERE sc.student_id = s.id AND sc.from_date <= (make_date(f.year, f.month, 1) + interval '1 month' - interval '1 day')::date
      AND (sc.to_date IS NULL OR sc.to_date >= make_date(f.year, f.month, 1))
    ORDER BY sc.from_date DESC, sc.id DESC LIMIT 1) AS "className",
  a.id AS "activityId", a.name AS "activityName", f.year::int AS "feeYear", f.month::int AS "feeMonth",
  p.method::int AS method, to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn", p.receipt_number AS "receiptNumber",
  ${amount} AS "amountCents"`;

const lineJoins = `
    JOIN activity_fees f ON f.id = p.fee_id
    JOIN activities a ON a.id = f.activity_id
    JOIN students s ON s.id = f.student_id`;

const lineOrder = `ORDER BY a.name ${BG}, a.id, s.first_name ${BG}, s.last_name ${BG}, s.id, f.year, f.month, p.paid_on, p.id`;

/** A desk payment of provider $2 in kindergarten $1 paid by day $3 and in no protocol. */
const pendingWhere = `
   p.kindergarten_id = $1 AND f.provider_id = $2 AND p.online_order_id IS NULL AND p.annulled_at IS NULL
   AND p.paid_on <= $3::date
   AND NOT EXISTS (SELECT 1 FROM provider_protocol_payments pp WHERE pp.payment_id = p.id)`;

/** The pending desk payments ($1 kindergarten, $2 provider, $3 the period's last day). */
export const PENDING_PAYMENTS_SQL = `
  SELECT ${paymentLine('p.amount_cents')}
    FROM activity_payments p ${lineJoins}
   WHERE ${pendingWhere}
   ${lineOrder}`;

/**
 * Locks the chosen payments ($4) that are pending ($1–$3 as PENDING_PAYMENTS_SQL): the answer holds those that are;
 * any missing one is not (another protocol, annulled, another provider or period).
 */
export const LOCK_PENDING_SQL = `
  SELECT p.id, p.amount_cents AS "amountCents"
    FROM activity_payments p JOIN activity_fees f ON f.id = p.fee_id
   WHERE p.id = ANY($4::int[]) AND ${pendingWhere}
     FOR UPDATE OF p`;

/** Freezes the payments ($3) into protocol $2 of kindergarten $1 with their amounts; answers their total. */
export const FREEZE_PAYMENTS_SQL = `
  WITH frozen AS (
    INSERT INTO provider_protocol_payments (payment_id, kindergarten_id, protocol_id, amount_cents)
    SELECT p.id, $1, $2, p.amount_cents FROM activity_payments p WHERE p.id = ANY($3::int[]) AND p.kindergarten_id = $1
    RETURNING amount_cents)
  SELECT coalesce(sum(amount_cents), 0)::int AS total, count(*)::int AS count FROM frozen`;

/** The next number of a kind: $1 kind, $2 kindergarten, $3 provider, $4 year (0 = not scoped by it). */
export const NEXT_NUMBER_SQL = `SELECT next_document_number($1, $2, $3, $4) AS number`;

/** The payment lines of protocol $1 (Application 1), with the amounts frozen in it. */
export const PROTOCOL_LINES_SQL = `
  SELECT ${paymentLine('pp.amount_cents')}
    FROM provider_protocol_payments pp
    JOIN activity_payments p ON p.id = pp.payment_id ${lineJoins}
   WHERE pp.protocol_id = $1
   ${lineOrder}`;

/** A protocol ($1) of the kindergarten ($2) with its provider, its invoice and vouchers; `lock` takes its row. */
export const protocolSql = (lock: boolean): string => `
  SELECT pr.id, pr.number, pr.kind, to_char(pr.protocol_date, 'YYYY-MM-DD') AS "protocolDate", pr.year::int AS year,
         pr.month::int AS month, pr.total_cents AS "totalCents", pr.reason, pr.provider_id AS "providerId",
         (SELECT count(*)::int FROM provider_protocol_payments pp WHERE pp.protocol_id = pr.id) AS "paymentsCount",
         EXISTS (SELECT 1 FROM provider_invoices i WHERE i.protocol_id = pr.id) AS "hasInvoice",
         EXISTS (SELECT 1 FROM provider_cash_vouchers v WHERE v.protocol_id = pr.id AND v.annulled_at IS NULL) AS "hasVoucher"
    FROM provider_protocols pr
   WHERE pr.id = $1 AND pr.kindergarten_id = $2
   ${lock ? 'FOR UPDATE' : ''}`;

/** The totals per activity of protocol $1. */
export const PROTOCOL_ACTIVITIES_SQL = `
  SELECT a.id AS "activityId", a.name AS "activityName", count(DISTINCT f.student_id)::int AS children,
         count(*)::int AS "paymentsCount", sum(pp.amount_cents)::int AS "totalCents"
    FROM provider_protocol_payments pp
    JOIN activity_payments p ON p.id = pp.payment_id
    JOIN activity_fees f ON f.id = p.fee_id
    JOIN activities a ON a.id = f.activity_id
   WHERE pp.protocol_id = $1
   GROUP BY a.id, a.name
   ORDER BY a.name ${BG}, a.id`;

/** The invoice of protocol $1 as ProviderInvoiceDetail. */
export const INVOICE_SQL = `
  SELECT lpad(i.number::text, 10, '0') AS number, to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
         to_char(i.tax_event_date, 'YYYY-MM-DD') AS "taxEventDate", i.description, i.vat_registered AS "vatRegistered",
         i.vat_percent::text AS "vatPercent", i.base_cents AS "baseCents", i.vat_cents AS "vatCents",
         i.total_cents AS "totalCents", i.no_vat_reason AS "noVatReason",
         json_build_object('name', i.supplier_name, 'eik', i.supplier_eik, 'vatNumber', i.supplier_vat_number,
                           'address', i.supplier_address, 'iban', i.supplier_iban, 'bank', i.supplier_bank) AS supplier,
         json_build_object('name', i.recipient_name, 'eik', i.recipient_eik, 'vatNumber', NULL,
                           'address', i.recipient_address, 'iban', NULL, 'bank', NULL) AS recipient
    FROM provider_invoices i
   WHERE i.protocol_id = $1`;

/** The vouchers of protocol $1, the newest first. */
export const PROTOCOL_VOUCHERS_SQL = `
  SELECT v.id, v.number, to_char(v.voucher_date, 'YYYY-MM-DD') AS "voucherDate", v.amount_cents AS "amountCents",
         v.annulled_at IS NOT NULL AS annulled
    FROM provider_cash_vouchers v
   WHERE v.protocol_id = $1
   ORDER BY v.created_at DESC, v.id DESC`;

/**
 * The VAT of a total that includes it ($1 total cents, $2 VAT percent): total × p / (100 + p) in numeric, rounded
 * half up to a cent; the base is the rest.
 */
export const VAT_SQL = `
  SELECT round($1::numeric * $2::numeric / (100 + $2::numeric))::int AS "vatCents",
         ($1::int - round($1::numeric * $2::numeric / (100 + $2::numeric))::int) AS "baseCents"`;

export const DELETE_PROTOCOL_SQL = `DELETE FROM provider_protocols WHERE id = $1 AND kindergarten_id = $2`;

/** The overview's select list, FROM and sortable columns (a protocol with its invoice and live voucher). */
export const OVERVIEW = {
  select: `pr.id, pr.number, pr.kind, pr.year::int AS year, pr.month::int AS month,
           to_char(pr.protocol_date, 'YYYY-MM-DD') AS "protocolDate", pr.provider_id AS "providerId",
           ap.name AS "providerName",
           (SELECT count(*)::int FROM provider_protocol_payments pp WHERE pp.protocol_id = pr.id) AS "paymentsCount",
           pr.total_cents AS "totalCents", lpad(i.number::text, 10, '0') AS "invoiceNumber",
           to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", v.id AS "voucherId", v.number AS "voucherNumber",
           (i.protocol_id IS NULL AND v.id IS NULL) AS "canDelete"`,
  from: `FROM provider_protocols pr
         JOIN activity_providers ap ON ap.id = pr.provider_id
         LEFT JOIN provider_invoices i ON i.protocol_id = pr.id
         LEFT JOIN provider_cash_vouchers v ON v.protocol_id = pr.id AND v.annulled_at IS NULL`,
  orderBy: { protocolDate: 'pr.protocol_date', number: 'pr.number', totalCents: 'pr.total_cents' },
  defaultOrder: 'pr.protocol_date DESC, pr.id DESC',
};

/** The protocols of provider $2 in kindergarten $1 still to be paid out: above 0 and no live voucher. */
export const PAYABLE_PROTOCOLS_SQL = `
  SELECT pr.id AS "protocolId", pr.number, pr.year::int AS year, pr.month::int AS month,
         to_char(pr.protocol_date, 'YYYY-MM-DD') AS "protocolDate", pr.total_cents AS "totalCents",
         lpad(i.number::text, 10, '0') AS "invoiceNumber"
    FROM provider_protocols pr
    LEFT JOIN provider_invoices i ON i.protocol_id = pr.id
   WHERE pr.kindergarten_id = $1 AND pr.provider_id = $2 AND pr.total_cents > 0
     AND NOT EXISTS (SELECT 1 FROM provider_cash_vouchers v WHERE v.protocol_id = pr.id AND v.annulled_at IS NULL)
   ORDER BY pr.protocol_date, pr.id`;

/** A voucher ($1) of the kindergarten ($2) with its protocol and invoice; `lock` takes its row. */
export const voucherSql = (lock: boolean): string => `
  SELECT v.id, v.number, v.year::int AS year, to_char(v.voucher_date, 'YYYY-MM-DD') AS "voucherDate",
         v.amount_cents AS "amountCents", v.received_by AS "receivedBy", v.basis, v.annulled_at IS NOT NULL AS annulled,
         v.provider_id AS "providerId", v.protocol_id AS "protocolId", pr.number AS "protocolNumber",
         to_char(pr.protocol_date, 'YYYY-MM-DD') AS "protocolDate",
         (SELECT lpad(i.number::text, 10, '0') FROM provider_invoices i WHERE i.protocol_id = pr.id) AS "invoiceNumber"
    FROM provider_cash_vouchers v JOIN provider_protocols pr ON pr.id = v.protocol_id
   WHERE v.id = $1 AND v.kindergarten_id = $2
   ${lock ? 'FOR UPDATE OF v' : ''}`;

export const ANNUL_VOUCHER_SQL = `
  UPDATE provider_cash_vouchers SET annulled_at = now(), annulled_by = $3
   WHERE id = $1 AND kindergarten_id = $2 AND annulled_at IS NULL`;

/** The vouchers' overview: select list, FROM and sortable columns. */
export const VOUCHER_OVERVIEW = {
  select: `v.id, v.number, v.year::int AS year, to_char(v.voucher_date, 'YYYY-MM-DD') AS "voucherDate",
           v.provider_id AS "providerId", ap.name AS "providerName", v.protocol_id AS "protocolId",
           pr.number AS "protocolNumber", lpad(i.number::text, 10, '0') AS "invoiceNumber",
           v.amount_cents AS "amountCents", v.received_by AS "receivedBy", v.annulled_at IS NOT NULL AS annulled`,
  from: `FROM provider_cash_vouchers v
         JOIN provider_protocols pr ON pr.id = v.protocol_id
         JOIN activity_providers ap ON ap.id = v.provider_id
         LEFT JOIN provider_invoices i ON i.protocol_id = v.protocol_id`,
  orderBy: { voucherDate: 'v.voucher_date', number: 'v.number', amountCents: 'v.amount_cents' },
  defaultOrder: 'v.voucher_date DESC, v.id DESC',
};
