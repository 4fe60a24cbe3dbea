import { allows, Resource, type WarehouseRow } from '@kg/contracts';
import { App } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteWarehouseMutation, useGetWarehousesQuery } from '../api';
import { PAGE_SIZE, RegisterList } from '../components/register-list';

const BASE = '/storage/warehouses';
const SORTABLE = ['name', 'responsible'] as const;

/** /storage/warehouses: the kindergarten's warehouses with their responsible person (docs/storage.md). */
export default function WarehousesPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const search = params.get('search') ?? '';
  const list = useGetWarehousesQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [remove] = useDeleteWarehouseMutation();
  const { message } = App.useApp();
  const canDelete = allows(access, Resource.Warehouses, 'delete');
  const deleteButton = (row: WarehouseRow) =>
    canDelete ? (
      <ConfirmDeleteButton
        title="Изтриване на склад"
        description={`Да се изтрие ли „${row.name}“?`}
        onConfirm={async () => {
          const result = await remove(row.id);
          if (result.error) void message.error(errorMessage(result.error));
          else void message.success('Складът е изтрит.');
        }}
      />
    ) : null;
  const name = (row: WarehouseRow) => <Link to={`${BASE}/${row.id}`}>{row.name}</Link>;
  return (
    <RegisterList<WarehouseRow, (typeof SORTABLE)[number]>
      title="Складове"
      base={BASE}
      canCreate={allows(access, Resource.Warehouses, 'create')}
      createLabel="Нов склад"
      searchLabel="Търсене по наименование"
      search={search}
      onSearch={(value) => update({ search: value })}
      list={list}
      columns={[
        {
          title: 'Наименование',
          key: 'name',
          sorter: true,
          sortOrder: sortOrderOf(paging, 'name'),
          render: (_v, row) => name(row),
        },
        {
          title: 'Отговорно лице',
          key: 'responsible',
          sorter: true,
          sortOrder: sortOrderOf(paging, 'responsible'),
          render: (_v, row) => row.responsibleName ?? '—',
        },
        { title: 'Бележка', key: 'note', render: (_v, row) => row.note ?? '' },
        { title: 'Действия', key: 'actions', render: (_v, row) => deleteButton(row) },
      ]}
      paging={paging}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма складове."
    />
  );
}
