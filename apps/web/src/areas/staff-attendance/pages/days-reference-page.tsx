import { type Month, monthLabels, staffAttendanceReferencesRoutes, type StaffDaysReference } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { routePath } from '../../../shared/api/route-request';
import { dayjs } from '../../../shared/dates/dates';
import { useGetStaffDaysReferenceQuery } from '../api';
import { PeriodPicker } from '../components/period-picker';
import { usePeriodState } from '../components/period-state';
import { ReferenceLayout, totalCell } from '../components/reference-layout';

type Row = StaffDaysReference['rows'][number];

/** /staff/references/days: the days worked per staff member and month over a period, for payroll. */
export default function DaysReferencePage() {
  const period = usePeriodState(dayjs().startOf('month').subtract(2, 'month'));
  const query = { fromDate: period.fromDate, toDate: period.toDate };
  const reference = useGetStaffDaysReferenceQuery(query);
  const columns: TableColumnsType<Row> = [
    {
      title: 'Служител',
      dataIndex: 'teacherName',
      fixed: 'left',
      render: (name, row) => totalCell(row.teacherId === null, name),
    },
    ...(reference.data?.months ?? []).map((month) => ({
      title: `${monthLabels[Number(month.slice(5, 7)) as Month]} ${month.slice(0, 4)}`,
      key: month,
      align: 'right' as const,
      render: (_: unknown, row: Row) => totalCell(row.teacherId === null, row.days[month] ?? 0),
    })),
    { title: 'Общо', dataIndex: 'total', align: 'right', render: (total, row) => totalCell(row.teacherId === null, total) },
  ];
  return (
    <ReferenceLayout
      title="Справка за отработените дни"
      filters={<PeriodPicker value={period.range} onChange={period.setRange} />}
      exportPath={(type) => routePath(staffAttendanceReferencesRoutes.daysExport, { params: { type }, query })}
      query={reference}
      columns={columns}
      rows={reference.data?.rows}
      rowKey={(row) => String(row.teacherId ?? 'total')}
    />
  );
}
