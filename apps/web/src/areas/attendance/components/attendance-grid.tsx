import {
  type ChildAttendanceStatus as S,
  childAttendanceStatusCodes,
  childAttendanceStatusLabels,
  medicalNoteStatusLabels,
  requestStatusLabels,
  type StudentAttendanceMonth,
  type StudentAttendanceRow,
} from '@kg/contracts';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useRef } from 'react';
import { formatDate } from '../../../shared/dates/dates';
import { cellKey, closedReason, fillDay, type GridChanges, setCell, shownStatus, statusColors, statusOfKey } from '../grid-model';

const WEEKDAYS = ['нд', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const weekdayOf = (day: string): string => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

export interface GridProps {
  grid: StudentAttendanceMonth;
  changes: GridChanges;
  onChange: (changes: GridChanges) => void;
  /** The palette's status: a click on a cell sets it. */
  brush: S | null | undefined;
  today: string;
}

const cellStyle: React.CSSProperties = {
  minWidth: 30,
  height: 30,
  textAlign: 'center',
  border: '1px solid #f0f0f0',
  padding: 0,
  fontSize: 13,
  cursor: 'pointer',
  outlineOffset: -2,
};

function ChildCell({ row }: { row: StudentAttendanceRow }) {
  const open = row.studentAttendanceRequests;
  return (
    <th
      scope="row"
      style={{
        position: 'sticky',
        left: 0,
        zIndex: 1,
        background: '#fff',
        textAlign: 'left',
        padding: '4px 8px',
        minWidth: 240,
        fontWeight: 400,
      }}
    >
      <div>
        {row.position !== null ? `${row.position}. ` : ''}
        <Typography.Text strong>{row.studentName}</Typography.Text>
        {row.isGuest && <Tag style={{ marginLeft: 6 }}>гост</Tag>}
      </div>
      <div style={{ fontSize: 12 }}>
        <Typography.Text type={row.showFamilyAbsenceWarningMessage ? 'danger' : 'secondary'}>
          {row.currentAbsenceCount} от {row.maxAbsenceCount} дни по семейни причини
        </Typography.Text>
        {row.showFamilyAbsenceWarningMessage && (
          <Tag color="error" style={{ marginLeft: 6 }}>
            Достигнат максимум
          </Tag>
        )}
        {row.smp && row.smp.level !== 'none' && (
          <Tooltip
            title={`${row.smp.unexcusedThisMonth} дни неизвинени отсъствия през месеца: ${
              row.smp.level === 'benefitStops'
                ? 'прекратяване на месечната помощ (над 3 дни)'
                : 'уведомяване на социалните служби (над 2 дни)'
            }`}
          >
            <Tag color={row.smp.level === 'benefitStops' ? 'red' : 'orange'} style={{ marginLeft: 6 }}>
              СМП {row.smp.unexcusedThisMonth}
            </Tag>
          </Tooltip>
        )}
        {open.length > 0 && (
          <Tooltip
            title={open
              .map(
                (request) =>
                  `${formatDate(request.fromDate)} – ${formatDate(request.toDate)}: ${requestStatusLabels[request.status]}`,
              )
              .join('; ')}
          >
            <Tag color="processing" style={{ marginLeft: 6 }}>
              Заявления: {open.length}
            </Tag>
          </Tooltip>
        )}
      </div>
    </th>
  );
}

/**
 * The month of a group: a sticky child column, a cell per day with the status's short code and colour, the day's
 * „Всички присъстват“ action, arrow keys between cells, status keys and Delete on the focused cell
 * (docs/attendance.md).
 */
export function AttendanceGrid({ grid, changes, onChange, brush, today }: GridProps) {
  const table = useRef<HTMLTableElement>(null);
  const focusCell = (row: number, day: number): void => {
    table.current?.querySelector<HTMLElement>(`[data-cell="${row}-${day}"]`)?.focus();
  };

  const apply = (rowIndex: number, dayIndex: number, status: S | null): void => {
    const row = grid.rows[rowIndex]!;
    const cell = row.attendances[dayIndex]!;
    if (closedReason(grid, row, cell, today) !== null) return;
    onChange(setCell(changes, row.studentId, cell, status));
  };

  const onKey = (event: KeyboardEvent, rowIndex: number, dayIndex: number): void => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusCell(
        Math.min(Math.max(rowIndex + move[0], 0), grid.rows.length - 1),
        Math.min(Math.max(dayIndex + move[1], 0), grid.days.length - 1),
      );
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      apply(rowIndex, dayIndex, null);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const status = statusOfKey(event.key, grid.attendanceMode);
    if (status === undefined) return;
    event.preventDefault();
    apply(rowIndex, dayIndex, status);
    // The teacher marks a day down the list of children.
    if (rowIndex + 1 < grid.rows.length) focusCell(rowIndex + 1, dayIndex);
  };

  return (
    <div style={{ overflowX: 'auto', border: '1px solid #f0f0f0' }}>
      <table ref={table} style={{ borderCollapse: 'collapse', width: 'max-content' }} aria-label="Присъствия за месеца">
        <thead>
          <tr>
            <th style={{ position: 'sticky', left: 0, zIndex: 2, background: '#fafafa', textAlign: 'left', padding: '4px 8px' }}>
              Дете
            </th>
            {grid.days.map((day, dayIndex) => {
              const fillable = grid.canEdit && !day.isDayLocked && !day.isFuture;
              return (
                <th
                  key={day.forDate}
                  title={day.lockReason ?? formatDate(day.forDate)}
                  style={{ background: day.isDayLocked ? '#f0f0f0' : '#fafafa', padding: '2px', fontWeight: 500, fontSize: 12 }}
                >
                  <div>{Number(day.forDate.slice(8))}</div>
                  <div style={{ color: '#8c8c8c' }}>{weekdayOf(day.forDate)}</div>
                  {fillable && (
                    <Button
                      size="small"
                      type="text"
                      aria-label={`Всички присъстват на ${formatDate(day.forDate)}`}
                      title="Всички присъстват"
                      onClick={() => onChange(fillDay(grid, dayIndex, changes, today))}
                      style={{ padding: 0, height: 18, fontSize: 11 }}
                    >
                      ✓
                    </Button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={row.studentId}>
              <ChildCell row={row} />
              {row.attendances.map((cell, dayIndex) => {
                const status = shownStatus(changes, row.studentId, cell);
                const changed = changes.has(cellKey(row.studentId, cell.forDate));
                const closed = closedReason(grid, row, cell, today);
                const colors = status !== null ? statusColors[status] : null;
                const notes = cell.medicalNotes
                  .map((note) => `Медицинска бележка (${medicalNoteStatusLabels[note.status].toLowerCase()}): ${note.doctorName}`)
                  .join('; ');
                const title = [
                  `${row.studentName}, ${formatDate(cell.forDate)}: ${status !== null ? childAttendanceStatusLabels[status] : 'не е отбелязано'}`,
                  closed && cell.isDayLocked ? grid.days[dayIndex]!.lockReason : null,
                  cell.mistaken ? 'Отбелязано в почивен ден.' : null,
                  notes || null,
                  changed ? 'Незапазена промяна.' : null,
                ]
                  .filter(Boolean)
                  .join('\n');
                return (
                  <td
                    key={cell.forDate}
                    data-cell={`${rowIndex}-${dayIndex}`}
                    tabIndex={0}
                    role="gridcell"
                    aria-label={title}
                    aria-readonly={closed !== null}
                    title={title}
                    onKeyDown={(event) => onKey(event, rowIndex, dayIndex)}
                    onClick={() => brush !== undefined && apply(rowIndex, dayIndex, brush)}
                    style={{
                      ...cellStyle,
                      background: cell.isDayLocked && status === null ? '#f5f5f5' : (colors?.background ?? '#fff'),
                      color: colors?.color,
                      cursor: closed ? 'not-allowed' : 'pointer',
                      boxShadow: changed ? 'inset 0 0 0 2px #fa8c16' : cell.mistaken ? 'inset 0 0 0 2px #ff4d4f' : undefined,
                      position: 'relative',
                    }}
                  >
                    {status !== null ? childAttendanceStatusCodes[status] : ''}
                    {cell.medicalNotes.length > 0 && (
                      <span aria-hidden style={{ position: 'absolute', top: 0, right: 2, fontSize: 9, color: '#cf1322' }}>
                        +
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
