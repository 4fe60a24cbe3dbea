import { type Month, monthLabels } from '@kg/contracts';
import { fromCents } from '../../../platform/export/index.js';

/** Euro cents as people read them: 228050 → "2 280,50 €". */
export function euro(cents: number): string {
  const [whole, fraction] = fromCents(cents).split('.') as [string, string];
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.length > 4 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : digits;
  return `${sign}${grouped},${fraction} €`;
}

/** "октомври 2026". */
export const monthText = (year: number, month: number): string => `${monthLabels[month as Month].toLowerCase()} ${year}`;
