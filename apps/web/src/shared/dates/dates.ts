import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/bg';

/**
 * Dates as a person in Bulgaria reads them (spec 1 §9): day.month.year, weeks starting on Monday.
 * The Bulgarian dayjs locale starts weeks on Monday; antd's pickers use the same dayjs instance.
 */
dayjs.locale('bg');

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY H:mm';
/** Calendar days travel to and from the API as ISO dates (no time zone on a calendar day). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

function format(value: ConfigType | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** 2026-11-03 → "03.11.2026"; empty for a missing or invalid value. */
export const formatDate = (value: ConfigType | null | undefined): string => format(value, DATE_FORMAT);

/** A moment as "03.11.2026 9:05" (the message date format of spec 1 §9). */
export const formatDateTime = (value: ConfigType | null | undefined): string => format(value, DATE_TIME_FORMAT);

/** A calendar day for the API: "2026-11-03". */
export const toApiDate = (value: ConfigType): string => dayjs(value).format(API_DATE_FORMAT);

/** The kindergartens' time zone: "today" and the days of the calendar are Sofia's, whatever the browser's zone. */
export const SOFIA_TIME_ZONE = 'Europe/Sofia';

const sofiaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SOFIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Sofia at a moment (now by default), "2026-11-26": the same in every browser's time zone. */
export function sofiaDay(moment: Date | number = Date.now()): string {
  const parts = Object.fromEntries(sofiaParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in Sofia as a calendar day (the local midnight of Sofia's date, for dayjs arithmetic on days). */
export const sofiaToday = (): Dayjs => dayjs(sofiaDay());

export { dayjs };
