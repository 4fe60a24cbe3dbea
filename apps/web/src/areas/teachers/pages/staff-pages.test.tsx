import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountState,
  defaultAccess,
  identityRoutes,
  Role,
  type TeacherDetails,
  type TeacherOccupationOption,
  type TeacherRow,
  teachersRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { teachersMenu } from '../menu';
import { teachersArea } from '../routes';

const wait = { timeout: 10_000 };
const maria: TeacherRow = {
  id: 4,
  kindergartenId: 2,
  firstName: 'Мария',
  middleName: 'Петрова',
  lastName: 'Георгиева',
  fullName: 'Мария Петрова Георгиева',
  email: 'maria@example.bg',
  phone: '0888123456',
  occupation: 'Старши учител',
  isPedagogical: true,
  isDirector: false,
  hasAccount: false,
  accountState: AccountState.None,
};
const occupations: TeacherOccupationOption[] = [
  { name: 'Директор', isPedagogical: true },
  { name: 'Учител', isPedagogical: true },
  { name: 'Готвач', isPedagogical: false },
];

const renderAt = (path: string) => renderArea(teachersArea, path);

const asDirector = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));

describe('staff pages', () => {
  it('lists the staff with their kind, keeps the filters in the URL and passes them to the export', async () => {
    const calls = stubRoutes(
      asDirector,
      answer(teachersRoutes.list, () => ({
        result: [
          maria,
          { ...maria, id: 5, fullName: 'Ива Колева', hasAccount: true, accountState: AccountState.Invited },
          { ...maria, id: 6, fullName: 'Ния Колева', hasAccount: true, accountState: AccountState.Active },
        ],
        rowsCount: 3,
      })),
    );
    const router = renderAt('/staff/pedagogical?pedagogical=true');
    const row = (await screen.findByText('Мария Петрова Георгиева', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Старши учител')).toBeDefined();
    expect(within(row).getByText('Няма профил')).toBeDefined();
    expect(within(screen.getByText('Ива Колева').closest('tr')!).getByText('Поканен')).toBeDefined();
    expect(within(screen.getByText('Ния Колева').closest('tr')!).getByText('Активен')).toBeDefined();
    expect(within(row).getByText('Педагогически')).toBeDefined();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/staff/pedagogical/4/2');
    expect(
      calls.some((call) => call.path.startsWith('/api/Teachers/overview-models') && call.path.includes('isPedagogical=true')),
    ).toBe(true);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Търсене по име' }), 'мар{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=%D0%BC%D0%B0%D1%80'));
    expect(router.state.location.search).toContain('pedagogical=true');
    await waitFor(() => expect(calls.some((call) => call.path.includes('nameSearchTerm=%D0%BC%D0%B0%D1%80'))).toBe(true));
    expect(screen.getByText('Експорт в Excel').closest('button')).not.toBeNull();
    expect(screen.getByText('Добави служител')).toBeDefined();
  });

  it('shows the empty state', async () => {
    stubRoutes(
      asDirector,
      answer(teachersRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    renderAt('/staff/pedagogical');
    expect(await screen.findByText('Няма служители по избраните критерии.', {}, wait)).toBeDefined();
  });

  it('validates the form, derives the kind from the occupation and sends the record', async () => {
    const calls = stubRoutes(
      asDirector,
      answer(teachersRoutes.occupations, () => occupations),
      answer(teachersRoutes.save, () => ({ isSuccessful: true, entityId: 9 })),
      answer(teachersRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    const router = renderAt('/staff/pedagogical/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    expect(await screen.findByText('Изберете длъжност от списъка.', {}, wait)).toBeDefined();

    await user.type(screen.getByLabelText('Име'), 'Гергана');
    await user.type(screen.getByLabelText('Фамилия'), 'Колева');
    await user.type(screen.getByLabelText('Имейл'), 'не-имейл');
    await user.type(screen.getByLabelText('Телефон'), 'abc');
    expect(await screen.findByText('Моля, въведете валиден телефонен номер.', {}, wait)).toBeDefined();
    await user.clear(screen.getByLabelText('Имейл'));
    await user.type(screen.getByLabelText('Имейл'), 'gergana@example.bg');
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), '0888 123 456');
    await user.click(screen.getByLabelText('Длъжност'));
    await user.click(await screen.findByTitle('Готвач', {}, wait));
    expect((screen.getByLabelText('Педагогически персонал') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/pedagogical'), wait);
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toEqual({
      firstName: 'Гергана',
      middleName: null,
      lastName: 'Колева',
      occupation: 'Готвач',
      isPedagogical: false,
      isDirector: false,
      email: 'gergana@example.bg',
      phone: '0888 123 456',
      birthDate: null,
    });
  }, 60_000);

  it('opens a staff member of the selected kindergarten when the link has no kindergarten', async () => {
    const details: TeacherDetails = { ...maria, birthDate: '1985-04-12' };
    stubRoutes(
      asDirector,
      answer(teachersRoutes.occupations, () => occupations),
      answer(teachersRoutes.get, (_call, { id, kindergartenId }) =>
        id === '4' && kindergartenId === '2' ? details : json(404, { statusCode: 404, message: 'Служителят не е намерен.' }),
      ),
    );
    renderAt('/staff/pedagogical/4');
    expect(await screen.findByText('Мария Петрова Георгиева', {}, wait)).toBeDefined();
    expect((screen.getByLabelText('Дата на раждане') as HTMLInputElement).value).toBe('12.04.1985');
    expect((screen.getByLabelText('Педагогически персонал') as HTMLInputElement).checked).toBe(true);
  });

  it('shows 404 for a staff member of another kindergarten', async () => {
    const calls = stubRoutes(
      asDirector,
      answer(teachersRoutes.occupations, () => occupations),
      answer(teachersRoutes.get, () => json(404, { statusCode: 404, message: 'Служителят не е намерен.' })),
    );
    renderAt('/staff/pedagogical/4/1');
    expect(await screen.findByText('Служителят не е намерен.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.path === '/api/Teachers/4/1')).toBe(true);
  });

  it('shows the menu entry to the director, administrator and teacher, and hides it from the others', () => {
    const context = (role: Role) => ({
      role,
      access: defaultAccess(role),
      isRouted: (path: string) => path === '/staff/pedagogical',
      hasRoute: () => true,
    });
    const labels = (role: Role) =>
      buildMenu(teachersMenu, context(role)).flatMap((section) => section.items.map((item) => item.label));
    expect(labels(Role.Director)).toEqual(['Персонал']);
    expect(labels(Role.Administrator)).toEqual(['Персонал']);
    expect(labels(Role.Teacher)).toEqual(['Персонал']);
    for (const role of [Role.Parent, Role.MON, Role.Municipality, Role.Manciple]) expect(labels(role)).toEqual([]);
  });
});
