import {
  allows,
  type HaccpEntry,
  HaccpEntryKind,
  haccpEntryKindLabels,
  type HaccpLot,
  IncomingCheckResult,
  incomingCheckResultLabels,
  mealTypeLabels,
  productUnitSymbols,
  Resource,
  stockMovementKindLabels,
} from '@kg/contracts';
import { Alert, Button, Card, Checkbox, Empty, Flex, Radio, type TableProps, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatDate, sofiaDay } from '../../../shared/dates/dates';
import {
  DateRangeFilter,
  LoadError,
  pageQueryOf,
  SelectFilter,
  ServerTable,
  sortOrderOf,
  useUrlListState,
  ResponsiveTable,
} from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { bgNumber } from '../../storage/components/decimal-text';
import { useGetHaccpEntriesQuery, useGetHaccpLotsQuery, useGetHaccpTraceabilityQuery } from '../kitchen-reports-api';

const BASE = '/storage/references/HACCP';
const PAGE_SIZE = 20;
const SORTABLE = ['entryDate'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = [HaccpEntryKind.Temperature, HaccpEntryKind.Cleaning, HaccpEntryKind.FoodSample];

/** 'YYYY-MM-DDTHH:MM' → 'DD.MM.YYYY HH:MM'. */
export const moment = (value: string | null): string => (value ? `${formatDate(value.slice(0, 10))} ${value.slice(11, 16)}` : '');

/** What an entry says in a line: the temperature, the cleaning done or the sample. */
export function entrySummary(entry: HaccpEntry): string {
  if (entry.kind === HaccpEntryKind.Cleaning) return entry.description ?? '';
  if (entry.kind === HaccpEntryKind.FoodSample) {
    return `${entry.mealType ? mealTypeLabels[entry.mealType] : ''}: ${entry.description ?? ''} · до ${moment(entry.discardAt)}`;
  }
  return `${bgNumber(entry.temperature, 1)} °C`;
}

function Logs() {
  const { params, paging, update } = useUrlListState(SORTABLE);
  const kind = KINDS.find((value) => value === Number(params.get('kind')));
  const flagged = params.get('flagged') === 'true';
  const list = useGetHaccpEntriesQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(kind ? { kind } : {}),
    ...(flagged ? { outOfRange: true } : {}),
  });
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.Stocks, 'create');
  const columns: TableProps<HaccpEntry>['columns'] = [
    {
      title: 'Дата',
      key: 'entryDate',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'entryDate'),
      render: (_v, row) => (
        <Link to={`${BASE}/${row.id}`}>{`${haccpEntryKindLabels[row.kind]} — ${formatDate(row.entryDate)}`}</Link>
      ),
    },
    {
      title: 'Място',
      key: 'place',
      render: (_v, row) => (row.warehouseName ? `${row.place} (${row.warehouseName})` : row.place),
    },
    {
      title: 'Запис',
      key: 'summary',
      render: (_v, row) => (
        <>
          {entrySummary(row)} {row.outOfRange && <Tag color="red">извън 0–4 °C</Tag>}
        </>
      ),
    },
    { title: 'Записал', key: 'recordedBy', dataIndex: 'recordedBy', responsive: ['md'] },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap>
        <SelectFilter<HaccpEntryKind>
          label="Вид на записа"
          value={kind}
          options={KINDS.map((value) => ({ value, label: haccpEntryKindLabels[value] }))}
          onChange={(value) => update({ kind: value ? String(value) : undefined })}
        />
        <Checkbox checked={flagged} onChange={(event) => update({ flagged: event.target.checked ? 'true' : undefined })}>
          Само извън 0–4 °C
        </Checkbox>
        {canCreate && (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Нов запис</Button>
          </Link>
        )}
      </Flex>
      <ServerTable<HaccpEntry, (typeof SORTABLE)[number]>
        cardsLabel="Дневници HACCP"
        rowKey="id"
        list={list}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма записи."
      />
    </Flex>
  );
}

function Lots({ onTrace }: { onTrace: (lotId: number) => void }) {
  const [params, setParams] = useSearchParams();
  const today = sofiaDay();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period =
    DAY.test(from) && DAY.test(to) && from <= to
      ? { fromDate: from, toDate: to }
      : { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
  const lots = useGetHaccpLotsQuery(period);
  const columns: TableProps<HaccpLot>['columns'] = [
    { title: 'Продукт', key: 'product', dataIndex: 'productName' },
    { title: 'Партида', key: 'batch', render: (_v, row) => row.batchNumber ?? '—' },
    { title: 'Годно до', key: 'expiry', render: (_v, row) => (row.expiryDate ? formatDate(row.expiryDate) : '—') },
    {
      title: 'Входящ контрол',
      key: 'check',
      render: (_v, row) => (
        <>
          <Tag color={row.checkResult === IncomingCheckResult.Accepted ? 'green' : 'red'}>
            {incomingCheckResultLabels[row.checkResult]}
          </Tag>
          {row.checkNote}
        </>
      ),
    },
    {
      title: 'Разписка',
      key: 'receipt',
      render: (_v, row) => `№ ${row.receiptNumber} от ${formatDate(row.receiptDate)} · ${row.supplierName}`,
    },
    {
      title: 'Количество / остатък',
      key: 'quantity',
      align: 'right',
      render: (_v, row) =>
        `${bgNumber(row.quantity, 3)} / ${row.remaining === null ? '—' : bgNumber(row.remaining, 3)} ${productUnitSymbols[row.unit]}`,
    },
    {
      title: 'Проследяване',
      key: 'trace',
      render: (_v, row) =>
        row.lotId === null ? (
          '—'
        ) : (
          <Button size="small" onClick={() => onTrace(row.lotId!)} aria-label={`Проследи партида на ${row.productName}`}>
            Проследи
          </Button>
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <DateRangeFilter
        from={period.fromDate}
        to={period.toDate}
        onChange={(range) => {
          const next = new URLSearchParams(params);
          if (range.from && range.to) {
            next.set('from', range.from);
            next.set('to', range.to);
          } else {
            next.delete('from');
            next.delete('to');
          }
          setParams(next, { replace: true });
        }}
      />
      {lots.isError ? (
        <LoadError list={lots} />
      ) : (
        <ResponsiveTable<HaccpLot>
          matrix
          rowKey="receiptLineId"
          size="small"
          bordered
          scroll={{ x: 'max-content' }}
          pagination={false}
          loading={lots.isFetching}
          columns={columns}
          dataSource={lots.data}
          locale={{ emptyText: <Empty description={'Няма получени партиди за периода.'} /> }}
        />
      )}
    </Flex>
  );
}

function Traceability({ lotId }: { lotId: number | undefined }) {
  const trace = useGetHaccpTraceabilityQuery(lotId ?? 0, { skip: !lotId });
  if (!lotId) return <Alert type="info" showIcon title="Изберете партида от „Входящ контрол“ с бутона „Проследи“." />;
  if (trace.isError) return <LoadError list={trace} />;
  const data = trace.data;
  type Movement = NonNullable<typeof data>['movements'][number];
  const columns: TableProps<Movement>['columns'] = [
    { title: 'Дата', key: 'date', render: (_v, row) => formatDate(row.movementDate) },
    { title: 'Движение', key: 'kind', render: (_v, row) => stockMovementKindLabels[row.kind] },
    {
      title: 'Количество',
      key: 'quantity',
      align: 'right',
      render: (_v, row) => `${bgNumber(row.quantity, 3)} ${data ? productUnitSymbols[data.unit] : ''}`,
    },
    { title: 'Искане', key: 'request', render: (_v, row) => (row.requestNumber === null ? '—' : `№ ${row.requestNumber}`) },
    {
      title: 'Калкулация (ден и хранения)',
      key: 'calculation',
      render: (_v, row) =>
        row.calculationId === null ? (
          '—'
        ) : (
          <Link to={`/storage/calculations/${row.calculationId}`}>
            {`${formatDate(row.calculationDate)}${row.mealTypes.length ? ` · ${row.mealTypes.map((meal) => mealTypeLabels[meal]).join(', ')}` : ''}`}
          </Link>
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      {data && (
        <Typography.Text>
          {`${data.productName}, партида ${data.batchNumber ?? '—'}, годно до ${data.expiryDate ? formatDate(data.expiryDate) : '—'}, получено на ${formatDate(data.receivedOn)} в „${data.warehouseName}“`}
        </Typography.Text>
      )}
      <ResponsiveTable<Movement>
        matrix
        rowKey={(row) => `${row.movementDate}-${row.kind}-${row.requestId ?? ''}-${row.quantity}`}
        size="small"
        bordered
        scroll={{ x: 'max-content' }}
        pagination={false}
        loading={trace.isFetching}
        columns={columns}
        dataSource={data?.movements}
        locale={{ emptyText: <Empty description={'Партидата няма движения.'} /> }}
      />
    </Flex>
  );
}

/**
 * /storage/references/HACCP: the HACCP reference (docs/storage.md "HACCP") — the temperature, cleaning and food-sample
 * logs, the incoming lots with expiry and incoming check, and a lot's traceability to the requests and calculations.
 */
export default function HaccpPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'logs';
  const lotId = Number(params.get('lot')) || undefined;
  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <Card title={<PageTitle>HACCP</PageTitle>}>
      {/* Radio buttons, not tabs: three sections wrap on a 360 px phone, where a tab bar would hide one behind „more“. */}
      <Radio.Group
        aria-label="Раздел"
        optionType="button"
        buttonStyle="solid"
        value={tab}
        onChange={(event) => go({ tab: String(event.target.value) })}
        options={[
          { value: 'logs', label: 'Дневници' },
          { value: 'lots', label: 'Входящ контрол' },
          { value: 'trace', label: 'Проследимост' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {tab === 'lots' ? (
        <Lots onTrace={(id) => go({ tab: 'trace', lot: String(id) })} />
      ) : tab === 'trace' ? (
        <Traceability lotId={lotId} />
      ) : (
        <Logs />
      )}
    </Card>
  );
}
