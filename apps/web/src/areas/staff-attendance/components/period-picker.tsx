import { DatePicker } from 'antd';
import { DATE_FORMAT, type dayjs } from '../../../shared/dates/dates';

/** From–to dates of a reference (DD.MM.YYYY). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: [dayjs.Dayjs, dayjs.Dayjs];
  onChange: (from: dayjs.Dayjs, to: dayjs.Dayjs) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="Период"
      value={value}
      format={DATE_FORMAT}
      allowClear={false}
      onChange={(range) => range?.[0] && range[1] && onChange(range[0], range[1])}
    />
  );
}
