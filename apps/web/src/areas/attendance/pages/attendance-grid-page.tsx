import {
  attendanceModeLabels,
  type ChildAttendanceStatus as S,
  childAttendanceStatusCodes,
  childAttendanceStatusLabels,
  monthLabels,
  type Month,
  RealtimeEvent,
  statusesForMode,
} from '@kg/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  ConfigProvider,
  Empty,
  Flex,
  Grid,
  Modal,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate, sofiaDay } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { attendanceFormPath, useGetAttendanceGroupsQuery, useGetAttendanceMonthQuery, useSaveAttendancesMutation } from '../api';
import { AttendanceDay } from '../components/attendance-day';
import { AttendanceGrid } from '../components/attendance-grid';
import {
  addDays,
  cellsOf,
  defaultDay,
  defaultMonth,
  type GridChanges,
  monthsOf,
  savedMessage,
  statusColors,
  statusKeys,
} from '../grid-model';

const whole = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

const UNSAVED = 'Има незапазени промени в присъствията. Да се напусне ли без запазване?';

/** A calendar day 'YYYY-MM-DD' from the URL, or undefined. */
const validDay = (value: string | null): string | undefined =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value
    ? value
    : undefined;

/** The page's primary blue, darkened so that white text on it has 6:1 (antd's #1677ff gives 4.1:1). */
const theme = { token: { colorPrimary: '#0958d9' } };

type View = 'day' | 'month';

/** The keys of a status, for the legend: "п / p". */
const keysOf = (status: S): string => statusKeys.find((entry) => entry.status === status)?.keys.join(' / ') ?? '';

/**
 * /attendances/management („Дневник“): the monthly attendance grid of a group (docs/attendance.md). The group and
 * the month live in the URL (?classId=&month=&year=); the month defaults to the current one of the school year.
 */
export default function AttendanceGridPage() {
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const groups = useGetAttendanceGroupsQuery();
  // Sofia's day, not the browser's: the kindergarten's day is Bulgarian wherever the device's clock is set.
  const today = sofiaDay();
  // Below antd's md breakpoint (768 px) the page opens on the day view; before antd has measured, the media query.
  const wide = Grid.useBreakpoint().md ?? window.matchMedia('(min-width: 768px)').matches;
  const asked = params.get('view');
  const view: View = asked === 'day' || asked === 'month' ? asked : wide ? 'month' : 'day';
  const group = groups.data?.find((item) => item.id === whole(params.get('classId'))) ?? groups.data?.[0];
  const fallback = group ? defaultMonth(group.yearFrom, group.yearTo, today) : undefined;
  const askedDay = validDay(params.get('day'));
  const day = group
    ? askedDay && askedDay >= group.yearFrom && askedDay <= group.yearTo
      ? askedDay
      : defaultDay(group.yearFrom, group.yearTo, today)
    : undefined;
  const pick =
    group && fallback && day
      ? view === 'day'
        ? { groupId: group.id, month: Number(day.slice(5, 7)), year: Number(day.slice(0, 4)) }
        : {
            groupId: group.id,
            month: whole(params.get('month')) ?? fallback.month,
            year: whole(params.get('year')) ?? fallback.year,
          }
      : undefined;
  const grid = useGetAttendanceMonthQuery(pick ?? { groupId: 0, month: 1, year: 2000 }, { skip: !pick });
  const [save, saving] = useSaveAttendancesMutation();
  const [changes, setChanges] = useState<GridChanges>(new Map());
  const [brush, setBrush] = useState<S | null | undefined>(undefined);
  // The day view's move to another day while changes are unsaved: asks first (see `goToDay`).
  const [leaving, setLeaving] = useState<string | undefined>(undefined);

  // A new group or month, or a saved grid, starts without changes.
  useEffect(() => setChanges(new Map()), [grid.data]);

  const dirty = changes.size > 0;
  // An approved request or medical note changes cells: refetch, unless the teacher has unsaved changes.
  useRealtimeEvent(RealtimeEvent.AttendanceApplicationChanged, () => {
    if (!pick) return;
    if (dirty) void message.info('Заявление или медицинска бележка промени присъствията: запазете, за да ги видите.');
    else void grid.refetch();
  });
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Незапазени промени',
      content: UNSAVED,
      okText: 'Напусни',
      cancelText: 'Остани',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const navigate = (changesOfPick: Record<string, string | number>): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changesOfPick)) next.set(key, String(value));
    setParams(next, { replace: true });
  };
  const choose = (changesOfPick: Record<string, number>): void => {
    if (!dirty) navigate(changesOfPick);
    else
      modal.confirm({
        title: 'Незапазени промени',
        content: UNSAVED,
        okText: 'Продължи',
        cancelText: 'Остани',
        onOk: () => navigate(changesOfPick),
      });
  };

  /** Sends every unsaved change in one POST (the grid's and the day view's save); true when it was stored. */
  const submit = async (): Promise<boolean> => {
    if (!grid.data || !dirty) return false;
    const cells = cellsOf(changes);
    const result = await save({ classId: grid.data.classId, cells });
    if (result.error) {
      void message.error(errorMessage(result.error));
      return false;
    }
    void message.success(savedMessage(cells.length));
    return true;
  };

  /**
   * The day view moves a day at a time. Decided (docs/attendance.md "The day view"): a day's marks are saved per day —
   * with unsaved changes the move asks „Запази и продължи“ / „Откажи промените“ / „Остани“, so a teacher never leaves
   * marks behind on a day she no longer sees, nor loses them without being asked.
   */
  const goToDay = (next: string): void => {
    if (dirty) setLeaving(next);
    else navigate({ day: next });
  };
  const switchView = (next: View): void => {
    if (next === view || !pick || !day) return;
    // The day view opens on today when the month shown holds it, else on the month's first day; the month view on the
    // day's month. The unsaved changes stay (the same month's answer).
    const inMonth = today.slice(0, 7) === `${pick.year}-${String(pick.month).padStart(2, '0')}`;
    const first = `${pick.year}-${String(pick.month).padStart(2, '0')}-01`;
    if (next === 'day')
      navigate({ view: 'day', day: inMonth ? today : group && first < group.yearFrom ? group.yearFrom : first });
    else navigate({ view: 'month', month: pick.month, year: pick.year });
  };

  const months = useMemo(() => (group ? monthsOf(group.yearFrom, group.yearTo) : []), [group]);
  const palette = grid.data ? statusesForMode(grid.data.attendanceMode) : [];

  if (groups.isLoading) return <Skeleton active />;
  if (groups.isError) return <Alert type="error" showIcon message={errorMessage(groups.error)} />;
  if (!group || !pick) {
    return (
      <Card title={<PageTitle>Дневник – присъствия</PageTitle>}>
        <Empty description="Няма групи в избраната учебна година, чиито присъствия можете да видите." />
      </Card>
    );
  }

  const download = (
    <DownloadButton path={attendanceFormPath(pick)} disabled={!grid.data}>
      Изтегли PDF
    </DownloadButton>
  );
  const views = (
    <Space.Compact>
      {(
        [
          ['day', 'Ден'],
          ['month', 'Месец'],
        ] as const
      ).map(([value, label]) => (
        <Button
          key={value}
          aria-pressed={view === value}
          // The name starts with what the button shows (WCAG 2.5.3).
          aria-label={value === 'day' ? 'Ден: изглед по дни' : 'Месец: изглед по месеци'}
          type={view === value ? 'primary' : 'default'}
          onClick={() => switchView(value)}
          style={{ minHeight: 44, minWidth: 72 }}
        >
          {label}
        </Button>
      ))}
    </Space.Compact>
  );
  const groupSelect = (
    <Select
      aria-label="Група"
      style={wide ? { minWidth: 220 } : { width: '100%' }}
      size={wide ? 'middle' : 'large'}
      value={group.id}
      onChange={(classId) => choose({ classId })}
      options={groups.data!.map((item) => ({ value: item.id, label: item.isOwn ? `${item.name} (моя група)` : item.name }))}
    />
  );
  const unsaved = dirty && <Typography.Text style={{ color: '#ad4e00' }}>Незапазени промени: {changes.size}</Typography.Text>;
  const content =
    grid.isLoading || grid.isFetching ? (
      <Skeleton active />
    ) : grid.isError ? (
      <Alert type="error" showIcon message={errorMessage(grid.error)} />
    ) : !grid.data?.rows.length ? (
      <Empty description="Няма деца в групата през този месец." />
    ) : view === 'day' && day ? (
      <AttendanceDay
        grid={grid.data}
        forDate={day}
        changes={changes}
        onChange={setChanges}
        today={today}
        onPrevious={day > group.yearFrom ? () => goToDay(addDays(day, -1)) : undefined}
        onNext={day < group.yearTo ? () => goToDay(addDays(day, 1)) : undefined}
        onToday={today >= group.yearFrom && today <= group.yearTo ? () => goToDay(today) : undefined}
      />
    ) : (
      <AttendanceGrid grid={grid.data} changes={changes} onChange={setChanges} brush={brush} today={today} />
    );

  if (view === 'day') {
    return (
      <ConfigProvider theme={theme}>
        <Card title={<PageTitle>Дневник – присъствия</PageTitle>} styles={{ body: { padding: wide ? 24 : 12 } }}>
          <Flex vertical gap={8} style={{ marginBottom: 12 }}>
            {groupSelect}
            <Flex gap={8} wrap align="center" justify="space-between">
              {views}
              {download}
            </Flex>
          </Flex>
          {content}
          {grid.data?.canEdit && (
            <Flex
              gap={8}
              wrap
              align="center"
              style={{
                position: 'sticky',
                bottom: 0,
                zIndex: 3,
                background: '#fff',
                borderTop: '1px solid #d9d9d9',
                padding: '8px 0',
                marginTop: 8,
              }}
            >
              <Button
                type="primary"
                onClick={() => void submit()}
                loading={saving.isLoading}
                disabled={!dirty}
                style={{ minHeight: 48, flex: '1 1 auto', fontSize: 16 }}
              >
                Запази
              </Button>
              {dirty && (
                <Button onClick={() => setChanges(new Map())} style={{ minHeight: 48 }}>
                  Откажи промените
                </Button>
              )}
              {unsaved}
            </Flex>
          )}
          <Modal
            open={leaving !== undefined}
            title="Незапазени промени"
            onCancel={() => setLeaving(undefined)}
            footer={[
              <Button key="stay" onClick={() => setLeaving(undefined)}>
                Остани
              </Button>,
              <Button
                key="discard"
                onClick={() => {
                  setChanges(new Map());
                  navigate({ day: leaving! });
                  setLeaving(undefined);
                }}
              >
                Откажи промените
              </Button>,
              <Button
                key="save"
                type="primary"
                loading={saving.isLoading}
                onClick={() =>
                  void submit().then((saved) => {
                    if (!saved) return;
                    navigate({ day: leaving! });
                    setLeaving(undefined);
                  })
                }
              >
                Запази и продължи
              </Button>,
            ]}
          >
            <p>
              Отбелязванията за {day ? formatDate(day) : ''} не са запазени ({changes.size}). Запазете ги или ги откажете, преди
              да преминете към {leaving ? formatDate(leaving) : ''}.
            </p>
          </Modal>
        </Card>
      </ConfigProvider>
    );
  }

  return (
    <ConfigProvider theme={theme}>
      <Card title={<PageTitle>Дневник – присъствия</PageTitle>} extra={wide ? download : undefined}>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
          {views}
          {!wide && download}
          {groupSelect}
          <Select
            aria-label="Месец"
            style={{ minWidth: 180 }}
            value={`${pick.year}-${pick.month}`}
            onChange={(value: string) => {
              const [year, month] = value.split('-').map(Number);
              choose({ year: year!, month: month! });
            }}
            options={months.map((item) => ({
              value: `${item.year}-${item.month}`,
              label: `${monthLabels[item.month as Month]} ${item.year}`,
            }))}
          />
          {grid.data && <Tag>{attendanceModeLabels[grid.data.attendanceMode]} организация</Tag>}
          {grid.data?.canEdit && (
            <Space>
              <Button type="primary" onClick={() => void submit()} loading={saving.isLoading} disabled={!dirty}>
                Запази
              </Button>
              {dirty && (
                <>
                  {unsaved}
                  <Button onClick={() => setChanges(new Map())}>Откажи промените</Button>
                </>
              )}
            </Space>
          )}
        </Flex>

        {grid.data?.canEdit && (
          <Flex gap={4} wrap style={{ marginBottom: 12 }} role="toolbar" aria-label="Статуси">
            <Typography.Text style={{ marginRight: 4, color: '#595959' }}>Щракване върху клетка поставя:</Typography.Text>
            {palette.map((status) => (
              <Button
                key={status}
                size="small"
                aria-pressed={brush === status}
                title={childAttendanceStatusLabels[status]}
                onClick={() => setBrush(brush === status ? undefined : status)}
                style={{
                  ...statusColors[status],
                  fontWeight: brush === status ? 700 : 400,
                  borderColor: brush === status ? '#1677ff' : undefined,
                }}
              >
                {childAttendanceStatusCodes[status]}
              </Button>
            ))}
            <Button size="small" aria-pressed={brush === null} onClick={() => setBrush(brush === null ? undefined : null)}>
              Изчисти
            </Button>
          </Flex>
        )}

        {content}

        <Typography.Paragraph style={{ marginTop: 12, fontSize: 12, color: '#595959' }}>
          Клавиши: таблицата е едно място в реда на Tab; стрелките, Home/End и PageUp/PageDown местят между клетките (нагоре от
          първото дете – към ✓ на деня); интервал или Enter поставя избрания статус от лентата; буква поставя статус и слиза на
          следващото дете; Delete изчиства. ✓ в заглавието на деня отбелязва всички неотбелязани деца като присъстващи. Сивите дни
          са почивни, неучебни или заключени (причината се вижда при посочване). „+“ – медицинска бележка.
          <br />
          {palette
            .map((status) => `${childAttendanceStatusCodes[status]} (${keysOf(status)}) – ${childAttendanceStatusLabels[status]}`)
            .join('; ')}
        </Typography.Paragraph>
      </Card>
    </ConfigProvider>
  );
}
