import {
  type AttendanceMode,
  attendanceModeLabels,
  type ClassOverview,
  type ClassOverviewQuery,
  type GroupAgeType,
  groupAgeTypeLabels,
} from '@kg/contracts';
import { Alert, App, Button, Card, Empty, Flex, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useDeleteGroupMutation, useGetGroupsQuery } from '../api';
import { useGroupAccess } from './group-access';
import { ageTypeOptions, ageTypes } from './group-options';

const substitutionOptions = [
  { value: 'false', label: 'Редовни групи' },
  { value: 'true', label: 'Групи за заместване' },
];
const sortable = ['name', 'ageType', 'isForSubstitution', 'studentsCount'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

/** The list's state lives in the URL (?name=&ageType=&isForSubstitution=&page=&sort=&desc=), so a link or reload keeps it. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const ageType = Number(params.get('ageType'));
  const sort = params.get('sort') as SortColumn | null;
  const state = {
    name: params.get('name') ?? '',
    ageType: ageTypes.includes(ageType) ? (ageType as GroupAgeType) : undefined,
    isForSubstitution: ['true', 'false'].includes(params.get('isForSubstitution') ?? '')
      ? params.get('isForSubstitution')!
      : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    sort: sort && sortable.includes(sort) ? sort : undefined,
    desc: params.get('desc') === 'true',
  };
  const update = (changes: Record<string, string | number | undefined>, resetPage = true): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...changes, ...(resetPage ? { page: undefined } : {}) })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return { state, update };
}

/** /groups/management: the selected school year's groups (spec 2 §9 order), with filters, paging and actions. */
export default function GroupsPage() {
  usePageTitle('Групи');
  const { state, update } = useListState();
  const can = useGroupAccess();
  const { message } = App.useApp();
  const query: Partial<ClassOverviewQuery> = {
    pageNumber: state.page,
    pageSize: PAGE_SIZE,
    ...(state.name ? { name: state.name } : {}),
    ...(state.ageType ? { ageType: state.ageType } : {}),
    ...(state.isForSubstitution ? { isForSubstitution: state.isForSubstitution === 'true' } : {}),
    ...(state.sort ? { orderByColumn: state.sort, orderByDescending: state.desc } : {}),
  };
  const groups = useGetGroupsQuery(query);
  const [deleteGroup] = useDeleteGroupMutation();

  const remove = async (group: ClassOverview): Promise<void> => {
    const result = await deleteGroup(group.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Групата „${group.name}“ е изтрита.`);
  };

  const order = (column: SortColumn) => (state.sort === column ? (state.desc ? 'descend' : 'ascend') : null);
  const columns: TableProps<ClassOverview>['columns'] = [
    {
      title: 'Име',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (name: string, group) => (can.update ? <Link to={`/groups/management/${group.id}`}>{name}</Link> : name),
    },
    {
      title: 'Възрастова група',
      dataIndex: 'ageType',
      key: 'ageType',
      sorter: true,
      sortOrder: order('ageType'),
      render: (ageType: GroupAgeType) => groupAgeTypeLabels[ageType],
    },
    {
      title: 'Вид',
      dataIndex: 'isForSubstitution',
      key: 'isForSubstitution',
      sorter: true,
      sortOrder: order('isForSubstitution'),
      render: (substitution: boolean) => (substitution ? <Tag color="orange">За заместване</Tag> : <Tag>Редовна</Tag>),
    },
    {
      title: 'Режим',
      dataIndex: 'attendanceMode',
      key: 'attendanceMode',
      render: (mode: AttendanceMode) => attendanceModeLabels[mode],
    },
    {
      title: 'Учители',
      dataIndex: 'teachers',
      key: 'teachers',
      render: (teachers: ClassOverview['teachers']) =>
        teachers.length ? (
          teachers.map((teacher) => teacher.name).join(', ')
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Деца',
      dataIndex: 'studentsCount',
      key: 'studentsCount',
      sorter: true,
      sortOrder: order('studentsCount'),
      align: 'right',
    },
  ];
  if (can.update || can.delete) {
    columns.push({
      title: 'Действия',
      key: 'actions',
      render: (_value, group) => (
        <Space>
          {can.update && <Link to={`/groups/management/${group.id}`}>Редакция</Link>}
          {can.delete && (
            <Popconfirm
              title="Изтриване на група"
              description={`Сигурни ли сте, че искате да изтриете групата „${group.name}“?`}
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(group)}
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
          Групи
        </Typography.Title>
      }
      extra={
        can.create && (
          <Link to="/groups/management/create">
            <Button type="primary">Добави група</Button>
          </Link>
        )
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Търсене по име"
          placeholder="Търсене по име"
          allowClear
          defaultValue={state.name}
          onSearch={(name) => update({ name: name.trim() })}
          style={{ width: 240 }}
        />
        <Select
          aria-label="Възрастова група"
          placeholder="Възрастова група"
          allowClear
          value={state.ageType}
          options={ageTypeOptions}
          onChange={(ageType?: GroupAgeType) => update({ ageType })}
          style={{ width: 240 }}
        />
        <Select
          aria-label="Вид група"
          placeholder="Вид група"
          allowClear
          value={state.isForSubstitution}
          options={substitutionOptions}
          onChange={(value?: string) => update({ isForSubstitution: value })}
          style={{ width: 200 }}
        />
      </Flex>
      {groups.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(groups.error)}
          action={
            <Button size="small" onClick={() => void groups.refetch()}>
              Опитай отново
            </Button>
          }
        />
      ) : (
        <Table<ClassOverview>
          rowKey="id"
          columns={columns}
          dataSource={groups.data?.result}
          loading={groups.isFetching}
          locale={{ emptyText: <Empty description="Няма групи в избраната учебна година." /> }}
          pagination={{
            current: state.page,
            pageSize: PAGE_SIZE,
            total: groups.data?.rowsCount ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          onChange={(pagination, _filters, sorter) => {
            const single = Array.isArray(sorter) ? sorter[0] : sorter;
            const column = single?.order ? (single.columnKey as SortColumn) : undefined;
            update(
              {
                page: pagination.current && pagination.current > 1 ? pagination.current : undefined,
                sort: column,
                desc: column && single?.order === 'descend' ? 'true' : undefined,
              },
              false,
            );
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
