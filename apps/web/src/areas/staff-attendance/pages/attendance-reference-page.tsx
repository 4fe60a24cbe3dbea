import {
  staffAttendanceStatusCodes,
  staffAttendanceStatusLabels,
  type StaffAttendanceReferenceRow,
  staffAttendanceRoutes,
  storedStaffStatuses,
} from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { routePath } from '../../../shared/api/route-request';
import { dayjs } from '../../../shared/dates/dates';
import { useGetStaffAttendanceReferenceQuery } from '../api';
import { PeriodPicker } from '../components/period-picker';
import { usePeriodState } from '../components/period-state';
import { ReferenceLayout, totalCell } from '../components/reference-layout';

/** /staff/references/attendances: the days of each status and the days worked per staff member in a period. */
export default function AttendanceReferencePage() {
  const period = usePeriodState(dayjs().startOf('month'));
  const query = { fromDate: period.fromDate, toDate: period.toDate };
  const reference = useGetStaffAttendanceReferenceQuery(query);
  const columns: TableColumnsType<StaffAttendanceReferenceRow> = [
    {
      title: 'Служител',
      dataIndex: 'teacherName',
      fixed: 'left',
      render: (name, row) => totalCell(row.teacherId === null, name),
    },
    ...storedStaffStatuses.map((status) => ({
      title: <span title={staffAttendanceStatusLabels[status]}>{staffAttendanceStatusCodes[status]}</span>,
      key: String(status),
      align: 'right' as const,
      render: (_: unknown, row: StaffAttendanceReferenceRow) => totalCell(row.teacherId === null, row.counts[status] ?? 0),
    })),
    {
      title: 'Отработени дни',
      dataIndex: 'workedDays',
      align: 'right',
      render: (days, row) => totalCell(row.teacherId === null, days),
    },
  ];
  return (
    <ReferenceLayout
      title="Справка за присъствията на персонала"
      filters={<PeriodPicker value={period.range} onChange={period.setRange} />}
      exportPath={(type) => routePath(staffAttendanceRoutes.referenceExport, { params: { type }, query })}
      query={reference}
      columns={columns}
      rows={reference.data && [...reference.data.rows, reference.data.total]}
      rowKey={(row) => String(row.teacherId ?? 'total')}
    />
  );
}
