import { ActivityAttendanceStatus as A, activityAttendanceStatusLabels } from '@kg/contracts';
import { Alert, Card, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetActivityAttendanceMonthQuery, useGetActivityAttendanceSummaryQuery } from '../api';
import { recentMonths, whole } from '../month-options';

const statusTag: Record<A, string> = { [A.Present]: 'success', [A.Absent]: 'error' };

/** One activity of the month: per own child the sessions with present, absent or not yet marked. */
function ActivitySessions({
  activityId,
  activityName,
  month,
  year,
}: {
  activityId: number;
  activityName: string;
  month: number;
  year: number;
}) {
  const grid = useGetActivityAttendanceMonthQuery({ activityId, month, year });
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {activityName}
        </Typography.Title>
      }
    >
      {grid.isLoading ? (
        <Skeleton active />
      ) : grid.isError ? (
        <Alert type="error" showIcon message={errorMessage(grid.error)} />
      ) : (
        grid.data?.rows.map((row) => (
          <div key={row.studentId} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{row.studentName}</Typography.Text>
            <div style={{ fontSize: 13 }}>
              Присъствия: {row.present} · Отсъствия: {row.absent}
            </div>
            <ul aria-label={`Занятия на ${row.studentName}`} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
              {row.cells
                .map((cell, index) => ({ cell, day: grid.data!.days[index]! }))
                .filter(({ cell, day }) => cell.enrolled && !day.isFuture)
                .map(({ cell, day }) => (
                  <li
                    key={cell.forDate}
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 8,
                      padding: '4px 0',
                      borderBottom: '1px solid #f0f0f0',
                    }}
                  >
                    <span>{formatDate(cell.forDate)}</span>
                    {day.isDayLocked ? (
                      <Tag>Неучебен ден</Tag>
                    ) : cell.status !== null ? (
                      <Tag color={statusTag[cell.status]}>{activityAttendanceStatusLabels[cell.status]}</Tag>
                    ) : (
                      <Tag>Не е отбелязано</Tag>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </Card>
  );
}

/**
 * /activities/parents/attendances: a parent's children's activity attendance in a month, per child and activity:
 * the sessions held with present or absent (docs/activities.md "Activity attendance").
 */
export default function ParentActivityAttendancePage() {
  const [params, setParams] = useSearchParams();
  const today = toApiDate(dayjs());
  const months = useMemo(() => recentMonths(today), [today]);
  const month = whole(params.get('month')) ?? Number(today.slice(5, 7));
  const year = whole(params.get('year')) ?? Number(today.slice(0, 4));
  const summary = useGetActivityAttendanceSummaryQuery({ month, year });
  return (
    <Card title={<PageTitle>Присъствия в дейности</PageTitle>}>
      <Select
        aria-label="Месец"
        style={{ minWidth: 170, marginBottom: 12 }}
        value={`${year}-${month}`}
        onChange={(value: string) => {
          const [pickedYear, pickedMonth] = value.split('-');
          setParams({ year: pickedYear!, month: pickedMonth! }, { replace: true });
        }}
        options={months.map(({ value, label }) => ({ value, label }))}
      />
      {summary.isLoading ? (
        <Skeleton active />
      ) : summary.isError ? (
        <Alert type="error" showIcon message={errorMessage(summary.error)} />
      ) : !summary.data?.activities.length ? (
        <Empty description="Децата ви не са записани в допълнителни дейности през този месец." />
      ) : (
        <Flex vertical gap={12}>
          {summary.data.activities.map((activity) => (
            <ActivitySessions
              key={activity.activityId}
              activityId={activity.activityId}
              activityName={activity.activityName}
              month={month}
              year={year}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}
