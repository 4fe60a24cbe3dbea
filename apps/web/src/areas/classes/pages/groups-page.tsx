import {
  type AttendanceMode,
  attendanceModeLabels,
  type ClassOverview,
  type ClassOverviewQuery,
  type GroupAgeType,
  groupAgeTypeLabels,
} from '@kg/contracts';
import { App, Button, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useDeleteGroupMutation, useGetGroupsQuery } from '../api';
import { useGroupAccess } from './group-access';
import { ageTypeOptions, ageTypes } from './group-options';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

const substitutionOptions = [
  { value: 'false', label: 'Редовни групи' },
  { value: 'true', label: 'Групи за заместване' },
];
const sortable = ['name', 'ageType', 'isForSubstitution', 'studentsCount'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

/** The list's filters in the URL (?name=&ageType=&isForSubstitution=), next to the paging and order. */
function useListState() {
  const { params, paging, update } = useUrlListState(sortable);
  const ageType = Number(params.get('ageType'));
  const state = {
    name: params.get('name') ?? '',
    ageType: ageTypes.includes(ageType) ? (ageType as GroupAgeType) : undefined,
    isForSubstitution: ['true', 'false'].includes(params.get('isForSubstitution') ?? '')
      ? params.get('isForSubstitution')!
      : undefined,
  };
  return { state, paging, update };
}

/** /groups/management: the selected school year's groups (spec 2 §9 order), with filters, paging and actions. */
export default function GroupsPage() {
  const { state, paging, update } = useListState();
  const can = useGroupAccess();
  const { message } = App.useApp();
  const query: Partial<ClassOverviewQuery> = {
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(state.name ? { name: state.name } : {}),
    ...(state.ageType ? { ageType: state.ageType } : {}),
    ...(state.isForSubstitution ? { isForSubstitution: state.isForSubstitution === 'true' } : {}),
  };
  const groups = useGetGroupsQuery(query);
  const [deleteGroup] = useDeleteGroupMutation();

  const remove = async (group: ClassOverview): Promise<void> => {
    const result = await deleteGroup(group.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Групата „${group.name}“ е изтрита.`);
  };

  const order = (column: SortColumn) => sortOrderOf(paging, column);
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
            <ConfirmDeleteButton
              title="Изтриване на група"
              description={`Сигурни ли сте, че искате да изтриете групата „${group.name}“?`}
              onConfirm={() => remove(group)}
            />
          )}
        </Space>
      ),
    });
  }

  return (
    <ListPage<ClassOverview, SortColumn>
      title="Групи"
      actions={
        can.create && (
          <Link to="/groups/management/create">
            <Button type="primary">Добави група</Button>
          </Link>
        )
      }
      filters={
        <>
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
        </>
      }
      list={groups}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма групи в избраната учебна година."
    />
  );
}
