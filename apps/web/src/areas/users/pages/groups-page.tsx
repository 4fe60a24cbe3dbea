import type { UserGroupRow } from '@kg/contracts';
import { App, Button, Card, Empty, Flex, Space, Tabs, Tag, Tooltip } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { PageTitle } from '../../../shared/ui/page-title';
import { GROUPS_PATH, useUserGroupsAccess } from '../access';
import { useDeleteUserGroupMutation, useGetUserGroupsQuery, useRebuildAccessMutation } from '../api';
import { UsersTab } from '../components/users-tab';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

function GroupsTab() {
  const can = useUserGroupsAccess();
  const { message } = App.useApp();
  const groups = useGetUserGroupsQuery();
  const [deleteGroup] = useDeleteUserGroupMutation();
  const [rebuild, rebuilding] = useRebuildAccessMutation();

  const remove = async (group: UserGroupRow): Promise<void> => {
    const result = await deleteGroup(group.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Групата „${group.name}“ е изтрита.`);
  };
  const rebuildAccess = async (): Promise<void> => {
    const result = await rebuild();
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Достъпът на ${result.data.rebuilt} потребители е преизчислен.`);
  };

  const columns: TableProps<UserGroupRow>['columns'] = [
    {
      title: 'Група',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, group) => <Link to={`${GROUPS_PATH}/${group.id}`}>{name}</Link>,
    },
    {
      title: 'Вид',
      key: 'kind',
      render: (_value, group) => (
        <Space size={4} wrap>
          {group.isBuiltIn ? <Tag color="blue">Роля</Tag> : <Tag>Допълнителна</Tag>}
          {group.isPedagogical && <Tag color="green">Педагогическа</Tag>}
        </Space>
      ),
    },
    { title: 'Членове', dataIndex: 'memberCount', key: 'memberCount', align: 'right' },
  ];
  if (can.delete) {
    columns.push({
      title: 'Действия',
      key: 'actions',
      render: (_value, group) =>
        group.isBuiltIn || group.memberCount > 0 ? (
          <Tooltip title={group.isBuiltIn ? 'Вградените групи не могат да бъдат изтрити.' : 'Групата има членове.'}>
            <Button type="link" danger size="small" disabled>
              Изтриване
            </Button>
          </Tooltip>
        ) : (
          <ConfirmDeleteButton
            title="Изтриване на група"
            description={`Сигурни ли сте, че искате да изтриете групата „${group.name}“?`}
            onConfirm={() => remove(group)}
          />
        ),
    });
  }

  return (
    <>
      <Flex gap={8} justify="flex-end" style={{ marginBottom: 16 }}>
        {can.update && (
          <Popconfirm
            title="Преизчисляване на достъпа"
            description="Достъпът на всички потребители ще бъде изчислен наново от правата на групите. Продължавате ли?"
            okText="Преизчисли"
            cancelText="Отказ"
            onConfirm={rebuildAccess}
          >
            <Button loading={rebuilding.isLoading}>Преизчисли достъпа</Button>
          </Popconfirm>
        )}
        {can.create && (
          <Link to={`${GROUPS_PATH}/create`}>
            <Button type="primary">Нова група</Button>
          </Link>
        )}
      </Flex>
      {groups.isError ? (
        <LoadError list={groups} />
      ) : (
        <ResponsiveTable<UserGroupRow>
          rowKey="id"
          size="middle"
          loading={groups.isFetching}
          dataSource={groups.data ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: <Empty description="Няма потребителски групи." /> }}
        />
      )}
    </>
  );
}

/** /platform/groups: the kindergarten's user groups and, as a tab (`?tab=users`), its users. */
export default function GroupsPage() {
  const can = useUserGroupsAccess();
  const [params, setParams] = useSearchParams();
  const tab = can.readUsers && params.get('tab') === 'users' ? 'users' : 'groups';
  const items = [
    { key: 'groups', label: 'Групи', children: <GroupsTab /> },
    ...(can.readUsers ? [{ key: 'users', label: 'Потребители', children: <UsersTab /> }] : []),
  ];
  return (
    <Card title={<PageTitle>Потребителски групи</PageTitle>}>
      <Tabs
        activeKey={tab}
        items={items}
        destroyOnHidden
        onChange={(key) => setParams(key === 'users' ? { tab: 'users' } : {}, { replace: true })}
      />
    </Card>
  );
}
