import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AttendanceMode,
  type AttendanceGroupOption,
  attendanceRoutes,
  ChildAttendanceStatus as S,
  defaultAccess,
  identityRoutes,
  Role,
  type StudentAttendanceDay,
  type StudentAttendanceMonth,
  type StudentAttendanceRow,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { setScreenWidth } from '../../../test/screen-width';
import { aDirector, renderArea } from '../../../test/render-app';
import { defaultMonth, fillDay, monthsOf, statusOfKey } from '../grid-model';
import { attendanceMenu } from '../menu';
import { attendanceArea } from '../routes';

const wait = { timeout: 10_000 };
const groups: AttendanceGroupOption[] = [
  {
    id: 3,
    name: 'Пчелица',
    attendanceMode: AttendanceMode.FullDay,
    ageType: 8,
    isOwn: true,
    yearFrom: '2026-09-15',
    yearTo: '2027-08-31',
  },
];

/** 1–3 October 2026: Thursday, Friday, Saturday (a day off). */
const dayOf = (forDate: string, type: S | null = null): StudentAttendanceDay => {
  const off = forDate === '2026-10-03';
  return {
    id: type === null ? null : 1,
    forDate,
    type,
    isDayOff: off,
    isDayLocked: off,
    medicalNotes: [],
  };
};
const rowOf = (
  studentId: number,
  studentName: string,
  types: (S | null)[],
  extra: Partial<StudentAttendanceRow> = {},
): StudentAttendanceRow => ({
  studentId,
  studentName,
  position: studentId,
  isGuest: false,
  inGroupFrom: '2026-10-01',
  inGroupTo: '2026-10-03',
  maxAbsenceCount: 10,
  currentAbsenceCount: 2,
  absencesLocked: false,
  showFamilyAbsenceWarningMessage: false,
  studentAttendanceRequests: [],
  smp: { unexcusedThisMonth: 0, level: 'none' },
  attendances: ['2026-10-01', '2026-10-02', '2026-10-03'].map((day, index) => dayOf(day, types[index] ?? null)),
  ...extra,
});
const month = (canEdit: boolean): StudentAttendanceMonth => ({
  classId: 3,
  className: 'Пчелица',
  attendanceMode: AttendanceMode.FullDay,
  ageType: 8,
  month: 10,
  year: 2026,
  canEdit,
  days: ['2026-10-01', '2026-10-02', '2026-10-03'].map((forDate) => {
    const { isDayOff, isDayLocked } = dayOf(forDate);
    return { forDate, isDayOff, isDayLocked, lockReason: isDayOff ? '03.10.2026 е събота или неделя.' : null, isFuture: false };
  }),
  rows: [
    rowOf(1, 'Ана Колева', [S.Attendance, null]),
    rowOf(2, 'Борис Петров', [null, null], {
      smp: { unexcusedThisMonth: 4, level: 'benefitStops' },
      currentAbsenceCount: 10,
      showFamilyAbsenceWarningMessage: true,
      absencesLocked: true,
    }),
  ],
});

const api = (role: Role, grid: StudentAttendanceMonth) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(attendanceRoutes.groups, () => groups),
    answer(attendanceRoutes.month, (_call, params) =>
      params.groupId === '3' && params.month === '10' && params.year === '2026'
        ? grid
        : json(404, { statusCode: 404, message: 'Търсеният ресурс не съществува.' }),
    ),
    answer(attendanceRoutes.save, () => ({ isSuccessful: true, entityId: null })),
  );

const cell = (name: string, day: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}, ${day}`) });

describe('/attendances/management', () => {
  it('fills a day with „Всички присъстват“, takes a status from the keyboard and saves the changed cells in one request', async () => {
    setScreenWidth(1366);
    const calls = api(Role.Teacher, month(true));
    renderArea(attendanceArea, '/attendances/management?classId=3&month=10&year=2026');
    expect(await screen.findByText('Ана Колева', {}, wait)).toBeDefined();
    expect(screen.getByText('10 от 10 дни по семейни причини')).toBeDefined();
    expect(screen.getByText('Достигнат максимум')).toBeDefined();
    expect(screen.getByText('СМП 4')).toBeDefined();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Всички присъстват на 02.10.2026' }));
    expect(cell('Ана Колева', '02.10.2026').textContent).toBe('п');
    expect(cell('Борис Петров', '02.10.2026').textContent).toBe('п');
    expect(screen.queryByRole('button', { name: 'Всички присъстват на 03.10.2026' })).toBeNull();

    fireEvent.keyDown(cell('Борис Петров', '02.10.2026'), { key: 'о' });
    fireEvent.keyDown(cell('Борис Петров', '03.10.2026'), { key: 'p' });
    expect(cell('Борис Петров', '02.10.2026').textContent).toBe('о');
    expect(cell('Борис Петров', '03.10.2026').textContent).toBe('');
    fireEvent.keyDown(cell('Ана Колева', '01.10.2026'), { key: 'Delete' });

    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    const body = calls.find((call) => call.method === 'POST')!.body as { classId: number; cells: unknown[] };
    expect(body.classId).toBe(3);
    expect(body.cells).toEqual(
      expect.arrayContaining([
        { studentId: 1, forDate: '2026-10-02', type: S.Attendance },
        { studentId: 2, forDate: '2026-10-02', type: S.Absence },
        { studentId: 1, forDate: '2026-10-01', type: null },
      ]),
    );
    expect(body.cells).toHaveLength(3);
    expect(await screen.findByText('Запазени са 3 отбелязвания.', {}, wait)).toBeDefined();
  }, 60_000);

  it('shows a parent the grid read-only: no palette, no save, no day action', async () => {
    setScreenWidth(1366);
    api(Role.Parent, month(false));
    renderArea(attendanceArea, '/attendances/management?month=10&year=2026');
    const ana = await screen.findByRole('gridcell', { name: /^Ана Колева, 01.10.2026: Присъствие/ }, wait);
    fireEvent.keyDown(ana, { key: 'o' });
    expect(ana.textContent).toBe('п');
    expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Статуси' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Всички присъстват/ })).toBeNull();
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(3);
  });

  it('lists the Дневник under Присъствия for a teacher and a parent, with its route', () => {
    const routes = attendanceArea.routes.map((route) => `/${route.path}`);
    const context = (role: Role) => ({
      role,
      access: defaultAccess(role),
      isRouted: (path: string) => routes.includes(path),
      hasRoute: () => false,
    });
    for (const role of [Role.Teacher, Role.Parent, Role.Director]) {
      const kindergarten = buildMenu(attendanceMenu, context(role)).find((section) => section.key === 'kindergarten');
      expect(kindergarten?.items).toEqual([
        expect.objectContaining({
          label: 'Присъствия',
          children: [expect.objectContaining({ label: 'Дневник', path: '/attendances/management' })],
        }),
      ]);
    }
  });

  it('keeps the grid rules: keys by attendance mode, months of the school year, the current month first, filling only empty open cells', () => {
    expect(statusOfKey('1', AttendanceMode.FullDay)).toBeUndefined();
    expect(statusOfKey('1', AttendanceMode.Hourly)).toBe(S.Hourly1);
    expect(statusOfKey('Б', AttendanceMode.FullDay)).toBe(S.AbsenceForSicknessMB);
    expect(monthsOf('2026-09-15', '2027-08-31')).toHaveLength(12);
    expect(defaultMonth('2026-09-15', '2027-08-31', '2026-11-21')).toEqual({ month: 11, year: 2026 });
    expect(defaultMonth('2026-09-15', '2027-08-31', '2027-10-01')).toEqual({ month: 9, year: 2026 });
    const filled = fillDay(month(true), 0, new Map(), '2026-11-21');
    expect([...filled]).toEqual([['2/2026-10-01', S.Attendance]]);
    expect(fillDay(month(true), 2, new Map(), '2026-11-21').size).toBe(0);
  });
});
