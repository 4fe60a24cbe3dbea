import { type Month, monthLabels } from '@kg/contracts';
import { monthsOf } from '../attendance/grid-model';

/** The months a picker offers: the last twelve and the next one, the newest first. */
export function recentMonths(today: string): { value: string; label: string; month: number; year: number }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const from = month === 12 ? `${year}-01-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}-01`;
  const to = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return monthsOf(from, to)
    .reverse()
    .map((item) => ({ ...item, value: `${item.year}-${item.month}`, label: `${monthLabels[item.month as Month]} ${item.year}` }));
}

/** A positive whole number from the URL, or undefined. */
export const whole = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};
