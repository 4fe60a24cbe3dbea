import {
  type ChildAttendanceStatus,
  childAttendanceStatusLabels,
  NeispuoAbsenceReason,
  neispuoAbsenceReasonLabels,
  type NeispuoAttendanceMapping,
  NeispuoAttendanceType,
  neispuoAttendanceTypeLabels,
  saveNeispuoMappingsRequest,
} from '@kg/contracts';
import { Alert, App, Button, Flex, Select, type TableProps, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetNeispuoMappingsQuery, useSaveNeispuoMappingsMutation } from '../neispuo-mapping-api';
import { ResponsiveTable } from '../../../shared/list';

type Line = Pick<NeispuoAttendanceMapping, 'status' | 'neispuoType' | 'neispuoReason'>;

/** 0 in the select stands for "not sent" (null). */
const NOT_SENT = 0;
const typeOptions = [
  { value: NOT_SENT, label: 'Не се подава' },
  ...Object.values(NeispuoAttendanceType)
    .filter((value): value is NeispuoAttendanceType => typeof value === 'number')
    .map((value) => ({ value, label: neispuoAttendanceTypeLabels[value] })),
];
const reasonOptions = Object.values(NeispuoAbsenceReason)
  .filter((value): value is NeispuoAbsenceReason => typeof value === 'number')
  .map((value) => ({ value, label: neispuoAbsenceReasonLabels[value] }));

const same = (a: Line, b: Line): boolean => a.neispuoType === b.neispuoType && a.neispuoReason === b.neispuoReason;

/**
 * /admin/neispuo/attendances: the master maps each of the 15 child attendance statuses to NEISPUO's type (present,
 * unexcused, excused, or not sent) and, for an excused absence, its reason (docs/attendance-state-reports.md).
 */
export default function AttendanceMappingPage() {
  const mappings = useGetNeispuoMappingsQuery();
  const [save, saving] = useSaveNeispuoMappingsMutation();
  const { message } = App.useApp();
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(
    () =>
      setLines((mappings.data ?? []).map(({ status, neispuoType, neispuoReason }) => ({ status, neispuoType, neispuoReason }))),
    [mappings.data],
  );

  const changed = useMemo(
    () => lines.filter((line) => !mappings.data?.some((stored) => stored.status === line.status && same(stored, line))),
    [lines, mappings.data],
  );
  const problems = useMemo(() => {
    const result = saveNeispuoMappingsRequest.safeParse({ items: lines });
    const byStatus = new Map<ChildAttendanceStatus, string>();
    if (!result.success) {
      for (const issue of result.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number' && lines[index]) byStatus.set(lines[index].status, issue.message);
      }
    }
    return byStatus;
  }, [lines]);

  const setLine = (status: ChildAttendanceStatus, change: Partial<Line>): void =>
    setLines((current) => current.map((line) => (line.status === status ? { ...line, ...change } : line)));

  const submit = async (): Promise<void> => {
    if (problems.size) {
      void message.error('Поправете отбелязаните редове.');
      return;
    }
    if (!changed.length) {
      void message.info('Няма промени за запазване.');
      return;
    }
    const result = await save({ items: changed });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Запазено е съответствието на ${changed.length} ${changed.length === 1 ? 'статус' : 'статуса'}.`);
  };

  const columns: TableProps<Line>['columns'] = [
    { title: 'Статус в системата', key: 'status', render: (_value, line) => childAttendanceStatusLabels[line.status] },
    {
      title: 'Вид в НЕИСПУО',
      key: 'type',
      width: 240,
      render: (_value, line) => (
        <Select
          aria-label={`Вид за ${childAttendanceStatusLabels[line.status]}`}
          style={{ width: '100%' }}
          options={typeOptions}
          value={line.neispuoType ?? NOT_SENT}
          onChange={(value: number) => {
            const neispuoType = value === NOT_SENT ? null : (value as NeispuoAttendanceType);
            setLine(line.status, {
              neispuoType,
              neispuoReason: neispuoType === NeispuoAttendanceType.ExcusedAbsence ? line.neispuoReason : null,
            });
          }}
        />
      ),
    },
    {
      title: 'Причина',
      key: 'reason',
      width: 260,
      render: (_value, line) => (
        <Flex vertical gap={2}>
          <Select
            aria-label={`Причина за ${childAttendanceStatusLabels[line.status]}`}
            style={{ width: '100%' }}
            options={reasonOptions}
            allowClear
            placeholder="—"
            disabled={line.neispuoType !== NeispuoAttendanceType.ExcusedAbsence}
            status={problems.has(line.status) ? 'error' : undefined}
            value={line.neispuoReason ?? undefined}
            onChange={(value?: NeispuoAbsenceReason) => setLine(line.status, { neispuoReason: value ?? null })}
          />
          {problems.has(line.status) && <Typography.Text type="danger">{problems.get(line.status)}</Typography.Text>}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <PageTitle tab="НЕИСПУО – присъствия">НЕИСПУО – присъствия на децата</PageTitle>
      <Typography.Paragraph type="secondary">
        Как всеки статус от дневника на присъствията се подава към НЕИСПУО: присъствие, неизвинено или извинено отсъствие (с
        причина – здравословни, семейни или други), или изобщо не се подава.
      </Typography.Paragraph>
      {mappings.error ? (
        <Alert type="error" showIcon title="Съответствията не могат да се заредят." description={errorMessage(mappings.error)} />
      ) : (
        <>
          <ResponsiveTable<Line>
            rowKey="status"
            size="middle"
            columns={columns}
            dataSource={lines}
            loading={mappings.isFetching}
            pagination={false}
            locale={{ emptyText: 'Няма статуси.' }}
          />
          <Flex justify="end">
            <Button type="primary" loading={saving.isLoading} onClick={() => void submit()}>
              Запази
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
