import type { SubstitutionNormRow } from '@kg/contracts';
import { Col, Row, Typography } from 'antd';
import type { TableProps } from 'antd';
import { NormsReportFrame } from './norms-report-frame';
import { ResponsiveTable } from '../../../shared/list';

type Side = { title: string; days: keyof SubstitutionNormRow; hours: keyof SubstitutionNormRow; empty: string };
const sides: Side[] = [
  { title: 'По заместващи', days: 'substitutedDays', hours: 'substitutedHours', empty: 'Няма замествания в периода.' },
  { title: 'По отсъстващи', days: 'absentDays', hours: 'absentHours', empty: 'Няма заместени отсъствия в периода.' },
];
const columnsOf = (side: Side): TableProps<SubstitutionNormRow>['columns'] => [
  { title: 'Служител', dataIndex: 'name', key: 'name' },
  { title: 'Дни', dataIndex: side.days, key: 'days', align: 'right' },
  { title: 'Часове', dataIndex: side.hours, key: 'hours', align: 'right' },
];

/**
 * /staff/references/substitutions: over a period, the totals per substitute (days and hours substituted) and per
 * absent person (days and hours they were replaced), from the same call as the norms report; its exports hold both.
 */
export default function SubstitutionTotalsPage() {
  return (
    <NormsReportFrame title="Справка за заместванията">
      {(norms, loading) => (
        <Row gutter={24}>
          {sides.map((side) => (
            <Col xs={24} lg={12} key={side.title}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {side.title}
              </Typography.Title>
              <ResponsiveTable<SubstitutionNormRow>
                rowKey="teacherId"
                size="small"
                loading={loading}
                columns={columnsOf(side)}
                dataSource={(norms?.rows ?? []).filter((row) => Number(row[side.days]) > 0)}
                pagination={false}
                locale={{ emptyText: side.empty }}
              />
            </Col>
          ))}
        </Row>
      )}
    </NormsReportFrame>
  );
}
