import type { EventRow } from '@kg/contracts';
import { Card, Col, Empty, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { eventsOn } from '../calendar-range';
import { EventChip } from './event-chip';

/** The week (Monday to Sunday) or one day: a column per day with its events in the order they start. */
export function WeekGrid({ days, events, onOpen }: { days: Dayjs[]; events: readonly EventRow[]; onOpen: (id: number) => void }) {
  const span = days.length === 1 ? 24 : undefined;
  return (
    <Row gutter={[8, 8]} wrap={days.length === 1} style={{ overflowX: 'auto' }}>
      {days.map((day) => {
        const own = eventsOn(events, day);
        return (
          <Col key={day.valueOf()} span={span} flex={span ? undefined : '1 0 130px'} data-day={day.format('YYYY-MM-DD')}>
            <Card
              size="small"
              title={<Typography.Text strong>{day.format('dd, DD.MM')}</Typography.Text>}
              styles={{ body: { minHeight: 160 } }}
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
