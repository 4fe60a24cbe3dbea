import { teacherOccupations, type TeacherOccupation, type TeacherRow, teachersRoutes } from '@kg/contracts';
import { Button, Flex, Input, Select, Tag } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { AccountStateTag } from '../../../shared/ui/account-state-tag';
import { useGetTeachersQuery } from '../api';
import { useStaffAccess } from './staff-access';

const sortable = ['name', 'occupation'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const flag = (value: string | null): 'true' | 'false' | undefined => (value === 'true' || value === 'false' ? value : undefined);
const occupationOptions = teacherOccupations.map((value) => ({ value, label: value }));

/** The list's filters in the URL (?search=&occupation=&pedagogical=&director=), next to the paging and order. */
function useListState() {
  const { params, paging, update } = useUrlListState(sortable);
  const occupation = params.get('occupation');
  const state = {
    search: params.get('search') ?? '',
    occupation: occupation && (teacherOccupations as readonly string[]).includes(occupation) ? occupation : undefined,
    pedagogical: flag(params.get('pedagogical')),
    director: flag(params.get('director')),
  };
  return { state, paging, update };
}

/** /staff/pedagogical: the staff of the selected kindergarten (spec 2 §7.3 "Teachers"). */
export default function StaffPage() {
  const { state, paging, update } = useListState();
  const can = useStaffAccess();
  const filters = {
    ...(state.search ? { nameSearchTerm: state.search } : {}),
    ...(state.occupation ? { occupation: state.occupation as TeacherOccupation } : {}),
    ...(state.pedagogical ? { isPedagogical: state.pedagogical === 'true' } : {}),
    ...(state.director ? { isDirector: state.director === 'true' } : {}),
  };
  const staff = useGetTeachersQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters });

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<TeacherRow>['columns'] = [
    {
      title: 'Име',
      dataIndex: 'fullName',
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (name: string, member) => <Link to={`/staff/pedagogical/${member.id}/${member.kindergartenId}`}>{name}</Link>,
    },
    { title: 'Длъжност', dataIndex: 'occupation', key: 'occupation', sorter: true, sortOrder: order('occupation') },
    {
      title: 'Вид персонал',
      key: 'kind',
      render: (_value, member) => (
        <Flex gap={4} wrap>
          <Tag color={member.isPedagogical ? 'blue' : undefined}>
            {member.isPedagogical ? 'Педагогически' : 'Непедагогически'}
          </Tag>
          {member.isDirector && <Tag color="gold">Директор</Tag>}
        </Flex>
      ),
    },
    { title: 'Имейл', dataIndex: 'email', key: 'email' },
    { title: 'Телефон', dataIndex: 'phone', key: 'phone' },
    {
      title: 'Профил',
      key: 'accountState',
      render: (_value, member) => <AccountStateTag state={member.accountState} />,
    },
  ];
  return (
    <ListPage<TeacherRow, SortColumn>
      title="Персонал"
      exportFile={{ path: routePath(teachersRoutes.export, { query: filters }), label: 'Експорт в Excel' }}
      actions={
        can.create && (
          <Link to="/staff/pedagogical/create">
            <Button type="primary">Добави служител</Button>
          </Link>
        )
      }
      filters={
        <>
          <Input.Search
            aria-label="Търсене по име"
            placeholder="Търсене по име"
            allowClear
            defaultValue={state.search}
            onSearch={(search) => update({ search: search.trim() })}
            style={{ width: 240 }}
          />
          <Select
            aria-label="Длъжност"
            placeholder="Длъжност"
            allowClear
            showSearch
            value={state.occupation}
            options={occupationOptions}
            onChange={(occupation?: string) => update({ occupation })}
            style={{ width: 220 }}
          />
          <Select
            aria-label="Вид персонал"
            placeholder="Вид персонал"
            allowClear
            value={state.pedagogical}
            options={[
              { value: 'true', label: 'Педагогически' },
              { value: 'false', label: 'Непедагогически' },
            ]}
            onChange={(pedagogical?: string) => update({ pedagogical })}
            style={{ width: 180 }}
          />
          <Select
            aria-label="Директори"
            placeholder="Директори"
            allowClear
            value={state.director}
            options={[
              { value: 'true', label: 'Директори' },
              { value: 'false', label: 'Без директори' },
            ]}
            onChange={(director?: string) => update({ director })}
            style={{ width: 160 }}
          />
        </>
      }
      list={staff}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма служители по избраните критерии."
    />
  );
}
