import { allows, type CashVoucherRow, type CashVouchersQuery, Resource } from '@kg/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { useGetUserDataQuery } from '../../identity/api';
import { exportPaths, useGetCashVouchersQuery } from '../api';
import { ACCOUNTING, DocumentFilters } from '../components/filters';
import { whole } from '../components/format';

const sortable = ['voucherDate', 'number', 'amountCents'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

/**
 * /activities/accounting/order: the разходни касови ордери (the kindergarten paying a protocol's amount out to the
 * provider in cash), by the year and month of their date; an annulled one stays listed with its number.
 */
export default function OrdersPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const filters = {
    ...(whole(params.get('providerId')) ? { providerId: whole(params.get('providerId')) } : {}),
    ...(whole(params.get('year')) ? { year: whole(params.get('year')) } : {}),
    ...(whole(params.get('month')) && whole(params.get('month'))! <= 12 ? { month: whole(params.get('month')) } : {}),
  };
  const access = useGetUserDataQuery().data?.access ?? [];
  const canCreate = allows(access, Resource.ActivityAccounting, 'create');
  const list = useGetCashVouchersQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters } as Partial<CashVouchersQuery>);

  const link = (row: CashVoucherRow) => <Link to={`${ACCOUNTING}/order/${row.id}`}>РКО № {row.number}</Link>;
  const state = (row: CashVoucherRow) => (row.annulled ? <Tag color="red">Анулиран</Tag> : null);
  const pdf = (row: CashVoucherRow) => (
    <DownloadButton path={exportPaths.cashVoucher(row.id)} size="small" aria-label={`РКО № ${row.number} в PDF`}>
      PDF
    </DownloadButton>
  );
  const columns: TableProps<CashVoucherRow>['columns'] = [
    {
      title: 'Ордер',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'normal' }}>
          <Flex gap={8} align="center">
            {link(row)}
            {state(row)}
          </Flex>
          <span>
            {formatDate(row.voucherDate)} · {formatCents(row.amountCents)}
          </span>
          <Typography.Text type="secondary">
            {row.providerName} · получил {row.receivedBy}
          </Typography.Text>
          {pdf(row)}
        </Flex>
      ),
    },
    {
      title: '№',
      key: 'number',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_value, row) => (
        <Flex gap={8} align="center">
          {link(row)}
          {state(row)}
        </Flex>
      ),
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
    <ListPage<CashVoucherRow, SortColumn>
      title="Разходни касови ордери"
      actions={
        canCreate && (
          <Link to={`${ACCOUNTING}/order/create`}>
            <Button type="primary">Нов ордер</Button>
          </Link>
        )
      }
      filters={<DocumentFilters filters={filters} update={update} />}
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма разходни касови ордери по избраните критерии."
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Link to={ACCOUNTING}>
          <Button>Към протоколите</Button>
        </Link>
      </Flex>
    </ListPage>
  );
}
