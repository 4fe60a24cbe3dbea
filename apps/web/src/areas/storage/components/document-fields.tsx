import { DatePicker, Form, Select } from 'antd';
import { DATE_FORMAT } from '../../../shared/dates/dates';
import { useGetSupplierLookupQuery, useGetWarehouseLookupQuery } from '../api';

/** The header fields every storage document has, side by side in a wrapping row: its day and its warehouse. */

/** The document's day (`name`: requestDate, receiptDate…), required, never cleared. */
export function DocumentDayField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: 'Изберете дата.' }]} style={{ flex: '1 1 150px' }}>
      <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The document's warehouse, chosen among the kindergarten's. */
export function WarehouseField() {
  const warehouses = useGetWarehouseLookupQuery();
  return (
    <Form.Item
      name="warehouseId"
      label="Склад"
      rules={[{ required: true, message: 'Изберете склад.' }]}
      style={{ flex: '1 1 200px' }}
    >
      <Select aria-label="Склад" options={(warehouses.data ?? []).map((row) => ({ value: row.id, label: row.name }))} />
    </Form.Item>
  );
}

/** The document's supplier, found by name among the kindergarten's. */
export function SupplierField() {
  const suppliers = useGetSupplierLookupQuery();
  return (
    <Form.Item
      name="supplierId"
      label="Доставчик"
      rules={[{ required: true, message: 'Изберете доставчик.' }]}
      style={{ flex: '1 1 240px' }}
    >
      <Select
        aria-label="Доставчик"
        showSearch={{ optionFilterProp: 'label' }}
        options={(suppliers.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      />
    </Form.Item>
  );
}
