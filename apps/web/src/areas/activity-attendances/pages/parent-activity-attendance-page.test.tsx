import { screen, within } from '@testing-library/react';
import {
  type ActivityAttendanceMonth,
  ActivityAttendanceStatus as A,
  activityAttendancesRoutes,
  defaultAccess,
  identityRoutes,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { activityAttendancesArea } from '../routes';

const wait = { timeout: 10_000 };

const month: ActivityAttendanceMonth = {
  activityId: 5,
  activityName: 'Английски език',
  month: 10,
  year: 2026,
  weekdays: [2, 4],
  canEdit: false,
  days: ['2026-10-01', '2026-10-06', '2026-10-08', '2026-10-13'].map((forDate) => ({
    forDate,
    isDayOff: forDate === '2026-10-06',
    isDayLocked: forDate === '2026-10-06',
    lockReason: null,
    isFuture: forDate === '2026-10-13',
    present: 0,
    absent: 0,
    enrolled: 1,
  })),
  rows: [
    {
      studentId: 2,
      studentName: 'Галя Иванова',
      className: 'Пчелица',
      present: 1,
      absent: 1,
      cells: [
        { forDate: '2026-10-01', status: A.Present, enrolled: true },
        { forDate: '2026-10-06', status: null, enrolled: true },
        { forDate: '2026-10-08', status: A.Absent, enrolled: true },
        { forDate: '2026-10-13', status: null, enrolled: true },
      ],
    },
  ],
  totals: { present: 1, absent: 1 },
};

describe('/activities/parents/attendances', () => {
  it('lists per child and activity the month’s sessions with present and absent', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
      answer(activityAttendancesRoutes.summary, () => ({
        fromDate: '2026-10-01',
        toDate: '2026-10-31',
        activities: [
          {
            activityId: 5,
            activityName: 'Английски език',
            sessionsHeld: 3,
            rows: [
              {
                studentId: 2,
                studentName: 'Галя Иванова',
                className: 'Пчелица',
                sessions: 2,
                present: 1,
                absent: 1,
                unmarked: 0,
              },
            ],
            totals: { sessions: 2, present: 1, absent: 1, unmarked: 0 },
          },
        ],
        totals: { sessions: 2, present: 1, absent: 1, unmarked: 0 },
      })),
      answer(activityAttendancesRoutes.month, (_call, params) =>
        params.activityId === '5' ? month : json(404, { statusCode: 404, message: 'Дейността не е намерена.' }),
      ),
    );
    renderArea(activityAttendancesArea, '/activities/parents/attendances?month=10&year=2026');
    const sessions = await screen.findByRole('list', { name: 'Занятия на Галя Иванова' }, wait);
    const items = within(sessions)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The future session is not listed.
    expect(items).toEqual(['01.10.2026Присъства', '06.10.2026Неучебен ден', '08.10.2026Отсъства']);
    expect(screen.getByText('Присъствия: 1 · Отсъствия: 1')).toBeDefined();
    expect(calls.some((call) => call.path.includes('/Activities/attendance/summary?month=10&year=2026'))).toBe(true);
  });

  it('says so when the children attend no activity that month', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
      answer(activityAttendancesRoutes.summary, () => ({
        fromDate: '2026-10-01',
        toDate: '2026-10-31',
        activities: [],
        totals: { sessions: 0, present: 0, absent: 0, unmarked: 0 },
      })),
    );
    renderArea(activityAttendancesArea, '/activities/parents/attendances?month=10&year=2026');
    expect(await screen.findByText('Децата ви не са записани в допълнителни дейности през този месец.', {}, wait)).toBeDefined();
  });
});
