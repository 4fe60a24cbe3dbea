import type { MonthValue } from '@kg/contracts';
import { addDays, parseIsoDay } from '../../days-off/services/bulgarian-holidays.js';

/** The months (1–12) from the month of `fromDate` to the month of `toDate`, in order (a school year: 9 … 8). */
export function monthsBetween(fromDate: string, toDate: string): number[] {
  const months: number[] = [];
  let year = Number(fromDate.slice(0, 4));
  let month = Number(fromDate.slice(5, 7));
  const last = Number(toDate.slice(0, 4)) * 12 + Number(toDate.slice(5, 7));
  while (year * 12 + month <= last && months.length < 12) {
    months.push(month);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
  return months;
}

/** The school year (15 September – 31 August, by the calendar) that holds `day`: its first and last day. */
export function schoolYearOf(day: string): { fromDate: string; toDate: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 9 ? year : year - 1;
  return { fromDate: `${start}-09-01`, toDate: `${start + 1}-08-31` };
}

/** The first and last day of the month of `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const next = parseIsoDay(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birthdays of the week of `day` (Monday to Sunday): for each day its 'MM-DD' and the day itself. Someone born on
 * 29 February has their birthday on 28 February in a common year.
 */
export function birthdayWeekOf(day: string): { monthDays: string[]; days: string[] } {
  const weekday = (parseIsoDay(day).getUTCDay() + 6) % 7;
  const monday = addDays(day, -weekday);
  const monthDays: string[] = [];
  const days: string[] = [];
  for (let index = 0; index < 7; index++) {
    const date = addDays(monday, index);
    monthDays.push(date.slice(5));
    days.push(date);
    if (date.slice(5) === '02-28' && !isLeap(Number(date.slice(0, 4)))) {
      monthDays.push('02-29');
      days.push(date);
    }
  }
  return { monthDays, days };
}

/** A series over `months` from rows keyed by month: a month without rows is 0. */
export function seriesOf<T extends { key: number }>(months: number[], rows: T[], value: (row: T) => number): MonthValue[] {
  const byMonth = new Map(rows.map((row) => [row.key, row]));
  return months.map((key) => {
    const row = byMonth.get(key);
    return { key, value: row ? value(row) : 0 };
  });
}
