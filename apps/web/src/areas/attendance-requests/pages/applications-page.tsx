import {
  allows,
  ApplicationType,
  applicationTypeLabels,
  type AttendanceRequestListQuery,
  type AttendanceRequestRow,
  RequestStatus,
  requestStatusLabels,
  Resource,
  Role,
} from '@kg/contracts';
import { App, Button, Flex, Select, Tag, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { requestFormPath, useDeleteAttendanceRequestMutation, useGetAttendanceRequestsQuery } from '../api';
import { type Decision, DecisionDialog } from '../components/decision-dialog';
import { FamilyLimitsCard } from '../components/family-limits-card';
import { RequestFilterFields, requestFiltersOf } from '../components/list-filters';
import { requestPeriod, statusColors } from '../components/request-texts';

const sortable = ['createdAt', 'fromDate', 'studentName', 'status'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

const typeOptions = [ApplicationType.FamilyReasonAbsence, ApplicationType.Attendance].map((type) => ({
  value: String(type),
  label: applicationTypeLabels[type],
}));

/** Where each kind of request lists and is filed (web-routes.tsv). */
export const applicationPaths: Record<ApplicationType, { list: string; create: string }> = {
  [ApplicationType.FamilyReasonAbsence]: {
    list: '/attendances/applications/personal-reasons',
    create: '/attendances/applications/personal-reasons/create',
  },
  [ApplicationType.Attendance]: {
    list: '/attendances/applications/summer-attendances',
    create: '/attendances/applications/summer-attendances/create',
  },
};

const titles = {
  all: 'Заявления',
  [ApplicationType.FamilyReasonAbsence]: 'Заявления за отсъствие по семейни причини',
  [ApplicationType.Attendance]: 'Заявления за посещение през лятото',
};

/** The filters in the URL (?type=&status=&classId=&from=&to=) next to the paging and order. */
function useListState(fixedType: ApplicationType | undefined) {
  const { params, paging, update } = useUrlListState(sortable);
  const type = fixedType ?? (['1', '2'].includes(params.get('type') ?? '') ? Number(params.get('type')) : undefined);
  const filters = { ...(type ? { type } : {}), ...requestFiltersOf(params) };
  return { filters, paging, update };
}

/**
 * /attendances/applications (and its per-kind lists): the requests of the children the user reaches with their
 * status; a parent files and withdraws, the director approves or rejects, prints and deletes
 * (docs/attendance-requests.md). The list reloads when a request is filed or decided (realtime).
 */
export function ApplicationsPage({ type }: { type?: ApplicationType }) {
  const title = titles[type ?? 'all'];
  const { filters, paging, update } = useListState(type);
  const user = useGetUserDataQuery().data;
  const access = user?.access ?? [];
  const can = {
    create: allows(access, Resource.AttendanceApplications, 'create'),
    decide: allows(access, Resource.AttendanceApplications, 'update'),
    delete: allows(access, Resource.AttendanceApplications, 'delete'),
  };
  const isParent = user?.baseRoleType === Role.Parent;
  const requests = useGetAttendanceRequestsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...filters,
  } as Partial<AttendanceRequestListQuery>);
  const [remove] = useDeleteAttendanceRequestMutation();
  const { message } = App.useApp();
  const [decision, setDecision] = useState<Decision | null>(null);

  const deleteRequest = async (request: AttendanceRequestRow): Promise<void> => {
    const result = await remove(request.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(isParent ? 'Заявлението е оттеглено.' : 'Заявлението е изтрито.');
  };

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<AttendanceRequestRow>['columns'] = [
    { title: 'Дете', dataIndex: 'studentName', key: 'studentName', sorter: true, sortOrder: order('studentName') },
    { title: 'Група', dataIndex: 'className', key: 'className', render: (name: string | null) => name ?? '—' },
    ...(type
      ? []
      : [{ title: 'Вид', key: 'type', render: (_value: unknown, row: AttendanceRequestRow) => applicationTypeLabels[row.type] }]),
    {
      title: 'Период',
      key: 'fromDate',
      sorter: true,
      sortOrder: order('fromDate'),
      render: (_value, row) => requestPeriod(row),
    },
    { title: 'Работни дни', dataIndex: 'workingDays', key: 'workingDays', align: 'right' },
    { title: 'Причина', dataIndex: 'reason', key: 'reason', render: (reason: string | null) => reason ?? '—' },
    {
      title: 'Статус',
      key: 'status',
      sorter: true,
      sortOrder: order('status'),
      render: (_value, row) => {
        const tag = <Tag color={statusColors[row.status]}>{requestStatusLabels[row.status]}</Tag>;
        const detail = [row.decidedBy, row.decidedAt && formatDateTime(row.decidedAt), row.decisionComment].filter(Boolean);
        return detail.length ? <Tooltip title={detail.join(' · ')}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: 'Подадено',
      key: 'createdAt',
      sorter: true,
      sortOrder: order('createdAt'),
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.requestedBy ?? '—'}</span>
          <Typography.Text type="secondary">{formatDateTime(row.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Действия',
      key: 'actions',
      render: (_value, row) => (
        <Flex gap={4} wrap>
          {can.decide && row.status === RequestStatus.Pending && (
            <>
              <Button type="link" size="small" onClick={() => setDecision({ request: row, status: RequestStatus.Approved })}>
                Одобри
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setDecision({ request: row, status: RequestStatus.Rejected })}
              >
                Отхвърли
              </Button>
            </>
          )}
          <DownloadButton path={requestFormPath(row.id)} type="link" size="small">
            Печат
          </DownloadButton>
          {(can.delete || (can.create && isParent && row.status === RequestStatus.Pending)) && (
            <ConfirmDeleteButton
              title={isParent ? 'Оттегляне на заявление' : 'Изтриване на заявление'}
              description={
                row.status === RequestStatus.Approved
                  ? `Заявлението на ${row.studentName} е одобрено: отбелязаните с него дни ще бъдат изтрити от дневника.`
                  : `Да се изтрие ли заявлението на ${row.studentName} за ${requestPeriod(row)}?`
              }
              onConfirm={() => deleteRequest(row)}
            />
          )}
        </Flex>
      ),
    },
  ];
  const kinds = type ? [type] : [ApplicationType.FamilyReasonAbsence, ApplicationType.Attendance];

  return (
    <Flex vertical gap={16}>
      <ListPage<AttendanceRequestRow, SortColumn>
        title={title}
        actions={
          can.create &&
          kinds.map((kind) => (
            <Link key={kind} to={applicationPaths[kind].create}>
              <Button type="primary">
                {kind === ApplicationType.FamilyReasonAbsence ? 'Отсъствие по семейни причини' : 'Посещение през лятото'}
              </Button>
            </Link>
          ))
        }
        filters={
          <>
            {!type && (
              <Select
                aria-label="Вид"
                placeholder="Вид"
                allowClear
                value={filters.type === undefined ? undefined : String(filters.type)}
                options={typeOptions}
                onChange={(value?: string) => update({ type: value })}
                style={{ width: 320 }}
              />
            )}
            <RequestFilterFields filters={filters} update={update} withGroup={!isParent} />
          </>
        }
        list={requests}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма заявления по избраните критерии."
      >
        <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
      </ListPage>
      {can.decide && type !== ApplicationType.Attendance && <FamilyLimitsCard />}
    </Flex>
  );
}

export default function AllApplicationsPage() {
  return <ApplicationsPage />;
}

export function FamilyReasonApplicationsPage() {
  return <ApplicationsPage type={ApplicationType.FamilyReasonAbsence} />;
}

export function SummerApplicationsPage() {
  return <ApplicationsPage type={ApplicationType.Attendance} />;
}
