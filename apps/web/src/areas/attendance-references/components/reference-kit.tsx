import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { type AbsenceRow, AttendanceKind, attendanceKindLabels, childAttendanceStatusLabels } from '@kg/contracts';
import { Card, DatePicker, Empty, Flex, Select, Table, type TableProps, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError, ResponsiveTable, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetStudentGroupsQuery } from '../../students/api';

/** A reference's filters: the group, and the day or the period. */
export interface ReferenceFilterValues {
  classId?: number;
  date?: string;
  from?: string;
  to?: string;
}

/** The filters of each kind of period: a day, a period (from–to; a month is one), or none. */
type FiltersOf<K extends PeriodKind> = K extends 'day'
  ? { classId?: number; date: string }
  : K extends 'period' | 'month'
    ? { classId?: number; from: string; to: string }
    : { classId?: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** Which period a reference asks for: a day, a period (from–to), a month, or none (the school year). */
export type PeriodKind = 'day' | 'period' | 'month' | 'none';

/**
 * A reference's filters in the URL (`?date=`, `?from=&to=`, `?month=`, `?classId=`), so that a link or a reload keeps
 * them. A day defaults to today, a period to the current month up to today, a month to the current one.
 */
export function useReferenceFilters<K extends PeriodKind>(kind: K) {
  const { params, paging, update } = useUrlListState([]);
  const today = dayjs();
  const classId = Number(params.get('classId'));
  const date = params.get('date') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const month = params.get('month') ?? '';
  const picked = ISO_MONTH.test(month) ? dayjs(`${month}-01`) : today.startOf('month');
  const query: ReferenceFilterValues = { classId: Number.isInteger(classId) && classId > 0 ? classId : undefined };
  if (kind === 'day') query.date = ISO_DAY.test(date) ? date : toApiDate(today);
  if (kind === 'period') {
    query.from = ISO_DAY.test(from) ? from : toApiDate(today.startOf('month'));
    query.to = ISO_DAY.test(to) ? to : toApiDate(today);
  }
  if (kind === 'month') {
    query.from = toApiDate(picked.startOf('month'));
    query.to = toApiDate(picked.endOf('month'));
  }
  return { query: query as FiltersOf<K>, paging, update };
}

/** A reference's export format. */
export type ReferenceFormat = 'pdf' | 'excel';

interface FiltersProps {
  kind: PeriodKind;
  query: ReferenceFilterValues;
  update: (changes: Record<string, string | number | undefined>) => void;
  /** A group must be chosen (the reference is of one group). */
  groupRequired?: boolean;
}

/** The period (day, from–to or month) and the group of a reference. */
export function ReferenceFilters({ kind, query, update, groupRequired }: FiltersProps) {
  const groups = useGetStudentGroupsQuery();
  const options = (groups.data ?? [])
    .filter((group) => group.classId !== null)
    .map((group) => ({ value: group.classId!, label: group.className }));
  const notFuture = (day: Dayjs): boolean => day.isAfter(dayjs(), 'day');
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      {kind === 'day' && (
        <DatePicker
          aria-label="Дата"
          format={DATE_FORMAT}
          allowClear={false}
          value={dayjs(query.date)}
          disabledDate={notFuture}
          onChange={(day: Dayjs | null) => day && update({ date: toApiDate(day) })}
        />
      )}
      {kind === 'period' && (
        <DatePicker.RangePicker
          aria-label="Период"
          format={DATE_FORMAT}
          allowClear={false}
          value={[dayjs(query.from), dayjs(query.to)]}
          onChange={(days) => days?.[0] && days[1] && update({ from: toApiDate(days[0]), to: toApiDate(days[1]) })}
        />
      )}
      {kind === 'month' && (
        <DatePicker
          picker="month"
          aria-label="Месец"
          format="MMMM YYYY"
          allowClear={false}
          value={dayjs(query.from)}
          onChange={(day: Dayjs | null) => day && update({ month: day.format('YYYY-MM') })}
        />
      )}
      <Select
        aria-label="Група"
        placeholder={groupRequired ? 'Изберете група' : 'Всички групи'}
        allowClear={!groupRequired}
        value={query.classId}
        loading={groups.isLoading}
        options={options}
        onChange={(classId?: number) => update({ classId })}
        style={{ width: 220 }}
      />
    </Flex>
  );
}

interface ReferencePageProps {
  title: string;
  /**
   * The export's path under /api with its query (the same as the screen's) in a format (`routePath` of the export's
   * route); no buttons while the query is incomplete.
   */
  exportPath?: (format: ReferenceFormat) => string;
  filters: ReactNode;
  children: ReactNode;
}

/** A reference's frame: the title, a link back to the list of references, the PDF and Excel buttons, the filters. */
export function ReferencePage({ title, exportPath, filters, children }: ReferencePageProps) {
  return (
    <Card
      title={
        <Flex vertical gap={0}>
          <Link to="/attendances/references" style={{ fontSize: 13, fontWeight: 'normal' }}>
            Справки за присъствия
          </Link>
          <PageTitle>{title}</PageTitle>
        </Flex>
      }
      extra={
        exportPath && (
          <Flex gap={8}>
            <DownloadButton path={exportPath('pdf')}>PDF</DownloadButton>
            <DownloadButton path={exportPath('excel')}>Excel</DownloadButton>
          </Flex>
        )
      }
    >
      {filters}
      {children}
    </Card>
  );
}

interface Loaded<T> {
  data?: T;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ReferenceTableProps<Row> {
  result: Loaded<unknown>;
  rows: Row[] | undefined;
  columns: NonNullable<TableProps<Row>['columns']>;
  rowKey: TableProps<Row>['rowKey'];
  /** The totals row's cells, one per column (the first usually "Общо"). */
  totals?: ReactNode[];
  emptyText: string;
  caption?: string;
}

/** A reference's table: the loading veil, the error with a retry, the empty text and the totals row. */
export function ReferenceTable<Row extends object>(props: ReferenceTableProps<Row>) {
  if (props.result.isError) return <LoadError list={props.result} />;
  const rows = props.rows ?? [];
  return (
    <ResponsiveTable<Row>
      rowKey={props.rowKey}
      columns={props.columns}
      dataSource={rows}
      loading={props.result.isFetching}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      title={props.caption ? () => <Typography.Text strong>{props.caption}</Typography.Text> : undefined}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      summary={() =>
        props.totals && rows.length > 0 ? (
          <Table.Summary.Row>
            {props.totals.map((cell, index) => (
              <Table.Summary.Cell key={index} index={index} align={index === 0 ? 'left' : 'right'}>
                <Typography.Text strong>{cell}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

/** A count column, right-aligned. */
export const countColumn = <Row extends object>(title: string, key: keyof Row & string) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
});

/** "4.25" → "4,25"; a dash for none. */
export const decimalText = (value: string | null): string => (value === null ? '—' : value.replace('.', ','));

/** The figures of a group or a month over days: the counts, the marked days and the average daily attendance. */
export interface DailyFigures {
  present: number;
  excused: number;
  unexcused: number;
  markedDays: number;
  averageDaily: string | null;
}

/** The columns of `DailyFigures` after the first (the group or the month). */
export const dailyColumns = <Row extends DailyFigures>(): NonNullable<TableProps<Row>['columns']> => [
  countColumn<Row>('Присъствия', 'present'),
  countColumn<Row>('Извинени', 'excused'),
  countColumn<Row>('Неизвинени', 'unexcused'),
  countColumn<Row>('Отчетени дни', 'markedDays'),
  {
    title: 'Среднодневна посещаемост',
    key: 'averageDaily',
    align: 'right',
    render: (_value, row) => decimalText(row.averageDaily),
  },
];

/** The totals row of `DailyFigures`. */
export const dailyTotals = (totals: DailyFigures | undefined): ReactNode[] | undefined =>
  totals && ['Общо', totals.present, totals.excused, totals.unexcused, totals.markedDays, decimalText(totals.averageDaily)];

/** The columns of a list of absences (the day's absent children, the period's absences). */
export const absenceColumns = (withDate: boolean): NonNullable<TableProps<AbsenceRow>['columns']> => [
  ...(withDate ? [{ title: 'Дата', key: 'forDate', render: (_value: unknown, row: AbsenceRow) => formatDate(row.forDate) }] : []),
  { title: 'Група', dataIndex: 'className', key: 'className' },
  { title: 'Дете', dataIndex: 'studentName', key: 'studentName' },
  { title: 'Статус', key: 'type', render: (_value, row) => childAttendanceStatusLabels[row.type] },
  {
    title: 'Вид',
    key: 'kind',
    render: (_value, row) => (
      <Tag color={row.kind === AttendanceKind.Unexcused ? 'red' : 'blue'}>{attendanceKindLabels[row.kind]}</Tag>
    ),
  },
  { title: 'Медицинска бележка', dataIndex: 'medicalNote', key: 'medicalNote' },
];
