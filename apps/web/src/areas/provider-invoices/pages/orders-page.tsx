import type { CashVoucherRow, CashVouchersQuery } from '@kg/contracts';
import { Flex, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { pageQueryOf, sortOrderOf } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { exportPaths, useGetCashVouchersQuery } from '../api';
import { documentCardColumn, DocumentListPage, DOCUMENTS_PAGE_SIZE, useDocumentListState } from '../components/document-list';
import { ACCOUNTING } from '../components/filters';

const sortable = ['voucherDate', 'number', 'amountCents'] as const;
type SortColumn = (typeof sortable)[number];

/**
 * /activities/accounting/order: the разходни касови ордери (the kindergarten paying a protocol's amount out to the
 * provider in cash), by the year and month of their date; an annulled one stays listed with its number.
 */
export default function OrdersPage() {
  const { filters, paging, update } = useDocumentListState(sortable);
  const list = useGetCashVouchersQuery({ ...pageQueryOf(paging, DOCUMENTS_PAGE_SIZE), ...filters } as Partial<CashVouchersQuery>);

  const link = (row: CashVoucherRow) => (
    <Flex gap={8} align="center">
      <Link to={`${ACCOUNTING}/order/${row.id}`}>РКО № {row.number}</Link>
      {row.annulled && <Tag color="red">Анулиран</Tag>}
    </Flex>
  );
  const pdf = (row: CashVoucherRow) => (
    <DownloadButton path={exportPaths.cashVoucher(row.id)} size="small" aria-label={`РКО № ${row.number} в PDF`}>
      PDF
    </DownloadButton>
  );
  const columns: TableColumnType<CashVoucherRow>[] = [
    documentCardColumn('Ордер', (row) => ({
      title: link(row),
      summary: `${formatDate(row.voucherDate)} · ${formatCents(row.amountCents)}`,
      note: `${row.providerName} · получил ${row.receivedBy}`,
      file: pdf(row),
    })),
    {
      title: '№',
      key: 'number',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_value, row) => link(row),
    },
    {
      title: 'Дата',
      key: 'voucherDate',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'voucherDate'),
      render: (_value, row) => formatDate(row.voucherDate),
    },
    { title: 'Доставчик', key: 'provider', responsive: ['sm'], render: (_value, row) => row.providerName },
    {
      title: 'Основание',
      key: 'protocol',
      responsive: ['md'],
      render: (_value, row) => `Протокол № ${row.protocolNumber}${row.invoiceNumber ? `, фактура № ${row.invoiceNumber}` : ''}`,
    },
    { title: 'Получил', key: 'receivedBy', responsive: ['md'], render: (_value, row) => row.receivedBy },
    {
      title: 'Сума',
      key: 'amountCents',
      responsive: ['sm'],
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'amountCents'),
      render: (_value, row) => formatCents(row.amountCents),
    },
    { title: 'PDF', key: 'pdf', responsive: ['sm'], render: (_value, row) => pdf(row) },
  ];

  return (
    <DocumentListPage<CashVoucherRow, SortColumn>
      title="Разходни касови ордери"
      create={{ path: 'order/create', label: 'Нов ордер' }}
      filters={filters}
      update={update}
      list={list}
      columns={columns}
      paging={paging}
      emptyText="Няма разходни касови ордери по избраните критерии."
    />
  );
}
