import { DaysOffType } from '@kg/contracts';

/**
 * Bulgarian official holidays (Labour Code, art. 154) and Orthodox Easter; pure date arithmetic on "YYYY-MM-DD"
 * strings in UTC (a calendar day has no time zone). Rules and sources: docs/days-off.md.
 */

export interface Holiday {
  fromDate: string;
  toDate: string;
  name: string;
  type: DaysOffType;
}

const DAY_MS = 86_400_000;

export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseIsoDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return toIsoDay(new Date(parseIsoDay(day).getTime() + days * DAY_MS));
}

/** The days from one date to another, inclusive, 'YYYY-MM-DD'. */
export function daysBetween(fromDate: string, toDate: string): string[] {
  const days: string[] = [];
  for (let day = fromDate; day <= toDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days of a month (1–12), 'YYYY-MM-DD'. */
export function daysOfMonth(year: number, month: number): string[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return daysBetween(first, addDays(`${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1));
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = parseIsoDay(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * Orthodox Easter Sunday (Gregorian date) of a year between 1900 and 2099: Meeus's Julian-calendar algorithm, then
 * +13 days, the Julian-Gregorian difference in that span.
 */
export function orthodoxEaster(year: number): string {
  if (!Number.isInteger(year) || year < 1900 || year > 2099) throw new RangeError(`Unsupported year ${year}`);
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return toIsoDay(new Date(Date.UTC(year, month - 1, day + 13)));
}

const pad = (value: number): string => String(value).padStart(2, '0');
const on = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;

/** The fixed-date holidays of art. 154(1), which art. 154(2) moves to the next working day when on a weekend. */
const fixed: { month: number; day: number; toDay?: number; name: string; short: string }[] = [
  { month: 1, day: 1, name: 'Нова година', short: '1 януари' },
  { month: 3, day: 3, name: 'Ден на Освобождението на България от османско иго', short: '3 март' },
  { month: 5, day: 1, name: 'Ден на труда и на международната работническа солидарност', short: '1 май' },
  { month: 5, day: 6, name: 'Гергьовден, Ден на храбростта и Българската армия', short: '6 май' },
  {
    month: 5,
    day: 24,
    name: 'Ден на светите братя Кирил и Методий, на българската азбука, просвета и култура и на славянската книжовност',
    short: '24 май',
  },
  { month: 9, day: 6, name: 'Ден на Съединението', short: '6 септември' },
  { month: 9, day: 22, name: 'Ден на Независимостта на България', short: '22 септември' },
  { month: 12, day: 24, toDay: 26, name: 'Бъдни вечер и Рождество Христово', short: '24 – 26 декември' },
];

/** The official holidays of a calendar year, with the days off that art. 154(2) adds for those on a weekend. */
export function officialHolidays(year: number): Holiday[] {
  const easter = orthodoxEaster(year);
  const holidays: Holiday[] = [
    { fromDate: addDays(easter, -2), toDate: addDays(easter, 1), name: 'Великден', type: DaysOffType.DayOff },
  ];
  for (const item of fixed) {
    holidays.push({
      fromDate: on(year, item.month, item.day),
      toDate: on(year, item.month, item.toDay ?? item.day),
      name: item.name,
      type: DaysOffType.DayOff,
    });
  }
  const off = new Set<string>();
  for (const holiday of holidays) for (let day = holiday.fromDate; day <= holiday.toDate; day = addDays(day, 1)) off.add(day);
  const moved: Holiday[] = [];
  for (const item of fixed) {
    const from = on(year, item.month, item.day);
    const to = on(year, item.month, item.toDay ?? item.day);
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (!isWeekend(day)) continue;
      let next = addDays(to, 1);
      while (isWeekend(next) || off.has(next)) next = addDays(next, 1);
      off.add(next);
      moved.push({
        fromDate: next,
        toDate: next,
        name: `Почивен ден вместо ${item.short} (чл. 154, ал. 2 от Кодекса на труда)`,
        type: DaysOffType.DayOff,
      });
    }
  }
  return [...holidays, ...moved].sort((x, y) => x.fromDate.localeCompare(y.fromDate));
}

/** The first and last day of a school year starting in `startYear`: 1 September to 31 August. */
export function schoolYearSpan(startYear: number): { fromDate: string; toDate: string } {
  return { fromDate: on(startYear, 9, 1), toDate: on(startYear + 1, 8, 31) };
}

/** The official holidays that start in the school year starting in `startYear`. */
export function schoolYearHolidays(startYear: number): Holiday[] {
  const span = schoolYearSpan(startYear);
  return [...officialHolidays(startYear), ...officialHolidays(startYear + 1)].filter(
    (holiday) => holiday.fromDate >= span.fromDate && holiday.fromDate <= span.toDate,
  );
}
