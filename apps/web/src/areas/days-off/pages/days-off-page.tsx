import { type DayOff, type DaysOffQuery, type DaysOffType } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteDayOffMutation, useGetDaysOffQuery } from '../api';
import { DayOffTypeTag, dayOffTypeOptions, dayOffTypes, periodText } from './day-off-labels';

const sourceOptions = [
  { value: 'true', label: 'Национални' },
  { value: 'false', label: 'На детската градина' },
];
const PAGE_SIZE = 20;

/** /days-off: the selected school year's days off, national (read-only) and the kindergarten's own. */
export default function DaysOffPage() {
  usePageTitle('Неучебни дни');
  const [params, setParams] = useSearchParams();
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = {
    create: allows(access, Resource.DaysOff, 'create'),
    update: allows(access, Resource.DaysOff, 'update'),
    delete: allows(access, Resource.DaysOff, 'delete'),
  };
  const typeParam = params.get('type');
  const type = typeParam !== null && dayOffTypes.includes(Number(typeParam)) ? (Number(typeParam) as DaysOffType) : undefined;
  const isNational = ['true', 'false'].includes(params.get('isNational') ?? '') ? params.get('isNational')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | number | undefined>): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  const query: Partial<DaysOffQuery> = {
    pageNumber: page,
    pageSize: PAGE_SIZE,
    ...(type !== undefined ? { type } : {}),
    ...(isNational ? { isNational: isNational === 'true' } : {}),
  };
  const days = useGetDaysOffQuery(query);
  const [deleteDayOff] = useDeleteDayOffMutation();
  const { message } = App.useApp();

  const remove = async (day: DayOff): Promise<void> => {
    const result = await deleteDayOff(day.dayOffGuid);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`„${day.name}“ е изтрит.`);
  };

  const columns: TableProps<DayOff>['columns'] = [
    { title: 'Период', key: 'period', render: (_value, day) => periodText(day) },
    { title: 'Вид', dataIndex: 'type', key: 'type', render: (value: DaysOffType) => <DayOffTypeTag type={value} /> },
    {
      title: 'Източник',
      dataIndex: 'isNational',
      key: 'isNational',
      render: (national: boolean) => (national ? <Tag color="purple">Национален</Tag> : <Tag>На детската градина</Tag>),
    },
    {
      title: 'Наименование',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, day) => <Link to={`/days-off/${day.dayOffGuid}`}>{name}</Link>,
    },
    {
      title: 'Група',
      dataIndex: 'className',
      key: 'className',
      render: (name: string | null, day) => name ?? (day.isNational ? '' : 'Всички групи'),
    },
  ];
  if (can.update || can.delete) {
    columns.push({
      title: 'Действия',
      key: 'actions',
      render: (_value, day) =>
        day.isNational ? null : (
          <Space>
            {can.update && <Link to={`/days-off/${day.dayOffGuid}`}>Редакция</Link>}
            {can.delete && (
              <Popconfirm
                title="Изтриване на неучебен ден"
                description={`Сигурни ли сте, че искате да изтриете „${day.name}“ (${periodText(day)})?`}
                okText="Изтрий"
                cancelText="Отказ"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(day)}
              >
                <Button type="link" danger size="small">
                  Изтриване
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    });
  }

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Неучебни дни
        </Typography.Title>
      }
      extra={
        can.create && (
          <Link to="/days-off/create">
            <Button type="primary">Добави неучебен ден</Button>
          </Link>
        )
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Вид"
          placeholder="Вид"
          allowClear
          value={type}
          options={dayOffTypeOptions}
          onChange={(value?: DaysOffType) => update({ type: value, page: undefined })}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Източник"
          placeholder="Източник"
          allowClear
          value={isNational}
          options={sourceOptions}
          onChange={(value?: string) => update({ isNational: value, page: undefined })}
          style={{ width: 220 }}
        />
      </Flex>
      {days.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(days.error)}
          action={
            <Button size="small" onClick={() => void days.refetch()}>
              Опитай отново
            </Button>
          }
        />
      ) : (
        <Table<DayOff>
          rowKey="dayOffGuid"
          columns={columns}
          dataSource={days.data?.result}
          loading={days.isFetching}
          locale={{ emptyText: <Empty description="Няма неучебни дни в избраната учебна година." /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: days.data?.rowsCount ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          onChange={(pagination) =>
            update({ page: pagination.current && pagination.current > 1 ? pagination.current : undefined })
          }
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
