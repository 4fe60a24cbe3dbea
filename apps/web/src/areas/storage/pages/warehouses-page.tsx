import { Resource, type WarehouseRow } from '@kg/contracts';
import { useDeleteWarehouseMutation, useGetWarehousesQuery } from '../api';
import { RegisterList } from '../components/register-list';

const SORTABLE = ['name', 'responsible'] as const;

/** /storage/warehouses: the kindergarten's warehouses with their responsible person (docs/storage.md). */
export default function WarehousesPage() {
  return (
    <RegisterList<WarehouseRow, (typeof SORTABLE)[number]>
      title="Складове"
      base="/storage/warehouses"
      resource={Resource.Warehouses}
      sortable={SORTABLE}
      useList={useGetWarehousesQuery}
      useDelete={useDeleteWarehouseMutation}
      deleting={{ title: 'Изтриване на склад', success: 'Складът е изтрит.' }}
      createLabel="Нов склад"
      searchLabel="Търсене по наименование"
      emptyText="Няма складове."
      columns={(sortOrder) => [
        {
          title: 'Отговорно лице',
          key: 'responsible',
          sorter: true,
          sortOrder: sortOrder('responsible'),
          render: (_v, row) => row.responsibleName ?? '—',
        },
        { title: 'Бележка', key: 'note', render: (_v, row) => row.note ?? '' },
      ]}
    />
  );
}
