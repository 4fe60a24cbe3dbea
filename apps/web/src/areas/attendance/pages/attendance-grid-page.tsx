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
import { Alert, App, Button, Card, Empty, Flex, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { dayjs, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { attendanceFormPath, useGetAttendanceGroupsQuery, useGetAttendanceMonthQuery, useSaveAttendancesMutation } from '../api';
import { AttendanceGrid } from '../components/attendance-grid';
import { defaultMonth, type GridChanges, monthsOf, statusColors, statusKeys } from '../grid-model';

const whole = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

const UNSAVED = 'Има незапазени промени в присъствията. Да се напусне ли без запазване?';

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
  const today = toApiDate(dayjs());
  const group = groups.data?.find((item) => item.id === whole(params.get('classId'))) ?? groups.data?.[0];
  const fallback = group ? defaultMonth(group.yearFrom, group.yearTo, today) : undefined;
  const pick =
    group && fallback
      ? {
          groupId: group.id,
          month: whole(params.get('month')) ?? fallback.month,
          year: whole(params.get('year')) ?? fallback.year,
        }
      : undefined;
  const grid = useGetAttendanceMonthQuery(pick ?? { groupId: 0, month: 1, year: 2000 }, { skip: !pick });
  const [save, saving] = useSaveAttendancesMutation();
  const [changes, setChanges] = useState<GridChanges>(new Map());
  const [brush, setBrush] = useState<S | null | undefined>(undefined);

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

  const choose = (changesOfPick: Record<string, number>): void => {
    const go = () => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changesOfPick)) next.set(key, String(value));
      setParams(next, { replace: true });
    };
    if (!dirty) go();
    else modal.confirm({ title: 'Незапазени промени', content: UNSAVED, okText: 'Продължи', cancelText: 'Остани', onOk: go });
  };

  const submit = async (): Promise<void> => {
    if (!grid.data || !dirty) return;
    const cells = [...changes].map(([key, type]) => {
      const [studentId, forDate] = key.split('/');
      return { studentId: Number(studentId), forDate: forDate!, type };
    });
    const result = await save({ classId: grid.data.classId, cells });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Запазени са ${cells.length} ${cells.length === 1 ? 'отбелязване' : 'отбелязвания'}.`);
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

  return (
    <Card
      title={<PageTitle>Дневник – присъствия</PageTitle>}
      extra={
        <DownloadButton path={attendanceFormPath(pick)} disabled={!grid.data}>
          Изтегли PDF
        </DownloadButton>
      }
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Select
          aria-label="Група"
          style={{ minWidth: 220 }}
          value={group.id}
          onChange={(classId) => choose({ classId })}
          options={groups.data!.map((item) => ({ value: item.id, label: item.isOwn ? `${item.name} (моя група)` : item.name }))}
        />
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
                <Typography.Text type="warning">Незапазени промени: {changes.size}</Typography.Text>
                <Button onClick={() => setChanges(new Map())}>Откажи промените</Button>
              </>
            )}
          </Space>
        )}
      </Flex>

      {grid.data?.canEdit && (
        <Flex gap={4} wrap style={{ marginBottom: 12 }} role="toolbar" aria-label="Статуси">
          <Typography.Text type="secondary" style={{ marginRight: 4 }}>
            Щракване върху клетка поставя:
          </Typography.Text>
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

      {grid.isLoading || grid.isFetching ? (
        <Skeleton active />
      ) : grid.isError ? (
        <Alert type="error" showIcon message={errorMessage(grid.error)} />
      ) : !grid.data?.rows.length ? (
        <Empty description="Няма деца в групата през този месец." />
      ) : (
        <AttendanceGrid grid={grid.data} changes={changes} onChange={setChanges} brush={brush} today={today} />
      )}

      <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
        Клавиши: стрелките местят между клетките; буква поставя статус и слиза на следващото дете; Delete изчиства. ✓ в заглавието
        на деня отбелязва всички неотбелязани деца като присъстващи. Сивите дни са почивни, неучебни или заключени (причината се
        вижда при посочване). „+“ – медицинска бележка.
        <br />
        {palette
          .map((status) => `${childAttendanceStatusCodes[status]} (${keysOf(status)}) – ${childAttendanceStatusLabels[status]}`)
          .join('; ')}
      </Typography.Paragraph>
    </Card>
  );
}
