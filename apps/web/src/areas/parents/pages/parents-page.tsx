import { allows, Resource } from '@kg/contracts/access';
import { type AccountState, type ParentRow, parentRelationLabels } from '@kg/contracts';
import { Button, Flex, Input, Select, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { parentsRoutes } from '@kg/contracts';
import { routePath } from '../../../shared/api/route-request';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { AccountStateTag, accountStateOptions } from '../../../shared/ui/account-state-tag';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStudentGroupsQuery } from '../../students/api';
import { useGetParentsQuery } from '../api';

const sortable = ['name', 'email'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

/** /parents/management: the kindergarten's parents with their children; filters in the URL (?search=&child=&classId=&account=<AccountState>). */
export default function ParentsPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const classId = Number(params.get('classId'));
  const account = accountStateOptions.find((option) => String(option.value) === params.get('account'))?.value;
  const state = {
    search: params.get('search') ?? '',
    child: params.get('child') ?? '',
    classId: Number.isInteger(classId) && classId > 0 ? classId : undefined,
    account,
  };
  const filters = {
    ...(state.search ? { nameSearchTerm: state.search } : {}),
    ...(state.child ? { childNameSearchTerm: state.child } : {}),
    ...(state.classId ? { classId: state.classId } : {}),
    ...(state.account !== undefined ? { accountState: state.account } : {}),
  };
  const parents = useGetParentsQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters });
  const groups = useGetStudentGroupsQuery();
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.Parents, 'create');
  const order = (column: SortColumn) => sortOrderOf(paging, column);

  const columns: TableProps<ParentRow>['columns'] = [
    {
      title: 'Родител',
      dataIndex: 'fullName',
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (name: string, parent) => <Link to={`/parents/management/${parent.id}`}>{name}</Link>,
    },
    { title: 'Имейл', dataIndex: 'email', key: 'email', sorter: true, sortOrder: order('email') },
    { title: 'Телефон', dataIndex: 'phone', key: 'phone' },
    {
      title: 'Деца',
      key: 'students',
      render: (_value, parent) => (
        <Flex vertical gap={2}>
          {parent.students.map((child) => (
            <span key={child.studentId}>
              {child.name}{' '}
              <Typography.Text type="secondary">
                ({parentRelationLabels[child.relation]}
                {child.className ? `, ${child.className}` : ''})
              </Typography.Text>
            </span>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Профил',
      key: 'accountState',
      render: (_value, parent) => <AccountStateTag state={parent.accountState} />,
    },
  ];

  return (
    <ListPage<ParentRow, SortColumn>
      title="Родители"
      exportFile={{ path: routePath(parentsRoutes.export, { query: filters }), label: 'Експорт в Excel' }}
      actions={
        canCreate && (
          <Link to="/parents/management/create">
            <Button type="primary">Добави родител</Button>
          </Link>
        )
      }
      filters={
        <>
          <Input.Search
            aria-label="Търсене по име, имейл или телефон"
            placeholder="Търсене по име, имейл или телефон"
            allowClear
            defaultValue={state.search}
            onSearch={(search) => update({ search: search.trim() })}
            style={{ width: 280 }}
          />
          <Input.Search
            aria-label="Търсене по име на дете"
            placeholder="Търсене по име на дете"
            allowClear
            defaultValue={state.child}
            onSearch={(child) => update({ child: child.trim() })}
            style={{ width: 220 }}
          />
          <Select
            aria-label="Група"
            placeholder="Група"
            allowClear
            value={state.classId}
            loading={groups.isLoading}
            options={(groups.data ?? [])
              .filter((group) => group.classId !== null)
              .map((group) => ({ value: group.classId!, label: group.className }))}
            onChange={(value?: number) => update({ classId: value })}
            style={{ width: 200 }}
          />
          <Select
            aria-label="Профил"
            placeholder="Профил"
            allowClear
            value={state.account}
            options={accountStateOptions}
            onChange={(value?: AccountState) => update({ account: value })}
            style={{ width: 160 }}
          />
        </>
      }
      list={parents}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма родители по избраните критерии."
    />
  );
}
