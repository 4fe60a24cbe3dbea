import type { EventRow } from '@kg/contracts';
import { Card, Col, Empty, Row, Typography, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { eventsOn } from '../calendar-range';
import { EventChip } from './event-chip';

/**
 * The week (Monday to Sunday) or one day: a column per day with its events in the order they start; on a phone
 * (`compact`) the days one under the other. Sofia's today (`today`, 'YYYY-MM-DD') is marked.
 */
export function WeekGrid({
  days,
  today,
  events,
  onOpen,
  compact,
}: {
  days: Dayjs[];
  today: string;
  events: readonly EventRow[];
  onOpen: (id: number) => void;
  compact: boolean;
}) {
  const { token } = theme.useToken();
  const span = days.length === 1 || compact ? 24 : undefined;
  return (
    <Row gutter={[8, 8]} wrap={span !== undefined} style={{ overflowX: 'auto' }}>
      {days.map((day) => {
        const own = eventsOn(events, day);
        const isToday = day.format('YYYY-MM-DD') === today;
        return (
          <Col
            key={day.valueOf()}
            span={span}
            flex={span ? undefined : '1 0 130px'}
            data-day={day.format('YYYY-MM-DD')}
            aria-current={isToday ? 'date' : undefined}
          >
            <Card
              size="small"
              title={
                <Typography.Text strong style={isToday ? { color: token.colorPrimaryText } : undefined}>
                  {day.format('dd, DD.MM')}
                  {isToday && ' (днес)'}
                </Typography.Text>
              }
              styles={{
                header: isToday ? { background: token.colorPrimaryBg } : undefined,
                body: { minHeight: compact ? undefined : 160 },
              }}
            >
              {own.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Няма събития" />
              ) : (
                own.map((event) => <EventChip key={event.id} event={event} day={day} onOpen={onOpen} />)
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
