import { screen, waitFor, within } from '@testing-library/react';
import {
  attendanceReferencesRoutes,
  AttendanceKind,
  ChildAttendanceStatus,
  type FamilyAbsenceReference,
  GroupAgeType,
  type PerDayReference,
  type PerStudentReference,
  identityRoutes,
  type StudentGroup,
  studentsRoutes,
} from '@kg/contracts';
import { defaultAccess, Role } from '@kg/contracts/access';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { attendanceReferenceLinks } from '../reference-links';
import { attendanceReferencesArea } from '../routes';

const wait = { timeout: 10_000 };
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [] }];
const counts = { present: 0, unexcused: 0, excused: 0, notCounted: 0 };

const perDay: PerDayReference = {
  date: '2026-10-05',
  groups: [{ classId: 3, className: 'Пчелица', enrolled: 6, ...counts, present: 4, unexcused: 1, notMarked: 1 }],
  absent: [
    {
      studentId: 8,
      studentName: 'Борис Иванов',
      classId: 3,
      className: 'Пчелица',
      forDate: '2026-10-05',
      type: ChildAttendanceStatus.Absence,
      kind: AttendanceKind.Unexcused,
      medicalNote: null,
    },
  ],
  totals: { enrolled: 6, ...counts, present: 4, unexcused: 1, notMarked: 1 },
};

describe('/attendances/references', () => {
  it('lists the references and opens the day’s reference with its totals, absent children and exports', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) })),
      answer(studentsRoutes.grouped, () => groups),
      answer(attendanceReferencesRoutes.perDay, () => perDay),
    );
    const router = renderArea(attendanceReferencesArea, '/attendances/references');
    for (const link of attendanceReferenceLinks)
      expect(await screen.findByRole('link', { name: link.title }, wait)).toBeDefined();

    await router.navigate('/attendances/references/for-day?date=2026-10-05');
    const boris = (await screen.findByText('Борис Иванов', {}, wait)).closest('tr')!;
    expect(within(boris).getByText('Неизвинено отсъствие')).toBeDefined();
    const totals = screen.getByText('Общо').closest('tr')!;
    expect(
      within(totals)
        .getAllByText(/^\d+$/)
        .map((cell) => cell.textContent),
    ).toEqual(['6', '4', '0', '1', '0', '1']);
    expect(screen.getByText('По групи за 05.10.2026')).toBeDefined();
    expect(calls.some((call) => call.path === '/api/AttendanceReferences/per-day?date=2026-10-05')).toBe(true);
    expect(screen.getByRole('button', { name: /PDF/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeDefined();
  }, 60_000);

  it('asks for a group before a month’s reference, then shows each child’s month', async () => {
    const perStudent: PerStudentReference = {
      from: '2026-10-01',
      to: '2026-10-31',
      rows: [
        {
          studentId: 9,
          studentName: 'Галя Петрова',
          months: [],
          totals: { ...counts, present: 15, excused: 7, familyReason: 2, sick: 5 },
        },
      ],
      totals: { ...counts, present: 15, excused: 7, familyReason: 2, sick: 5 },
    };
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(attendanceReferencesRoutes.perStudent, () => perStudent),
    );
    const router = renderArea(attendanceReferencesArea, '/attendances/references/month?month=2026-10');
    expect(await screen.findByText('Изберете група и месец.', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: /Excel/ })).toBeNull();

    await router.navigate('/attendances/references/month?month=2026-10&classId=3');
    const galya = (await screen.findByText('Галя Петрова', {}, wait)).closest('tr')!;
    expect(
      within(galya)
        .getAllByText(/^\d+$/)
        .map((cell) => cell.textContent),
    ).toEqual(['15', '7', '0', '2', '5', '0']);
    expect(
      calls.some((call) => call.path === '/api/AttendanceReferences/per-student?classId=3&from=2026-10-01&to=2026-10-31'),
    ).toBe(true);
  }, 60_000);

  it('flags the children who reached the family-reason cap', async () => {
    const row = { classId: 3, className: 'Пчелица', ageType: GroupAgeType.KindergartenPGGroups, cap: 10 };
    const reference: FamilyAbsenceReference = {
      onDate: '2026-11-20',
      rows: [
        { ...row, studentId: 1, studentName: 'Ана Колева', used: 10, remaining: 0, limitReached: true, overLimit: false },
        { ...row, studentId: 2, studentName: 'Вера Колева', used: 3, remaining: 7, limitReached: false, overLimit: false },
      ],
    };
    stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(attendanceReferencesRoutes.familyAbsence, () => reference),
    );
    renderArea(attendanceReferencesArea, '/attendances/references/personal-reasons');
    const ana = (await screen.findByText('Ана Колева', {}, wait)).closest('tr')!;
    expect(within(ana).getByText('Достигнат')).toBeDefined();
    expect(within(screen.getByText('Вера Колева').closest('tr')!).queryByText('Достигнат')).toBeNull();
    expect(screen.getByText('Лимит в сила към 20.11.2026.')).toBeDefined();
  }, 60_000);

  it('shows the server’s message and a retry when a reference fails, and an empty text when there is nothing', async () => {
    let fail = true;
    stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(attendanceReferencesRoutes.perGroup, () =>
        fail
          ? json(503, { statusCode: 503, message: 'Услугата е временно недостъпна.' })
          : { from: '2026-10-01', to: '2026-10-31', rows: [], totals: { ...counts, markedDays: 0, averageDaily: null } },
      ),
    );
    renderArea(attendanceReferencesArea, '/attendances/references/groups?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByText('Услугата е временно недостъпна.', {}, wait)).toBeDefined();
    fail = false;
    screen.getByRole('button', { name: 'Опитай отново' }).click();
    await waitFor(() => expect(screen.getByText('Няма отбелязани присъствия за периода.')).toBeDefined(), wait);
  }, 60_000);
});
