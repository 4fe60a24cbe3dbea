import { useSearchParams } from 'react-router';
import { dayjs } from '../../../shared/dates/dates';

/** The month a page shows, kept in the URL as ?month=YYYY-MM (this month by default). */
export function useMonthState() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const value = raw && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? dayjs(`${raw}-01`) : dayjs().startOf('month');
  return {
    value,
    month: value.month() + 1,
    year: value.year(),
    setMonth: (next: dayjs.Dayjs) =>
      setParams(
        (current) => {
          current.set('month', next.format('YYYY-MM'));
          return current;
        },
        { replace: true },
      ),
  };
}

/** "05" → day of the month with its weekday initial, for a grid's column header. */
export const weekdayInitial = (day: string): string => ['Нд', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'][dayjs(day).day()]!;
