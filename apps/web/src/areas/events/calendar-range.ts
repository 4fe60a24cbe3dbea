import type { EventRow } from '@kg/contracts';
import { dayjs } from '../../shared/dates/dates';
import type { Dayjs } from 'dayjs';

export type CalendarView = 'month' | 'week' | 'day';
export const calendarViews: readonly CalendarView[] = ['month', 'week', 'day'];

const API_DAY = 'YYYY-MM-DD';

/** The Monday of a day's week (spec 1 §9: the week starts on Monday), whatever the locale says. */
export function mondayOf(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

/** The days a view shows: the six weeks of the month grid, the seven days from Monday, or the one day. */
export function daysOf(view: CalendarView, day: Dayjs): Dayjs[] {
  const first = view === 'month' ? mondayOf(day.startOf('month')) : view === 'week' ? mondayOf(day) : day.startOf('day');
  const count = view === 'month' ? 42 : view === 'week' ? 7 : 1;
  return Array.from({ length: count }, (_, index) => first.add(index, 'day'));
}

/** The query range of a view ('YYYY-MM-DD', both inclusive). */
export function rangeOf(view: CalendarView, day: Dayjs): { fromDate: string; toDate: string } {
  const days = daysOf(view, day);
  return { fromDate: days[0]!.format(API_DAY), toDate: days[days.length - 1]!.format(API_DAY) };
}

/** An event's first and last day as the reader's calendar shows them. */
export function eventDays(event: Pick<EventRow, 'fromDate' | 'toDate'>): [Dayjs, Dayjs] {
  return [dayjs(event.fromDate).startOf('day'), dayjs(event.toDate).startOf('day')];
}

/** The events on a day, in the order the API gives them (by start). */
export function eventsOn(events: readonly EventRow[], day: Dayjs): EventRow[] {
  return events.filter((event) => {
    const [from, to] = eventDays(event);
    return !day.isBefore(from) && !day.isAfter(to);
  });
}

/** "9:30" for a timed event starting that day, nothing for an all-day one or a continuing one. */
export function startTimeOn(event: EventRow, day: Dayjs): string {
  if (event.allDay) return '';
  const start = dayjs(event.fromDate);
  return start.isSame(day, 'day') ? start.format('H:mm') : '';
}

/** The period of an event as the drawer shows it: 18.12.2026 or 30.11.2026 17:30 – 21:30. */
export function periodOf(event: Pick<EventRow, 'fromDate' | 'toDate' | 'allDay'>): string {
  const from = dayjs(event.fromDate);
  const to = dayjs(event.toDate);
  if (event.allDay) {
    return from.isSame(to, 'day')
      ? `${from.format('DD.MM.YYYY')} (цял ден)`
      : `${from.format('DD.MM.YYYY')} – ${to.format('DD.MM.YYYY')}`;
  }
  const end = from.isSame(to, 'day') ? to.format('HH:mm') : to.format('DD.MM.YYYY HH:mm');
  return `${from.format('DD.MM.YYYY HH:mm')} – ${end}`;
}
