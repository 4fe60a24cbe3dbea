import { allows, type NotificationSummaryRow, Resource } from '@kg/contracts';
import { App, Button, Card, Empty, Flex, Grid, Select, Statistic, Table, Tag, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { LoadError } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useFeesLiveReload, useGetNotificationSummaryQuery, useNotifyUnpaidMutation } from '../api';
import { MonthPicker, monthFrom } from '../components/fee-parts';

/**
 * /activities/notifications: what each family owes for a month (by activity and by parent) and the notification of
 * the parents with an account: one message in the app and an e-mail to each subscribed parent (docs/activity-fees.md).
 */
export default function FeeNotificationsPage() {
  const [params, setParams] = useSearchParams();
  const { year, month } = monthFrom(params);
  const activityId = Number(params.get('activityId')) || undefined;
  const summary = useGetNotificationSummaryQuery({ year, month, ...(activityId ? { activityId } : {}) });
  const canNotify = allows(useGetUserDataQuery().data?.access ?? [], Resource.ActivityNotifications, 'create');
  const [notify, notifying] = useNotifyUnpaidMutation();
  const { message } = App.useApp();
  const narrow = !Grid.useBreakpoint().md;
  useFeesLiveReload();

  const choose = (values: Record<string, string | number | undefined>): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  const send = async (): Promise<void> => {
    const result = await notify({ year, month, ...(activityId ? { activityId } : {}) });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Известието е изпратено на ${result.data.recipients} родители.`);
  };
  const parents = summary.data?.parents ?? [];
  const withAccount = parents.filter((parent) => parent.hasAccount).length;

  const person = (row: NotificationSummaryRow) => (
    <Flex vertical>
      <span>{row.parentName}</span>
      {row.hasAccount ? (
        <Typography.Text type="secondary">{row.email ?? 'без имейл'}</Typography.Text>
      ) : (
        <Tag>без профил в системата</Tag>
      )}
    </Flex>
  );
  const columns: TableProps<NotificationSummaryRow>['columns'] = narrow
    ? [
        {
          title: 'Родители',
          key: 'card',
          render: (_v, row) => (
            <Flex vertical gap={4}>
              {person(row)}
              <span>Деца: {row.students.join(', ')}</span>
              <span>Дейности: {row.activities.join(', ')}</span>
              <strong>Дължи: {formatCents(row.dueCents)}</strong>
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Родител', key: 'parent', render: (_v, row) => person(row) },
        { title: 'Деца', key: 'students', render: (_v, row) => row.students.join(', ') },
        { title: 'Дейности', key: 'activities', render: (_v, row) => row.activities.join(', ') },
        { title: 'Неплатени такси', key: 'fees', dataIndex: 'feesCount' },
        { title: 'Дължи', key: 'due', render: (_v, row) => formatCents(row.dueCents) },
      ];

  return (
    <Card
      title={<PageTitle>Известия за неплатени такси</PageTitle>}
      extra={
        canNotify && (
          <Popconfirm
            title="Изпращане на известие"
            description={`Съобщение и имейл ще получат ${withAccount} родители с профил.`}
            okText="Изпрати"
            cancelText="Отказ"
            onConfirm={() => send()}
            disabled={withAccount === 0}
          >
            <Button type="primary" loading={notifying.isLoading} disabled={withAccount === 0}>
              Изпрати известие на родителите
            </Button>
          </Popconfirm>
        )
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <MonthPicker
          year={year}
          month={month}
          onChange={(pickedYear, pickedMonth) => choose({ year: pickedYear, month: pickedMonth, activityId: undefined })}
        />
        <Select
          aria-label="Дейност"
          placeholder="Всички дейности"
          allowClear
          style={{ minWidth: 220 }}
          value={activityId}
          onChange={(value?: number) => choose({ activityId: value })}
          options={(summary.data?.activities ?? []).map((row) => ({ value: row.activityId, label: row.activityName }))}
        />
      </Flex>
      {summary.isError ? (
        <LoadError list={summary} />
      ) : (
        <Flex vertical gap={16}>
          <Statistic
            title="Неплатено за месеца"
            value={formatCents(summary.data?.totalDueCents ?? 0)}
            loading={summary.isFetching}
          />
          <Table
            rowKey="activityId"
            size="small"
            loading={summary.isFetching}
            pagination={false}
            dataSource={summary.data?.activities}
            locale={{ emptyText: <Empty description="Няма неплатени такси за месеца." /> }}
            columns={[
              { title: 'Дейност', key: 'activity', render: (_v, row) => `${row.activityName} (${row.providerName})` },
              { title: 'Неплатени', key: 'count', dataIndex: 'unpaidCount' },
              { title: 'Остава', key: 'due', render: (_v, row) => formatCents(row.dueCents) },
            ]}
          />
          <Table
            rowKey="parentId"
            loading={summary.isFetching}
            pagination={false}
            dataSource={parents}
            columns={columns}
            locale={{ emptyText: <Empty description="Няма семейства с неплатени такси." /> }}
          />
        </Flex>
      )}
    </Card>
  );
}
