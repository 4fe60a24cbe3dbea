import { type KeyboardEvent, useState } from 'react';
import {
  allows,
  isWorkedStaffStatus,
  Resource,
  StaffAttendanceStatus as S,
  staffAttendanceStatusCodes,
  staffAttendanceStatusColors,
  staffAttendanceRoutes,
  staffAttendanceStatusLabels,
  storedStaffStatuses,
  type TeacherAttendanceMonth,
} from '@kg/contracts';
import { App, Flex, Select, Space, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { DownloadButton } from '../../../shared/download';
import { formatDate } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStaffAttendanceMonthQuery, useSaveStaffAttendancesMutation } from '../api';
import { GridState, SaveChangesButton } from '../components/grid-state';
import { MonthPicker } from '../components/month-picker';
import { useMonthState, weekdayInitial } from '../components/month-state';
import { statusKeys, statusOfKey } from '../components/status-keys';
import '../components/staff-grid.css';

type Changes = Map<string, S | null>;
const isWorkedType = (type: S | null): boolean => type !== null && isWorkedStaffStatus(type);
const keyOf = (teacherId: number, forDate: string): string => `${teacherId}|${forDate}`;

/** /staff/attendances: the month grid of the staff's statuses (docs/staff-attendance.md). */
export default function StaffAttendancePage() {
  const { message } = App.useApp();
  const { value, month, year, setMonth } = useMonthState();
  const grid = useGetStaffAttendanceMonthQuery({ month, year });
  const access = useGetUserDataQuery().data?.access ?? [];
  const canEdit = allows(access, Resource.TeacherAttendances, 'create') || allows(access, Resource.TeacherAttendances, 'update');
  const [save, saving] = useSaveStaffAttendancesMutation();
  const [changes, setChanges] = useState<Changes>(new Map());
  const [brush, setBrush] = useState<S>(S.Attendance);
  const [active, setActive] = useState<[number, number]>([0, 0]);

  const change = (cells: { teacherId: number; forDate: string; type: S | null }[]) =>
    setChanges((current) => {
      const next = new Map(current);
      for (const cell of cells) next.set(keyOf(cell.teacherId, cell.forDate), cell.type);
      return next;
    });

  const onSave = async () => {
    const cells = [...changes].map(([key, type]) => {
      const [teacherId, forDate] = key.split('|');
      return { teacherId: Number(teacherId), forDate: forDate!, type };
    });
    try {
      await save({ cells }).unwrap();
      setChanges(new Map());
      void message.success('Присъствията са записани.');
    } catch (error) {
      void message.error(errorMessage(error as never));
    }
  };

  const exportPath = (type: 'pdf' | 'excel') => routePath(staffAttendanceRoutes.monthExport, { params: { month, year, type } });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <PageTitle>Присъствия на персонала</PageTitle>
        <Space wrap>
          <MonthPicker
            value={value}
            onChange={(next) => {
              setChanges(new Map());
              setMonth(next);
            }}
          />
          <DownloadButton path={exportPath('pdf')}>PDF</DownloadButton>
          <DownloadButton path={exportPath('excel')}>Excel</DownloadButton>
        </Space>
      </Flex>
      {canEdit && (
        <Flex align="center" gap="small" wrap>
          <span>Статус за попълване:</span>
          <Select
            aria-label="Статус за попълване"
            style={{ width: 220 }}
            value={brush}
            onChange={setBrush}
            options={storedStaffStatuses.map((status) => ({ value: status, label: staffAttendanceStatusLabels[status] }))}
          />
          <Typography.Text type="secondary">
            Щракнете клетка или заглавието на ден (попълва празните клетки на деня); клавиши — в легендата, Delete изчиства.
          </Typography.Text>
          <SaveChangesButton count={changes.size} loading={saving.isLoading} onSave={onSave} />
        </Flex>
      )}
      <GridState query={grid}>
        {(data) => (
          <Grid
            data={data}
            changes={changes}
            canEdit={canEdit}
            brush={brush}
            active={active}
            onActive={setActive}
            onChange={change}
          />
        )}
      </GridState>
      <Legend />
    </Space>
  );
}

interface GridProps {
  data: TeacherAttendanceMonth;
  changes: Changes;
  canEdit: boolean;
  brush: S;
  active: [number, number];
  onActive: (position: [number, number]) => void;
  onChange: (cells: { teacherId: number; forDate: string; type: S | null }[]) => void;
}

function Grid({ data, changes, canEdit, brush, active, onActive, onChange }: GridProps) {
  const current = (teacherIndex: number, dayIndex: number): S | null => {
    const row = data.teachers[teacherIndex]!;
    const cell = row.attendances[dayIndex]!;
    const key = keyOf(row.teacherId, cell.forDate);
    return changes.has(key) ? changes.get(key)! : cell.type;
  };

  const set = (teacherIndex: number, dayIndex: number, type: S | null) => {
    const day = data.days[dayIndex]!;
    if (!canEdit || day.isDayLocked) return;
    onChange([{ teacherId: data.teachers[teacherIndex]!.teacherId, forDate: day.forDate, type }]);
  };
  const focus = (teacherIndex: number, dayIndex: number) => {
    const row = Math.max(0, Math.min(data.teachers.length - 1, teacherIndex));
    const column = Math.max(0, Math.min(data.days.length - 1, dayIndex));
    onActive([row, column]);
    document.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`)?.focus();
  };
  const onKey = (event: KeyboardEvent, teacherIndex: number, dayIndex: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focus(teacherIndex + move[0], dayIndex + move[1]);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') set(teacherIndex, dayIndex, null);
    else if (event.key === 'Enter' || event.key === ' ') set(teacherIndex, dayIndex, brush);
    else {
      const status = statusOfKey(event.key);
      if (status === undefined) return;
      set(teacherIndex, dayIndex, status);
      focus(teacherIndex, dayIndex + 1);
    }
    event.preventDefault();
  };
  const fillDay = (dayIndex: number) =>
    onChange(
      data.teachers
        .filter((_row, teacherIndex) => current(teacherIndex, dayIndex) === null)
        .map((row) => ({ teacherId: row.teacherId, forDate: data.days[dayIndex]!.forDate, type: brush })),
    );

  return (
    <div className="staff-grid-wrap">
      <table className="staff-grid" role="grid" aria-label="Присъствия на персонала">
        <thead>
          <tr>
            <th className="staff-grid-name">Служител</th>
            {data.days.map((day, dayIndex) => {
              const label = (
                <>
                  {day.forDate.slice(8, 10)}
                  <br />
                  {weekdayInitial(day.forDate)}
                </>
              );
              return (
                <th
                  key={day.forDate}
                  className={day.isDayLocked ? 'staff-grid-locked' : undefined}
                  title={day.lockReason ?? undefined}
                >
                  {canEdit && !day.isDayLocked ? (
                    <button
                      type="button"
                      // The name starts with what the button shows (the day and its weekday), WCAG 2.5.3.
                      aria-label={`${day.forDate.slice(8, 10)} ${weekdayInitial(day.forDate)}: попълни ${formatDate(day.forDate)}`}
                      onClick={() => fillDay(dayIndex)}
                    >
                      {label}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            <th title="Отработени дни">Отр.</th>
          </tr>
        </thead>
        <tbody>
          {data.teachers.map((row, teacherIndex) => (
            <tr key={row.teacherId}>
              <td className="staff-grid-name" title={row.occupation}>
                {row.teacherName}
              </td>
              {data.days.map((day, dayIndex) => {
                const type = current(teacherIndex, dayIndex);
                const changed = changes.has(keyOf(row.teacherId, day.forDate));
                const label = `${row.teacherName}, ${formatDate(day.forDate)}: ${
                  type === null ? (day.isDayLocked ? day.lockReason : 'няма отметка') : staffAttendanceStatusLabels[type]
                }`;
                return (
                  <td
                    key={day.forDate}
                    role="gridcell"
                    data-cell={`${teacherIndex}-${dayIndex}`}
                    aria-label={label}
                    aria-disabled={day.isDayLocked || !canEdit}
                    tabIndex={active[0] === teacherIndex && active[1] === dayIndex ? 0 : -1}
                    title={day.lockReason ?? undefined}
                    className={
                      [day.isDayLocked ? 'staff-grid-locked' : '', changed ? 'staff-grid-changed' : ''].join(' ').trim() ||
                      undefined
                    }
                    style={type !== null ? { background: staffAttendanceStatusColors[type] } : undefined}
                    onClick={() => {
                      onActive([teacherIndex, dayIndex]);
                      set(teacherIndex, dayIndex, type === brush ? null : brush);
                    }}
                    onKeyDown={(event) => onKey(event, teacherIndex, dayIndex)}
                  >
                    {type !== null ? staffAttendanceStatusCodes[type] : ''}
                  </td>
                );
              })}
              <td>{data.days.filter((_day, dayIndex) => isWorkedType(current(teacherIndex, dayIndex))).length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend() {
  return (
    <div className="staff-grid-legend" aria-label="Легенда">
      {storedStaffStatuses.map((status) => (
        <span key={status}>
          <span className="code" style={{ background: staffAttendanceStatusColors[status] }}>
            {staffAttendanceStatusCodes[status]}
          </span>
          {staffAttendanceStatusLabels[status]} (клавиш {statusKeys[status][0].toUpperCase()})
        </span>
      ))}
      <span>
        <span className="code staff-grid-locked" style={{ background: '#f5f5f5' }}>
          &nbsp;
        </span>
        Неучебен или заключен ден
      </span>
    </div>
  );
}
