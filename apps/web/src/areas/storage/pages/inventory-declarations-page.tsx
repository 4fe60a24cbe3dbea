import { allows, type InventoryDeclarationRow, Resource } from '@kg/contracts';
import { Button, InputNumber } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, type ResponsiveColumns, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { euro } from '../components/decimal-text';
import { WarehouseFilter } from '../components/report-filters';
import { useGetInventoryDeclarationsQuery } from '../references-api';

export const REGISTER = '/storage/references/stock-inventory-register';
const PAGE_SIZE = 20;
const SORTABLE = ['declarationDate', 'number'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** /storage/references/stock-inventory-register: the inventory declarations (docs/storage.md "Inventory declarations"). */
export default function InventoryDeclarationsPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const year = Number(params.get('year')) || undefined;
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const access = useGetUserDataQuery().data?.access ?? [];
  const list = useGetInventoryDeclarationsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(year ? { year } : {}),
    ...(warehouseId ? { warehouseId } : {}),
  });
  const columns: ResponsiveColumns<InventoryDeclarationRow> = [
    {
      title: 'Номер',
      key: 'number',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_v, row) => (
        <Link to={`${REGISTER}/${row.id}`}>
          Инвентаризация № {row.number}/{row.year}
        </Link>
      ),
    },
    {
      title: 'Дата',
      key: 'declarationDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'declarationDate'),
      render: (_v, row) => formatDate(row.declarationDate),
    },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName' },
    { title: 'Продукти', key: 'lines', dataIndex: 'lineCount', align: 'right' },
    { title: 'Излишъци', key: 'surplus', align: 'right', render: (_v, row) => euro(row.surplusValue) },
    { title: 'Липси', key: 'shortage', align: 'right', render: (_v, row) => euro(row.shortageValue) },
  ];
  return (
    <ListPage<InventoryDeclarationRow, SortColumn>
      title="Инвентаризации"
      actions={
        allows(access, Resource.Inventory, 'create') ? (
          <Link to={`${REGISTER}/create`}>
            <Button type="primary">Нова инвентаризация</Button>
          </Link>
        ) : undefined
      }
      filters={
        <>
          <InputNumber
            aria-label="Година"
            placeholder="Година"
            min={2000}
            max={2100}
            value={year}
            onChange={(value) => update({ year: value ?? undefined })}
            style={{ width: 120 }}
          />
          <WarehouseFilter value={warehouseId} onChange={(id) => update({ warehouse: id })} />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма инвентаризации."
    />
  );
}
