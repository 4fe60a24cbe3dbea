import { allows, type ManufacturerRow, Resource } from '@kg/contracts';
import { App } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteManufacturerMutation, useGetManufacturersQuery } from '../api';
import { PAGE_SIZE, RegisterList } from '../components/register-list';

const BASE = '/storage/manufacturers';
const SORTABLE = ['name'] as const;

/** /storage/manufacturers: the producers named on the lots received (docs/storage.md). */
export default function ManufacturersPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const search = params.get('search') ?? '';
  const list = useGetManufacturersQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [remove] = useDeleteManufacturerMutation();
  const { message } = App.useApp();
  const canDelete = allows(access, Resource.Manufacturers, 'delete');
  const deleteButton = (row: ManufacturerRow) =>
    canDelete ? (
      <ConfirmDeleteButton
        title="Изтриване на производител"
        description={`Да се изтрие ли „${row.name}“?`}
        onConfirm={async () => {
          const result = await remove(row.id);
          if (result.error) void message.error(errorMessage(result.error));
          else void message.success('Производителят е изтрит.');
        }}
      />
    ) : null;
  const name = (row: ManufacturerRow) => <Link to={`${BASE}/${row.id}`}>{row.name}</Link>;
  return (
    <RegisterList<ManufacturerRow, (typeof SORTABLE)[number]>
      title="Производители"
      base={BASE}
      canCreate={allows(access, Resource.Manufacturers, 'create')}
      createLabel="Нов производител"
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
        { title: 'Държава', key: 'country', render: (_v, row) => row.country ?? '—' },
        { title: 'Бележка', key: 'note', render: (_v, row) => row.note ?? '' },
        { title: 'Действия', key: 'actions', render: (_v, row) => deleteButton(row) },
      ]}
      paging={paging}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма производители."
    />
  );
}
