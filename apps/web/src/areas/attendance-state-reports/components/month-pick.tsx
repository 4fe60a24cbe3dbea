import type { StateReportMonth } from '@kg/contracts';
import { DatePicker } from 'antd';
import { useSearchParams } from 'react-router';
import { dayjs } from '../../../shared/dates/dates';

const whole = (value: string | null, min: number, max: number): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/**
 * The report's month in the URL (?month=&year=), the previous month by default (a monthly report is made after the
 * month ends), and other picks the page keeps there (`classId`).
 */
export function useReportMonth() {
  const [params, setParams] = useSearchParams();
  const previous = dayjs().subtract(1, 'month');
  const month: StateReportMonth = {
    month: whole(params.get('month'), 1, 12) ?? previous.month() + 1,
    year: whole(params.get('year'), 2000, 2100) ?? previous.year(),
  };
  const classId = whole(params.get('classId'), 1, 2_147_483_647);
  const update = (changes: Partial<StateReportMonth> & { classId?: number | null }): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...month, classId, ...changes })) {
      if (value === undefined || value === null) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return { month, classId, update };
}

/** A month picker shown as "Октомври 2026". */
export function MonthPick({ value, onChange }: { value: StateReportMonth; onChange: (month: StateReportMonth) => void }) {
  return (
    <DatePicker
      picker="month"
      aria-label="Месец"
      allowClear={false}
      format="MMMM YYYY"
      value={dayjs(new Date(value.year, value.month - 1, 1))}
      onChange={(day) => day && onChange({ month: day.month() + 1, year: day.year() })}
    />
  );
}
