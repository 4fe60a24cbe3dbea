import type {
  DashboardBirthday,
  DashboardEvent,
  DashboardLeader,
  DashboardMessage,
  DayCounts,
  GroupFigure,
  MonthValue,
} from '@kg/contracts';
import { monthLabels } from '@kg/contracts/enums';
import { Badge, Card, Col, Empty, List, Progress, Statistic, type StatisticProps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart, type BarSeries } from '../../../shared/charts/bar-chart';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';

export const numberFormat = new Intl.NumberFormat('bg-BG');
export const COLORS = { present: '#52c41a', absent: '#ff4d4f', excused: '#1677ff', smp: '#faad14', rate: '#13c2c2' };

const monthName = (key: number): string => monthLabels[key as keyof typeof monthLabels];

/**
 * A chart of monthly series (months 1–12 in the school year's order, named in Bulgarian). A chart with nothing to show
 * (no month with a value above 0) is left out: `emptyText` says in one sentence why there is nothing.
 */
export function MonthsChart(props: {
  title: string;
  months: number[];
  series: { name: string; color: string; values: MonthValue[] }[];
  format?: (value: number) => string;
  emptyText: string;
}) {
  const series: BarSeries[] = props.series.map((item) => ({
    name: item.name,
    color: item.color,
    values: props.months.map((key) => item.values.find((value) => value.key === key)?.value ?? 0),
  }));
  if (!series.some((item) => item.values.some((value) => value > 0))) {
    return <Typography.Text type="secondary">{props.emptyText}</Typography.Text>;
  }
  return (
    <BarChart
      title={props.title}
      labels={props.months.map((key) => monthName(key).slice(0, 3))}
      longLabels={props.months.map(monthName)}
      series={series}
      format={props.format}
    />
  );
}

/** A statistic with its number written the Bulgarian way (1 234). */
export function BgStatistic(props: StatisticProps) {
  return <Statistic formatter={(value) => (typeof value === 'number' ? numberFormat.format(value) : value)} {...props} />;
}

/** One child's present and absent days per month. */
export function ChildMonthsChart(props: { name: string; months: number[]; attendances: MonthValue[]; absences: MonthValue[] }) {
  return (
    <MonthsChart
      title={`Присъствия и отсъствия на ${props.name} по месеци`}
      months={props.months}
      series={[
        { name: 'Присъствия', color: COLORS.present, values: props.attendances },
        { name: 'Отсъствия', color: COLORS.absent, values: props.absences },
      ]}
      emptyText={`За ${props.name} още няма отбелязани присъствия и отсъствия през учебната година.`}
    />
  );
}

export function DashboardCard(props: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card title={props.title} extra={props.extra} size="small" style={{ height: '100%' }}>
      {props.children}
    </Card>
  );
}

/** The children of the day: present, absent, not marked (or the reason the day is not a working day). */
export function DayCountsStatistics({ counts, dayOffReason }: { counts: DayCounts; dayOffReason: string | null }) {
  if (dayOffReason) return <Typography.Text type="secondary">Неработен ден: {dayOffReason}</Typography.Text>;
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <BgStatistic title="Присъстващи" value={counts.present} suffix={`/ ${numberFormat.format(counts.total)}`} />
      <BgStatistic title="Отсъстващи" value={counts.absent} />
      <BgStatistic title="Неотбелязани" value={counts.unmarked} />
    </div>
  );
}

/**
 * When an event is: an all-day event's days as they come (Sofia calendar days, 'YYYY-MM-DD': no time zone can move
 * them), a timed event's start as a moment.
 */
export function eventWhen(event: DashboardEvent): string {
  if (!event.allDay) return formatDateTime(event.startsAt);
  return event.endsAt > event.startsAt
    ? `${formatDate(event.startsAt)} – ${formatDate(event.endsAt)}`
    : `${formatDate(event.startsAt)} (цял ден)`;
}

export function EventsList({ events }: { events: DashboardEvent[] }) {
  return (
    <List
      size="small"
      dataSource={events}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма предстоящи събития" /> }}
      renderItem={(event) => (
        <List.Item>
          <List.Item.Meta title={<Link to={`/calendar?id=${event.id}`}>{event.title}</Link>} description={eventWhen(event)} />
        </List.Item>
      )}
    />
  );
}

export function MessagesList({ messages }: { messages: DashboardMessage[] }) {
  return (
    <List
      size="small"
      dataSource={messages}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма съобщения" /> }}
      renderItem={(message) => (
        <List.Item>
          <List.Item.Meta
            title={
              <span>
                {!message.seenByCurrentUser && (
                  <Badge color="blue" role="img" aria-label="Непрочетено" style={{ marginRight: 6 }} />
                )}
                <Link to={`/messages/${message.id}`} style={{ fontWeight: message.seenByCurrentUser ? 400 : 600 }}>
                  {message.title}
                </Link>
                {message.sentByCurrentUser && <Tag style={{ marginInlineStart: 8 }}>Изпратено</Tag>}
              </span>
            }
            description={
              <>
                <Typography.Text type="secondary">{formatDateTime(message.date)}</Typography.Text>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {message.text}
                </Typography.Paragraph>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

export function BirthdaysList({ people, emptyText }: { people: DashboardBirthday[]; emptyText: string }) {
  return (
    <List
      size="small"
      dataSource={people}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      renderItem={(person) => (
        <List.Item extra={`${formatDate(person.birthday).slice(0, 5)} · ${person.age} г.`}>
          <List.Item.Meta title={person.name} description={person.title} />
        </List.Item>
      )}
    />
  );
}

export function LeadersList({ leaders, unit }: { leaders: DashboardLeader[]; unit: string }) {
  return (
    <List
      size="small"
      dataSource={leaders}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма данни за месеца" /> }}
      renderItem={(leader, index) => (
        <List.Item extra={`${numberFormat.format(leader.count)} ${unit}`}>
          <List.Item.Meta title={`${index + 1}. ${leader.name}`} description={leader.title} />
        </List.Item>
      )}
    />
  );
}

/** Per group, a bar of the month's figure against the largest. */
export function GroupBars({ groups, color, label }: { groups: GroupFigure[]; color: string; label: string }) {
  const max = Math.max(1, ...groups.map((group) => group.value));
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма групи" />;
  return (
    <div role="list" aria-label={label}>
      {groups.map((group) => (
        <div role="listitem" key={group.classId} style={{ marginBottom: 4 }}>
          <Typography.Text>{group.name}</Typography.Text>
          <Progress
            percent={(group.value / max) * 100}
            strokeColor={color}
            format={() => numberFormat.format(group.value)}
            aria-label={`${group.name}: ${numberFormat.format(group.value)}`}
          />
        </div>
      ))}
    </div>
  );
}

/** The two cards every kindergarten dashboard ends with: upcoming events and the latest messages. */
export function EventsAndMessages({ events, messages }: { events: DashboardEvent[]; messages: DashboardMessage[] }) {
  return (
    <>
      <Col xs={24} lg={12}>
        <DashboardCard title="Предстоящи събития">
          <EventsList events={events} />
        </DashboardCard>
      </Col>
      <Col xs={24} lg={12}>
        <DashboardCard title="Последни съобщения">
          <MessagesList messages={messages} />
        </DashboardCard>
      </Col>
    </>
  );
}
