import {
  ActivityAttendanceStatus as A,
  activityAttendanceStatusLabels,
  type ActivityAttendanceSummaryQuery,
} from '@kg/contracts';
import { Alert, App, Button, Card, Empty, Flex, Grid, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { dayjs, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  summaryExportPath,
  useAutofillActivityAttendancesMutation,
  useGetActivityAttendanceMonthQuery,
  useGetActivityAttendanceSummaryQuery,
  useSaveActivityAttendancesMutation,
} from '../api';
import { ActivityGrid } from '../components/activity-grid';
import { DayList } from '../components/day-list';
import { SummaryView } from '../components/summary-view';
import { type ActivityChanges, activityStatusCodes, activityStatusColors, changedCells } from '../grid-model';
import { recentMonths, whole } from '../month-options';

const UNSAVED = 'Има незапазени промени в присъствията. Да се напусне ли без запазване?';
const cellsWord = (count: number): string => (count === 1 ? 'клетка' : 'клетки');

/**
 * /activities/attendances: the month grid of an activity (the kindergarten grid's keyboard and bulk save; a day-by-day
 * list on phones), its autofill from the kindergarten's attendance, and the summary with its PDF and Excel files
 * (docs/activities.md "Activity attendance"). The activity, the month and the tab live in the URL.
 */
export default function ActivityAttendancePage() {
  const { message, modal } = App.useApp();
  const wide = Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const today = toApiDate(dayjs());
  const months = useMemo(() => recentMonths(today), [today]);
  const month = whole(params.get('month')) ?? Number(today.slice(5, 7));
  const year = whole(params.get('year')) ?? Number(today.slice(0, 4));
  const tab = params.get('tab') === 'summary' ? 'summary' : 'grid';
  const activities = useGetActivityAttendanceSummaryQuery({ month, year });
  const activity =
    activities.data?.activities.find((item) => item.activityId === whole(params.get('activityId'))) ??
    activities.data?.activities[0];
  const grid = useGetActivityAttendanceMonthQuery(
    { activityId: activity?.activityId ?? 0, month, year },
    { skip: !activity || tab !== 'grid' },
  );
  const summaryQuery: ActivityAttendanceSummaryQuery = {
    month,
    year,
    ...(params.get('all') ? {} : activity ? { activityId: activity.activityId } : {}),
  };
  const [save, saving] = useSaveActivityAttendancesMutation();
  const [autofill, filling] = useAutofillActivityAttendancesMutation();
  const [changes, setChanges] = useState<ActivityChanges>(new Map());
  const [brush, setBrush] = useState<A | null | undefined>(undefined);
  useEffect(() => setChanges(new Map()), [grid.data]);

  const dirty = changes.size > 0;
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

  const choose = (values: Record<string, string | number | null>): void => {
    const go = () => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) next.delete(key);
        else next.set(key, String(value));
      }
      setParams(next, { replace: true });
    };
    if (!dirty) go();
    else modal.confirm({ title: 'Незапазени промени', content: UNSAVED, okText: 'Продължи', cancelText: 'Остани', onOk: go });
  };

  const submit = async (): Promise<void> => {
    if (!grid.data || !dirty) return;
    const cells = changedCells(changes);
    const result = await save({ activityId: grid.data.activityId, cells });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Запазени са ${cells.length} ${cells.length === 1 ? 'отбелязване' : 'отбелязвания'}.`);
  };

  const confirmAutofill = (): void => {
    if (!grid.data) return;
    const activityId = grid.data.activityId;
    modal.confirm({
      title: 'Попълване от присъствията в детската градина',
      content:
        'Празните клетки на отминалите занятия през месеца ще се попълнят: отсъствало от детската градина дете – отсъства и от дейността, присъствало – присъства. Вече отбелязаните клетки не се променят.',
      okText: 'Попълни',
      cancelText: 'Откажи',
      onOk: async () => {
        const result = await autofill({ activityId, month, year });
        if (result.error) void message.error(errorMessage(result.error));
        else {
          const { filled, present, absent } = result.data;
          void message.success(
            filled
              ? `Попълнени са ${filled} ${cellsWord(filled)}: ${present} присъствия и ${absent} отсъствия.`
              : 'Няма празни клетки с отбелязано присъствие в детската градина.',
          );
        }
      },
    });
  };

  const pickers = (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
      <Select
        aria-label="Месец"
        style={{ minWidth: 170 }}
        value={`${year}-${month}`}
        onChange={(value: string) => {
          const [pickedYear, pickedMonth] = value.split('-').map(Number);
          choose({ year: pickedYear!, month: pickedMonth! });
        }}
        options={months.map(({ value, label }) => ({ value, label }))}
      />
      {activities.data && activities.data.activities.length > 0 && (
        <Select
          aria-label="Дейност"
          style={{ minWidth: 220, maxWidth: '100%' }}
          value={tab === 'summary' && params.get('all') ? 0 : activity?.activityId}
          onChange={(activityId: number) => choose(activityId ? { activityId, all: null } : { all: 1 })}
          options={[
            ...(tab === 'summary' ? [{ value: 0, label: 'Всички дейности' }] : []),
            ...activities.data.activities.map((item) => ({ value: item.activityId, label: item.activityName })),
          ]}
        />
      )}
    </Flex>
  );

  const gridTab = (
    <>
      {grid.data?.canEdit && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Space wrap>
            <Button type="primary" onClick={() => void submit()} loading={saving.isLoading} disabled={!dirty}>
              Запази
            </Button>
            <Button onClick={confirmAutofill} loading={filling.isLoading} disabled={dirty}>
              Попълни от присъствията в градината
            </Button>
            {dirty && (
              <>
                <Typography.Text type="warning">Незапазени промени: {changes.size}</Typography.Text>
                <Button onClick={() => setChanges(new Map())}>Откажи промените</Button>
              </>
            )}
          </Space>
        </Flex>
      )}
      {grid.data?.canEdit && wide && (
        <Flex gap={4} wrap style={{ marginBottom: 12 }} role="toolbar" aria-label="Отбелязване">
          <Typography.Text type="secondary" style={{ marginRight: 4 }}>
            Щракване върху клетка поставя:
          </Typography.Text>
          {[A.Present, A.Absent].map((status) => (
            <Button
              key={status}
              size="small"
              aria-pressed={brush === status}
              title={activityAttendanceStatusLabels[status]}
              onClick={() => setBrush(brush === status ? undefined : status)}
              style={{ ...activityStatusColors[status], fontWeight: brush === status ? 700 : 400 }}
            >
              {activityStatusCodes[status]} – {activityAttendanceStatusLabels[status]}
            </Button>
          ))}
          <Button size="small" aria-pressed={brush === null} onClick={() => setBrush(brush === null ? undefined : null)}>
            Изчисти
          </Button>
        </Flex>
      )}
      {grid.isLoading || grid.isFetching ? (
        <Skeleton active />
      ) : grid.isError ? (
        <Alert type="error" showIcon message={errorMessage(grid.error)} />
      ) : !grid.data ? null : !grid.data.rows.length ? (
        <Empty description="Няма записани деца в дейността през този месец." />
      ) : wide ? (
        <>
          <ActivityGrid grid={grid.data} changes={changes} onChange={setChanges} brush={brush} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
            Клавиши: стрелките местят между клетките; п (p) – присъства, о (o) – отсъства, и слиза на следващото дете; Delete
            изчиства. ✓ в заглавието на деня отбелязва всички неотбелязани деца като присъстващи. Сивите дни са почивни или
            неучебни; защрихованите клетки – дни, в които детето не е записано.
          </Typography.Paragraph>
        </>
      ) : (
        <DayList grid={grid.data} changes={changes} onChange={setChanges} />
      )}
    </>
  );

  const summaryTab = <SummaryPanel query={summaryQuery} />;

  return (
    <Card title={<PageTitle>Присъствия в дейности</PageTitle>}>
      {pickers}
      {activities.isLoading ? (
        <Skeleton active />
      ) : activities.isError ? (
        <Alert type="error" showIcon message={errorMessage(activities.error)} />
      ) : !activity ? (
        <Empty description="Няма дейности през този месец, чиито присъствия можете да видите." />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => choose({ tab: key === 'summary' ? 'summary' : null, all: null })}
          items={[
            { key: 'grid', label: 'Дневник', children: gridTab },
            { key: 'summary', label: 'Справка', children: summaryTab },
          ]}
        />
      )}
    </Card>
  );
}

/** The summary tab: the table or cards, and its PDF and Excel files with the same filters. */
function SummaryPanel({ query }: { query: ActivityAttendanceSummaryQuery }) {
  const summary = useGetActivityAttendanceSummaryQuery(query);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <DownloadButton path={summaryExportPath('pdf', query)} disabled={!summary.data}>
          Изтегли PDF
        </DownloadButton>
        <DownloadButton path={summaryExportPath('excel', query)} disabled={!summary.data}>
          Изтегли Excel
        </DownloadButton>
      </Space>
      {summary.isLoading || summary.isFetching ? (
        <Skeleton active />
      ) : summary.isError ? (
        <Alert type="error" showIcon message={errorMessage(summary.error)} />
      ) : summary.data ? (
        <SummaryView summary={summary.data} />
      ) : null}
    </>
  );
}
