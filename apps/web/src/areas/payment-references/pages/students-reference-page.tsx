import type { ActivityStudentsSummaryRow } from '@kg/contracts';
import { DatePicker, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { whole } from '../../activity-attendances/month-options';
import { useGetEnrolmentActivityOptionsQuery } from '../../activity-enrolments/api';
import { useGetEnrolledStudentsSummaryQuery } from '../api';
import { type ReferenceColumn, ReferenceView } from '../components/reference-view';

const columns: ReferenceColumn<ActivityStudentsSummaryRow>[] = [
  { key: 'activityName', title: 'Дейност', render: (row) => row.activityName },
  { key: 'enrolled', title: 'Записани деца', numeric: true, render: (row) => row.enrolled },
  { key: 'capacity', title: 'Места', numeric: true, render: (row) => row.capacity ?? 'без ограничение' },
  {
    key: 'classes',
    title: 'По групи',
    render: (row) => row.classes.map((group) => `${group.className ?? 'Без група'}: ${group.enrolled}`).join(', ') || '—',
  },
];

/**
 * /activities/references/students: the children enrolled in each activity on a day, by group (issue 16's
 * GET activities/students/summary; docs/payment-references.md "Pages"). The day and the activity live in the URL.
 */
export default function StudentsReferencePage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? toApiDate(dayjs());
  const activityId = whole(params.get('activityId'));
  const activities = useGetEnrolmentActivityOptionsQuery();
  const summary = useGetEnrolledStudentsSummaryQuery({ date, ...(activityId ? { activityId } : {}) });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const total = summary.data?.reduce((sum, row) => sum + row.enrolled, 0);
  return (
    <ReferenceView
      title="Справка за записаните деца"
      description="Колко деца са записани във всяка дейност към избрания ден и от кои групи са."
      filters={
        <>
          <DatePicker
            aria-label="Към дата"
            placeholder="Към дата"
            format={DATE_FORMAT}
            allowClear={false}
            value={dayjs(date)}
            onChange={(day) => set('date', day ? toApiDate(day) : undefined)}
          />
          <Select
            aria-label="Дейност"
            placeholder="Дейност"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={activities.isLoading}
            value={activityId}
            options={(activities.data ?? []).map((activity) => ({ value: activity.id, label: activity.name }))}
            onChange={(value?: number) => set('activityId', value ? String(value) : undefined)}
            style={{ width: 220, maxWidth: '100%' }}
          />
        </>
      }
      columns={columns}
      rows={summary.data}
      rowKey={(row) => row.activityId}
      totals={total === undefined ? undefined : { enrolled: total }}
      isFetching={summary.isFetching}
      isError={summary.isError}
      error={summary.error}
      refetch={summary.refetch}
      emptyText="Няма дейности с записани деца към този ден."
    />
  );
}
