import { allows, type ProviderDocumentRow, type ProviderDocumentsQuery, Resource } from '@kg/contracts';
import { Button, Flex, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { useGetUserDataQuery } from '../../identity/api';
import { exportPaths, useGetProviderDocumentsQuery } from '../api';
import { periodLabel, whole } from '../components/format';
import { ACCOUNTING, DocumentFilters } from '../components/filters';

const sortable = ['protocolDate', 'totalCents'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

/**
 * /activities/accounting/invoice: the invoices issued in the providers' names (a protocol with its invoice;
 * docs/provider-invoices.md), filtered by provider and the protocol's month.
 */
export default function InvoicesPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const filters = {
    ...(whole(params.get('providerId')) ? { providerId: whole(params.get('providerId')) } : {}),
    ...(whole(params.get('year')) ? { year: whole(params.get('year')) } : {}),
    ...(whole(params.get('month')) && whole(params.get('month'))! <= 12 ? { month: whole(params.get('month')) } : {}),
  };
  const access = useGetUserDataQuery().data?.access ?? [];
  const canCreate = allows(access, Resource.ActivityAccounting, 'create');
  const list = useGetProviderDocumentsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...filters,
    withInvoice: true,
  } as Partial<ProviderDocumentsQuery>);

  const link = (row: ProviderDocumentRow) => <Link to={`${ACCOUNTING}/invoice/${row.id}`}>Фактура № {row.invoiceNumber}</Link>;
  const pdf = (row: ProviderDocumentRow) => (
    <DownloadButton path={exportPaths.invoice(row.id)} size="small" aria-label={`Фактура № ${row.invoiceNumber} в PDF`}>
      PDF
    </DownloadButton>
  );
  const columns: TableProps<ProviderDocumentRow>['columns'] = [
    {
      title: 'Фактура',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'normal' }}>
          {link(row)}
          <span>
            {formatDate(row.invoiceDate)} · {formatCents(row.totalCents)}
          </span>
          <Typography.Text type="secondary">
            {row.providerName} · {periodLabel(row.year, row.month)} · протокол № {row.number}
          </Typography.Text>
          {pdf(row)}
        </Flex>
      ),
    },
    { title: 'Фактура', key: 'invoice', responsive: ['sm'], render: (_value, row) => link(row) },
    { title: 'Дата', key: 'invoiceDate', responsive: ['sm'], render: (_value, row) => formatDate(row.invoiceDate) },
    {
      title: 'Доставчик',
      key: 'provider',
      responsive: ['sm'],
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.providerName}</span>
          <Typography.Text type="secondary">{periodLabel(row.year, row.month)}</Typography.Text>
        </Flex>
      ),
    },
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
    <ListPage<ProviderDocumentRow, SortColumn>
      title="Фактури"
      actions={
        canCreate && (
          <Link to={`${ACCOUNTING}/invoice/create`}>
            <Button type="primary">Нова фактура</Button>
          </Link>
        )
      }
      filters={<DocumentFilters filters={filters} update={update} />}
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма издадени фактури по избраните критерии."
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Link to={ACCOUNTING}>
          <Button>Към протоколите</Button>
        </Link>
      </Flex>
    </ListPage>
  );
}
