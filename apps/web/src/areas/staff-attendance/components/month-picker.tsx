import { DatePicker } from 'antd';
import type { dayjs } from '../../../shared/dates/dates';

/** A month chooser ("октомври 2026"). */
export function MonthPicker({ value, onChange }: { value: dayjs.Dayjs; onChange: (month: dayjs.Dayjs) => void }) {
  return (
    <DatePicker
      picker="month"
      aria-label="Месец"
      value={value}
      format="MMMM YYYY"
      allowClear={false}
      onChange={(next) => next && onChange(next)}
    />
  );
}
