import type { ActivityAttendanceSummary, ActivityAttendanceSummaryRow } from '@kg/contracts';
import { Card, Empty, Flex, Grid, List, Table, Typography } from 'antd';
import { ResponsiveTable } from '../../../shared/list';

const columns = [
  { title: 'Дете', dataIndex: 'studentName', key: 'studentName' },
  { title: 'Група', dataIndex: 'className', key: 'className', render: (value: string | null) => value ?? '—' },
  { title: 'Занятия', dataIndex: 'sessions', key: 'sessions', align: 'right' as const },
  { title: 'Присъствия', dataIndex: 'present', key: 'present', align: 'right' as const },
  { title: 'Отсъствия', dataIndex: 'absent', key: 'absent', align: 'right' as const },
  { title: 'Неотбелязани', dataIndex: 'unmarked', key: 'unmarked', align: 'right' as const },
];

const counts = (row: Pick<ActivityAttendanceSummaryRow, 'sessions' | 'present' | 'absent' | 'unmarked'>): string =>
  `Занятия: ${row.sessions} · Присъствия: ${row.present} · Отсъствия: ${row.absent} · Неотбелязани: ${row.unmarked}`;

/** The summary of activity attendance: per activity its children's sessions, present, absent and unmarked. */
export function SummaryView({ summary }: { summary: ActivityAttendanceSummary }) {
  const wide = Grid.useBreakpoint().md;
  if (!summary.activities.length) return <Empty description="Няма дейности за избрания период." />;
  return (
    <Flex vertical gap={12}>
      {summary.activities.map((activity) => (
        <Card
          key={activity.activityId}
          size="small"
          title={
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {activity.activityName}
            </Typography.Title>
          }
          extra={<Typography.Text type="secondary">Проведени занятия: {activity.sessionsHeld}</Typography.Text>}
        >
          {wide ? (
            <ResponsiveTable
              size="small"
              rowKey="studentId"
              pagination={false}
              columns={columns}
              dataSource={activity.rows}
              locale={{ emptyText: 'Няма записани деца.' }}
              summary={() =>
                activity.rows.length ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>
                      <strong>Общо</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {activity.totals.sessions}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      {activity.totals.present}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={4} align="right">
                      {activity.totals.absent}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      {activity.totals.unmarked}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
          ) : (
            <List
              dataSource={activity.rows}
              locale={{ emptyText: 'Няма записани деца.' }}
              renderItem={(row) => (
                <List.Item style={{ display: 'block' }}>
                  <Typography.Text strong>{row.studentName}</Typography.Text>
                  {row.className && <Typography.Text type="secondary"> · {row.className}</Typography.Text>}
                  <div style={{ fontSize: 13 }}>{counts(row)}</div>
                </List.Item>
              )}
              footer={
                activity.rows.length ? <Typography.Text strong>Общо – {counts(activity.totals)}</Typography.Text> : undefined
              }
            />
          )}
        </Card>
      ))}
      <Typography.Text strong>Всички дейности – {counts(summary.totals)}</Typography.Text>
    </Flex>
  );
}
