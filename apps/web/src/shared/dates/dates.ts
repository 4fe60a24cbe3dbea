import dayjs, { type ConfigType } from 'dayjs';
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

export { dayjs };
