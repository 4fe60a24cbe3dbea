import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  Role,
  type SubstitutionNorms,
  type SubstitutionOptions,
  type SubstitutionRow,
  substitutionsRoutes as routes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { substitutionsArea } from './routes';

const wait = { timeout: 10_000 };
const userData = (role: Role) =>
  answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) }));
const row: SubstitutionRow = {
  id: 5,
  absentTeacherId: 1,
  absentName: 'Ана Колева',
  substituteTeacherId: 2,
  substituteName: 'Бояна Петрова',
  classId: 11,
  className: 'Звездички',
  fromDate: '2026-10-07',
  toDate: '2026-10-09',
  shift: 1,
  hoursPerDay: 6,
  daysCount: 3,
  totalHours: 18,
  reason: 1,
  note: null,
};
const options = (busy: string | null = null): SubstitutionOptions => ({
  staff: [
    { id: 1, name: 'Ана Колева', occupation: 'Учител', isPedagogical: true, busy: null },
    { id: 2, name: 'Бояна Петрова', occupation: 'Учител', isPedagogical: true, busy },
    { id: 3, name: 'Вера Илиева', occupation: 'Готвач', isPedagogical: false, busy: null },
  ],
  classes: [{ id: 11, name: 'Звездички', isForSubstitution: false }],
  shifts: [
    { value: 1, label: 'I смяна', defaultHours: 6 },
    { value: 2, label: 'II смяна', defaultHours: 6 },
    { value: 3, label: 'Цял ден', defaultHours: 12 },
  ],
  reasons: [{ value: 1, label: 'Болничен' }],
  workingDays: busy === null ? null : 3,
});

describe('substitution pages', () => {
  it('lists substitutions with their counted days and deletes one after confirmation', async () => {
    const calls = stubRoutes(
      userData(Role.Director),
      answer(routes.list, () => ({ result: [row], rowsCount: 1 })),
      answer(routes.options, () => options()),
      answer(routes.remove, () => json(204)),
    );
    renderArea(substitutionsArea, '/staff/members-substitution');
    const line = (await screen.findByRole('link', { name: '07.10.2026 – 09.10.2026' }, wait)).closest('tr')!;
    expect(within(line).getByText('Бояна Петрова')).toBeDefined();
    expect(within(line).getByText('I смяна')).toBeDefined();
    expect(within(line).getByText('18')).toBeDefined();
    const user = userEvent.setup();
    await user.click(within(line).getByRole('button', { name: 'Изтриване' }));
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    expect(await screen.findByText('Заместването е изтрито.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/TeacherSubstitutions?id=5')).toBe(true);
  }, 30_000);

  it('shows the empty state, and a teacher no create or delete action', async () => {
    stubRoutes(
      userData(Role.Teacher),
      answer(routes.list, () => ({ result: [], rowsCount: 0 })),
      answer(routes.options, () => options()),
    );
    renderArea(substitutionsArea, '/staff/members-substitution');
    expect(await screen.findByText('Няма заместване по избраните критерии.', {}, wait)).toBeDefined();
    expect(screen.queryByText('Ново заместване')).toBeNull();
  });

  it('edits a substitution: the busy substitute is marked, the working days shown, the conflict message toasted', async () => {
    const calls = stubRoutes(
      userData(Role.Director),
      answer(routes.get, (_call, params) => (params.id === '5' ? row : json(404))),
      answer(routes.options, () => options('Замества в група „Слънце“ от 07.10.2026 до 09.10.2026.')),
      answer(routes.save, () =>
        json(409, { statusCode: 409, message: 'Заместващият вече замества в същата смяна в този период.' }),
      ),
    );
    renderArea(substitutionsArea, '/staff/members-substitution/5');
    expect(await screen.findByText('Работни дни: 3', {}, wait)).toBeDefined();
    expect(screen.getByText('Бояна Петрова — зает: Замества в група „Слънце“ от 07.10.2026 до 09.10.2026.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Часа на ден'), { target: { value: '5' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Заместващият вече замества в същата смяна в този период.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 5,
      absentTeacherId: 1,
      substituteTeacherId: 2,
      classId: 11,
      fromDate: '2026-10-07',
      toDate: '2026-10-09',
      shift: 1,
      hoursPerDay: 5,
      reason: 1,
      note: null,
    });
    expect(calls.some((call) => call.path.includes('fromDate=2026-10-07') && call.path.includes('excludeId=5'))).toBe(true);
  }, 30_000);

  it('reports the norms of the period and the totals per substitute and per absent person', async () => {
    const norms: SubstitutionNorms = {
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      workingDays: 22,
      normHoursPerDay: 6,
      rows: [
        {
          teacherId: 1,
          name: 'Ана Колева',
          occupation: 'Учител',
          normHours: 132,
          substitutedDays: 0,
          substitutedHours: 0,
          absentDays: 3,
          absentHours: 18,
          lecturingHours: 0,
        },
        {
          teacherId: 2,
          name: 'Бояна Петрова',
          occupation: 'Учител',
          normHours: 132,
          substitutedDays: 3,
          substitutedHours: 18,
          absentDays: 0,
          absentHours: 0,
          lecturingHours: 18,
        },
      ],
    };
    const calls = stubRoutes(
      userData(Role.Director),
      answer(routes.norms, () => norms),
    );
    renderArea(substitutionsArea, '/staff/references/mandatory?fromDate=2026-10-01&toDate=2026-10-31');
    const line = (await screen.findByText('Бояна Петрова', {}, wait)).closest('tr')!;
    expect(within(line).getAllByText('18')).toHaveLength(2);
    expect(screen.getByText('22')).toBeDefined();
    expect(calls.some((call) => call.path === '/api/TeacherSubstitutions/norms?fromDate=2026-10-01&toDate=2026-10-31')).toBe(
      true,
    );
  });
});
