import type { ActivityAttendanceMonth, ActivityAttendanceStatus as A } from '@kg/contracts';
import { Button, Typography } from 'antd';
import { type KeyboardEvent, useRef } from 'react';
import { formatDate } from '../../../shared/dates/dates';
import {
  type ActivityChanges,
  activityStatusCodes,
  activityStatusColors,
  cellKey,
  closedReason,
  fillDay,
  setCell,
  shownStatus,
  statusLabel,
  statusOfKey,
} from '../grid-model';

const WEEKDAYS = ['нд', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const weekdayOf = (day: string): string => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

export interface ActivityGridProps {
  grid: ActivityAttendanceMonth;
  changes: ActivityChanges;
  onChange: (changes: ActivityChanges) => void;
  /** The palette's mark: a click on a cell sets it. */
  brush: A | null | undefined;
}

const cellStyle: React.CSSProperties = {
  minWidth: 34,
  height: 32,
  textAlign: 'center',
  border: '1px solid #f0f0f0',
  padding: 0,
  fontSize: 13,
  outlineOffset: -2,
};

/**
 * The month of an activity (wide screens): a sticky child column, a column per session day with its „Всички
 * присъстват“ action, arrow keys between cells, п/p and о/o set a mark and go down to the next child, Delete clears;
 * the children's and the days' totals (docs/activities.md "Activity attendance").
 */
export function ActivityGrid({ grid, changes, onChange, brush }: ActivityGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const focusCell = (row: number, day: number): void => {
    table.current?.querySelector<HTMLElement>(`[data-cell="${row}-${day}"]`)?.focus();
  };
  const apply = (rowIndex: number, dayIndex: number, status: A | null): void => {
    const row = grid.rows[rowIndex]!;
    const cell = row.cells[dayIndex]!;
    if (closedReason(grid, dayIndex, cell) !== null) return;
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
    const status = statusOfKey(event.key);
    if (status === undefined) return;
    event.preventDefault();
    apply(rowIndex, dayIndex, status);
    if (rowIndex + 1 < grid.rows.length) focusCell(rowIndex + 1, dayIndex);
  };
  // The day's totals with the unsaved changes.
  const totalsOf = (dayIndex: number) => {
    const marks = grid.rows.map((row) => shownStatus(changes, row.studentId, row.cells[dayIndex]!));
    return { present: marks.filter((mark) => mark === 1).length, absent: marks.filter((mark) => mark === 2).length };
  };

  return (
    <div style={{ overflowX: 'auto', border: '1px solid #f0f0f0' }}>
      <table
        ref={table}
        style={{ borderCollapse: 'collapse', width: 'max-content' }}
        aria-label="Присъствия в дейността за месеца"
      >
        <thead>
          <tr>
            <th style={{ position: 'sticky', left: 0, zIndex: 2, background: '#fafafa', textAlign: 'left', padding: '4px 8px' }}>
              Дете
            </th>
            {grid.days.map((day, dayIndex) => (
              <th
                key={day.forDate}
                title={day.lockReason ?? formatDate(day.forDate)}
                style={{ background: day.isDayLocked ? '#f0f0f0' : '#fafafa', padding: 2, fontWeight: 500, fontSize: 12 }}
              >
                <div>{Number(day.forDate.slice(8))}</div>
                <div style={{ color: '#595959' }}>{weekdayOf(day.forDate)}</div>
                {grid.canEdit && !day.isDayLocked && !day.isFuture && (
                  <Button
                    size="small"
                    type="text"
                    aria-label={`Всички присъстват на ${formatDate(day.forDate)}`}
                    title="Всички присъстват"
                    onClick={() => onChange(fillDay(grid, dayIndex, changes))}
                    style={{ padding: 0, height: 18, fontSize: 11 }}
                  >
                    ✓
                  </Button>
                )}
              </th>
            ))}
            <th style={{ background: '#fafafa', padding: '2px 8px', fontSize: 12 }}>Присъствия</th>
            <th style={{ background: '#fafafa', padding: '2px 8px', fontSize: 12 }}>Отсъствия</th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => {
            const marks = row.cells.map((cell) => shownStatus(changes, row.studentId, cell));
            return (
              <tr key={row.studentId}>
                <th
                  scope="row"
                  style={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 1,
                    background: '#fff',
                    textAlign: 'left',
                    padding: '4px 8px',
                    minWidth: 200,
                    fontWeight: 400,
                  }}
                >
                  <Typography.Text strong>{row.studentName}</Typography.Text>
                  {row.className && <div style={{ fontSize: 12, color: '#595959' }}>{row.className}</div>}
                </th>
                {row.cells.map((cell, dayIndex) => {
                  const status = marks[dayIndex]!;
                  const changed = changes.has(cellKey(row.studentId, cell.forDate));
                  const closed = closedReason(grid, dayIndex, cell);
                  const colors = status !== null ? activityStatusColors[status] : null;
                  const title = [
                    `${row.studentName}, ${formatDate(cell.forDate)}: ${statusLabel(status)}`,
                    !cell.enrolled ? 'Не е записано в този ден.' : null,
                    grid.days[dayIndex]!.isDayLocked ? grid.days[dayIndex]!.lockReason : null,
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
                        background: !cell.enrolled
                          ? 'repeating-linear-gradient(45deg, #fafafa, #fafafa 4px, #f0f0f0 4px, #f0f0f0 8px)'
                          : grid.days[dayIndex]!.isDayLocked && status === null
                            ? '#f5f5f5'
                            : (colors?.background ?? '#fff'),
                        color: colors?.color,
                        cursor: closed ? 'not-allowed' : 'pointer',
                        boxShadow: changed ? 'inset 0 0 0 2px #fa8c16' : undefined,
                      }}
                    >
                      {status !== null ? activityStatusCodes[status] : ''}
                    </td>
                  );
                })}
                <td style={{ ...cellStyle, fontWeight: 600 }}>{marks.filter((mark) => mark === 1).length}</td>
                <td style={{ ...cellStyle, fontWeight: 600 }}>{marks.filter((mark) => mark === 2).length}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" style={{ position: 'sticky', left: 0, background: '#fafafa', textAlign: 'left', padding: '4px 8px' }}>
              Присъстващи / отсъстващи
            </th>
            {grid.days.map((day, dayIndex) => {
              const totals = totalsOf(dayIndex);
              return (
                <td
                  key={day.forDate}
                  style={{ ...cellStyle, fontSize: 11, background: '#fafafa' }}
                  title={formatDate(day.forDate)}
                >
                  {totals.present}/{totals.absent}
                </td>
              );
            })}
            <td colSpan={2} style={{ background: '#fafafa' }} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
