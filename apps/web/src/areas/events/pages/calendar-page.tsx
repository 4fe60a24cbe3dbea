import type { EventRow } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Grid, Segmented, Space, Spin, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { audienceColors, mayAddressAll, useGetAudienceGroupsQuery } from '../../../shared/communication/audience-fields';
import { dayjs, sofiaDay } from '../../../shared/dates/dates';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetEventQuery, useGetEventsQuery, useSetAllEventsSeenMutation } from '../api';
import { type CalendarView, calendarViews, daysOf, rangeOf } from '../calendar-range';
import { EventDrawer } from '../components/event-drawer';
import { EventFormDrawer } from '../components/event-form-drawer';
import { MonthGrid } from '../components/month-grid';
import { WeekGrid } from '../components/week-grid';

const viewLabels: Record<CalendarView, string> = { month: 'Месец', week: 'Седмица', day: 'Ден' };
const legend = [
  { color: audienceColors[0], label: 'Всички' },
  { color: audienceColors[1], label: 'Групи' },
  { color: audienceColors[2], label: 'Персонал' },
  { color: audienceColors.people, label: 'Избрани хора' },
];

function titleOf(view: CalendarView, day: Dayjs): string {
  if (view === 'month') return day.format('MMMM YYYY');
  if (view === 'day') return day.format('dddd, DD.MM.YYYY');
  const days = daysOf('week', day);
  return `${days[0]!.format('DD.MM')} – ${days[6]!.format('DD.MM.YYYY')}`;
}

/**
 * /calendar (spec 1 §2, §7; spec 2 §4 and §7.5): the events the reader's audience reaches, by month, week or day
 * (weeks from Monday). `?id=` opens an event and jumps to its date; `?date=` and `?view=` keep the place in the URL.
 * Today is Sofia's today. Titles are never cut: wrapped in the cells, and on a phone listed day by day under the month.
 */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = calendarViews.includes(params.get('view') as CalendarView)
    ? (params.get('view') as CalendarView)
    : 'month';
  const dateParam = params.get('date');
  // "Today" is Sofia's, whatever the browser's time zone (an all-day event's days are Sofia days: docs/events.md).
  const today = sofiaDay();
  const day = dateParam && dayjs(dateParam, 'YYYY-MM-DD', true).isValid() ? dayjs(dateParam) : dayjs(today);
  const compact = Grid.useBreakpoint().md === false;
  const idParam = Number(params.get('id'));
  const openId = Number.isInteger(idParam) && idParam > 0 ? idParam : null;

  const access = useGetUserDataQuery().data?.access ?? [];
  const canCreate = allows(access, Resource.Events, 'create');
  const canAddressAll = mayAddressAll(access, Resource.Events);
  const groups = useGetAudienceGroupsQuery(undefined, { skip: !allows(access, Resource.Classes, 'read') }).data;
  const events = useGetEventsQuery(rangeOf(view, day));
  const opened = useGetEventQuery(openId ?? 0, { skip: openId === null });
  const [setAllSeen, markingAll] = useSetAllEventsSeenMutation();
  const [editing, setEditing] = useState<{ event: EventRow | null } | null>(null);
  const { message } = App.useApp();

  useRealtimeEvent(RealtimeEvent.ReceiveEvent, () => void events.refetch());

  const change = useCallback(
    (next: { view?: CalendarView; day?: Dayjs; id?: number | null }) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.view) copy.set('view', next.view);
          if (next.day) copy.set('date', next.day.format('YYYY-MM-DD'));
          if (next.id === null) copy.delete('id');
          else if (next.id !== undefined) copy.set('id', String(next.id));
          return copy;
        },
        { replace: next.id === undefined },
      ),
    [setParams],
  );

  // A link to an event (a notification, ?id=) shows its date once it is known.
  const openedFrom = opened.currentData?.fromDate;
  useEffect(() => {
    if (openedFrom && !dateParam) change({ day: dayjs(openedFrom).startOf('day') });
  }, [openedFrom, dateParam, change]);

  const step = (direction: 1 | -1) =>
    change({ day: day.add(direction, view === 'month' ? 'month' : view === 'week' ? 'week' : 'day') });
  const markAll = async () => {
    const result = await setAllSeen();
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(result.data.marked > 0 ? 'Всички събития са маркирани като видени.' : 'Няма непрочетени събития.');
  };
  const list = events.data ?? [];
  const openEvent = (id: number) => change({ id });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>Календар</PageTitle>
        <Space wrap>
          <Button onClick={() => void markAll()} loading={markingAll.isLoading}>
            Маркирай всички като видени
          </Button>
          {canCreate && (
            <Button type="primary" onClick={() => setEditing({ event: null })}>
              Ново събитие
            </Button>
          )}
        </Space>
      </Flex>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Button aria-label="Назад" icon={<LeftOutlined />} onClick={() => step(-1)} />
            <Button onClick={() => change({ day: dayjs(today) })}>Днес</Button>
            <Button aria-label="Напред" icon={<RightOutlined />} onClick={() => step(1)} />
            <Typography.Title level={4} style={{ margin: 0, textTransform: 'capitalize' }}>
              {titleOf(view, day)}
            </Typography.Title>
          </Space>
          <Segmented<CalendarView>
            value={view}
            options={calendarViews.map((value) => ({ value, label: viewLabels[value] }))}
            onChange={(value) => change({ view: value })}
          />
        </Flex>
        {events.isError && <Alert type="error" showIcon title={errorMessage(events.error)} style={{ marginBottom: 16 }} />}
        <Spin spinning={events.isFetching}>
          {view === 'month' ? (
            <MonthGrid
              days={daysOf('month', day)}
              month={day}
              today={today}
              events={list}
              onOpen={openEvent}
              onOpenDay={(value) => change({ view: 'day', day: value })}
              compact={compact}
            />
          ) : (
            <WeekGrid days={daysOf(view, day)} today={today} events={list} onOpen={openEvent} compact={compact} />
          )}
        </Spin>
        {!events.isFetching && !events.isError && list.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            Няма събития в този период.
          </Typography.Paragraph>
        )}
        <Space wrap style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">За кого:</Typography.Text>
          {legend.map((item) => (
            <Tag key={item.label} color={item.color}>
              {item.label}
            </Tag>
          ))}
        </Space>
      </Card>
      <EventDrawer id={openId} groups={groups} onClose={() => change({ id: null })} onEdit={(event) => setEditing({ event })} />
      {editing && (
        <EventFormDrawer open event={editing.event} day={day} allowAll={canAddressAll} onClose={() => setEditing(null)} />
      )}
    </Flex>
  );
}
