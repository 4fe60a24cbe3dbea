/**
 * How values read in a Bulgarian document: days as DD.MM.YYYY, moments in Europe/Sofia as "DD.MM.YYYY H:mm",
 * decimals with a comma, yes/no as "Да"/"Не". Money arrives as decimal strings or integer cents, never floats.
 */

export const SOFIA_TIME_ZONE = 'Europe/Sofia';

/** A calendar day as the database hands it over ('YYYY-MM-DD'), or a moment whose Sofia day is meant. */
export type DayValue = string | Date;

const sofiaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SOFIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of a moment in Sofia. */
export function sofiaClock(moment: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts: Record<string, number> = {};
  for (const part of sofiaParts.formatToParts(moment)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (value: number): string => String(value).padStart(2, '0');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a value as [year, month, day]. */
export function dayParts(value: DayValue): [number, number, number] {
  if (value instanceof Date) {
    const clock = sofiaClock(value);
    return [clock.year, clock.month, clock.day];
  }
  const match = ISO_DAY.exec(value.slice(0, 10));
  if (!match) throw new Error(`Not a calendar day: ${value}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** 2026-11-21 → "21.11.2026"; empty for a missing value. */
export function bgDate(value: DayValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const [year, month, day] = dayParts(value);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** A moment as a person in Bulgaria reads it: "21.11.2026 9:05" (Europe/Sofia, summer time included). */
export function bgDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = sofiaClock(value instanceof Date ? value : new Date(value));
  return `${pad(clock.day)}.${pad(clock.month)}.${clock.year} ${clock.hour}:${pad(clock.minute)}`;
}

/** Today in Sofia as 'YYYY-MM-DD' (file names, "as of" lines). */
export function sofiaToday(now: Date = new Date()): string {
  const clock = sofiaClock(now);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Integer cents as a decimal string: 123456 → "1234.56", -5 → "-0.05". */
export function fromCents(cents: number | bigint): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** Checks a decimal string ("1234.5", "-0.05") and returns its parts. */
export function decimalParts(value: string): { negative: boolean; whole: string; fraction: string } {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a decimal: ${value}`);
  return { negative: match[1] === '-', whole: match[2]!, fraction: match[3] ?? '' };
}

/**
 * A decimal string in Bulgarian notation with `places` decimals, rounded half away from zero on the digits
 * themselves (no float on the way): "1234.5" → "1 234,50".
 */
export function bgDecimal(value: string | null | undefined, places = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const { negative, whole, fraction } = decimalParts(value);
  let digits = BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
  if (fraction.length > places && Number(fraction[places]) >= 5) digits += 1n;
  const text = digits.toString().padStart(places + 1, '0');
  const integer = text.slice(0, text.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const decimals = places ? `,${text.slice(text.length - places)}` : '';
  return `${negative && digits !== 0n ? '-' : ''}${integer}${decimals}`;
}

/** true → "Да", false → "Не", missing → "". */
export function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value ? 'Да' : 'Не';
}
