import {
  allows,
  receiptsRegisterRoutes,
  type ReceiptsRegisterRow,
  type ReceiptsRegisterSupplierTotal,
  Resource,
} from '@kg/contracts';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { formatDate, sofiaToday } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DateRangeFilter, LoadError, type ResponsiveColumns, ResponsiveTable, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetSupplierLookupQuery } from '../api';
import { euro } from '../components/decimal-text';
import { WarehouseFilter } from '../components/report-filters';
import { useGetReceiptsRegisterQuery } from '../supplier-orders-api';

const BASE = '/storage/references/united-stock-receipts';

/**
 * /storage/references/united-stock-receipts: the register of a period's stock receipts (the current year by default) —
 * №, date, supplier, invoice and its date, warehouse, value — with the totals per supplier and the period's; filters in
 * the URL; PDF and Excel. Its `create` and `:id` open the stock receipt's own pages.
 */
export default function UnitedStockReceiptsPage() {
  const { params, update } = useUrlListState([] as const);
  const today = sofiaToday();
  const fromDate = params.get('from') ?? today.startOf('year').format('YYYY-MM-DD');
  const toDate = params.get('to') ?? today.endOf('year').format('YYYY-MM-DD');
  const supplierId = Number(params.get('supplier')) || undefined;
  const warehouseId = Number(params.get('warehouse')) || undefined;
  const query = { fromDate, toDate, ...(supplierId ? { supplierId } : {}), ...(warehouseId ? { warehouseId } : {}) };
  const register = useGetReceiptsRegisterQuery(query);
  const suppliers = useGetSupplierLookupQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.Stocks, 'create');
  const columns: ResponsiveColumns<ReceiptsRegisterRow> = [
    {
      title: '№',
      key: 'number',
      render: (_v, row) => <Link to={`${BASE}/${row.id}`}>{`№ ${row.number}/${row.year}`}</Link>,
    },
    { title: 'Дата', key: 'date', render: (_v, row) => formatDate(row.receiptDate) },
    { title: 'Доставчик', key: 'supplier', dataIndex: 'supplierName' },
    {
      title: 'Фактура',
      key: 'invoice',
      render: (_v, row) => `№ ${row.invoiceNumber} от ${formatDate(row.invoiceDate)}`,
    },
    { title: 'Склад', key: 'warehouse', dataIndex: 'warehouseName' },
    { title: 'Стойност', key: 'total', align: 'right', render: (_v, row) => euro(row.total) },
  ];
  const supplierColumns: ResponsiveColumns<ReceiptsRegisterSupplierTotal> = [
    { title: 'Доставчик', key: 'supplier', dataIndex: 'supplierName' },
    { title: 'Разписки', key: 'receipts', dataIndex: 'receipts', align: 'right' },
    { title: 'Стойност', key: 'total', align: 'right', render: (_v, row) => euro(row.total) },
  ];
  return (
    <Card
      title={<PageTitle>Регистър на складовите разписки</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(receiptsRegisterRoutes.registerPdf, { query })}>PDF</DownloadButton>
          <DownloadButton path={routePath(receiptsRegisterRoutes.registerExcel, { query })}>Excel</DownloadButton>
          {canCreate && (
            <Link to={`${BASE}/create`}>
              <Button type="primary">Нова складова разписка</Button>
            </Link>
          )}
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <DateRangeFilter from={fromDate} to={toDate} onChange={(range) => update({ from: range.from, to: range.to })} />
        <Select
          aria-label="Доставчик"
          placeholder="Всички доставчици"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={supplierId}
          options={(suppliers.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          onChange={(value?: number) => update({ supplier: value })}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <WarehouseFilter value={warehouseId} onChange={(id) => update({ warehouse: id })} />
      </Flex>
      {register.isError ? (
        <LoadError list={register} />
      ) : (
        <>
          <ResponsiveTable<ReceiptsRegisterRow>
            cardsLabel="Складови разписки"
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={register.data?.rows}
            loading={register.isFetching}
            locale={{ emptyText: 'Няма складови разписки за периода.' }}
            pagination={false}
          />
          <Typography.Title level={4} style={{ marginTop: 16 }} aria-live="polite">
            Общо за периода: {euro(register.data?.total)}
          </Typography.Title>
          <Typography.Title level={5}>По доставчици</Typography.Title>
          <ResponsiveTable<ReceiptsRegisterSupplierTotal>
            cardsLabel="Стойност по доставчици"
            rowKey="supplierId"
            size="small"
            columns={supplierColumns}
            dataSource={register.data?.suppliers}
            loading={register.isFetching}
            locale={{ emptyText: 'Няма доставки за периода.' }}
            pagination={false}
          />
        </>
      )}
    </Card>
  );
}
