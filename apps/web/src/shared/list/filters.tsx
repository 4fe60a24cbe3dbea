import { DatePicker, Input, Select } from 'antd';
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

interface SearchFilterProps {
  /** The field's name and placeholder, e.g. „Търсене по наименование“. */
  label: string;
  value: string | undefined;
  onSearch: (search: string) => void;
  width?: number;
}

/** A list's text search: applied on Enter or the search button, trimmed; clearable. */
export function SearchFilter({ label, value, onSearch, width = 260 }: SearchFilterProps) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      defaultValue={value}
      onSearch={(search) => onSearch(search.trim())}
      style={{ width, maxWidth: '100%' }}
    />
  );
}

interface SelectFilterProps<V extends string | number> {
  label: string;
  /** What the empty select says (the label when not given). */
  placeholder?: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  width?: number;
  /** Typing filters the options by their label. */
  searchable?: boolean;
}

/** A list's choice of one value (or none), no wider than the screen. */
export function SelectFilter<V extends string | number>(props: SelectFilterProps<V>) {
  const { label, placeholder, value, options, onChange, width = 220, searchable } = props;
  return (
    <Select<V>
      aria-label={label}
      placeholder={placeholder ?? label}
      allowClear
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      value={value}
      options={options as { value: V; label: string }[]}
      onChange={(next?: V) => onChange(next)}
      style={{ width, maxWidth: '100%' }}
    />
  );
}
