import { type KindergartenDashboard, mealTypeLabels } from '@kg/contracts';
import { Col, Row } from 'antd';
import {
  BgStatistic,
  BirthdaysList,
  COLORS,
  DashboardCard,
  DayCountsStatistics,
  EventsAndMessages,
  GroupBars,
  LeadersList,
  MonthsChart,
  numberFormat,
} from './dashboard-parts';

/** The director's and administrator's dashboard of the kindergarten (docs/dashboards.md). */
export function KindergartenDashboardView({ dashboard: d }: { dashboard: KindergartenDashboard }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <DashboardCard title="Децата днес">
          <DayCountsStatistics counts={d.studentsForDay} dayOffReason={d.dayOffReason} />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Персоналът днес">
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <BgStatistic
              title="На работа"
              value={d.teachersForDay.present}
              suffix={`/ ${numberFormat.format(d.teachersForDay.total)}`}
            />
            <BgStatistic title="Отсъстващи" value={d.teachersForDay.absent} />
            {d.teachersMealTypesForDay.map((meal) => (
              <BgStatistic
                key={meal.mealType}
                title={mealTypeLabels[meal.mealType as keyof typeof mealTypeLabels]}
                value={meal.count}
              />
            ))}
          </div>
        </DashboardCard>
      </Col>
      <Col xs={24}>
        <DashboardCard title="Присъствия и отсъствия по месеци">
          <MonthsChart
            title="Присъствия и отсъствия на децата по месеци (брой детски дни)"
            months={d.months}
            series={[
              { name: 'Присъствия', color: COLORS.present, values: d.studentAttendances },
              { name: 'Неизвинени отсъствия', color: COLORS.absent, values: d.studentUnexcusedAbsences },
              { name: 'Извинени отсъствия', color: COLORS.excused, values: d.studentExcusedAbsences },
            ]}
            emptyText="През учебната година още няма отбелязани присъствия и отсъствия на децата."
          />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Деца над прага за месечни помощи">
          <MonthsChart
            title="Деца от подготвителните групи с повече от 3 дни неизвинени отсъствия по месеци"
            months={d.months}
            series={[{ name: 'Деца', color: COLORS.smp, values: d.smp }]}
            emptyText="През учебната година няма дете от подготвителна група с повече от 3 дни неизвинени отсъствия в месеца."
          />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Групите този месец">
          <GroupBars groups={d.groupAttendances} color={COLORS.present} label="Присъствия по групи този месец" />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Най-много присъствия този месец">
          <LeadersList leaders={d.attendanceStudents} unit="дни" />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Най-много отсъствия този месец">
          <LeadersList leaders={d.absenceStudents} unit="дни" />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Рождени дни на децата тази седмица">
          <BirthdaysList people={d.birthdayStudents} emptyText="Няма рождени дни тази седмица" />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Рождени дни на персонала тази седмица">
          <BirthdaysList people={d.birthdayStaff} emptyText="Няма рождени дни тази седмица" />
        </DashboardCard>
      </Col>
      <EventsAndMessages events={d.upcommingEvents} messages={d.messages} />
    </Row>
  );
}
