import { mealTypeLabels, mealTypes, staffAttendanceReferencesRoutes, type StaffMealReference } from '@kg/contracts';
import type { TableColumnsType } from 'antd';
import { routePath } from '../../../shared/api/route-request';
import { useGetStaffMealReferenceQuery } from '../api';
import { MonthPicker } from '../components/month-picker';
import { useMonthState } from '../components/month-state';
import { ReferenceLayout, totalCell } from '../components/reference-layout';

type Row = StaffMealReference['rows'][number];

/** /staff/references/meal: meals per staff member and meal type in a month, with the totals per meal type. */
export default function MealReferencePage() {
  const { value, month, year, setMonth } = useMonthState();
  const reference = useGetStaffMealReferenceQuery({ month, year });
  const columns: TableColumnsType<Row> = [
    {
      title: 'Служител',
      dataIndex: 'teacherName',
      fixed: 'left',
      render: (name, row) => totalCell(row.teacherId === null, name),
    },
    ...mealTypes.map((type) => ({
      title: mealTypeLabels[type],
      key: String(type),
      align: 'right' as const,
      render: (_: unknown, row: Row) => totalCell(row.teacherId === null, row.counts[type] ?? 0),
    })),
    { title: 'Общо', dataIndex: 'total', align: 'right', render: (total, row) => totalCell(row.teacherId === null, total) },
  ];
  return (
    <ReferenceLayout
      title="Справка за храненията на персонала"
      filters={<MonthPicker value={value} onChange={setMonth} />}
      exportPath={(type) => routePath(staffAttendanceReferencesRoutes.mealExport, { params: { type }, query: { month, year } })}
      query={reference}
      columns={columns}
      rows={reference.data && [...reference.data.rows, { teacherId: null, teacherName: 'Общо', ...reference.data.total }]}
      rowKey={(row) => String(row.teacherId ?? 'total')}
    />
  );
}
