import { Select } from 'antd';
import { sofiaToday } from '../../../shared/dates/dates';
import { useGetWarehouseLookupQuery } from '../api';

/**
 * A report's period from the URL (`from`, `to` as YYYY-MM-DD; DD.MM.YYYY on screen): the current month up to today
 * when the URL has none.
 */
export function reportPeriod(params: URLSearchParams): { fromDate: string; toDate: string } {
  const today = sofiaToday();
  return {
    fromDate: params.get('from') ?? today.startOf('month').format('YYYY-MM-DD'),
    toDate: params.get('to') ?? today.format('YYYY-MM-DD'),
  };
}

interface WarehouseFilterProps {
  value: number | undefined;
  onChange: (warehouseId: number | undefined) => void;
  /** Whether „all warehouses“ is allowed (cleared). */
  required?: boolean;
}

/** A report's „Склад“ filter: the kindergarten's warehouses (all when cleared, unless required). */
export function WarehouseFilter({ value, onChange, required }: WarehouseFilterProps) {
  const warehouses = useGetWarehouseLookupQuery();
  return (
    <Select
      aria-label="Склад"
      placeholder={required ? 'Изберете склад' : 'Всички складове'}
      allowClear={!required}
      value={value}
      loading={warehouses.isFetching}
      options={(warehouses.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      onChange={(id?: number) => onChange(id)}
      style={{ width: 220, maxWidth: '100%' }}
    />
  );
}
