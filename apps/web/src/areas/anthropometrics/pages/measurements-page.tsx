import { type AnthropometricRow, anthropometricsRoutes, bmiClassLabels } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { Alert, App, Button, Card, DatePicker, Empty, Flex, Select, type TableProps, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStudentGroupsQuery } from '../../students/api';
import { useGetGroupSheetQuery, useSaveMeasurementsMutation } from '../api';
import { BmiTag } from '../components/bmi-tag';
import { HistoryDrawer } from '../components/history-drawer';
import { checkEntry, type Entry } from '../measurement-values';
import { ResponsiveTable } from '../../../shared/list';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ageLabel = (months: number): string => `${Math.floor(months / 12)} г. ${months % 12} м.`;

/** The picked group and day in the URL (?classId=&date=); the day defaults to today. */
function usePick() {
  const [params, setParams] = useSearchParams();
  const classId = Number(params.get('classId'));
  const date = params.get('date') ?? '';
  const pick = {
    classId: Number.isInteger(classId) && classId > 0 ? classId : undefined,
    date: ISO_DAY.test(date) ? date : toApiDate(dayjs()),
  };
  const update = (changes: { classId?: number; date?: string }): void => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...pick, ...changes })) {
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return { pick, update };
}

/**
 * /kids/measurements: pick a group and a day, enter every child's height and weight in one table and save them
 * together; BMI and the WHO BMI-for-age class show as you type; a child's history opens in a drawer (docs/anthropometrics.md).
 */
export default function MeasurementsPage() {
  const { pick, update } = usePick();
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = {
    create: allows(access, Resource.StudentAnthropometrics, 'create'),
    update: allows(access, Resource.StudentAnthropometrics, 'update'),
    delete: allows(access, Resource.StudentAnthropometrics, 'delete'),
  };
  const groups = useGetStudentGroupsQuery();
  const sheet = useGetGroupSheetQuery({ classId: pick.classId ?? 0, date: pick.date }, { skip: pick.classId === undefined });
  const [save, saving] = useSaveMeasurementsMutation();
  const { message } = App.useApp();
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);

  // What is stored is what the inputs start from; a new group, day or save starts them afresh.
  useEffect(() => {
    setEntries(
      Object.fromEntries(
        (sheet.data?.result ?? []).map((row) => [row.studentId, { heightCm: row.heightCm ?? '', weightKg: row.weightKg ?? '' }]),
      ),
    );
  }, [sheet.data]);

  const rows = useMemo(() => sheet.data?.result ?? [], [sheet.data]);
  const checks = useMemo(
    () =>
      new Map(
        rows.map((row) => [row.studentId, checkEntry(entries[row.studentId] ?? { heightCm: '', weightKg: '' }, row, pick.date)]),
      ),
    [rows, entries, pick.date],
  );
  const editable = (row: AnthropometricRow): boolean => (row.id === null ? can.create : can.update);
  const setEntry = (studentId: number, change: Partial<Entry>): void =>
    setEntries((current) => ({
      ...current,
      [studentId]: { ...(current[studentId] ?? { heightCm: '', weightKg: '' }), ...change },
    }));

  const submit = async (): Promise<void> => {
    const items = rows.flatMap((row) => {
      const check = checks.get(row.studentId);
      if (check?.state !== 'ready' || !editable(row)) return [];
      const unchanged = Number(check.heightCm) === Number(row.heightCm) && Number(check.weightKg) === Number(row.weightKg);
      return unchanged ? [] : [{ studentId: row.studentId, heightCm: check.heightCm, weightKg: check.weightKg }];
    });
    if ([...checks.values()].some((check) => check.state === 'error')) {
      void message.error('Поправете отбелязаните редове.');
      return;
    }
    if (!items.length) {
      void message.info('Няма промени за запазване.');
      return;
    }
    const result = await save({ measuredOn: pick.date, items });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Запазени са измерванията на ${items.length} ${items.length === 1 ? 'дете' : 'деца'}.`);
  };

  const columns: TableProps<AnthropometricRow>['columns'] = [
    {
      title: 'Дете',
      dataIndex: 'studentName',
      key: 'name',
      render: (name: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setHistoryOf({ id: row.studentId, name })}>
          {name}
        </Button>
      ),
    },
    { title: 'Дата на раждане', dataIndex: 'birthDate', key: 'birthDate', render: (day: string) => formatDate(day) },
    {
      title: 'Ръст (см)',
      key: 'heightCm',
      width: 130,
      render: (_value, row) => (
        <DecimalInput
          aria-label={`Ръст на ${row.studentName}`}
          precision={1}
          disabled={!editable(row)}
          value={entries[row.studentId]?.heightCm ?? ''}
          onChange={(heightCm) => setEntry(row.studentId, { heightCm })}
          status={checks.get(row.studentId)?.state === 'error' ? 'error' : undefined}
        />
      ),
    },
    {
      title: 'Тегло (кг)',
      key: 'weightKg',
      width: 130,
      render: (_value, row) => (
        <DecimalInput
          aria-label={`Тегло на ${row.studentName}`}
          precision={2}
          disabled={!editable(row)}
          value={entries[row.studentId]?.weightKg ?? ''}
          onChange={(weightKg) => setEntry(row.studentId, { weightKg })}
          status={checks.get(row.studentId)?.state === 'error' ? 'error' : undefined}
        />
      ),
    },
    {
      title: 'ИТМ',
      key: 'bmi',
      align: 'right',
      render: (_value, row) => {
        const check = checks.get(row.studentId);
        if (check?.state === 'error') return <Typography.Text type="danger">{check.message}</Typography.Text>;
        return check?.state === 'ready' ? (check.assessment.bmi?.replace('.', ',') ?? '—') : '—';
      },
    },
    {
      title: 'Оценка по СЗО',
      key: 'class',
      render: (_value, row) => {
        const check = checks.get(row.studentId);
        if (check?.state !== 'ready') return null;
        const { bmiClass, ageMonths, bmiZScore } = check.assessment;
        return (
          <Flex gap={8} align="center">
            <BmiTag
              bmiClass={bmiClass}
              label={bmiClass === null ? null : bmiClassLabels(bmiClass, ageMonths!)}
              zScore={bmiZScore}
            />
            <Typography.Text type="secondary">{ageLabel(ageMonths!)}</Typography.Text>
          </Flex>
        );
      },
    },
  ];

  const groupOptions = (groups.data ?? [])
    .filter((group) => group.classId !== null)
    .map((group) => ({ value: group.classId!, label: group.className }));
  const canSave = can.create || can.update;

  return (
    <Card
      title={<PageTitle>Антропометрични данни</PageTitle>}
      extra={
        pick.classId !== undefined && (
          <DownloadButton path={routePath(anthropometricsRoutes.export, { query: { classId: pick.classId } })}>
            Експорт в Excel
          </DownloadButton>
        )
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Група"
          placeholder="Изберете група"
          value={pick.classId}
          loading={groups.isLoading}
          options={groupOptions}
          onChange={(classId: number) => update({ classId })}
          style={{ width: 220 }}
        />
        <DatePicker
          aria-label="Дата на измерване"
          format={DATE_FORMAT}
          allowClear={false}
          value={dayjs(pick.date)}
          disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
          onChange={(day: Dayjs | null) => day && update({ date: toApiDate(day) })}
        />
      </Flex>
      {pick.classId === undefined ? (
        <Empty description="Изберете група и дата, за да въведете или прегледате измерванията." />
      ) : sheet.isError ? (
        <Alert type="error" showIcon message={errorMessage(sheet.error)} />
      ) : (
        <>
          <ResponsiveTable<AnthropometricRow>
            rowKey="studentId"
            columns={columns}
            dataSource={rows}
            loading={sheet.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty description="В групата няма деца на тази дата." /> }}
          />
          {canSave && rows.length > 0 && (
            <Flex justify="end" style={{ marginTop: 16 }}>
              <Button type="primary" loading={saving.isLoading} onClick={() => void submit()}>
                Запази
              </Button>
            </Flex>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            ИТМ за възрастта по стандартите на СЗО: до 5 години — WHO Child Growth Standards (2006), от 5 години — WHO Growth
            Reference (2007). Оценка се дава до 9 години и 11 месеца.
          </Typography.Paragraph>
        </>
      )}
      <HistoryDrawer child={historyOf} canDelete={can.delete} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}
