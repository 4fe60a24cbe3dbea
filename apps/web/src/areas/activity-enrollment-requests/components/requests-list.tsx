import {
  type ActivityEnrollmentRequestListQuery,
  type ActivityEnrollmentRequestRow,
  ActivityRequestStatus,
  activityRequestStatusLabels,
  allows,
  RealtimeEvent,
  RequestKind,
  Resource,
  Role,
} from '@kg/contracts';
import { App, Button, Flex, Grid, Input, Select, Tag, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { GroupFilter, ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { formatActivityPrice } from '../../../shared/money/money';
import { useRealtimeEvent } from '../../../shared/realtime';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStudentGroupsQuery } from '../../students/api';
import {
  activityEnrollmentRequestsApi,
  activityRequestPdfPath,
  TAG,
  useGetActivityRequestsQuery,
  useWithdrawActivityRequestMutation,
} from '../api';
import { type Decision, DecisionDialog } from './decision-dialog';

const sortable = ['requestedAt', 'fromDate', 'studentName', 'status'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

export const statusColors: Record<ActivityRequestStatus, string> = {
  [ActivityRequestStatus.Undefined]: 'default',
  [ActivityRequestStatus.Waiting]: 'gold',
  [ActivityRequestStatus.Approved]: 'green',
  [ActivityRequestStatus.Canceled]: 'red',
};
const statusOptions = [ActivityRequestStatus.Waiting, ActivityRequestStatus.Approved, ActivityRequestStatus.Canceled].map(
  (status) => ({ value: String(status), label: activityRequestStatusLabels[status] }),
);

/** The filters in the URL (?status=&classId=&search=) next to the paging and order. */
function useListState() {
  const { params, paging, update } = useUrlListState(sortable);
  const classId = Number(params.get('classId'));
  const status = params.get('status');
  const filters = {
    ...(Number.isInteger(classId) && classId > 0 ? { classId } : {}),
    ...(status && ['1', '2', '3'].includes(status) ? { status: Number(status) as ActivityRequestStatus } : {}),
    ...(params.get('search') ? { search: params.get('search')! } : {}),
  };
  return { filters, paging, update };
}

interface RequestsListProps {
  kind: RequestKind.Enroll | RequestKind.Delist;
  title: string;
  /** The page's own action (a parent's new request). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The requests of one kind: the director's (every child; approve or cancel a waiting one with a note) or a parent's
 * own (withdraw a waiting one); each can be printed. Waiting requests come first. A decision or a new request pushed
 * by the server reloads the list and is shown (docs/activities.md "Enrolment requests").
 */
export function RequestsList({ kind, title, actions, children }: RequestsListProps) {
  const { filters, paging, update } = useListState();
  const user = useGetUserDataQuery().data;
  const access = user?.access ?? [];
  const canDecide = allows(access, Resource.ActivityEnrollmentRequests, 'update');
  const isParent = user?.baseRoleType === Role.Parent;
  const narrow = !Grid.useBreakpoint().md;
  const list = useGetActivityRequestsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...filters,
    changeType: kind,
  } as Partial<ActivityEnrollmentRequestListQuery> as ActivityEnrollmentRequestListQuery);
  const groups = useGetStudentGroupsQuery(undefined, { skip: isParent || !user });
  const [withdraw] = useWithdrawActivityRequestMutation();
  const { message, notification } = App.useApp();
  const dispatch = useAppDispatch();
  const [deciding, setDeciding] = useState<Decision | null>(null);

  useRealtimeEvent(RealtimeEvent.ActivityEnrollmentRequestChanged, (payload) => {
    notification.info({ key: `activity-request-${payload.id}-${payload.status}`, title: payload.text });
    dispatch(activityEnrollmentRequestsApi.util.invalidateTags([{ type: TAG, id: 'LIST' }]));
  });

  const withdrawRequest = async (row: ActivityEnrollmentRequestRow): Promise<void> => {
    const result = await withdraw(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Заявлението е оттеглено.');
  };

  const status = (row: ActivityEnrollmentRequestRow) => (
    <Flex vertical align="start">
      <Tag color={statusColors[row.status]}>{activityRequestStatusLabels[row.status]}</Tag>
      {row.decidedAt && (
        <Typography.Text type="secondary">
          {row.decidedBy}, {formatDateTime(row.decidedAt)}
        </Typography.Text>
      )}
      {row.decisionNote && <Typography.Text>Бележка: {row.decisionNote}</Typography.Text>}
    </Flex>
  );
  const activity = (row: ActivityEnrollmentRequestRow) => (
    <Flex vertical>
      <span>{row.activityName}</span>
      <Typography.Text type="secondary">{row.providerName}</Typography.Text>
      <Typography.Text type="secondary">{formatActivityPrice(row)}</Typography.Text>
    </Flex>
  );
  const child = (row: ActivityEnrollmentRequestRow) => (
    <Flex vertical>
      <span>{row.studentName}</span>
      <Typography.Text type="secondary">{row.className ?? '—'}</Typography.Text>
    </Flex>
  );
  const requested = (row: ActivityEnrollmentRequestRow) => (
    <Flex vertical>
      <span>{row.requestedBy}</span>
      <Typography.Text type="secondary">{formatDateTime(row.requestedAt)}</Typography.Text>
      {row.parentNote && <Typography.Text>„{row.parentNote}“</Typography.Text>}
    </Flex>
  );
  const dateLabel = kind === RequestKind.Delist ? 'Дата на отписване' : 'Начална дата';
  const rowActions = (row: ActivityEnrollmentRequestRow) => (
    <Flex gap={4} wrap>
      {canDecide && row.status === ActivityRequestStatus.Waiting && (
        <>
          <Button size="small" type="primary" onClick={() => setDeciding({ row, status: ActivityRequestStatus.Approved })}>
            Одобри
          </Button>
          <Button size="small" danger onClick={() => setDeciding({ row, status: ActivityRequestStatus.Canceled })}>
            Откажи
          </Button>
        </>
      )}
      {isParent && row.status === ActivityRequestStatus.Waiting && (
        <Popconfirm
          title="Оттегляне на заявление"
          description={`Да се оттегли ли заявлението за ${row.studentName} („${row.activityName}“)?`}
          okText="Оттегли"
          cancelText="Отказ"
          okButtonProps={{ danger: true }}
          onConfirm={() => withdrawRequest(row)}
        >
          <Button size="small" danger>
            Оттегли
          </Button>
        </Popconfirm>
      )}
      <DownloadButton
        path={activityRequestPdfPath(row.id)}
        size="small"
        aria-label={`Печат на заявлението за ${row.studentName}`}
      >
        Печат
      </DownloadButton>
    </Flex>
  );

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  // Phones: one card-like cell per request, no horizontal scroll.
  const columns: TableProps<ActivityEnrollmentRequestRow>['columns'] = narrow
    ? [
        {
          title: 'Заявления',
          key: 'card',
          render: (_value, row) => (
            <Flex vertical gap={6}>
              {child(row)}
              {activity(row)}
              <span>
                {dateLabel}: {formatDate(row.fromDate)}
              </span>
              {status(row)}
              {requested(row)}
              {rowActions(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Дете', key: 'studentName', sorter: true, sortOrder: order('studentName'), render: (_v, row) => child(row) },
        { title: 'Дейност', key: 'activity', render: (_v, row) => activity(row) },
        {
          title: dateLabel,
          key: 'fromDate',
          sorter: true,
          sortOrder: order('fromDate'),
          render: (_v, row) => formatDate(row.fromDate),
        },
        { title: 'Статус', key: 'status', sorter: true, sortOrder: order('status'), render: (_v, row) => status(row) },
        {
          title: 'Подадено',
          key: 'requestedAt',
          sorter: true,
          sortOrder: order('requestedAt'),
          render: (_v, row) => requested(row),
        },
        { title: 'Действия', key: 'actions', render: (_v, row) => rowActions(row) },
      ];

  return (
    <ListPage<ActivityEnrollmentRequestRow, SortColumn>
      title={title}
      actions={actions}
      filters={
        <>
          {!isParent && (
            <GroupFilter
              groups={groups.data}
              loading={groups.isLoading}
              value={filters.classId}
              onChange={(classId) => update({ classId })}
            />
          )}
          <Select
            aria-label="Статус"
            placeholder="Статус"
            allowClear
            value={filters.status === undefined ? undefined : String(filters.status)}
            options={statusOptions}
            onChange={(value?: string) => update({ status: value })}
            style={{ width: 180, maxWidth: '100%' }}
          />
          <Input.Search
            aria-label="Търсене по име на дете"
            placeholder="Търсене по име на дете"
            allowClear
            defaultValue={filters.search}
            onSearch={(search) => update({ search: search.trim() })}
            style={{ width: 240, maxWidth: '100%' }}
          />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма заявления по избраните критерии."
    >
      {children}
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />
    </ListPage>
  );
}
