import { type DayOff, type DaysOffQuery, type DaysOffType } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { App, Button, Select, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { ListPage, pageQueryOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteDayOffMutation, useGetDaysOffQuery } from '../api';
import { DayOffTypeTag, dayOffTypeOptions, dayOffTypes, periodText } from './day-off-labels';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

const sourceOptions = [
  { value: 'true', label: 'Национални' },
  { value: 'false', label: 'На детската градина' },
];
const PAGE_SIZE = 20;

/** /days-off: the selected school year's days off, national (read-only) and the kindergarten's own. */
export default function DaysOffPage() {
  const { params, paging, update } = useUrlListState([] as const);
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = {
    create: allows(access, Resource.DaysOff, 'create'),
    update: allows(access, Resource.DaysOff, 'update'),
    delete: allows(access, Resource.DaysOff, 'delete'),
  };
  const typeParam = params.get('type');
  const type = typeParam !== null && dayOffTypes.includes(Number(typeParam)) ? (Number(typeParam) as DaysOffType) : undefined;
  const isNational = ['true', 'false'].includes(params.get('isNational') ?? '') ? params.get('isNational')! : undefined;
  const query: Partial<DaysOffQuery> = {
    ...pageQueryOf(paging, PAGE_SIZE),
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
              <ConfirmDeleteButton
                title="Изтриване на неучебен ден"
                description={`Сигурни ли сте, че искате да изтриете „${day.name}“ (${periodText(day)})?`}
                onConfirm={() => remove(day)}
              />
            )}
          </Space>
        ),
    });
  }

  return (
    <ListPage<DayOff, never>
      title="Неучебни дни"
      actions={
        can.create && (
          <Link to="/days-off/create">
            <Button type="primary">Добави неучебен ден</Button>
          </Link>
        )
      }
      filters={
        <>
          <Select
            aria-label="Вид"
            placeholder="Вид"
            allowClear
            value={type}
            options={dayOffTypeOptions}
            onChange={(value?: DaysOffType) => update({ type: value })}
            style={{ width: 200 }}
          />
          <Select
            aria-label="Източник"
            placeholder="Източник"
            allowClear
            value={isNational}
            options={sourceOptions}
            onChange={(value?: string) => update({ isNational: value })}
            style={{ width: 220 }}
          />
        </>
      }
      rowKey="dayOffGuid"
      list={days}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма неучебни дни в избраната учебна година."
    />
  );
}
