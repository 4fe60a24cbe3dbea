import { type ActivityAttendanceMonth, ActivityAttendanceStatus as A, activityAttendanceStatusLabels } from '@kg/contracts';
import { Alert, Button, Empty, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates/dates';
import { type ActivityChanges, activityStatusColors, closedReason, fillDay, setCell, shownStatus } from '../grid-model';

const WEEKDAYS = ['неделя', 'понеделник', 'вторник', 'сряда', 'четвъртък', 'петък', 'събота'];
const dayLabel = (day: string): string => `${formatDate(day)}, ${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]}`;

export interface DayListProps {
  grid: ActivityAttendanceMonth;
  changes: ActivityChanges;
  onChange: (changes: ActivityChanges) => void;
}

/** The latest open session day up to today, else the first one. */
function defaultDay(grid: ActivityAttendanceMonth): number {
  const open = grid.days.map((day, index) => ({ day, index })).filter(({ day }) => !day.isFuture && !day.isDayLocked);
  return open.at(-1)?.index ?? 0;
}

/**
 * The month of an activity on a phone: one session day at a time, the children as a list with big „Присъства“ and
 * „Отсъства“ toggles (pressed again, a toggle clears the mark).
 */
export function DayList({ grid, changes, onChange }: DayListProps) {
  const [picked, setPicked] = useState<number | undefined>(undefined);
  if (!grid.days.length) return <Empty description="Дейността няма занятия през този месец." />;
  const dayIndex = picked ?? defaultDay(grid);
  const day = grid.days[dayIndex]!;
  const rows = grid.rows.filter((row) => row.cells[dayIndex]!.enrolled);
  const open = grid.canEdit && !day.isDayLocked && !day.isFuture;
  return (
    <Flex vertical gap={12}>
      <Select
        aria-label="Ден на занятието"
        value={dayIndex}
        onChange={setPicked}
        style={{ width: '100%' }}
        options={grid.days.map((item, index) => ({ value: index, label: dayLabel(item.forDate) }))}
      />
      {day.isDayLocked && <Alert type="info" showIcon message={day.lockReason} />}
      {day.isFuture && <Alert type="info" showIcon message="Не се отбелязва присъствие за бъдещ ден." />}
      {open && (
        <Button block onClick={() => onChange(fillDay(grid, dayIndex, changes))}>
          Всички присъстват
        </Button>
      )}
      <List
        dataSource={rows}
        locale={{ emptyText: 'Няма записани деца в този ден.' }}
        renderItem={(row) => {
          const cell = row.cells[dayIndex]!;
          const status = shownStatus(changes, row.studentId, cell);
          const closed = closedReason(grid, dayIndex, cell) !== null;
          const toggle = (value: A) => onChange(setCell(changes, row.studentId, cell, status === value ? null : value));
          return (
            <List.Item style={{ display: 'block' }}>
              <Typography.Text strong>{row.studentName}</Typography.Text>
              {row.className && <Typography.Text type="secondary"> · {row.className}</Typography.Text>}
              <Flex gap={8} style={{ marginTop: 8 }}>
                {[A.Present, A.Absent].map((value) => (
                  <Button
                    key={value}
                    size="large"
                    block
                    disabled={closed}
                    aria-pressed={status === value}
                    aria-label={`${row.studentName}: ${activityAttendanceStatusLabels[value]}`}
                    onClick={() => toggle(value)}
                    style={
                      status === value
                        ? {
                            ...activityStatusColors[value],
                            borderColor: activityStatusColors[value].color,
                            fontWeight: 600,
                            minHeight: 48,
                          }
                        : { minHeight: 48 }
                    }
                  >
                    {activityAttendanceStatusLabels[value]}
                  </Button>
                ))}
              </Flex>
            </List.Item>
          );
        }}
      />
    </Flex>
  );
}
