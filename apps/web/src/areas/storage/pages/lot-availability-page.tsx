import { type LotAvailabilityRow, LotExpiryState, lotExpiryStateLabels, productUnitSymbols } from '@kg/contracts';
import { Checkbox, DatePicker, InputNumber, Tag } from 'antd';
import { DATE_FORMAT, dayjs, formatDate, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, type ResponsiveColumns, SearchFilter, sortOrderOf, useUrlListState } from '../../../shared/list';
import { bgNumber, euro } from '../components/decimal-text';
import { WarehouseFilter } from '../components/report-filters';
import { useGetLotAvailabilityQuery } from '../references-api';

const PAGE_SIZE = 50;
const SORTABLE = ['product', 'expiryDate', 'warehouse'] as const;
type SortColumn = (typeof SORTABLE)[number];

const expiryTag = (row: LotAvailabilityRow) =>
  row.expiryState === null ? null : (
    <Tag color={row.expiryState === LotExpiryState.Expired ? 'red' : 'orange'}>{lotExpiryStateLabels[row.expiryState]}</Tag>
  );

/**
 * /storage/references/stock-availability: the stock per warehouse, product and lot on a date — batch, expiry, received
 * on, supplier, quantity and value — with the expired lots and those expiring within N days flagged (docs/storage.md
 * "Stock availability detailed").
 */
export default function LotAvailabilityPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const date = params.get('date') ?? toApiDate(sofiaToday());
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const search = params.get('search') ?? '';
  const days = params.get('days') === null ? 7 : Number(params.get('days'));
  const onlyWarnings = params.get('warnings') === 'true';
  const list = useGetLotAvailabilityQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    date,
    expiringWithinDays: days,
    ...(warehouseId ? { warehouseId } : {}),
    ...(search ? { search } : {}),
    ...(onlyWarnings ? { onlyWarnings: true } : {}),
  });
  const columns: ResponsiveColumns<LotAvailabilityRow> = [
    { title: 'Продукт', key: 'product', dataIndex: 'productName', sorter: true, sortOrder: sortOrderOf(paging, 'product') },
    { title: 'Срок', key: 'state', mobile: 'tag', render: (_v, row) => expiryTag(row) ?? '—' },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName', sorter: true, sortOrder: sortOrderOf(paging, 'warehouse') },
    { title: 'Партида', key: 'batch', render: (_v, row) => row.batchNumber ?? '—' },
    {
      title: 'Годен до',
      key: 'expiryDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'expiryDate'),
      render: (_v, row) => (row.expiryDate ? formatDate(row.expiryDate) : '—'),
    },
    { title: 'Заприходена на', key: 'received', render: (_v, row) => formatDate(row.receivedOn) },
    { title: 'Доставчик', key: 'supplier', render: (_v, row) => row.supplierName ?? 'Излишък от инвентаризация' },
    {
      title: 'Количество',
      key: 'quantity',
      align: 'right',
      render: (_v, row) => `${bgNumber(row.quantity, 3)} ${productUnitSymbols[row.unit]}`,
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, row) => euro(row.value) },
  ];
  return (
    <ListPage<LotAvailabilityRow, SortColumn>
      title="Наличност по партиди"
      filters={
        <>
          <DatePicker
            aria-label="Към дата"
            format={DATE_FORMAT}
            allowClear={false}
            value={dayjs(date)}
            onChange={(day) => update({ date: day ? toApiDate(day) : undefined })}
          />
          <WarehouseFilter value={warehouseId} onChange={(id) => update({ warehouse: id })} />
          <SearchFilter label="Търсене на продукт" value={search} onSearch={(value) => update({ search: value })} />
          <InputNumber
            aria-label="Изтича до (дни)"
            prefix="Изтича до"
            suffix="дни"
            min={0}
            max={365}
            value={days}
            onChange={(value) => update({ days: value ?? undefined })}
            style={{ width: 200 }}
          />
          <Checkbox checked={onlyWarnings} onChange={(event) => update({ warnings: event.target.checked ? 'true' : undefined })}>
            Само с изтекъл или изтичащ срок
          </Checkbox>
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма наличност по избраните критерии."
      rowKey="lotId"
    />
  );
}
