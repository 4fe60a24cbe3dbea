import { type Month, monthLabels, type PaymentMethod, paymentMethodLabels } from '@kg/contracts';
import { formatDate } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';
import type { ReferenceColumn } from './reference-view';

interface FeeSums {
  fees: number;
  chargedCents: number;
  paidCents: number;
  unpaidCents: number;
}

/** Fees, charged, paid and unpaid: the columns every fee reference ends with. */
export const feeSumColumns = <Row extends FeeSums>(): ReferenceColumn<Row>[] => [
  { key: 'fees', title: 'Такси', numeric: true, render: (row) => row.fees },
  { key: 'chargedCents', title: 'Начислено', numeric: true, render: (row) => formatCents(row.chargedCents) },
  { key: 'paidCents', title: 'Платено', numeric: true, render: (row) => formatCents(row.paidCents) },
  { key: 'unpaidCents', title: 'Неплатено', numeric: true, render: (row) => formatCents(row.unpaidCents) },
];

/** The totals cells of a fee reference. */
export const feeSumTotals = (totals: (FeeSums & { children?: number }) | undefined) =>
  totals && {
    children: totals.children,
    fees: totals.fees,
    chargedCents: formatCents(totals.chargedCents),
    paidCents: formatCents(totals.paidCents),
    unpaidCents: formatCents(totals.unpaidCents),
  };

/** „Октомври 2026“. */
export const monthText = (year: number, month: number): string => `${monthLabels[month as Month]} ${year}`;

export const methodText = (method: PaymentMethod): string => paymentMethodLabels[method] ?? '—';

export const dayText = (day: string): string => formatDate(day);

/** The sums per method under a payment reference. */
export const byMethodNotes = (
  totals: { byMethod: { method: PaymentMethod; payments: number; amountCents: number }[] } | undefined,
) => totals?.byMethod.map((item) => `${methodText(item.method)}: ${item.payments} плащания, ${formatCents(item.amountCents)}`);

export const PAGE_SIZE = 20;
