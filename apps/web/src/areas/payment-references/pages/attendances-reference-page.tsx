import type { ActivityAttendanceSummaryQuery } from '@kg/contracts';
import { Card, Flex, Grid, Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { dayjs, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DateRangeFilter, GroupFilter, LoadError, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetActivityGroupsQuery } from '../../activities/api';
import { summaryExportPath, useGetActivityAttendanceSummaryQuery } from '../../activity-attendances/api';
import { SummaryView } from '../../activity-attendances/components/summary-view';
import { recentMonths, whole } from '../../activity-attendances/month-options';
import { useGetEnrolmentActivityOptionsQuery } from '../../activity-enrolments/api';

/**
 * /activities/references/attendances: issue 16's summary of activity attendance (GET Activities/attendance/summary
 * and its PDF and Excel) for a month or a period, an activity and a group, all in the URL
 * (docs/payment-references.md "Pages").
 */
export default function AttendancesReferencePage() {
  const wide = Grid.useBreakpoint().md;
  const { params, update } = useUrlListState<never>([]);
  const today = toApiDate(dayjs());
  const months = useMemo(() => recentMonths(today), [today]);
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const month = whole(params.get('month')) ?? Number(today.slice(5, 7));
  const year = whole(params.get('year')) ?? Number(today.slice(0, 4));
  const activityId = whole(params.get('activityId'));
  const classId = whole(params.get('classId'));
  const query: ActivityAttendanceSummaryQuery = {
    ...(from && to ? { fromDate: from, toDate: to } : { month, year }),
    ...(activityId ? { activityId } : {}),
    ...(classId ? { classId } : {}),
  };
  const summary = useGetActivityAttendanceSummaryQuery(query);
  const activities = useGetEnrolmentActivityOptionsQuery();
  const groups = useGetActivityGroupsQuery();
  const files = (
    <Flex gap={8} wrap>
      <DownloadButton path={summaryExportPath('pdf', query)}>Изтегли PDF</DownloadButton>
      <DownloadButton path={summaryExportPath('excel', query)}>Изтегли Excel</DownloadButton>
    </Flex>
  );
  return (
    <Card title={<PageTitle>Справка за присъствията в дейности</PageTitle>} extra={wide ? files : undefined}>
      {!wide && <div style={{ marginBottom: 12 }}>{files}</div>}
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Месец"
          placeholder="Месец"
          value={from && to ? undefined : `${year}-${month}`}
          options={months.map((item) => ({ value: item.value, label: item.label }))}
          onChange={(value: string) => {
            const [nextYear, nextMonth] = value.split('-');
            update({ year: nextYear, month: nextMonth, from: undefined, to: undefined });
          }}
          style={{ width: 170, maxWidth: '100%' }}
        />
        <DateRangeFilter
          from={from}
          to={to}
          onChange={(range) => update({ from: range.from, to: range.to, month: undefined, year: undefined })}
        />
        <Select
          aria-label="Дейност"
          placeholder="Дейност"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={activities.isLoading}
          value={activityId}
          options={(activities.data ?? []).map((activity) => ({ value: activity.id, label: activity.name }))}
          onChange={(value?: number) => update({ activityId: value })}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <GroupFilter
          groups={groups.data?.map((group) => ({ classId: group.id, className: group.name }))}
          loading={groups.isLoading}
          value={classId}
          onChange={(value) => update({ classId: value })}
        />
      </Flex>
      {summary.isError ? (
        <LoadError list={summary} />
      ) : summary.data ? (
        <SummaryView summary={summary.data} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
