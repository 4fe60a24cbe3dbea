import type { KindergartenPeriodOverview } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteSchoolYearMutation, useGetSchoolYearsQuery, useSaveSchoolYearMutation } from '../api';
import { SchoolYearDrawer } from './school-year-drawer';
import { ListPage, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

const BASE = '/platform/settings/school-years';
const PAGE_SIZE = 20;

function useSchoolYearAccess() {
  const access = useGetUserDataQuery().data?.access ?? [];
  return {
    create: allows(access, Resource.KindergartenPeriods, 'create'),
    update: allows(access, Resource.KindergartenPeriods, 'update'),
    delete: allows(access, Resource.KindergartenPeriods, 'delete'),
  };
}

/** /platform/settings/school-years: the kindergarten's school years, newest first; create, edit, activate, delete. */
export default function SchoolYearsPage() {
  const can = useSchoolYearAccess();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { params, paging, update } = useUrlListState([] as const);
  const creating = useMatch(`${BASE}/create`) !== null;
  const editedId = Number(useParams().id) || undefined;
  const years = useGetSchoolYearsQuery({ pageNumber: paging.page, pageSize: PAGE_SIZE });
  const [saveYear] = useSaveSchoolYearMutation();
  const [deleteYear] = useDeleteSchoolYearMutation();
  const closeDrawer = () => void navigate({ pathname: BASE, search: params.toString() });

  const activate = async (year: KindergartenPeriodOverview): Promise<void> => {
    const result = await saveYear({ id: year.id, fromDate: year.fromDate, toDate: year.toDate, name: year.name, active: true });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Учебна година ${year.name} е активна.`);
  };
  const remove = async (year: KindergartenPeriodOverview): Promise<void> => {
    const result = await deleteYear(year.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Учебна година ${year.name} е изтрита.`);
  };

  const columns: TableProps<KindergartenPeriodOverview>['columns'] = [
    {
      title: 'Учебна година',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, year) => (can.update ? <Link to={`${BASE}/${year.id}?${params}`}>{name}</Link> : name),
    },
    { title: 'Начало', dataIndex: 'fromDate', key: 'fromDate', render: formatDate },
    { title: 'Край', dataIndex: 'toDate', key: 'toDate', render: formatDate },
    {
      title: 'Състояние',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Активна</Tag> : <Tag>Неактивна</Tag>),
    },
    { title: 'Групи', dataIndex: 'classesCount', key: 'classesCount', align: 'right' },
  ];
  if (can.update || can.delete) {
    columns.push({
      title: 'Действия',
      key: 'actions',
      render: (_value, year) => (
        <Space wrap>
          {can.update && <Link to={`${BASE}/${year.id}?${params}`}>Редакция</Link>}
          {can.update && !year.active && (
            <Popconfirm
              title="Активиране на учебна година"
              description={`Учебна година ${year.name} ще стане активна вместо сегашната. Продължавате ли?`}
              okText="Активирай"
              cancelText="Отказ"
              onConfirm={() => activate(year)}
            >
              <Button type="link" size="small">
                Активиране
              </Button>
            </Popconfirm>
          )}
          {can.delete &&
            (year.active || year.classesCount > 0 ? (
              <Tooltip title={year.active ? 'Активната учебна година не може да бъде изтрита.' : 'Учебната година има групи.'}>
                <Button type="link" danger size="small" disabled>
                  Изтриване
                </Button>
              </Tooltip>
            ) : (
              <ConfirmDeleteButton
                title="Изтриване на учебна година"
                description={`Сигурни ли сте, че искате да изтриете учебна година ${year.name}?`}
                onConfirm={() => remove(year)}
              />
            ))}
        </Space>
      ),
    });
  }

  return (
    <>
      <ListPage<KindergartenPeriodOverview, never>
        title="Учебни години"
        actions={
          can.create && (
            <Link to={`${BASE}/create?${params}`}>
              <Button type="primary">Добави учебна година</Button>
            </Link>
          )
        }
        list={years}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма учебни години."
      />
      {(creating && can.create) || (editedId !== undefined && can.update) ? (
        <SchoolYearDrawer key={editedId ?? 'new'} id={editedId} onClose={closeDrawer} />
      ) : null}
    </>
  );
}
