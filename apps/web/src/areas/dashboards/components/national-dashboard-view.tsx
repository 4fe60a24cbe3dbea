import type { NationalDashboard } from '@kg/contracts';
import { Col, Row } from 'antd';
import { BgStatistic, COLORS, DashboardCard, MonthsChart } from './dashboard-parts';

const percent = new Intl.NumberFormat('bg-BG', { maximumFractionDigits: 1 });
const asPercent = (value: number): string => `${percent.format(value)} %`;

/** MON's and the municipality's dashboard: aggregates over the kindergartens of their scope. */
export function NationalDashboardView({ dashboard: d }: { dashboard: NationalDashboard }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <DashboardCard title="Детските градини">
          <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
            <BgStatistic title="Детски градини" value={d.kindergartens} />
            <BgStatistic title="Групи" value={d.groups} />
            <BgStatistic title="Записани деца" value={d.children} />
            <BgStatistic
              title="Посещаемост този месец"
              value={d.attendanceRate === null ? 'няма данни' : asPercent(d.attendanceRate)}
            />
            <BgStatistic title="Деца над прага за месечни помощи" value={d.smpChildren} />
          </div>
        </DashboardCard>
      </Col>
      <Col xs={24}>
        <DashboardCard title="Посещаемост по месеци">
          <MonthsChart
            title="Посещаемост по месеци (присъствия от отбелязаните дни, %)"
            months={d.months}
            series={[{ name: 'Посещаемост', color: COLORS.rate, values: d.attendanceRatePerMonth }]}
            format={asPercent}
            emptyText="През учебната година още няма отбелязани присъствия и отсъствия."
          />
        </DashboardCard>
      </Col>
    </Row>
  );
}
