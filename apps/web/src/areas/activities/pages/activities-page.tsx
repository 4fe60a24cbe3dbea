import { type ActivityOverviewQuery, type ActivityOverviewRow, activityPriceModelLabels, allows, Resource } from '@kg/contracts';
import { App, Button, Checkbox, DatePicker, Flex, Input, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { GroupFilter, ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { formatActivityPrice } from '../../../shared/money/money';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import {
  useDeleteActivityMutation,
  useGetActivitiesQuery,
  useGetActivityGroupsQuery,
  useGetActivityTypesQuery,
  useGetKindergartenProvidersQuery,
} from '../api';
import { periodText, scheduleText } from '../components/format';

const sortable = ['name', 'activeFrom'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const BASE = '/activities/management';

/** A positive id from the URL, or nothing. */
const idParam = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The filters in the URL (?search=&providerId=&activityTypeId=&classId=&activeOn=&onlyActive=) next to paging and order. */
function useListState() {
  const { params, paging, update } = useUrlListState(sortable);
  const activeOn = params.get('activeOn') ?? '';
  const filters = {
    ...(params.get('search') ? { search: params.get('search')! } : {}),
    ...(idParam(params.get('providerId')) ? { providerId: idParam(params.get('providerId')) } : {}),
    ...(idParam(params.get('activityTypeId')) ? { activityTypeId: idParam(params.get('activityTypeId')) } : {}),
    ...(idParam(params.get('classId')) ? { classId: idParam(params.get('classId')) } : {}),
    ...(ISO_DAY.test(activeOn) ? { activeOn } : {}),
    ...(params.get('onlyActive') === 'true' ? { onlyActive: true } : {}),
  };
  return { filters, paging, update };
}

const capacityText = (row: ActivityOverviewRow): string =>
  row.capacity === null ? `${row.enrolledCount} записани` : `${row.enrolledCount} от ${row.capacity}`;

/** On a phone the row is one card-like cell with everything that matters; the other columns come from `sm` up. */
function PhoneCard({ row, actions }: { row: ActivityOverviewRow; actions: React.ReactNode }) {
  return (
    <Flex vertical gap={2} style={{ whiteSpace: 'normal' }}>
      <Link to={`${BASE}/${row.id}`} style={{ fontWeight: 600 }}>
        {row.name}
      </Link>
      <Typography.Text type="secondary">
        {row.activityTypeName} · {row.providerName}
      </Typography.Text>
      {row.groups.length > 0 && <span>Групи: {row.groups.map((group) => group.name).join(', ')}</span>}
      {row.schedule.length > 0 && <span>{scheduleText(row.schedule)}</span>}
      <span>{formatActivityPrice(row)}</span>
      <span>
        Деца: {capacityText(row)} · {periodText(row.activeFrom, row.activeTo)}
      </span>
      {actions}
    </Flex>
  );
}

/**
 * /activities/management: the kindergarten's additional activities with their groups, hours, price and places
 * (docs/activities.md "Activities"); the director adds, edits and deletes them.
 */
export default function ActivitiesPage() {
  const { filters, paging, update } = useListState();
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = {
    create: allows(access, Resource.Activities, 'create'),
    delete: allows(access, Resource.Activities, 'delete'),
  };
  const list = useGetActivitiesQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters } as Partial<ActivityOverviewQuery>);
  const groups = useGetActivityGroupsQuery();
  const types = useGetActivityTypesQuery();
  const providers = useGetKindergartenProvidersQuery();
  const [remove] = useDeleteActivityMutation();
  const { message } = App.useApp();

  const deleteActivity = async (row: ActivityOverviewRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Дейността е изтрита.');
  };
  const actions = (row: ActivityOverviewRow) =>
    can.delete && (
      <ConfirmDeleteButton
        title="Изтриване на дейност"
        description={`Да се изтрие ли дейността „${row.name}“ с групите и часовете ѝ?`}
        onConfirm={() => deleteActivity(row)}
      />
    );

  const columns: TableProps<ActivityOverviewRow>['columns'] = [
    {
      title: 'Дейност',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => <PhoneCard row={row} actions={actions(row)} />,
    },
    {
      title: 'Дейност',
      key: 'name',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      render: (_value, row) => (
        <Flex vertical>
          <Link to={`${BASE}/${row.id}`}>{row.name}</Link>
          <Typography.Text type="secondary">{row.activityTypeName}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Доставчик и преподавател',
      key: 'provider',
      responsive: ['sm'],
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.providerName}</span>
          {row.teacherName && <Typography.Text type="secondary">{row.teacherName}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Групи',
      key: 'groups',
      responsive: ['sm'],
      render: (_value, row) => (row.groups.length ? row.groups.map((group) => group.name).join(', ') : '—'),
    },
    {
      title: 'Дни и часове',
      key: 'schedule',
      responsive: ['md'],
      render: (_value, row) => scheduleText(row.schedule) || '—',
    },
    {
      title: 'Цена',
      key: 'price',
      responsive: ['sm'],
      render: (_value, row) => (
        <Flex vertical>
          <span>{formatActivityPrice(row)}</span>
          <Typography.Text type="secondary">{activityPriceModelLabels[row.priceModel]}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Деца', key: 'capacity', responsive: ['sm'], render: (_value, row) => capacityText(row) },
    {
      title: 'Активна',
      key: 'activeFrom',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'activeFrom'),
      render: (_value, row) => (
        <Flex vertical align="start">
          <span>{periodText(row.activeFrom, row.activeTo)}</span>
          {row.isActive ? <Tag color="green">Текуща</Tag> : <Tag>Неактивна</Tag>}
        </Flex>
      ),
    },
    ...(can.delete
      ? [
          {
            title: 'Действия',
            key: 'actions',
            responsive: ['sm' as const],
            render: (_value: unknown, row: ActivityOverviewRow) => actions(row),
          },
        ]
      : []),
  ];

  return (
    <ListPage<ActivityOverviewRow, SortColumn>
      title="Допълнителни дейности"
      actions={
        can.create && (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Нова дейност</Button>
          </Link>
        )
      }
      filters={
        <>
          <Input.Search
            aria-label="Търсене по наименование"
            placeholder="Търсене по наименование"
            allowClear
            defaultValue={filters.search}
            onSearch={(search) => update({ search: search.trim() })}
            style={{ width: 240, maxWidth: '100%' }}
          />
          <Select
            aria-label="Доставчик"
            placeholder="Доставчик"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={providers.isLoading}
            value={filters.providerId}
            options={(providers.data?.result ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
            onChange={(providerId?: number) => update({ providerId })}
            style={{ width: 220, maxWidth: '100%' }}
          />
          <Select
            aria-label="Вид дейност"
            placeholder="Вид дейност"
            allowClear
            loading={types.isLoading}
            value={filters.activityTypeId}
            options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            onChange={(activityTypeId?: number) => update({ activityTypeId })}
            style={{ width: 200, maxWidth: '100%' }}
          />
          <GroupFilter
            groups={groups.data?.map((group) => ({ classId: group.id, className: group.name }))}
            loading={groups.isLoading}
            value={filters.classId}
            onChange={(classId) => update({ classId })}
          />
          <DatePicker
            aria-label="Активни на дата"
            placeholder="Активни на дата"
            format={DATE_FORMAT}
            value={filters.activeOn ? dayjs(filters.activeOn) : null}
            onChange={(day) => update({ activeOn: day ? toApiDate(day) : undefined })}
          />
          <Checkbox
            checked={filters.onlyActive === true}
            onChange={(event) => update({ onlyActive: event.target.checked ? 'true' : undefined })}
          >
            Само текущите
          </Checkbox>
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма дейности по избраните критерии."
    />
  );
}
