import type { ActivityEnrolmentHistoryRow } from '@kg/contracts';
import { Select } from 'antd';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { pageQueryOf, useUrlListState } from '../../../shared/list';
import { whole } from '../../activity-attendances/month-options';
import { useGetEnrolmentActivityOptionsQuery, useGetEnrolmentHistoryQuery } from '../../activity-enrolments/api';
import { PAGE_SIZE } from '../components/columns';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const columns: ReferenceColumn<ActivityEnrolmentHistoryRow>[] = [
  { key: 'studentName', title: 'Дете', render: (row) => row.studentName },
  { key: 'fromDate', title: 'Записано от', render: (row) => formatDate(row.fromDate) },
  { key: 'toDate', title: 'Отписано от', render: (row) => (row.toDate ? formatDate(row.toDate) : '—') },
  {
    key: 'discount',
    title: 'Преференция',
    render: (row) => (row.discountName ? `${row.discountName} (${row.discountPercent} %)` : '—'),
  },
  { key: 'createdAt', title: 'Въведено', render: (row) => `${formatDateTime(row.createdAt)} · ${row.createdBy ?? '—'}` },
];

/**
 * /activities/references/enrollments: the enrolments and delistments of one activity, newest first (issue 16's
 * GET Activities/students/history/summary, which needs an activity; docs/payment-references.md "Pages").
 */
export default function EnrollmentsReferencePage() {
  const { params, paging, update } = useUrlListState<never>([]);
  const activityId = whole(params.get('activityId'));
  const activities = useGetEnrolmentActivityOptionsQuery();
  const history = useGetEnrolmentHistoryQuery(
    { activityId: activityId ?? 0, ...pageQueryOf(paging, PAGE_SIZE) },
    { skip: !activityId },
  );
  return (
    <ReferenceView
      title="История на записванията"
      description="Записванията и отписванията на децата в избраната дейност, най-новите първи."
      filters={
        <Select
          aria-label="Дейност"
          placeholder="Изберете дейност"
          showSearch={{ optionFilterProp: 'label' }}
          loading={activities.isLoading}
          value={activityId}
          options={(activities.data ?? []).map((activity) => ({ value: activity.id, label: activity.name }))}
          onChange={(value: number) => update({ activityId: value })}
          style={{ width: 260, maxWidth: '100%' }}
        />
      }
      columns={columns}
      rows={activityId ? history.data?.result : []}
      rowKey={(row) => row.id}
      isFetching={history.isFetching}
      isError={history.isError}
      error={history.error}
      refetch={history.refetch}
      emptyText={activityId ? 'Няма записвания в дейността.' : 'Изберете дейност.'}
      paging={{
        page: paging.page,
        pageSize: PAGE_SIZE,
        total: history.data?.rowsCount ?? 0,
        onChange: (changes) => update(changes, false),
      }}
    />
  );
}
