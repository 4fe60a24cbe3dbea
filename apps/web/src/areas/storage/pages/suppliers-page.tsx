import { Resource, type SupplierRow } from '@kg/contracts';
import { formatDate } from '../../../shared/dates/dates';
import { useDeleteSupplierMutation, useGetSuppliersQuery } from '../api';
import { RegisterList } from '../components/register-list';

const SORTABLE = ['name', 'eik', 'contractTo'] as const;

const contractText = (row: SupplierRow): string => {
  if (!row.contractNumber && !row.contractFrom && !row.contractTo) return '—';
  const period = [row.contractFrom && `от ${formatDate(row.contractFrom)}`, row.contractTo && `до ${formatDate(row.contractTo)}`];
  return [row.contractNumber && `№ ${row.contractNumber}`, ...period].filter(Boolean).join(' ');
};

/** /storage/suppliers: the kindergarten's suppliers with their ЕИК and contract (docs/storage.md). */
export default function SuppliersPage() {
  return (
    <RegisterList<SupplierRow, (typeof SORTABLE)[number]>
      title="Доставчици"
      base="/storage/suppliers"
      resource={Resource.Suppliers}
      sortable={SORTABLE}
      useList={useGetSuppliersQuery}
      useDelete={useDeleteSupplierMutation}
      deleting={{ title: 'Изтриване на доставчик', success: 'Доставчикът е изтрит.' }}
      createLabel="Нов доставчик"
      searchLabel="Търсене по наименование или ЕИК"
      emptyText="Няма доставчици."
      columns={(sortOrder) => [
        { title: 'ЕИК', key: 'eik', dataIndex: 'eik', sorter: true, sortOrder: sortOrder('eik') },
        {
          title: 'Лице за контакт',
          key: 'contact',
          render: (_v, row) => [row.contactPerson, row.phone, row.email].filter(Boolean).join(', ') || '—',
        },
        {
          title: 'Договор',
          key: 'contractTo',
          sorter: true,
          sortOrder: sortOrder('contractTo'),
          render: (_v, row) => contractText(row),
        },
      ]}
    />
  );
}
