import { DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs, toApiDate } from '../dates/dates';

/** A group of the selected school year as the lists offer it (GET Students/grouped gives them with their children). */
export interface GroupOption {
  classId: number | null;
  className: string;
}

interface GroupFilterProps {
  groups: readonly GroupOption[] | undefined;
  loading?: boolean;
  value: number | undefined;
  onChange: (classId: number | undefined) => void;
}

/** A list's „Група“ filter: the groups of the selected school year, clearable. */
export function GroupFilter({ groups, loading, value, onChange }: GroupFilterProps) {
  return (
    <Select
      aria-label="Група"
      placeholder="Група"
      allowClear
      value={value}
      loading={loading}
      options={(groups ?? [])
        .filter((group) => group.classId !== null)
        .map((group) => ({ value: group.classId!, label: group.className }))}
      onChange={(classId?: number) => onChange(classId)}
      style={{ width: 200 }}
    />
  );
}

interface DateRangeFilterProps {
  /** 'YYYY-MM-DD' or undefined. */
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}

/** A list's „Период“ filter: both days or none, as 'YYYY-MM-DD' for the query (DD.MM.YYYY on screen). */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const value: [Dayjs, Dayjs] | null = from && to ? [dayjs(from), dayjs(to)] : null;
  return (
    <DatePicker.RangePicker
      aria-label="Период"
      format={DATE_FORMAT}
      value={value}
      onChange={(days) =>
        onChange({ from: days?.[0] ? toApiDate(days[0]) : undefined, to: days?.[1] ? toApiDate(days[1]) : undefined })
      }
    />
  );
}
