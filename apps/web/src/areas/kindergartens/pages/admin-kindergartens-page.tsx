import {
  type InstitutionGroupRow,
  type InstitutionOverviewRow,
  type InstitutionsOverviewQuery,
  type KindergartenType,
  kindergartenTypeLabels,
} from '@kg/contracts';
import { Button, Input, Segmented, Select, Space, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ListChanges, ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetInstitutionGroupsQuery, useGetInstitutionsQuery } from '../records-api';
import { activeTag, kindergartenTypeOptions } from '../components/kindergarten-fields';
import { CreateKindergartenModal } from './create-kindergarten-modal';

const sortable = ['name', 'town', 'institutionCode'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const activeOptions = [
  { value: 'true', label: 'Активни' },
  { value: 'false', label: 'Неактивни' },
];

/**
 * /admin/kindergartens: every kindergarten (master), searched by name, town or code, filtered by type and state; or
 * grouped: the mother kindergartens with their branches (?view=grouped).
 */
export default function AdminKindergartensPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const [creating, setCreating] = useState(false);
  const search = params.get('search') ?? '';
  const type = [1, 2].includes(Number(params.get('type'))) ? (Number(params.get('type')) as KindergartenType) : undefined;
  const active = ['true', 'false'].includes(params.get('active') ?? '') ? params.get('active')! : undefined;
  const query: Partial<InstitutionsOverviewQuery> = {
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(search ? { search } : {}),
    ...(type ? { type } : {}),
    ...(active ? { active: active === 'true' } : {}),
  };
  const grouped = params.get('view') === 'grouped';
  const list = useGetInstitutionsQuery(query, { skip: grouped });
  const groups = useGetInstitutionGroupsQuery(
    { ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) },
    { skip: !grouped },
  );
  const order = (column: SortColumn) => sortOrderOf(paging, column);

  const columns: TableProps<InstitutionOverviewRow>['columns'] = [
    {
      title: 'Наименование',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (name: string, row) => <Link to={`/admin/kindergartens/${row.id}`}>{name}</Link>,
    },
    { title: 'Вид', dataIndex: 'type', key: 'type', render: (value: KindergartenType) => kindergartenTypeLabels[value] },
    {
      title: 'Код по НЕИСПУО',
      dataIndex: 'institutionCode',
      key: 'institutionCode',
      sorter: true,
      sortOrder: order('institutionCode'),
    },
    { title: 'Населено място', dataIndex: 'town', key: 'town', sorter: true, sortOrder: order('town') },
    { title: 'Община', dataIndex: 'municipality', key: 'municipality' },
    {
      title: 'Филиал на',
      dataIndex: 'motherKindergartenName',
      key: 'motherKindergartenName',
      render: (name: string | null, row) =>
        name ? (
          <Link to={`/admin/kindergartens/${row.motherKindergartenId}`}>{name}</Link>
        ) : row.branchesCount ? (
          `${row.branchesCount} филиала`
        ) : (
          '—'
        ),
    },
    {
      title: 'Състояние',
      dataIndex: 'isActive',
      key: 'isActive',
      render: activeTag,
    },
  ];

  const groupColumns: TableProps<InstitutionGroupRow>['columns'] = [
    {
      title: 'Основна детска градина',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => <Link to={`/admin/kindergartens/${row.id}`}>{name}</Link>,
    },
    { title: 'Населено място', dataIndex: 'town', key: 'town' },
    {
      title: 'Филиали',
      dataIndex: 'branches',
      key: 'branches',
      render: (branches: InstitutionGroupRow['branches']) =>
        branches.length ? (
          <Space orientation="vertical" size={0}>
            {branches.map((branch) => (
              <Link key={branch.id} to={`/admin/kindergartens/${branch.id}`}>
                {branch.name} ({branch.town})
              </Link>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  // The same page in both views: only the list and its columns change.
  const page = {
    title: 'Детски градини',
    actions: (
      <Button type="primary" onClick={() => setCreating(true)}>
        Нова детска градина
      </Button>
    ),
    filters: (
      <>
        <Segmented
          aria-label="Изглед"
          value={grouped ? 'grouped' : 'all'}
          options={[
            { value: 'all', label: 'Всички' },
            { value: 'grouped', label: 'По основни градини' },
          ]}
          onChange={(value) => update({ view: value === 'grouped' ? 'grouped' : undefined, type: undefined, active: undefined })}
        />
        <Input.Search
          aria-label="Търсене по име, населено място или код"
          placeholder="Име, населено място или код"
          allowClear
          defaultValue={search}
          onSearch={(value) => update({ search: value.trim() })}
          style={{ width: 300 }}
        />
        {!grouped && (
          <Select
            aria-label="Вид"
            placeholder="Вид"
            allowClear
            value={type}
            options={kindergartenTypeOptions}
            onChange={(value?: KindergartenType) => update({ type: value })}
            style={{ width: 180 }}
          />
        )}
        {!grouped && (
          <Select
            aria-label="Състояние"
            placeholder="Състояние"
            allowClear
            value={active}
            options={activeOptions}
            onChange={(value?: string) => update({ active: value })}
            style={{ width: 160 }}
          />
        )}
      </>
    ),
    paging,
    pageSize: PAGE_SIZE,
    onChange: (changes: ListChanges) => update(changes, false),
    emptyText: 'Няма детски градини по избраните критерии.',
  };

  return (
    <>
      {grouped ? (
        <ListPage<InstitutionGroupRow, SortColumn> {...page} list={groups} columns={groupColumns} />
      ) : (
        <ListPage<InstitutionOverviewRow, SortColumn> {...page} list={list} columns={columns} />
      )}
      {creating && <CreateKindergartenModal onClose={() => setCreating(false)} />}
    </>
  );
}
