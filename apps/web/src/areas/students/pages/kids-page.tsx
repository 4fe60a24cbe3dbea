import { type GuestStudentRow, type RouteArgs, type StudentRow, studentsRoutes } from '@kg/contracts';
import { Button, Card, Flex, Input, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { pageQueryOf, ServerTable, sortOrderOf, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetStudentGroupsQuery, useGetStudentsQuery } from '../api';
import { GuestStudentDialog } from '../components/guest-student-dialog';
import { guestSortable, GuestStudentsTable } from '../components/guest-students-table';
import { fullYears, useKidAccess } from './kid-access';

const sortable = ['name', 'birthDate', 'className'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const yesNoOptions = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const ageOptions = [1, 2, 3, 4, 5, 6, 7].map((age) => ({ value: String(age), label: `${age} г.` }));
const flag = (value: string | null): 'true' | 'false' | undefined => (value === 'true' || value === 'false' ? value : undefined);

/** Which children the list shows: enrolled (default), detached, or guests from other kindergartens. */
type ListView = 'enrolled' | 'detached' | 'guests';
const viewOptions: { value: ListView; label: string }[] = [
  { value: 'enrolled', label: 'Записани деца' },
  { value: 'detached', label: 'Отписани деца' },
  { value: 'guests', label: 'Гостуващи деца' },
];

/** The list's filters in the URL (?search=&classId=&sop=&detached=&age=&guests=), next to the paging and order. */
function useListState() {
  const { params, paging, update } = useUrlListState(sortable);
  const classId = Number(params.get('classId'));
  const age = Number(params.get('age'));
  const state = {
    search: params.get('search') ?? '',
    classId: Number.isInteger(classId) && classId > 0 ? classId : undefined,
    sop: flag(params.get('sop')),
    detached: flag(params.get('detached')),
    age: Number.isInteger(age) && age > 0 && age <= 10 ? String(age) : undefined,
    guests: params.get('guests') === 'true',
  };
  return { state, paging, update };
}

/** /kids/records: the children of the kindergarten with their group in the selected school year (spec 2 §7.3, §9). */
export default function KidsPage() {
  const { state, paging, update } = useListState();
  const can = useKidAccess();
  const guestPaging = useUrlListState(guestSortable).paging;
  /** The guest dialog: closed, a new placement, or an existing one being edited. */
  const [guestDialog, setGuestDialog] = useState<GuestStudentRow | 'new' | null>(null);
  const view: ListView = state.guests ? 'guests' : state.detached === 'true' ? 'detached' : 'enrolled';
  const filters: NonNullable<RouteArgs<typeof studentsRoutes.export>['query']> = {
    ...(state.search ? { nameSearchTerm: state.search } : {}),
    ...(state.classId ? { classId: state.classId } : {}),
    ...(state.sop ? { hasSpecialNeeds: state.sop === 'true' } : {}),
    ...(state.detached ? { isDetached: state.detached === 'true' } : {}),
    ...(state.age ? { age: Number(state.age) } : {}),
  };
  const query = { ...pageQueryOf(paging, PAGE_SIZE), ...filters };
  const kids = useGetStudentsQuery(query, { skip: view === 'guests' });
  const groups = useGetStudentGroupsQuery();
  const today = toApiDate(dayjs());

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<StudentRow>['columns'] = [
    {
      title: 'Име',
      dataIndex: 'fullName',
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (name: string, kid) => <Link to={`/kids/records/${kid.id}`}>{name}</Link>,
    },
    {
      title: 'Дата на раждане',
      dataIndex: 'birthDate',
      key: 'birthDate',
      sorter: true,
      sortOrder: order('birthDate'),
      render: (birthDate: string) => formatDate(birthDate),
    },
    { title: 'Възраст', key: 'age', render: (_value, kid) => `${fullYears(kid.birthDate, today)} г.` },
    {
      title: 'Група',
      dataIndex: 'className',
      key: 'className',
      sorter: true,
      sortOrder: order('className'),
      render: (name: string | null) => name ?? <Typography.Text type="secondary">Без група</Typography.Text>,
    },
    {
      title: 'Бележки',
      key: 'tags',
      render: (_value, kid) => (
        <Flex gap={4} wrap>
          {kid.hasSpecialNeeds && <Tag color="purple">СОП</Tag>}
          {kid.isDetached && <Tag>Отписано{kid.leaveDate ? ` от ${formatDate(kid.leaveDate)}` : ''}</Tag>}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={<PageTitle>Деца</PageTitle>}
      extra={
        <Flex gap={8}>
          {view !== 'guests' && (
            <DownloadButton path={routePath(studentsRoutes.export, { query: filters })}>Експорт в Excel</DownloadButton>
          )}
          {can.create && <Button onClick={() => setGuestDialog('new')}>Гост дете</Button>}
          {can.create && (
            <Link to="/kids/records/create">
              <Button type="primary">Добави дете</Button>
            </Link>
          )}
        </Flex>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Група"
          placeholder="Група"
          allowClear
          value={state.classId}
          loading={groups.isLoading}
          options={(groups.data ?? [])
            .filter((group) => group.classId !== null)
            .map((group) => ({ value: group.classId!, label: group.className }))}
          onChange={(classId?: number) => update({ classId })}
          style={{ width: 200 }}
        />
        {view !== 'guests' && (
          <>
            <Input.Search
              aria-label="Търсене по име или ЕГН"
              placeholder="Търсене по име или ЕГН"
              allowClear
              defaultValue={state.search}
              onSearch={(search) => update({ search: search.trim() })}
              style={{ width: 260 }}
            />
            <Select
              aria-label="СОП"
              placeholder="СОП"
              allowClear
              value={state.sop}
              options={yesNoOptions('Със СОП', 'Без СОП')}
              onChange={(sop?: string) => update({ sop })}
              style={{ width: 150 }}
            />
            <Select
              aria-label="Възраст"
              placeholder="Възраст"
              allowClear
              value={state.age}
              options={ageOptions}
              onChange={(age?: string) => update({ age })}
              style={{ width: 120 }}
            />
          </>
        )}
        <Select
          aria-label="Показване"
          value={view}
          options={viewOptions}
          onChange={(next: ListView) =>
            update({
              detached: next === 'detached' ? 'true' : undefined,
              guests: next === 'guests' ? 'true' : undefined,
              sort: undefined,
              desc: undefined,
            })
          }
          style={{ width: 180 }}
        />
      </Flex>
      {view === 'guests' ? (
        <GuestStudentsTable
          paging={guestPaging}
          classId={state.classId}
          canEdit={can.update}
          canDelete={can.delete}
          onEdit={setGuestDialog}
          onChange={(changes) => update(changes, false)}
        />
      ) : (
        <ServerTable<StudentRow, SortColumn>
          list={kids}
          columns={columns}
          paging={paging}
          pageSize={PAGE_SIZE}
          onChange={(changes) => update(changes, false)}
          emptyText="Няма деца по избраните критерии."
        />
      )}
      <GuestStudentDialog
        key={typeof guestDialog === 'object' && guestDialog ? guestDialog.id : 'new'}
        open={guestDialog !== null}
        placement={typeof guestDialog === 'object' ? guestDialog : null}
        onClose={() => setGuestDialog(null)}
      />
    </Card>
  );
}
