import { allows, type FeeRow, FeePaymentStatus, Resource } from '@kg/contracts';
import { App, Button, Card, Col, Flex, Grid, Input, Row, Select, Statistic, Switch, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { GroupFilter, ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStudentGroupsQuery } from '../../students/api';
import {
  type FeeListArgs,
  useDeleteFeeMutation,
  useFeesLiveReload,
  useGenerateFeesMutation,
  useGetFeeProviderSummaryQuery,
  useGetFeeSummaryByActivityQuery,
  useGetFeesQuery,
} from '../api';
import { FeeAmount, FeeBalance, MonthPicker, monthFrom, StatusTag } from '../components/fee-parts';
import { BatchDialog, PayDialog } from '../components/payment-dialogs';

const sortable = ['studentName', 'activityName', 'amount', 'status'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 30;

/** The status filter: the spec's default (not paid and partially paid), one status, or the paid ones. */
const statusFilters: Record<string, { label: string; query: Pick<FeeListArgs, 'paid' | 'statuses'> }> = {
  unpaid: { label: 'Неплатени и частично платени', query: {} },
  notPaid: { label: 'Неплатени', query: { statuses: [FeePaymentStatus.NotPaid] } },
  partial: { label: 'Частично платени', query: { statuses: [FeePaymentStatus.PartiallyPaid] } },
  waiting: { label: 'Очакват ePay/EasyPay', query: { statuses: [FeePaymentStatus.WaitingExternal] } },
  paid: { label: 'Платени', query: { paid: true } },
};

const whole = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * /activities/fees: the month's fees with filters (kept in the URL), the generation of the month, a fee's payment at
 * the desk, a family's batch payment, deleting a payment-less fee; cards on phones; reloads when fees change
 * (ActivityFeesChanged) (docs/activity-fees.md).
 */
export default function FeesPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const { year, month } = monthFrom(params);
  const status = params.get('status') && params.get('status')! in statusFilters ? params.get('status')! : 'unpaid';
  const family = params.get('family') === 'true';
  const filters = {
    year,
    month,
    classId: whole(params.get('classId')),
    activityId: whole(params.get('activityId')),
    providerId: whole(params.get('providerId')),
    search: params.get('search') ?? undefined,
    groupByFamily: family || undefined,
    ...statusFilters[status]!.query,
  };
  const list = useGetFeesQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters } as FeeListArgs);
  const activities = useGetFeeSummaryByActivityQuery({ year, month });
  const providers = useGetFeeProviderSummaryQuery({ year, month });
  const groups = useGetStudentGroupsQuery();
  const access = useGetUserDataQuery().data?.access ?? [];
  const canPay = allows(access, Resource.ActivityFees, 'create');
  const canDelete = allows(access, Resource.ActivityFees, 'delete');
  const narrow = !Grid.useBreakpoint().md;
  const { message } = App.useApp();
  const [generate, generating] = useGenerateFeesMutation();
  const [remove] = useDeleteFeeMutation();
  const [paying, setPaying] = useState<FeeRow | null>(null);
  const [batch, setBatch] = useState<FeeRow[] | null>(null);
  useFeesLiveReload();

  const totals = (activities.data ?? []).reduce(
    (sum, row) => ({ amount: sum.amount + row.amountCents, paid: sum.paid + row.paidCents, due: sum.due + row.dueCents }),
    { amount: 0, paid: 0, due: 0 },
  );

  const runGenerate = async (): Promise<void> => {
    const result = await generate({ year, month, ...(filters.activityId ? { activityId: filters.activityId } : {}) });
    if (result.error) void message.error(errorMessage(result.error));
    else {
      const { created, updated, removed, total } = result.data;
      void message.success(
        `Таксите са изчислени: ${total} за месеца (нови ${created}, променени ${updated}, премахнати ${removed}).`,
      );
    }
  };
  const removeFee = async (fee: FeeRow): Promise<void> => {
    const result = await remove(fee.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Таксата е изтрита.');
  };
  const familyFees = (fee: FeeRow): FeeRow[] =>
    (list.data?.result ?? []).filter(
      (row) => row.familyKey === fee.familyKey && row.dueCents > 0 && row.status !== FeePaymentStatus.WaitingExternal,
    );

  const child = (fee: FeeRow) => (
    <Flex vertical>
      <Link to={`/activities/fees/${fee.year}/${fee.month}/${fee.studentId}/${fee.id}`}>{fee.studentName}</Link>
      <Typography.Text type="secondary">{fee.className ?? '—'}</Typography.Text>
      {family && fee.familyName && <Typography.Text type="secondary">Семейство: {fee.familyName}</Typography.Text>}
    </Flex>
  );
  const activity = (fee: FeeRow) => (
    <Flex vertical>
      <span>{fee.activityName}</span>
      <Typography.Text type="secondary">{fee.providerName}</Typography.Text>
    </Flex>
  );
  const actions = (fee: FeeRow) => (
    <Flex gap={4} wrap>
      {canPay && fee.dueCents > 0 && fee.status !== FeePaymentStatus.WaitingExternal && (
        <Button
          size="small"
          type="primary"
          onClick={() => setPaying(fee)}
          aria-label={`Плати таксата на ${fee.studentName} за „${fee.activityName}“`}
        >
          Плати
        </Button>
      )}
      {canPay && familyFees(fee).length > 1 && (
        <Button
          size="small"
          onClick={() => setBatch(familyFees(fee))}
          aria-label={`Семейство: групово плащане на семейството на ${fee.studentName}`}
        >
          Семейство
        </Button>
      )}
      {canDelete && fee.paymentsCount === 0 && (
        <Popconfirm
          title="Изтриване на такса"
          description={`Да се изтрие ли таксата на ${fee.studentName} за „${fee.activityName}“?`}
          okText="Изтрий"
          cancelText="Отказ"
          okButtonProps={{ danger: true }}
          onConfirm={() => removeFee(fee)}
        >
          <Button size="small" danger aria-label={`Изтрий таксата на ${fee.studentName} за „${fee.activityName}“`}>
            Изтрий
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<FeeRow>['columns'] = narrow
    ? [
        {
          title: 'Такси',
          key: 'card',
          render: (_value, fee) => (
            <Flex vertical gap={6}>
              {child(fee)}
              {activity(fee)}
              <FeeAmount fee={fee} />
              <FeeBalance fee={fee} />
              <StatusTag status={fee.status} />
              {actions(fee)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Дете', key: 'studentName', sorter: true, sortOrder: order('studentName'), render: (_v, fee) => child(fee) },
        {
          title: 'Дейност',
          key: 'activityName',
          sorter: true,
          sortOrder: order('activityName'),
          render: (_v, fee) => activity(fee),
        },
        { title: 'Такса', key: 'amount', sorter: true, sortOrder: order('amount'), render: (_v, fee) => <FeeAmount fee={fee} /> },
        { title: 'Плащане', key: 'balance', render: (_v, fee) => <FeeBalance fee={fee} /> },
        {
          title: 'Статус',
          key: 'status',
          sorter: true,
          sortOrder: order('status'),
          render: (_v, fee) => <StatusTag status={fee.status} />,
        },
        { title: 'Действия', key: 'actions', render: (_v, fee) => actions(fee) },
      ];

  return (
    <>
      <ListPage<FeeRow, SortColumn>
        title="Такси за дейности"
        actions={
          canPay && (
            <Popconfirm
              title="Изчисляване на таксите"
              description="Таксите на месеца се изчисляват от цената, присъствията и отстъпките. Такси с плащания не се променят."
              okText="Изчисли"
              cancelText="Отказ"
              onConfirm={() => runGenerate()}
            >
              <Button type="primary" loading={generating.isLoading}>
                Изчисли таксите за месеца
              </Button>
            </Popconfirm>
          )
        }
        filters={
          <>
            <MonthPicker
              year={year}
              month={month}
              onChange={(pickedYear, pickedMonth) => update({ year: pickedYear, month: pickedMonth })}
            />
            <Select
              aria-label="Статус"
              style={{ minWidth: 220 }}
              value={status}
              onChange={(value: string) => update({ status: value === 'unpaid' ? undefined : value })}
              options={Object.entries(statusFilters).map(([value, { label }]) => ({ value, label }))}
            />
            <GroupFilter
              groups={groups.data}
              loading={groups.isLoading}
              value={filters.classId}
              onChange={(classId) => update({ classId })}
            />
            <Select
              aria-label="Дейност"
              placeholder="Дейност"
              allowClear
              style={{ minWidth: 200 }}
              value={filters.activityId}
              onChange={(activityId?: number) => update({ activityId })}
              options={(activities.data ?? []).map((row) => ({ value: row.activityId, label: row.activityName }))}
            />
            <Select
              aria-label="Доставчик"
              placeholder="Доставчик"
              allowClear
              style={{ minWidth: 200 }}
              value={filters.providerId}
              onChange={(providerId?: number) => update({ providerId })}
              options={(providers.data ?? []).map((row) => ({ value: row.providerId, label: row.providerName }))}
            />
            <Input.Search
              aria-label="Търсене по име на дете"
              placeholder="Име на дете"
              allowClear
              defaultValue={filters.search}
              onSearch={(search) => update({ search: search.trim() || undefined })}
              style={{ width: 220 }}
            />
            <Flex gap={8} align="center">
              <Switch
                id="fees-by-family"
                checked={family}
                onChange={(checked) => update({ family: checked ? 'true' : undefined })}
                aria-label="По семейства"
              />
              <label htmlFor="fees-by-family">По семейства</label>
            </Flex>
          </>
        }
        list={list}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма такси с тези филтри за месеца."
      >
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {[
            ['Начислени за месеца', totals.amount],
            ['Платени', totals.paid],
            ['Остават за плащане', totals.due],
          ].map(([label, cents]) => (
            <Col xs={24} sm={8} key={label}>
              <Card size="small">
                <Statistic title={label} value={formatCents(cents as number)} />
              </Card>
            </Col>
          ))}
        </Row>
      </ListPage>
      <PayDialog fee={paying} onClose={() => setPaying(null)} />
      <BatchDialog fees={batch} onClose={() => setBatch(null)} />
    </>
  );
}
