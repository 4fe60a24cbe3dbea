import type { SubstitutionNormRow } from '@kg/contracts';
import { Alert, Descriptions, Typography } from 'antd';
import type { TableProps } from 'antd';
import { NormsReportFrame } from './norms-report-frame';
import { ResponsiveTable } from '../../../shared/list';

const columns: TableProps<SubstitutionNormRow>['columns'] = [
  { title: 'Служител', dataIndex: 'name', key: 'name' },
  { title: 'Длъжност', dataIndex: 'occupation', key: 'occupation' },
  { title: 'Норма (часове)', dataIndex: 'normHours', key: 'normHours', align: 'right' },
  { title: 'Заместени дни', dataIndex: 'substitutedDays', key: 'substitutedDays', align: 'right' },
  { title: 'Заместени часове', dataIndex: 'substitutedHours', key: 'substitutedHours', align: 'right' },
  { title: 'Отсъствие (часове)', dataIndex: 'absentHours', key: 'absentHours', align: 'right' },
  {
    title: 'Лекторски часове',
    dataIndex: 'lecturingHours',
    key: 'lecturingHours',
    align: 'right',
    render: (hours: number) => (hours > 0 ? <Typography.Text strong>{hours}</Typography.Text> : hours),
  },
];

/**
 * /staff/references/mandatory: per pedagogical staff member, the hours substituted in a period against the mandatory
 * norm (Наредба № 4 от 20.04.2017 г.); the hours above it are lecturing hours (docs/substitutions.md).
 */
export default function MandatoryNormsPage() {
  return (
    <NormsReportFrame
      title="Задължителна норма и лекторски часове"
      summary={(norms) => (
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'days', label: 'Работни дни', children: norms.workingDays },
            { key: 'norm', label: 'Норма на ден', children: `${norms.normHoursPerDay} часа` },
          ]}
        />
      )}
    >
      {(norms, loading) => (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Нормата на учителя в детска градина е 30 часа седмично (6 часа на работен ден). Лекторски са заместените часове, които не покриват собствени отсъствия."
          />
          <ResponsiveTable<SubstitutionNormRow>
            rowKey="teacherId"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={norms?.rows ?? []}
            pagination={false}
            locale={{ emptyText: 'Няма педагогически персонал.' }}
          />
        </>
      )}
    </NormsReportFrame>
  );
}
