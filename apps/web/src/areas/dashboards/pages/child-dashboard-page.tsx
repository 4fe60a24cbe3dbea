import { Breadcrumb, Col, Row, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetStudentDashboardQuery } from '../api';
import { ChildMonthsChart, DashboardCard, EventsList } from '../components/dashboard-parts';
import { DashboardState } from '../components/dashboard-state';

/** One child's dashboard (/dashboard/children/:studentId): attendance and absences per month, the group's events. */
export default function ChildDashboardPage() {
  const studentId = Number(useParams().studentId);
  const dashboard = useGetStudentDashboardQuery(studentId, { skip: !Number.isInteger(studentId) || studentId <= 0 });

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Breadcrumb items={[{ title: <Link to="/">Начало</Link> }, { title: 'Табло на детето' }]} />
      <DashboardState query={dashboard} forbiddenHidden={false}>
        {(child) => (
          <>
            <div style={{ margin: '8px 0 16px' }}>
              <PageTitle>{child.name}</PageTitle>
              {child.className && <Typography.Text type="secondary">{child.className}</Typography.Text>}
            </div>
            <Row gutter={[16, 16]}>
              <Col xs={24}>
                <DashboardCard title="Присъствия и отсъствия по месеци">
                  <ChildMonthsChart
                    name={child.name}
                    months={child.months}
                    attendances={child.attendancesPerMonth}
                    absences={child.absencesPerMonth}
                  />
                </DashboardCard>
              </Col>
              <Col xs={24} lg={12}>
                <DashboardCard title="Предстоящи събития">
                  <EventsList events={child.upcomingEvents} />
                </DashboardCard>
              </Col>
            </Row>
          </>
        )}
      </DashboardState>
    </div>
  );
}
