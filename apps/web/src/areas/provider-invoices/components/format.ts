import { type Month, monthLabels, todayInBulgaria } from '@kg/contracts';

/** "Октомври 2026" */
export const periodLabel = (year: number, month: number): string => `${monthLabels[month as Month]} ${year}`;

/** The months a protocol is made for: this month and the eleven before it, the newest first. */
export function recentMonths(today: string = todayInBulgaria()): { value: string; label: string; year: number; month: number }[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months = [];
  for (let index = 0; index < 12; index++) {
    months.push({ value: `${year}-${month}`, label: periodLabel(year, month), year, month });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The years the filters offer: this one and the four before it. */
export const recentYears = (today: string = todayInBulgaria()): number[] =>
  Array.from({ length: 5 }, (_, index) => Number(today.slice(0, 4)) - index);

/** A positive whole number from the URL, or undefined. */
export const whole = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};
