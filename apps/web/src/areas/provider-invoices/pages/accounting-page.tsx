import {
  allows,
  type ProviderDocumentRow,
  type ProviderDocumentsQuery,
  ProviderProtocolKind,
  providerProtocolKindLabels,
  Resource,
} from '@kg/contracts';
import { App, Button, Flex, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { ListPage, pageQueryOf, sortOrderOf } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { exportPaths, useDeleteProtocolMutation, useGetProviderDocumentsQuery } from '../api';
import { ACCOUNTING, DocumentFilters, useProviderOptions } from '../components/filters';
import { DOCUMENTS_PAGE_SIZE, ProviderPeriod, useDocumentListState } from '../components/document-list';
import { periodLabel } from '../components/format';
import { ManualProtocolDrawer, ProtocolDrawer } from '../components/protocol-drawers';

const sortable = ['protocolDate', 'number', 'totalCents'] as const;
type SortColumn = (typeof sortable)[number];

/** The invoice cell: its number (a link to it) or „Издай фактура“. */
function InvoiceCell({ row, canCreate }: { row: ProviderDocumentRow; canCreate: boolean }) {
  if (row.invoiceNumber) return <Link to={`${ACCOUNTING}/invoice/${row.id}`}>Фактура № {row.invoiceNumber}</Link>;
  if (!canCreate || row.totalCents <= 0) return <span>—</span>;
  return <Link to={`${ACCOUNTING}/invoice/create?protocolId=${row.id}`}>Издай фактура</Link>;
}

function VoucherCell({ row, canCreate }: { row: ProviderDocumentRow; canCreate: boolean }) {
  if (row.voucherId !== null) return <Link to={`${ACCOUNTING}/order/${row.voucherId}`}>РКО № {row.voucherNumber}</Link>;
  if (!canCreate || row.totalCents <= 0) return <span>—</span>;
  return <Link to={`${ACCOUNTING}/order/create?protocolId=${row.id}`}>Изплати в брой</Link>;
}

/**
 * /activities/accounting: the protocols handed over to the providers with their invoice and cash voucher
 * (docs/provider-invoices.md); the protocol actions live here: a new protocol of desk payments or of a typed amount,
 * the PDFs, and deleting one nothing depends on.
 */
export default function AccountingPage() {
  const { filters, paging, update } = useDocumentListState(sortable);
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = {
    create: allows(access, Resource.ActivityAccounting, 'create'),
    delete: allows(access, Resource.ActivityAccounting, 'delete'),
  };
  const list = useGetProviderDocumentsQuery({
    ...pageQueryOf(paging, DOCUMENTS_PAGE_SIZE),
    ...filters,
  } as Partial<ProviderDocumentsQuery>);
  const providers = useProviderOptions();
  const [drawer, setDrawer] = useState<'payments' | 'manual' | null>(null);
  const [remove] = useDeleteProtocolMutation();
  const { message } = App.useApp();

  const deleteProtocol = async (row: ProviderDocumentRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Протоколът е изтрит.');
  };
  /** The row's PDFs and delete: side by side from `sm`, one under the other in a phone's card. */
  const actions = (row: ProviderDocumentRow, vertical = false) => (
    <Flex gap={4} wrap vertical={vertical} align={vertical ? 'start' : undefined}>
      <DownloadButton path={exportPaths.protocol(row.id)} size="small" aria-label={`Протокол № ${row.number} в PDF`}>
        Протокол
      </DownloadButton>
      {row.kind === ProviderProtocolKind.Payments && (
        <DownloadButton
          path={exportPaths.application1(row.id)}
          size="small"
          aria-label={`Приложение 1 към протокол № ${row.number} в PDF`}
        >
          Приложение 1
        </DownloadButton>
      )}
      {can.delete && row.canDelete && (
        <ConfirmDeleteButton
          title="Изтриване на протокол"
          description={`Да се изтрие ли протокол № ${row.number}? Плащанията в него отново ще чакат предаване.`}
          onConfirm={() => deleteProtocol(row)}
        />
      )}
    </Flex>
  );
  const title = (row: ProviderDocumentRow) => `Протокол № ${row.number} от ${formatDate(row.protocolDate)}`;

  const columns: TableProps<ProviderDocumentRow>['columns'] = [
    {
      title: 'Протокол',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'normal' }}>
          <Typography.Text strong>{title(row)}</Typography.Text>
          <span>
            {row.providerName} · {periodLabel(row.year, row.month)}
          </span>
          <span>
            {formatCents(row.totalCents)} · {providerProtocolKindLabels[row.kind]}
          </span>
          <InvoiceCell row={row} canCreate={can.create} />
          <VoucherCell row={row} canCreate={can.create} />
          {actions(row, true)}
        </Flex>
      ),
    },
    {
      title: '№',
      key: 'number',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'number'),
      render: (_value, row) => row.number,
    },
    {
      title: 'Дата',
      key: 'protocolDate',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'protocolDate'),
      render: (_value, row) => formatDate(row.protocolDate),
    },
    {
      title: 'Доставчик и месец',
      key: 'provider',
      responsive: ['sm'],
      render: (_value, row) => <ProviderPeriod row={row} />,
    },
    {
      title: 'Сума',
      key: 'totalCents',
      responsive: ['sm'],
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'totalCents'),
      render: (_value, row) => (
        <Flex vertical>
          <span>{formatCents(row.totalCents)}</span>
          <Typography.Text type="secondary">
            {row.kind === ProviderProtocolKind.Payments ? `${row.paymentsCount} плащания` : providerProtocolKindLabels[row.kind]}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Фактура',
      key: 'invoice',
      responsive: ['sm'],
      render: (_value, row) => <InvoiceCell row={row} canCreate={can.create} />,
    },
    {
      title: 'РКО',
      key: 'voucher',
      responsive: ['md'],
      render: (_value, row) => <VoucherCell row={row} canCreate={can.create} />,
    },
    { title: 'Действия', key: 'actions', responsive: ['sm'], render: (_value, row) => actions(row) },
  ];

  return (
    <>
      <ListPage<ProviderDocumentRow, SortColumn>
        title="Счетоводни документи"
        actions={
          can.create && (
            <Button type="primary" onClick={() => setDrawer('payments')}>
              Нов протокол
            </Button>
          )
        }
        filters={<DocumentFilters filters={filters} update={update} />}
        list={list}
        columns={columns}
        paging={paging}
        pageSize={DOCUMENTS_PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма приемо-предавателни протоколи по избраните критерии."
      >
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          {can.create && <Button onClick={() => setDrawer('manual')}>Протокол с ръчна сума</Button>}
          <Link to={`${ACCOUNTING}/invoice`}>
            <Button>Фактури</Button>
          </Link>
          <Link to={`${ACCOUNTING}/order`}>
            <Button>Разходни ордери</Button>
          </Link>
        </Flex>
      </ListPage>
      {can.create && (
        <>
          <ProtocolDrawer open={drawer === 'payments'} onClose={() => setDrawer(null)} providers={providers.options} />
          <ManualProtocolDrawer open={drawer === 'manual'} onClose={() => setDrawer(null)} providers={providers.options} />
        </>
      )}
    </>
  );
}
