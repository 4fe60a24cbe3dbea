import { type SubstitutionShift, substitutionShiftLabels, type TeacherDashboard } from '@kg/contracts';
import { Col, Empty, List, Row, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/dates';
import { BirthdaysList, DashboardCard, DayCountsStatistics, EventsAndMessages } from './dashboard-parts';

/** A teacher's dashboard: their groups today, substitutions, birthdays, missing attendance (docs/dashboards.md). */
export function TeacherDashboardView({ dashboard: d }: { dashboard: TeacherDashboard }) {
  return (
    <Row gutter={[16, 16]}>
      {d.groupsForDay.length === 0 && (
        <Col xs={24}>
          <DashboardCard title="Моите групи днес">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Нямате групи в избраната учебна година" />
          </DashboardCard>
        </Col>
      )}
      {d.groupsForDay.map((group) => (
        <Col xs={24} lg={12} key={group.classId}>
          <DashboardCard title={`${group.name} днес`}>
            <DayCountsStatistics counts={group} dayOffReason={d.dayOffReason} />
          </DashboardCard>
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <DashboardCard
          title="Неотбелязани присъствия (последните 2 седмици)"
          extra={<Link to="/attendances/management">Дневник</Link>}
        >
          <List
            size="small"
            dataSource={d.missingAttendances}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Всички присъствия са отбелязани" /> }}
            renderItem={(day) => (
              <List.Item extra={<Tag color="warning">{day.unmarked} неотбелязани</Tag>}>
                {formatDate(day.forDate)} · {day.className}
              </List.Item>
            )}
          />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Заместване днес">
          <List
            size="small"
            dataSource={d.teachersSubstitutions}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма заместване днес" /> }}
            renderItem={(item) => (
              <List.Item extra={substitutionShiftLabels[item.shift as SubstitutionShift]}>
                <List.Item.Meta
                  title={item.className}
                  description={`${item.substituteTeacherName} замества ${item.absentTeacherName}`}
                />
              </List.Item>
            )}
          />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Рождени дни в групите тази седмица">
          <BirthdaysList people={d.birthdayStudents} emptyText="Няма рождени дни тази седмица" />
        </DashboardCard>
      </Col>
      <EventsAndMessages events={d.upcommingEvents} messages={d.messages} />
    </Row>
  );
}
