import type { Dayjs } from 'dayjs';
import { dayjs, formatDate } from '../../../shared/dates/dates';

/** The Monday of the week holding `day` (weeks start on Monday), as YYYY-MM-DD. */
export function mondayOf(day: Dayjs | string): string {
  const date = dayjs(day);
  return date.subtract((date.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

export const addWeeks = (monday: string, weeks: number): string =>
  dayjs(monday)
    .add(weeks * 7, 'day')
    .format('YYYY-MM-DD');

/** "30.11.2026 – 04.12.2026": the working days of the week of `monday`. */
export const weekLabel = (monday: string): string => `${formatDate(monday)} – ${formatDate(dayjs(monday).add(4, 'day'))}`;
