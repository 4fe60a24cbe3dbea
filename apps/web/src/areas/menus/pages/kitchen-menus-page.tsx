import { allows, enumOptions, menuAgeBandLabels, type MenuRow, menusRoutes, menuStatusLabels, Resource } from '@kg/contracts';
import { Button, DatePicker, Flex, Select, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { dayjs } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetMenusQuery } from '../api';
import { MenuStatusTag } from '../components/menu-status-tag';
import { mondayOf, weekLabel } from '../components/week';

const sortable = ['week'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const bandOptions = enumOptions(menuAgeBandLabels);
const statusOptions = enumOptions(menuStatusLabels);

/** /kitchen/menu: the kindergarten's weekly menus with their status, filtered by week, age band and status in the URL. */
export default function KitchenMenusPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const week = params.get('week') ?? undefined;
  const ageBand = Number(params.get('band')) || undefined;
  const status = Number(params.get('status')) || undefined;
  const access = useGetUserDataQuery().data?.access ?? [];
  const list = useGetMenusQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(week ? { week } : {}),
    ...(ageBand ? { ageBand } : {}),
    ...(status ? { status } : {}),
  });
  const link = (row: MenuRow) => (
    <Link to={`/kitchen/menu/${row.id}`} style={{ fontWeight: 600 }}>
      {weekLabel(row.weekStart)}
    </Link>
  );
  const columns: TableProps<MenuRow>['columns'] = [
    {
      title: 'Меню',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={4} style={{ whiteSpace: 'normal' }}>
          {link(row)}
          <Typography.Text type="secondary">{menuAgeBandLabels[row.ageBand]}</Typography.Text>
          <Flex gap={8} align="center">
            <MenuStatusTag status={row.status} />
            <Typography.Text type="secondary">{row.dishesCount} ястия</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: 'Седмица',
      key: 'week',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'week'),
      render: (_value, row) => link(row),
    },
    { title: 'Възрастова група', key: 'band', responsive: ['sm'], render: (_value, row) => menuAgeBandLabels[row.ageBand] },
    { title: 'Статус', key: 'status', responsive: ['sm'], render: (_value, row) => <MenuStatusTag status={row.status} /> },
    { title: 'Ястия', key: 'dishes', dataIndex: 'dishesCount', responsive: ['md'], align: 'right' },
  ];
  return (
    <ListPage<MenuRow, SortColumn>
      title="Седмични менюта"
      actions={
        (week && allows(access, Resource.Menus, 'update')) || allows(access, Resource.Menus, 'create') ? (
          <Flex gap={8} wrap>
            {/* The kitchen's copy of the chosen week: every band's approved menu in one PDF (Files/kitchen-menus). */}
            {week && allows(access, Resource.Menus, 'update') && (
              <DownloadButton path={routePath(menusRoutes.kitchenMenus, { query: { week } })}>
                Менюта за кухнята (PDF)
              </DownloadButton>
            )}
            {allows(access, Resource.Menus, 'create') && (
              <Link to={week ? `/kitchen/create-menu?week=${week}` : '/kitchen/create-menu'}>
                <Button type="primary">Ново меню</Button>
              </Link>
            )}
          </Flex>
        ) : undefined
      }
      filters={
        <>
          <DatePicker
            picker="week"
            aria-label="Седмица"
            placeholder="Седмица"
            value={week ? dayjs(week) : null}
            format={(value) => weekLabel(mondayOf(value))}
            onChange={(value) => update({ week: value ? mondayOf(value) : undefined })}
            style={{ width: 240, maxWidth: '100%' }}
          />
          <Select
            aria-label="Възрастова група"
            placeholder="Всички възрастови групи"
            allowClear
            value={ageBand}
            options={bandOptions}
            onChange={(value?: number) => update({ band: value })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Select
            aria-label="Статус"
            placeholder="Всички статуси"
            allowClear
            value={status}
            options={statusOptions}
            onChange={(value?: number) => update({ status: value })}
            style={{ width: 200, maxWidth: '100%' }}
          />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма менюта по избраните критерии."
    />
  );
}
