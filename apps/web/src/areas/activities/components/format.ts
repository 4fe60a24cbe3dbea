import type { ActivityScheduleSlot } from '@kg/contracts';
import { DayOfWeek } from '@kg/contracts/enums';
import { formatDate } from '../../../shared/dates/dates';

const SHORT_DAYS: Record<DayOfWeek, string> = {
  [DayOfWeek.Monday]: 'Пн',
  [DayOfWeek.Tuesday]: 'Вт',
  [DayOfWeek.Wednesday]: 'Ср',
  [DayOfWeek.Thursday]: 'Чт',
  [DayOfWeek.Friday]: 'Пт',
  [DayOfWeek.Saturday]: 'Сб',
  [DayOfWeek.Sunday]: 'Нд',
};

/** The weekly hours in one line: "Вт 16:00–16:45, Чт 16:00–16:45". */
export const scheduleText = (schedule: readonly ActivityScheduleSlot[]): string =>
  schedule.map((slot) => `${SHORT_DAYS[slot.dayOfWeek]} ${slot.startsAt}–${slot.endsAt}`).join(', ');

/** "от 15.09.2026" or "15.09.2026 – 30.06.2027". */
export const periodText = (from: string, to: string | null): string =>
  to ? `${formatDate(from)} – ${formatDate(to)}` : `от ${formatDate(from)}`;
