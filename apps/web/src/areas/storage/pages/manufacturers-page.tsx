import { type ManufacturerRow, Resource } from '@kg/contracts';
import { useDeleteManufacturerMutation, useGetManufacturersQuery } from '../api';
import { RegisterList } from '../components/register-list';

/** /storage/manufacturers: the producers named on the lots received (docs/storage.md). */
export default function ManufacturersPage() {
  return (
    <RegisterList<ManufacturerRow, 'name'>
      title="Производители"
      base="/storage/manufacturers"
      resource={Resource.Manufacturers}
      sortable={['name']}
      useList={useGetManufacturersQuery}
      useDelete={useDeleteManufacturerMutation}
      deleting={{ title: 'Изтриване на производител', success: 'Производителят е изтрит.' }}
      createLabel="Нов производител"
      searchLabel="Търсене по наименование"
      emptyText="Няма производители."
      columns={() => [
        { title: 'Държава', key: 'country', render: (_v, row) => row.country ?? '—' },
        { title: 'Бележка', key: 'note', render: (_v, row) => row.note ?? '' },
      ]}
    />
  );
}
