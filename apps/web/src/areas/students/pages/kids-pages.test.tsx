import { studentsMenu } from '../menu';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  Gender,
  identityRoutes,
  makeEgn,
  Role,
  type StudentGroup,
  type StudentRow,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { buildMenu } from '../../../app/shell/menu';
import { studentsArea } from '../routes';

const wait = { timeout: 10_000 };
const kids: StudentRow[] = [
  {
    id: 7,
    firstName: 'Калоян',
    middleName: 'Петров',
    lastName: 'Иванов',
    fullName: 'Калоян Петров Иванов',
    birthDate: '2021-03-04',
    gender: Gender.Male,
    hasSpecialNeeds: true,
    isDetached: false,
    leaveDate: null,
    classId: 3,
    className: 'Пчелица',
  },
];
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [{ id: 7, name: 'Калоян Петров Иванов' }] }];

const director = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));

const renderAt = (path: string) => renderArea(studentsArea, path);

describe('children pages', () => {
  it('lists the children with group, age and the СОП tag, and keeps the filters in the URL and the export', async () => {
    const calls = stubRoutes(
      answer(studentsRoutes.list, () => ({ result: kids, rowsCount: 1 })),
      answer(studentsRoutes.grouped, () => groups),
      director,
    );
    const router = renderAt('/kids/records?sop=true');
    const row = (await screen.findByText('Калоян Петров Иванов', {}, wait)).closest('tr')!;
    expect(within(row).getByText('04.03.2021')).toBeDefined();
    expect(within(row).getByText('Пчелица')).toBeDefined();
    expect(within(row).getByText('СОП')).toBeDefined();
    expect(
      calls.some((call) => call.path.startsWith('/api/Students/overview-models') && call.path.includes('hasSpecialNeeds=true')),
    ).toBe(true);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Търсене по име или ЕГН' }), 'кал{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=%D0%BA%D0%B0%D0%BB'));
    expect(router.state.location.search).toContain('sop=true');
    await waitFor(() => expect(calls.some((call) => call.path.includes('nameSearchTerm=%D0%BA%D0%B0%D0%BB'))).toBe(true));
    expect(screen.getByText('Експорт в Excel').closest('button')).not.toBeNull();
    expect(screen.getByText('Добави дете')).toBeDefined();
  });

  it('fills the birth date and gender from a valid ЕГН and sends the record with its group', async () => {
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(studentsRoutes.save, () =>
        json(409, { statusCode: 409, message: 'Дете с това ЕГН вече е записано в детската градина.' }),
      ),
      director,
    );
    renderAt('/kids/records/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    // Each field's rule settles on its own: wait until all of them have spoken.
    await waitFor(() => expect(screen.getAllByText('Полето е задължително.').length).toBeGreaterThanOrEqual(4), wait);

    await user.type(screen.getByRole('textbox', { name: 'ЕГН' }), '123');
    expect(await screen.findByText('Невалидно ЕГН.', {}, wait)).toBeDefined();
    const egn = makeEgn({ year: 2022, month: 5, day: 17 }, Gender.Female, 3);
    await user.clear(screen.getByRole('textbox', { name: 'ЕГН' }));
    await user.type(screen.getByRole('textbox', { name: 'ЕГН' }), egn);
    await waitFor(() => expect((screen.getByLabelText('Дата на раждане') as HTMLInputElement).value).toBe('17.05.2022'));
    expect((screen.getByLabelText('Женски') as HTMLInputElement).checked).toBe(true);

    await user.type(screen.getByLabelText('Име'), 'Ана');
    await user.type(screen.getByLabelText('Фамилия'), 'Колева');
    await user.click(screen.getByLabelText('Група в избраната учебна година'));
    await user.click(await screen.findByTitle('Пчелица', {}, wait));
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Дете с това ЕГН вече е записано в детската градина.', {}, wait)).toBeDefined();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Ана',
      lastName: 'Колева',
      identifierType: 0,
      identifier: egn,
      gender: Gender.Female,
      birthDate: '2022-05-17',
      hasSpecialNeeds: false,
      classId: 3,
    });
    expect(body.classFromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);

  it('shows the menu entry to the director and hides it from a parent', () => {
    const context = (role: Role) => ({
      role,
      access: defaultAccess(role),
      isRouted: (path: string) => path === '/kids/records',
      hasRoute: () => true,
    });
    const labels = (role: Role) =>
      buildMenu(studentsMenu, context(role)).flatMap((section) => section.items.map((item) => item.label));
    expect(labels(Role.Director)).toEqual(['Деца']);
    expect(labels(Role.Teacher)).toEqual(['Деца']);
    expect(labels(Role.Parent)).toEqual([]);
    expect(labels(Role.Manciple)).toEqual([]);
  });
});
