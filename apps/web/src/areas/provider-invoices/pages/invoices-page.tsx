import type { ProviderDocumentRow, ProviderDocumentsQuery } from '@kg/contracts';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { pageQueryOf, sortOrderOf } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { exportPaths, useGetProviderDocumentsQuery } from '../api';
import {
  documentCardColumn,
  DocumentListPage,
  DOCUMENTS_PAGE_SIZE,
  ProviderPeriod,
  useDocumentListState,
} from '../components/document-list';
import { ACCOUNTING } from '../components/filters';
import { periodLabel } from '../components/format';

const sortable = ['protocolDate', 'totalCents'] as const;
type SortColumn = (typeof sortable)[number];

/**
 * /activities/accounting/invoice: the invoices issued in the providers' names (a protocol with its invoice;
 * docs/provider-invoices.md), filtered by provider and the protocol's month.
 */
export default function InvoicesPage() {
  const { filters, paging, update } = useDocumentListState(sortable);
  const list = useGetProviderDocumentsQuery({
    ...pageQueryOf(paging, DOCUMENTS_PAGE_SIZE),
    ...filters,
    withInvoice: true,
  } as Partial<ProviderDocumentsQuery>);

  const link = (row: ProviderDocumentRow) => <Link to={`${ACCOUNTING}/invoice/${row.id}`}>Фактура № {row.invoiceNumber}</Link>;
  const pdf = (row: ProviderDocumentRow) => (
    <DownloadButton path={exportPaths.invoice(row.id)} size="small" aria-label={`Фактура № ${row.invoiceNumber} в PDF`}>
      PDF
    </DownloadButton>
  );
  const columns: TableColumnType<ProviderDocumentRow>[] = [
    documentCardColumn('Фактура', (row) => ({
      title: link(row),
      summary: `${formatDate(row.invoiceDate)} · ${formatCents(row.totalCents)}`,
      note: `${row.providerName} · ${periodLabel(row.year, row.month)} · протокол № ${row.number}`,
      file: pdf(row),
    })),
    { title: 'Фактура', key: 'invoice', responsive: ['sm'], render: (_value, row) => link(row) },
    { title: 'Дата', key: 'invoiceDate', responsive: ['sm'], render: (_value, row) => formatDate(row.invoiceDate) },
    { title: 'Доставчик', key: 'provider', responsive: ['sm'], render: (_value, row) => <ProviderPeriod row={row} /> },
    {
      title: 'Протокол',
      key: 'protocolDate',
      responsive: ['md'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'protocolDate'),
      render: (_value, row) => `№ ${row.number} от ${formatDate(row.protocolDate)}`,
    },
    {
      title: 'Сума',
      key: 'totalCents',
      responsive: ['sm'],
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'totalCents'),
      render: (_value, row) => formatCents(row.totalCents),
    },
    { title: 'PDF', key: 'pdf', responsive: ['sm'], render: (_value, row) => pdf(row) },
  ];

  return (
    <DocumentListPage<ProviderDocumentRow, SortColumn>
      title="Фактури"
      create={{ path: 'invoice/create', label: 'Нова фактура' }}
      filters={filters}
      update={update}
      list={list}
      columns={columns}
      paging={paging}
      emptyText="Няма издадени фактури по избраните критерии."
    />
  );
}
