import type { EventRow } from '@kg/contracts';
import { Badge, Button, Flex, Typography, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { audienceColors } from '../../../shared/communication/audience-fields';
import { eventsOn } from '../calendar-range';
import { EventChip } from './event-chip';

const DAY = 'YYYY-MM-DD';
const colorOf = (event: EventRow): string => (event.audience === null ? audienceColors.people : audienceColors[event.audience]);

export interface MonthGridProps {
  /** The 42 days of the grid (`daysOf('month', …)`), from a Monday. */
  days: Dayjs[];
  /** A day of the month shown: days of other months are dimmed. */
  month: Dayjs;
  /** Today in Sofia, 'YYYY-MM-DD' (`sofiaDay()`): the one day marked as today. */
  today: string;
  events: readonly EventRow[];
  onOpen: (id: number) => void;
  /** A day's number opens the day. */
  onOpenDay: (day: Dayjs) => void;
  /**
   * A phone: the cells show a dot per event and the titles are listed under the month, day by day (no title cut down
   * to nothing in a 50 px cell).
   */
  compact: boolean;
}

/**
 * The month (weeks from Monday): every event's whole title in its days' cells (wrapped, never cut), or on a phone dots
 * in the cells and the titles in a day list under the month. Only Sofia's today is marked; the day the month was
 * reached from ("Напред" from the 25th lands on the 25th) is not, so no other day looks like today.
 */
export function MonthGrid({ days, month, today, events, onOpen, onOpenDay, compact }: MonthGridProps) {
  const { token } = theme.useToken();
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const listed = compact ? days.filter((day) => day.isSame(month, 'month') && eventsOn(events, day).length > 0) : [];
  return (
    <>
      <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day.day()}
                scope="col"
                abbr={day.format('dddd')}
                style={{ padding: 4, fontWeight: 500, color: token.colorText, textAlign: compact ? 'center' : 'start' }}
              >
                {day.format('dd')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.format(DAY)}>
              {week.map((day) => {
                const key = day.format(DAY);
                const isToday = key === today;
                const own = eventsOn(events, day);
                const other = !day.isSame(month, 'month');
                return (
                  <td
                    key={key}
                    data-day={key}
                    aria-current={isToday ? 'date' : undefined}
                    style={{
                      verticalAlign: 'top',
                      padding: compact ? 2 : 4,
                      height: compact ? 52 : 96,
                      borderTop: `2px solid ${isToday ? token.colorPrimary : token.colorBorderSecondary}`,
                      background: isToday ? token.colorPrimaryBg : undefined,
                    }}
                  >
                    <Flex vertical align={compact ? 'center' : 'stretch'} gap={2}>
                      <Button
                        type="text"
                        size="small"
                        aria-label={`${day.format('dddd, D MMMM YYYY')}${isToday ? ' (днес)' : ''}: покажи деня`}
                        onClick={() => onOpenDay(day)}
                        style={{
                          alignSelf: compact ? 'center' : 'flex-end',
                          fontWeight: isToday ? 700 : 400,
                          color: isToday ? token.colorPrimaryText : other ? token.colorTextSecondary : token.colorText,
                        }}
                      >
                        {day.date()}
                      </Button>
                      {compact
                        ? own.length > 0 && (
                            <Flex gap={2} wrap justify="center" aria-hidden>
                              {own.slice(0, 3).map((event) => (
                                <Badge key={event.id} color={colorOf(event)} />
                              ))}
                              {own.length > 3 && <span style={{ fontSize: 10 }}>+{own.length - 3}</span>}
                            </Flex>
                          )
                        : own.map((event) => <EventChip key={event.id} event={event} day={day} onOpen={onOpen} />)}
                    </Flex>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {compact && listed.length > 0 && (
        <section aria-label="Събитията на месеца по дни" style={{ marginTop: 16 }}>
          {listed.map((day) => (
            <div key={day.format(DAY)} data-day-list={day.format(DAY)} style={{ marginBottom: 12 }}>
              <Typography.Title level={5} style={{ margin: '0 0 4px', textTransform: 'capitalize' }}>
                {day.format('dddd, DD.MM')}
                {day.format(DAY) === today && ' (днес)'}
              </Typography.Title>
              {eventsOn(events, day).map((event) => (
                <EventChip key={event.id} event={event} day={day} onOpen={onOpen} />
              ))}
            </div>
          ))}
        </section>
      )}
    </>
  );
}
