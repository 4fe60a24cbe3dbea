import type { SchoolMonths, SchoolWeek, SchoolWeeks } from '@kg/contracts';

/**
 * The weeks and months of a school year (GET /api/weeks, /api/months). Pure: days are 'YYYY-MM-DD' strings (calendar
 * days have no time zone), computed with UTC dates so no server time zone or summer time can shift them; "today"
 * comes in from the caller as the Europe/Sofia calendar day. Rules in docs/geography.md.
 */

const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
const onScreen = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The calendar day in Europe/Sofia of a moment (what a person in Bulgaria calls "today"). */
export function sofiaDay(moment: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}

/** 1 Monday … 7 Sunday. */
const isoWeekday = (time: number): number => ((new Date(time).getUTCDay() + 6) % 7) + 1;

/**
 * The Monday-to-Sunday weeks of a school year, cut to its first and last day. A first piece that holds only a
 * Saturday and/or Sunday (a year starting on a weekend) is not a week of the school year.
 * `selected`: the week holding today, else the first.
 */
export function schoolWeeks(fromDate: string, toDate: string, today: string): SchoolWeeks {
  const first = toTime(fromDate);
  const last = toTime(toDate);
  const weeks: SchoolWeek[] = [];
  let selected: number | null = null;
  const now = toTime(today);
  for (let monday = first - (isoWeekday(first) - 1) * DAY_MS; monday <= last; monday += 7 * DAY_MS) {
    const start = Math.max(monday, first);
    const end = Math.min(monday + 6 * DAY_MS, last);
    if (isoWeekday(start) > 5) continue; // only weekend days left in this piece
    const week: SchoolWeek = {
      id: weeks.length + 1,
      fromDate: toDay(start),
      toDate: toDay(end),
      name: `${onScreen(toDay(start))} – ${onScreen(toDay(end))}`,
    };
    weeks.push(week);
    if (now >= monday && now <= monday + 6 * DAY_MS) selected = week.id;
  }
  return { weeks, selected: selected ?? (weeks.length ? 1 : null) };
}

const monthNames = [
  'януари',
  'февруари',
  'март',
  'април',
  'май',
  'юни',
  'юли',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
];

/** The calendar months a school year touches, in order; `selected`: the current month, else the first (spec 2 §4). */
export function schoolMonths(fromDate: string, toDate: string, today: string): SchoolMonths {
  const startYear = Number(fromDate.slice(0, 4));
  const startMonth = Number(fromDate.slice(5, 7));
  const endIndex = Number(toDate.slice(0, 4)) * 12 + Number(toDate.slice(5, 7)) - 1;
  const todayIndex = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const months: SchoolMonths['months'] = [];
  for (let index = startYear * 12 + startMonth - 1; index <= endIndex; index++) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push({ year, month, name: `${monthNames[month - 1]} ${year}`, isCurrent: index === todayIndex });
  }
  const selected = months.find((month) => month.isCurrent) ?? months[0];
  return { year: startYear, months, selected: selected ? { year: selected.year, month: selected.month } : null };
}
