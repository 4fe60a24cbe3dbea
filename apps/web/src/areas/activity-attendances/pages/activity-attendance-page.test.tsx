import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityAttendanceMonth,
  ActivityAttendanceStatus as A,
  activityAttendancesRoutes,
  type ActivityAttendanceSummary,
  defaultAccess,
  identityRoutes,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { activitiesMenu } from '../../activities/menu';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { fillDay } from '../grid-model';
import { activityAttendancesArea } from '../routes';

const wait = { timeout: 10_000 };

/** Thursday 1, Tuesday 6 (a day off) and Thursday 8 October 2026. */
const grid = (canEdit = true): ActivityAttendanceMonth => ({
  activityId: 5,
  activityName: 'Английски език',
  month: 10,
  year: 2026,
  weekdays: [2, 4],
  canEdit,
  days: ['2026-10-01', '2026-10-06', '2026-10-08'].map((forDate) => ({
    forDate,
    isDayOff: forDate === '2026-10-06',
    isDayLocked: forDate === '2026-10-06',
    lockReason: forDate === '2026-10-06' ? '06.10.2026 е неучебен ден на детската градина: „Ден на градината“.' : null,
    isFuture: false,
    present: 0,
    absent: 0,
    enrolled: 2,
  })),
  rows: [
    {
      studentId: 1,
      studentName: 'Борис Петров',
      className: 'Пчелица',
      present: 1,
      absent: 0,
      cells: [
        { forDate: '2026-10-01', status: A.Present, enrolled: true },
        { forDate: '2026-10-06', status: null, enrolled: true },
        { forDate: '2026-10-08', status: null, enrolled: true },
      ],
    },
    {
      studentId: 2,
      studentName: 'Галя Иванова',
      className: 'Пчелица',
      present: 0,
      absent: 0,
      cells: [
        { forDate: '2026-10-01', status: null, enrolled: false },
        { forDate: '2026-10-06', status: null, enrolled: true },
        { forDate: '2026-10-08', status: null, enrolled: true },
      ],
    },
  ],
  totals: { present: 1, absent: 0 },
});

const summary: ActivityAttendanceSummary = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  activities: [
    {
      activityId: 5,
      activityName: 'Английски език',
      sessionsHeld: 8,
      rows: [
        { studentId: 1, studentName: 'Борис Петров', className: 'Пчелица', sessions: 8, present: 6, absent: 1, unmarked: 1 },
        { studentId: 2, studentName: 'Галя Иванова', className: 'Пчелица', sessions: 4, present: 3, absent: 1, unmarked: 0 },
      ],
      totals: { sessions: 12, present: 9, absent: 2, unmarked: 1 },
    },
  ],
  totals: { sessions: 12, present: 9, absent: 2, unmarked: 1 },
};

const api = (role: Role, month = grid()) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(activityAttendancesRoutes.summary, () => summary),
    answer(activityAttendancesRoutes.month, () => month),
    answer(activityAttendancesRoutes.save, () => ({ isSuccessful: true, entityId: null })),
    answer(activityAttendancesRoutes.autofill, () => ({ filled: 3, present: 2, absent: 1 })),
  );

const cell = (name: string, day: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}, ${day}`) });
const PAGE = '/activities/attendances?activityId=5&month=10&year=2026';

describe('/activities/attendances', () => {
  it('marks with the keyboard and „Всички присъстват“ and saves the changed cells in one request', async () => {
    setScreenWidth(1280);
    const calls = api(Role.Teacher);
    renderArea(activityAttendancesArea, PAGE);
    expect(await screen.findByText('Борис Петров', {}, wait)).toBeDefined();
    expect(cell('Борис Петров', '01.10.2026').textContent).toBe('п');
    // The day off has no day action; Галя is not enrolled on 1 October.
    expect(screen.queryByRole('button', { name: 'Всички присъстват на 06.10.2026' })).toBeNull();
    expect(cell('Галя Иванова', '01.10.2026').getAttribute('aria-readonly')).toBe('true');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Всички присъстват на 08.10.2026' }));
    expect(cell('Борис Петров', '08.10.2026').textContent).toBe('п');
    fireEvent.keyDown(cell('Галя Иванова', '08.10.2026'), { key: 'o' });
    fireEvent.keyDown(cell('Галя Иванова', '06.10.2026'), { key: 'п' });
    fireEvent.keyDown(cell('Борис Петров', '01.10.2026'), { key: 'Delete' });
    expect(cell('Галя Иванова', '08.10.2026').textContent).toBe('о');
    expect(cell('Галя Иванова', '06.10.2026').textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    const body = calls.find((call) => call.method === 'POST')!.body as { activityId: number; cells: unknown[] };
    expect(body.activityId).toBe(5);
    expect(body.cells).toEqual(
      expect.arrayContaining([
        { studentId: 1, forDate: '2026-10-08', status: A.Present },
        { studentId: 2, forDate: '2026-10-08', status: A.Absent },
        { studentId: 1, forDate: '2026-10-01', status: null },
      ]),
    );
    expect(body.cells).toHaveLength(3);
    expect(await screen.findByText('Запазени са 3 отбелязвания.', {}, wait)).toBeDefined();
  }, 30_000);

  it('asks before the autofill and tells how many cells it filled', async () => {
    setScreenWidth(1280);
    const calls = api(Role.Director);
    renderArea(activityAttendancesArea, PAGE);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Попълни от присъствията в градината' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/Вече отбелязаните клетки не се променят/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Попълни' }));
    expect(await screen.findByText('Попълнени са 3 клетки: 2 присъствия и 1 отсъствия.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path.endsWith('/autofill'))?.body).toEqual({ activityId: 5, month: 10, year: 2026 });
  });

  it('on a phone lists one day’s children with big toggles', async () => {
    setScreenWidth(375);
    const calls = api(Role.Teacher);
    renderArea(activityAttendancesArea, PAGE);
    const absent = await screen.findByRole('button', { name: 'Галя Иванова: Отсъства' }, wait);
    expect(screen.queryByRole('gridcell')).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(absent);
    expect(absent.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      activityId: 5,
      cells: [{ studentId: 2, forDate: '2026-10-08', status: A.Absent }],
    });
  });

  it('shows a read-only grid to a reader who cannot write', async () => {
    setScreenWidth(1280);
    api(Role.Teacher, grid(false));
    renderArea(activityAttendancesArea, PAGE);
    const boris = await screen.findByRole('gridcell', { name: /^Борис Петров, 01.10.2026: Присъства/ }, wait);
    fireEvent.keyDown(boris, { key: 'o' });
    expect(boris.textContent).toBe('п');
    expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Всички присъстват/ })).toBeNull();
  });

  it('shows the summary with its totals and the PDF and Excel files', async () => {
    setScreenWidth(1280);
    api(Role.Director);
    renderArea(activityAttendancesArea, `${PAGE}&tab=summary`);
    expect(await screen.findByText('Проведени занятия: 8', {}, wait)).toBeDefined();
    const table = await screen.findByRole('table', {}, wait);
    expect(within(table).getByText('Галя Иванова')).toBeDefined();
    expect(within(table).getByText('Общо')).toBeDefined();
    expect(screen.getByRole('button', { name: /Изтегли PDF/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /Изтегли Excel/ })).toBeDefined();
  });

  it('is under „Допълнителни дейности“ for the director and a teacher; a parent gets their own page', () => {
    const routes = activityAttendancesArea.routes.map((route) => `/${route.path}`);
    const context = (role: Role) => ({
      role,
      access: defaultAccess(role),
      isRouted: (path: string) => routes.includes(path),
      hasRoute: () => false,
    });
    const labels = (role: Role) =>
      buildMenu(activitiesMenu, context(role))
        .flatMap((section) => section.items)
        .flatMap((item) => item.children ?? [])
        .map((item) => item.path);
    expect(labels(Role.Director)).toEqual(['/activities/attendances']);
    expect(labels(Role.Teacher)).toEqual(['/activities/attendances']);
    expect(labels(Role.Parent)).toEqual(['/activities/parents/attendances']);
  });

  it('fills a day only in the open, empty cells of enrolled children', () => {
    const filled = fillDay(grid(), 0, new Map());
    expect([...filled]).toEqual([]);
    expect([...fillDay(grid(), 2, new Map())]).toEqual([
      ['1/2026-10-08', A.Present],
      ['2/2026-10-08', A.Present],
    ]);
    expect(fillDay(grid(), 1, new Map()).size).toBe(0);
  });
});
