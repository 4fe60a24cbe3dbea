import type { UserRow } from '@kg/contracts';
import { kindergartenRoles, roleLabels } from '@kg/contracts/access';
import type { Role } from '@kg/contracts/roles';
import { App, Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/dates/dates';
import { pageQueryOf, ServerTable, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useChangeUserActivationMutation, useGetUsersQuery } from '../api';
import { useUserGroupsAccess } from '../access';
import { InviteUserDialog } from './invite-user-dialog';

const sortable = ['name', 'email', 'lastSignIn'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const roleOptions = kindergartenRoles.map((role) => ({ value: String(role), label: roleLabels[role] }));
const statusOptions = [
  { value: 'true', label: 'Активни' },
  { value: 'false', label: 'Деактивирани' },
];

/** The users tab of /platform/groups: the kindergarten's members, invitation, activation and deactivation. */
export function UsersTab() {
  const can = useUserGroupsAccess();
  const me = useGetUserDataQuery().data?.id;
  const { message } = App.useApp();
  const { params, paging, update } = useUrlListState(sortable);
  const [inviting, setInviting] = useState(false);
  const [changeActivation] = useChangeUserActivationMutation();
  const search = params.get('search') ?? '';
  const role = roleOptions.some((option) => option.value === params.get('role')) ? params.get('role')! : undefined;
  const isActive = params.get('isActive') === 'true' || params.get('isActive') === 'false' ? params.get('isActive')! : undefined;
  const query = {
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(search ? { search } : {}),
    ...(role ? { role: Number(role) as Role } : {}),
    ...(isActive ? { isActive: isActive === 'true' } : {}),
  };
  const users = useGetUsersQuery(query);

  const toggle = async (user: UserRow): Promise<void> => {
    const result = await changeActivation({ userId: user.userId, isActive: !user.isActive });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`${user.name} е ${user.isActive ? 'деактивиран(а)' : 'активиран(а)'}.`);
  };

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<UserRow>['columns'] = [
    { title: 'Име', dataIndex: 'name', key: 'name', sorter: true, sortOrder: order('name') },
    { title: 'Имейл', dataIndex: 'email', key: 'email', sorter: true, sortOrder: order('email') },
    {
      title: 'Роля и групи',
      key: 'role',
      render: (_value, user) => (
        <Space size={4} wrap>
          <Tag color="blue">{roleLabels[user.role]}</Tag>
          {user.groups.map((group) => (
            <Tag key={group}>{group}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Състояние',
      key: 'status',
      render: (_value, user) =>
        !user.isActive ? (
          <Tag color="red">Деактивиран</Tag>
        ) : user.hasActiveAccount ? (
          <Tag color="green">Активен</Tag>
        ) : (
          <Tag color="gold">Поканен</Tag>
        ),
    },
    {
      title: 'Последно влизане',
      dataIndex: 'lastSignIn',
      key: 'lastSignIn',
      sorter: true,
      sortOrder: order('lastSignIn'),
      render: (moment: string | null) =>
        moment ? formatDateTime(moment) : <Typography.Text type="secondary">Никога</Typography.Text>,
    },
  ];
  if (can.activateUsers) {
    columns.push({
      title: 'Действия',
      key: 'actions',
      render: (_value, user) =>
        user.userId === me ? null : (
          <Popconfirm
            title={user.isActive ? 'Деактивиране на потребител' : 'Активиране на потребител'}
            description={
              user.isActive
                ? `${user.name} няма да има достъп до детската градина от следващата си заявка. Продължавате ли?`
                : `${user.name} отново ще има достъп до детската градина. Продължавате ли?`
            }
            okText={user.isActive ? 'Деактивирай' : 'Активирай'}
            cancelText="Отказ"
            okButtonProps={{ danger: user.isActive }}
            onConfirm={() => toggle(user)}
          >
            <Button type="link" size="small" danger={user.isActive}>
              {user.isActive ? 'Деактивиране' : 'Активиране'}
            </Button>
          </Popconfirm>
        ),
    });
  }

  return (
    <>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Input.Search
            aria-label="Търсене по име или имейл"
            placeholder="Търсене по име или имейл"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 260 }}
          />
          <Select
            aria-label="Роля"
            placeholder="Роля"
            allowClear
            value={role}
            options={roleOptions}
            onChange={(value?: string) => update({ role: value })}
            style={{ width: 200 }}
          />
          <Select
            aria-label="Състояние"
            placeholder="Състояние"
            allowClear
            value={isActive}
            options={statusOptions}
            onChange={(value?: string) => update({ isActive: value })}
            style={{ width: 160 }}
          />
        </Flex>
        {can.inviteUsers && (
          <Button type="primary" onClick={() => setInviting(true)}>
            Покани потребител
          </Button>
        )}
      </Flex>
      <ServerTable<UserRow, SortColumn>
        rowKey="userId"
        list={users}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма потребители по избраните критерии."
      />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
