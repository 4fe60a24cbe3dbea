import type { NeispuoChildMonth } from '@kg/contracts';
import { Alert, Flex, Select, type TableProps, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetStudentGroupsQuery } from '../../students/api';
import { useGetNeispuoMonthQuery } from '../api';
import { MonthPick, useReportMonth } from '../components/month-pick';
import { ResponsiveTable } from '../../../shared/list';

const days = (list: string[]): string => list.map((day) => formatDate(day).slice(0, 5)).join(', ');

const columns: TableProps<NeispuoChildMonth>['columns'] = [
  { title: 'Дете', dataIndex: 'studentName', key: 'name' },
  { title: 'Група', dataIndex: 'className', key: 'className' },
  { title: 'Присъствия', dataIndex: 'present', key: 'present', align: 'right' },
  { title: 'Неизвинени', dataIndex: 'unexcused', key: 'unexcused', align: 'right' },
  {
    title: 'Извинени',
    key: 'excused',
    children: [
      { title: 'здравословни', dataIndex: 'excusedHealth', key: 'health', align: 'right' },
      { title: 'семейни', dataIndex: 'excusedFamily', key: 'family', align: 'right' },
      { title: 'други', dataIndex: 'excusedOther', key: 'other', align: 'right' },
    ],
  },
  {
    title: 'Дни на отсъствие',
    key: 'days',
    render: (_value, row) => (
      <Flex vertical>
        {row.unexcusedDays.length > 0 && <span>Неизвинени: {days(row.unexcusedDays)}</span>}
        {row.excusedDays.length > 0 && <span>Извинени: {days(row.excusedDays)}</span>}
      </Flex>
    ),
  },
];

/**
 * /attendances/references/neispuo: the month as НЕИСПУО receives it — per child, the three attendance types and the
 * reasons of the excused absences, by the master's mapping of the child statuses (docs/attendance-state-reports.md).
 */
export default function NeispuoPage() {
  const { month, classId, update } = useReportMonth();
  const groups = useGetStudentGroupsQuery();
  const report = useGetNeispuoMonthQuery({ ...month, ...(classId ? { classId } : {}) });
  return (
    <Flex vertical gap={16}>
      <PageTitle>Присъствия за НЕИСПУО</PageTitle>
      <Typography.Paragraph type="secondary">
        НЕИСПУО познава три вида присъствие (присъствие, неизвинено и извинено отсъствие) и три причини за извинено отсъствие
        (здравословни, семейни, други). Заключените и ваканционните дни не се подават; отсъствие през лятото (1 юни – 14
        септември) се подава като извинено по други причини.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <MonthPick value={month} onChange={update} />
        <Select
          aria-label="Група"
          style={{ minWidth: 220 }}
          allowClear
          placeholder="Всички групи"
          loading={groups.isLoading}
          value={classId}
          onChange={(value?: number) => update({ classId: value ?? null })}
          options={(groups.data ?? []).map((group) => ({ value: group.classId, label: group.className }))}
        />
      </Flex>
      {report.error ? (
        <Alert type="error" showIcon title="Справката не може да се зареди." description={errorMessage(report.error)} />
      ) : (
        <ResponsiveTable<NeispuoChildMonth>
          rowKey={(row) => `${row.studentId}-${row.classId}`}
          size="middle"
          bordered
          columns={columns}
          dataSource={report.data?.rows ?? []}
          loading={report.isFetching}
          pagination={false}
          locale={{ emptyText: 'Няма отбелязани присъствия за месеца.' }}
        />
      )}
    </Flex>
  );
}
