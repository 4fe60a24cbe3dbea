import type { ParentDashboard } from '@kg/contracts';
import { Col, Empty, Progress, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { ChildMonthsChart, DashboardCard, EventsAndMessages } from './dashboard-parts';

/** A parent's dashboard: one card per child (linking to the child's dashboard), events and messages. */
export function ParentDashboardView({ dashboard: d }: { dashboard: ParentDashboard }) {
  return (
    <Row gutter={[16, 16]}>
      {d.parentDashboardModels.length === 0 && (
        <Col xs={24}>
          <DashboardCard title="Моите деца">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма деца, свързани с профила ви в тази детска градина" />
          </DashboardCard>
        </Col>
      )}
      {d.parentDashboardModels.map((child) => (
        <Col xs={24} key={child.studentId}>
          <DashboardCard title={child.name} extra={<Link to={`/dashboard/children/${child.studentId}`}>Табло на детето</Link>}>
            {child.className && <Typography.Paragraph type="secondary">{child.className}</Typography.Paragraph>}
            <ChildMonthsChart name={child.name} months={d.months} attendances={child.attendances} absences={child.absences} />
            {child.familyReasonCap !== null && (
              <div style={{ marginTop: 12 }}>
                <Typography.Text>
                  Отсъствия по семейни причини: {child.familyReasonUsed} от {child.familyReasonCap} дни за учебната година
                </Typography.Text>
                <Progress
                  percent={Math.min(100, (child.familyReasonUsed / Math.max(1, child.familyReasonCap)) * 100)}
                  showInfo={false}
                  status={child.familyReasonUsed >= child.familyReasonCap ? 'exception' : 'normal'}
                  aria-label={`Използвани ${child.familyReasonUsed} от ${child.familyReasonCap} дни`}
                />
              </div>
            )}
          </DashboardCard>
        </Col>
      ))}
      <EventsAndMessages events={d.upcommingEvents} messages={d.messages} />
    </Row>
  );
}
