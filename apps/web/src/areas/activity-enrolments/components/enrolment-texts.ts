import { formatDate } from '../../../shared/dates/dates';

/** "12.50" → "12,50 %" (the Bulgarian decimal comma). */
export const percentText = (percent: string | null): string =>
  percent === null ? '' : `${Number(percent).toFixed(2).replace('.', ',')} %`;

/** An enrolment's dates as a person reads them: "от 01.10.2026" or "01.10.2026 – 31.10.2026". */
export const periodText = (fromDate: string, toDate: string | null): string =>
  toDate ? `${formatDate(fromDate)} – ${formatDate(toDate)}` : `от ${formatDate(fromDate)}`;

/** "Ана Петрова", "Ана Петрова и Борис Колев", "Ана Петрова и още 2 деца". */
export function childrenText(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' и ');
  return `${names[0]} и още ${names.length - 1} деца`;
}
