import { allows, type MealCalculationRow, Resource } from '@kg/contracts';
import { Button, Input, Tag, type TableProps } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { euro } from '../../storage/components/decimal-text';
import { useGetMealCalculationsQuery } from '../api';

const BASE = '/storage/calculations';
const PAGE_SIZE = 20;
const SORTABLE = ['date'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** /storage/calculations: the daily meal calculations, newest first, filtered by month (`?month=YYYY-MM`). */
export default function CalculationsPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : undefined;
  const list = useGetMealCalculationsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(month ? { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) } : {}),
  });
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.MealCalculations, 'create');
  const columns: TableProps<MealCalculationRow>['columns'] = [
    {
      title: 'Дата',
      key: 'date',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'date'),
      render: (_v, row) => <Link to={`${BASE}/${row.id}`}>{`Калкулация за ${formatDate(row.forDate)}`}</Link>,
    },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName', responsive: ['md'] },
    { title: 'Деца', key: 'children', dataIndex: 'childrenFed', align: 'right' },
    { title: 'Персонал', key: 'staff', dataIndex: 'staffFed', align: 'right' },
    {
      title: 'Стойност',
      key: 'total',
      align: 'right',
      render: (_v, row) => (
        <>
          {euro(row.total)} {row.unpriced > 0 && <Tag color="orange">{`без цена: ${row.unpriced}`}</Tag>}
        </>
      ),
    },
    {
      title: 'Порционна книга',
      key: 'book',
      responsive: ['sm'],
      render: (_v, row) => (row.portionBookNumber === null ? '—' : `№ ${row.portionBookNumber}`),
    },
  ];
  return (
    <ListPage<MealCalculationRow, SortColumn>
      title="Калкулации за храна"
      actions={
        canCreate ? (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Нова калкулация</Button>
          </Link>
        ) : undefined
      }
      filters={
        <Input
          type="month"
          aria-label="Месец"
          value={month ?? ''}
          onChange={(event) => update({ month: event.target.value || undefined })}
          style={{ width: 200, maxWidth: '100%' }}
        />
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма калкулации за избрания месец."
    />
  );
}
