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
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { formatDate } from '../../../shared/dates/dates';
import {
  cellKey,
  closedReason,
  fillDay,
  type GridChanges,
  type GridFocus,
  moveFocus,
  setCell,
  shownStatus,
  statusColors,
  statusOfKey,
} from '../grid-model';

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
        // On a phone the child column takes about a third of the screen, so the days stay visible beside it.
        minWidth: 'min(240px, 32vw)',
        fontWeight: 400,
      }}
    >
      <div style={{ maxWidth: 'max(110px, 32vw)' }}>
        <div>
          {row.position !== null ? `${row.position}. ` : ''}
          <Typography.Text strong>{row.studentName}</Typography.Text>
          {row.isGuest && <Tag style={{ marginLeft: 6 }}>гост</Tag>}
        </div>
        <div style={{ fontSize: 12 }}>
          <Typography.Text style={{ color: row.showFamilyAbsenceWarningMessage ? '#a8071a' : '#595959' }}>
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
      </div>
    </th>
  );
}

/** Today's column: outlined on both sides, besides the „днес“ label of its header (not by colour alone). */
const TODAY_LINE = '2px solid #0958d9';

/**
 * The month of a group: a sticky child column, a cell per day with the status's short code and colour, the day's
 * „Всички присъстват“ action, status keys and Delete on the focused cell (docs/attendance.md). It opens scrolled to
 * today, today's column outlined and labelled „днес“. One Tab stop (roving tabindex, WAI-ARIA grid): the arrows,
 * Home/End, Ctrl+Home/End and PageUp/PageDown move the focus inside, up from the first child to the day's
 * „Всички присъстват“; Space or Enter on a cell does what a click does (puts the palette's status).
 */
export function AttendanceGrid({ grid, changes, onChange, brush, today }: GridProps) {
  const table = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const todayIndex = grid.days.findIndex((day) => day.forDate === today);
  const fillable = (dayIndex: number): boolean => {
    const day = grid.days[dayIndex];
    return !!day && grid.canEdit && !day.isDayLocked && !day.isFuture;
  };
  const monthKey = `${grid.classId}/${grid.year}/${grid.month}`;
  const [focus, setFocus] = useState<GridFocus & { monthKey: string }>({ row: 0, day: Math.max(todayIndex, 0), monthKey });
  // Another group or month: the focus starts again on today (or the first day), first child.
  const at: GridFocus =
    focus.monthKey === monthKey
      ? {
          row: Math.min(Math.max(focus.row, fillable(focus.day) ? -1 : 0), grid.rows.length - 1),
          day: Math.min(focus.day, grid.days.length - 1),
        }
      : { row: 0, day: Math.max(todayIndex, 0) };

  // Opened on a month with today: today's column is scrolled into view, just right of the sticky child column.
  useLayoutEffect(() => {
    const box = scroller.current;
    const header = box?.querySelector<HTMLElement>('th[aria-current="date"]');
    const sticky = box?.querySelector<HTMLElement>('thead th');
    if (!box || !header || !sticky) return;
    const offset = header.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
    box.scrollLeft = Math.max(0, offset - sticky.getBoundingClientRect().width - 2 * 32);
  }, [monthKey]);

  const moveTo = (next: GridFocus): void => {
    setFocus({ ...next, monthKey });
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.day}"]`)?.focus();
  };

  const apply = (rowIndex: number, dayIndex: number, status: S | null): void => {
    const row = grid.rows[rowIndex]!;
    const cell = row.attendances[dayIndex]!;
    if (closedReason(grid, row, cell, today) !== null) return;
    onChange(setCell(changes, row.studentId, cell, status));
  };

  const onKey = (event: KeyboardEvent, rowIndex: number, dayIndex: number): void => {
    const next = moveFocus(
      event.key,
      event.ctrlKey || event.metaKey,
      { row: rowIndex, day: dayIndex },
      { rows: grid.rows.length, days: grid.days.length },
      fillable,
    );
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    // The header's button acts by itself on Space and Enter.
    if (rowIndex < 0) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      apply(rowIndex, dayIndex, null);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (brush !== undefined) apply(rowIndex, dayIndex, brush);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const status = statusOfKey(event.key, grid.attendanceMode);
    if (status === undefined) return;
    event.preventDefault();
    apply(rowIndex, dayIndex, status);
    // The teacher marks a day down the list of children.
    if (rowIndex + 1 < grid.rows.length) moveTo({ row: rowIndex + 1, day: dayIndex });
  };

  return (
    <div ref={scroller} style={{ overflowX: 'auto', border: '1px solid #f0f0f0' }}>
      <table
        ref={table}
        role="grid"
        style={{ borderCollapse: 'collapse', width: 'max-content' }}
        aria-label="Присъствия за месеца"
      >
        <thead>
          <tr>
            <th
              scope="col"
              style={{ position: 'sticky', left: 0, zIndex: 2, background: '#fafafa', textAlign: 'left', padding: '4px 8px' }}
            >
              Дете
            </th>
            {grid.days.map((day, dayIndex) => {
              const isToday = dayIndex === todayIndex;
              return (
                <th
                  key={day.forDate}
                  scope="col"
                  title={day.lockReason ?? formatDate(day.forDate)}
                  aria-current={isToday ? 'date' : undefined}
                  style={{
                    background: isToday ? '#e6f4ff' : day.isDayLocked ? '#f0f0f0' : '#fafafa',
                    padding: '2px',
                    fontWeight: 500,
                    fontSize: 12,
                    borderLeft: isToday ? TODAY_LINE : undefined,
                    borderRight: isToday ? TODAY_LINE : undefined,
                    borderTop: isToday ? TODAY_LINE : undefined,
                  }}
                >
                  <div>{Number(day.forDate.slice(8))}</div>
                  <div style={{ color: '#595959' }}>{weekdayOf(day.forDate)}</div>
                  {isToday && <div style={{ color: '#003eb3', fontWeight: 700, fontSize: 11 }}>днес</div>}
                  {fillable(dayIndex) && (
                    <Button
                      size="small"
                      type="text"
                      data-cell={`-1-${dayIndex}`}
                      tabIndex={at.row === -1 && at.day === dayIndex ? 0 : -1}
                      aria-label={`Всички присъстват на ${formatDate(day.forDate)}`}
                      title="Всички присъстват"
                      onClick={() => onChange(fillDay(grid, dayIndex, changes, today))}
                      onFocus={() => setFocus({ row: -1, day: dayIndex, monthKey })}
                      onKeyDown={(event) => onKey(event, -1, dayIndex)}
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
                const isToday = dayIndex === todayIndex;
                const notes = cell.medicalNotes
                  .map((note) => `Медицинска бележка (${medicalNoteStatusLabels[note.status].toLowerCase()}): ${note.doctorName}`)
                  .join('; ');
                const title = [
                  `${row.studentName}, ${formatDate(cell.forDate)}${isToday ? ' (днес)' : ''}: ${status !== null ? childAttendanceStatusLabels[status] : 'не е отбелязано'}`,
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
                    tabIndex={at.row === rowIndex && at.day === dayIndex ? 0 : -1}
                    role="gridcell"
                    aria-label={title}
                    aria-readonly={closed !== null}
                    title={title}
                    onFocus={() => setFocus({ row: rowIndex, day: dayIndex, monthKey })}
                    onKeyDown={(event) => onKey(event, rowIndex, dayIndex)}
                    onClick={() => brush !== undefined && apply(rowIndex, dayIndex, brush)}
                    style={{
                      ...cellStyle,
                      background: cell.isDayLocked && status === null ? '#f5f5f5' : (colors?.background ?? '#fff'),
                      color: colors?.color,
                      cursor: closed ? 'not-allowed' : 'pointer',
                      boxShadow: changed ? 'inset 0 0 0 2px #fa8c16' : cell.mistaken ? 'inset 0 0 0 2px #ff4d4f' : undefined,
                      borderLeft: isToday ? TODAY_LINE : cellStyle.border,
                      borderRight: isToday ? TODAY_LINE : cellStyle.border,
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
