import { allows, Resource, type SupplierRow } from '@kg/contracts';
import { App } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteSupplierMutation, useGetSuppliersQuery } from '../api';
import { PAGE_SIZE, RegisterList } from '../components/register-list';

const BASE = '/storage/suppliers';
const SORTABLE = ['name', 'eik', 'contractTo'] as const;

const contractText = (row: SupplierRow): string => {
  if (!row.contractNumber && !row.contractFrom && !row.contractTo) return '—';
  const period = [row.contractFrom && `от ${formatDate(row.contractFrom)}`, row.contractTo && `до ${formatDate(row.contractTo)}`];
  return [row.contractNumber && `№ ${row.contractNumber}`, ...period].filter(Boolean).join(' ');
};

/** /storage/suppliers: the kindergarten's suppliers with their ЕИК and contract (docs/storage.md). */
export default function SuppliersPage() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const search = params.get('search') ?? '';
  const list = useGetSuppliersQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [remove] = useDeleteSupplierMutation();
  const { message } = App.useApp();
  const canDelete = allows(access, Resource.Suppliers, 'delete');
  const deleteButton = (row: SupplierRow) =>
    canDelete ? (
      <ConfirmDeleteButton
        title="Изтриване на доставчик"
        description={`Да се изтрие ли „${row.name}“?`}
        onConfirm={async () => {
          const result = await remove(row.id);
          if (result.error) void message.error(errorMessage(result.error));
          else void message.success('Доставчикът е изтрит.');
        }}
      />
    ) : null;
  const name = (row: SupplierRow) => <Link to={`${BASE}/${row.id}`}>{row.name}</Link>;
  return (
    <RegisterList<SupplierRow, (typeof SORTABLE)[number]>
      title="Доставчици"
      base={BASE}
      canCreate={allows(access, Resource.Suppliers, 'create')}
      createLabel="Нов доставчик"
      searchLabel="Търсене по наименование или ЕИК"
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
        { title: 'ЕИК', key: 'eik', dataIndex: 'eik', sorter: true, sortOrder: sortOrderOf(paging, 'eik') },
        {
          title: 'Лице за контакт',
          key: 'contact',
          render: (_v, row) => [row.contactPerson, row.phone, row.email].filter(Boolean).join(', ') || '—',
        },
        {
          title: 'Договор',
          key: 'contractTo',
          sorter: true,
          sortOrder: sortOrderOf(paging, 'contractTo'),
          render: (_v, row) => contractText(row),
        },
        { title: 'Действия', key: 'actions', render: (_v, row) => deleteButton(row) },
      ]}
      paging={paging}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма доставчици."
    />
  );
}
