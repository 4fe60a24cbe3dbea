import {
  applicationTypeLabels,
  ChildAttendanceStatus as S,
  childAttendanceStatusCodes,
  childAttendanceStatusLabels,
  medicalNoteStatusLabels,
  requestStatusLabels,
  statusesForMode,
  type StudentAttendanceDay,
  type StudentAttendanceMonth,
  type StudentAttendanceRow,
} from '@kg/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { type TouchEvent, useId, useRef, useState } from 'react';
import { formatDate } from '../../../shared/dates/dates';
import {
  closedReason,
  dayClosedReason,
  dayTally,
  fillDay,
  type GridChanges,
  setCell,
  shownStatus,
  statusColors,
  weekdayName,
} from '../grid-model';

/** The two statuses a teacher taps most; the others wait behind „Друг статус“. */
const QUICK: S[] = [S.Attendance, S.Absence];
/** Touch targets of at least 44 × 44 px (WCAG 2.5.5); 48 as Material and antd's large controls. */
const TARGET = 48;
/** Text colours with at least 4.5:1 on white. */
const INK = { muted: '#595959', danger: '#a8071a', changed: '#ad4e00', link: '#003eb3' };

export interface AttendanceDayProps {
  /** The month that holds the day (the same answer the grid shows). */
  grid: StudentAttendanceMonth;
  forDate: string;
  changes: GridChanges;
  onChange: (changes: GridChanges) => void;
  today: string;
  /** Moves to another day; the page decides what happens to unsaved changes. Undefined: no day that way. */
  onPrevious?: () => void;
  onNext?: () => void;
  onToday?: () => void;
}

/**
 * One day of a group on a phone, by taps: the date with its weekday, „Предишен ден“ / „Следващ ден“ (and a swipe),
 * a big „Всички присъстват“, then one row per child (the grid's order) with large toggles — „Присъствие“,
 * „Отсъствие“ and „Друг статус“ opening the other statuses the grid offers. A locked day, a day off, a future day or
 * a reader without the right to edit shows the marks read-only with the reason (docs/attendance.md "The day view").
 */
export function AttendanceDay({ grid, forDate, changes, onChange, today, onPrevious, onNext, onToday }: AttendanceDayProps) {
  const dayIndex = grid.days.findIndex((day) => day.forDate === forDate);
  const day = grid.days[dayIndex];
  const touch = useRef<{ x: number; y: number } | null>(null);
  const headingId = useId();
  if (!day) return <Alert type="error" showIcon title={`${formatDate(forDate)} не е в избрания месец.`} />;

  const closed = dayClosedReason(grid, forDate, today);
  const rows = grid.rows.filter((row) => forDate >= row.inGroupFrom && forDate <= row.inGroupTo);
  const tally = dayTally(grid, dayIndex, changes);
  const canFill = closed === null && tally.unmarked > 0;

  // A horizontal swipe of at least 60 px, clearly more sideways than down, moves a day (left: the next one).
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    if (dx < 0) onNext?.();
    else onPrevious?.();
  };

  return (
    <section aria-labelledby={headingId} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Button
          aria-label="Предишен ден"
          title="Предишен ден"
          disabled={!onPrevious}
          onClick={onPrevious}
          style={{ minWidth: TARGET, height: TARGET, fontSize: 20 }}
        >
          ‹
        </Button>
        <div style={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
          <Typography.Title id={headingId} level={3} style={{ margin: 0, fontSize: 20 }}>
            {formatDate(forDate)}
          </Typography.Title>
          <div style={{ color: INK.muted }}>
            {weekdayName(forDate)}
            {forDate === today && <strong style={{ color: INK.link }}> · днес</strong>}
            {day.isDayOff && <strong> · почивен ден</strong>}
          </div>
        </div>
        <Button
          aria-label="Следващ ден"
          title="Следващ ден"
          disabled={!onNext}
          onClick={onNext}
          style={{ minWidth: TARGET, height: TARGET, fontSize: 20 }}
        >
          ›
        </Button>
      </Flex>
      {forDate !== today && onToday && (
        <Button block onClick={onToday} style={{ minHeight: TARGET, marginBottom: 12 }}>
          Към днес
        </Button>
      )}

      {closed !== null && (
        <Alert
          type={day.isDayOff ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          title={
            day.isDayOff
              ? `Почивен ден – не се отбелязва. ${closed}`
              : day.isDayLocked
                ? `Заключен ден – само преглед. ${closed}`
                : `Само преглед. ${closed}`
          }
        />
      )}

      <p aria-live="polite" style={{ margin: '0 0 12px', color: INK.muted }}>
        Присъстват: <strong style={{ color: '#000' }}>{tally.present}</strong> · Отсъстват:{' '}
        <strong style={{ color: '#000' }}>{tally.absent}</strong> · Неотбелязани:{' '}
        <strong style={{ color: '#000' }}>{tally.unmarked}</strong>
      </p>

      {closed === null && (
        <Button
          type="primary"
          block
          disabled={!canFill}
          aria-label={`Всички присъстват на ${formatDate(forDate)}`}
          onClick={() => onChange(fillDay(grid, dayIndex, changes, today))}
          style={{ minHeight: 56, fontSize: 18, fontWeight: 600, marginBottom: 12 }}
        >
          Всички присъстват
        </Button>
      )}

      {rows.length === 0 ? (
        <Typography.Paragraph>Няма деца в групата в този ден.</Typography.Paragraph>
      ) : (
        <ul aria-label={`Деца на ${formatDate(forDate)}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <ChildDay
              key={row.studentId}
              grid={grid}
              row={row}
              cell={row.attendances[dayIndex]!}
              changes={changes}
              onChange={onChange}
              today={today}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ChildDayProps {
  grid: StudentAttendanceMonth;
  row: StudentAttendanceRow;
  cell: StudentAttendanceDay;
  changes: GridChanges;
  onChange: (changes: GridChanges) => void;
  today: string;
}

/** One child's day: the status in words and colour, what concerns the day (notes, requests, caps), the toggles. */
function ChildDay({ grid, row, cell, changes, onChange, today }: ChildDayProps) {
  const [more, setMore] = useState(false);
  const panelId = useId();
  const status = shownStatus(changes, row.studentId, cell);
  const changed = changes.has(`${row.studentId}/${cell.forDate}`);
  const closed = closedReason(grid, row, cell, today);
  const others = statusesForMode(grid.attendanceMode).filter((item) => !QUICK.includes(item));
  const colors = status !== null ? statusColors[status] : null;
  const requests = row.studentAttendanceRequests.filter((item) => item.fromDate <= cell.forDate && cell.forDate <= item.toDate);
  // The save refuses a new family-reason day over the cap: the toggle says so before the teacher taps it.
  const familyCapped = row.absencesLocked && cell.type !== S.AbsenceFamilyReason;
  // Pressing the pressed status again clears the mark (a change back to what is stored is no change).
  const toggle = (value: S) => onChange(setCell(changes, row.studentId, cell, status === value ? null : value));
  const name = row.studentName;

  const statusButton = (value: S, wide: boolean) => {
    const pressed = status === value;
    const capped = value === S.AbsenceFamilyReason && familyCapped;
    return (
      <Button
        key={value}
        aria-pressed={pressed}
        aria-label={`${name}: ${childAttendanceStatusLabels[value]}${capped ? ' – достигнат максимум' : ''}`}
        disabled={capped}
        onClick={() => toggle(value)}
        style={{
          minHeight: TARGET,
          minWidth: TARGET,
          flex: wide ? '1 1 100%' : '1 1 0',
          padding: wide ? '4px 8px' : '4px',
          whiteSpace: 'normal',
          height: 'auto',
          textAlign: wide ? 'left' : 'center',
          justifyContent: wide ? 'flex-start' : 'center',
          ...(pressed
            ? { ...statusColors[value], borderColor: statusColors[value].color, borderWidth: 2, fontWeight: 700 }
            : { color: '#000' }),
        }}
      >
        {pressed ? '✓ ' : ''}
        {wide ? `${childAttendanceStatusCodes[value]} · ` : ''}
        {childAttendanceStatusLabels[value]}
      </Button>
    );
  };

  return (
    <li
      aria-label={name}
      style={{
        borderTop: '1px solid #f0f0f0',
        padding: '10px 0 10px 8px',
        borderLeft: `4px solid ${changed ? '#fa8c16' : (colors?.color ?? '#d9d9d9')}`,
        marginBottom: 4,
      }}
    >
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <span style={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {row.position !== null ? `${row.position}. ` : ''}
          {name}
          {row.isGuest && <span style={{ fontWeight: 400, color: INK.muted }}> (гост)</span>}
        </span>
        <span
          style={{
            padding: '0 6px',
            borderRadius: 4,
            background: colors?.background ?? '#fafafa',
            color: colors?.color ?? INK.muted,
            border: `1px solid ${colors?.color ?? '#d9d9d9'}`,
            overflowWrap: 'anywhere',
          }}
        >
          {status !== null ? childAttendanceStatusLabels[status] : 'Не е отбелязано'}
        </span>
      </Flex>
      {changed && <div style={{ color: INK.changed, fontSize: 13 }}>Незапазена промяна</div>}
      {cell.mistaken && <div style={{ color: INK.danger, fontSize: 13 }}>Отбелязано в почивен ден.</div>}
      {cell.medicalNotes.map((note) => (
        <div key={note.id} style={{ fontSize: 13, color: INK.danger }}>
          Медицинска бележка ({medicalNoteStatusLabels[note.status].toLowerCase()}): {note.doctorName}
        </div>
      ))}
      {requests.map((request) => (
        <div key={request.id} style={{ fontSize: 13, color: INK.link }}>
          {applicationTypeLabels[request.type]} ({requestStatusLabels[request.status].toLowerCase()}),{' '}
          {formatDate(request.fromDate)} – {formatDate(request.toDate)}
        </div>
      ))}
      {row.showFamilyAbsenceWarningMessage && (
        <div style={{ fontSize: 13, color: INK.danger }}>
          Достигнат максимум: {row.currentAbsenceCount} от {row.maxAbsenceCount} дни по семейни причини
        </div>
      )}
      {row.smp && row.smp.level !== 'none' && (
        <div style={{ fontSize: 13, color: INK.danger }}>СМП: {row.smp.unexcusedThisMonth} дни неизвинени през месеца</div>
      )}

      {closed === null && (
        <>
          <Flex gap={8} style={{ marginTop: 8 }}>
            {QUICK.map((value) => statusButton(value, false))}
            <Button
              aria-expanded={more}
              aria-controls={panelId}
              aria-label={`${name}: друг статус`}
              onClick={() => setMore(!more)}
              style={{
                minHeight: TARGET,
                minWidth: TARGET,
                flex: '0 0 auto',
                padding: '4px 10px',
                height: 'auto',
                color: '#000',
                ...(status !== null && !QUICK.includes(status)
                  ? { borderColor: statusColors[status].color, borderWidth: 2 }
                  : {}),
              }}
            >
              {more ? 'Скрий ▴' : 'Друг ▾'}
            </Button>
          </Flex>
          {more && (
            <Flex id={panelId} vertical gap={6} style={{ marginTop: 8 }} role="group" aria-label={`${name}: други статуси`}>
              {others.map((value) => statusButton(value, true))}
              {status !== null && (
                <Button
                  aria-label={`${name}: изчисти отбелязването`}
                  onClick={() => onChange(setCell(changes, row.studentId, cell, null))}
                  style={{ minHeight: TARGET, color: '#000' }}
                >
                  Изчисти
                </Button>
              )}
            </Flex>
          )}
        </>
      )}
    </li>
  );
}
