import type { ListChanges } from '../../../shared/list';
import type { StorageLookupRow } from '@kg/contracts';
import { Select } from 'antd';
import { sofiaToday } from '../../../shared/dates/dates';

/** The tag colour of a document's state: 1 saved (blue), 2 completed (green). */
export const stateColor = (state: number): string => (state === 2 ? 'green' : 'blue');

/** The years a filter offers: this year and the four before it, newest first. */
export function recentYears(): number[] {
  const year = sofiaToday().year();
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

interface OutflowFiltersProps {
  warehouses: StorageLookupRow[];
  warehouseId: number | undefined;
  states: { value: number; label: string }[];
  state: number | undefined;
  year: number | undefined;
  onChange: (changes: ListChanges) => void;
}

/** The filters of the stock requests' and the scrappings' lists: warehouse, state and year (kept in the URL). */
export function OutflowFilters({ warehouses, warehouseId, states, state, year, onChange }: OutflowFiltersProps) {
  return (
    <>
      <Select
        aria-label="Склад"
        placeholder="Всички складове"
        allowClear
        value={warehouseId}
        options={warehouses.map((row) => ({ value: row.id, label: row.name }))}
        onChange={(value?: number) => onChange({ warehouse: value })}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <Select
        aria-label="Състояние"
        placeholder="Всички състояния"
        allowClear
        value={state}
        options={states}
        onChange={(value?: number) => onChange({ state: value })}
        style={{ width: 180, maxWidth: '100%' }}
      />
      <Select
        aria-label="Година"
        placeholder="Всички години"
        allowClear
        value={year}
        options={recentYears().map((value) => ({ value, label: String(value) }))}
        onChange={(value?: number) => onChange({ year: value })}
        style={{ width: 140, maxWidth: '100%' }}
      />
    </>
  );
}
