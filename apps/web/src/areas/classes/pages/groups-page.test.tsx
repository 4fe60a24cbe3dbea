import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ClassOverview, classesRoutes, defaultAccess, identityRoutes, Role, teachersRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { classesArea } from '../routes';

const wait = { timeout: 30_000 };
const groups: ClassOverview[] = [
  {
    id: 11,
    name: 'Слънчице',
    ageType: 8,
    isForSubstitution: false,
    attendanceMode: 1,
    studentsCount: 3,
    teachers: [{ id: 5, name: 'Елена Петрова', occupation: 'Учител' }],
  },
  { id: 12, name: 'Резервна', ageType: 2, isForSubstitution: true, attendanceMode: 3, studentsCount: 0, teachers: [] },
];

const renderAt = (path: string) => renderArea(classesArea, path);

// Typing and antd selects are slow on the shared 2-core machine.
describe('groups pages', { timeout: 60_000 }, () => {
  it('lists the groups with labels and teachers, keeps filters in the URL and deletes after confirmation', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) })),
      answer(classesRoutes.overview, () => ({ result: groups, rowsCount: 2 })),
      answer(classesRoutes.remove, () => json(204)),
    );
    const router = renderAt('/groups/management?ageType=8');
    const row = (await screen.findByText('Слънчице', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Подготвителни групи (ПГ)')).toBeDefined();
    expect(within(row).getByText('Елена Петрова')).toBeDefined();
    expect(within(row).getByText('Целодневна')).toBeDefined();
    expect(calls.some((call) => call.path.startsWith('/api/Classes/overview-models') && call.path.includes('ageType=8'))).toBe(
      true,
    );

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Търсене по име' }), 'слън{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('name=%D1%81%D0%BB%D1%8A%D0%BD'));
    expect(router.state.location.search).toContain('ageType=8');

    // The filtered list reloads: wait until the table is no longer covered by its loading veil.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), wait);
    const other = screen.getByText('Резервна').closest('tr')!;
    await user.click(within(other).getByRole('button', { name: 'Изтриване' }));
    expect(await screen.findByText('Сигурни ли сте, че искате да изтриете групата „Резервна“?', {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByText('Групата „Резервна“ е изтрита.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/Classes/12')).toBe(true);
  });

  it('shows a teacher the groups without create, edit or delete actions', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => ({
        ...aDirector,
        baseRoleType: Role.Teacher,
        access: defaultAccess(Role.Teacher),
      })),
      answer(classesRoutes.overview, () => ({ result: groups, rowsCount: 2 })),
    );
    renderAt('/groups/management');
    expect(await screen.findByText('Слънчице', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Изтриване' })).toBeNull();
    expect(screen.queryByText('Добави група')).toBeNull();
  });

  it('creates a group with an age type and teachers from the staff list', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) })),
      answer(teachersRoutes.forKindergarten, () => [{ id: 5, name: 'Елена Петрова', occupation: 'Учител', isPedagogical: true }]),
      answer(classesRoutes.save, () =>
        json(400, {
          statusCode: 400,
          message: 'Невалидни данни.',
          errors: { name: ['Група с това име вече съществува в учебната година.'] },
        }),
      ),
      answer(classesRoutes.overview, () => ({ result: [], rowsCount: 0 })),
    );
    renderAt('/groups/management/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    // Both fields' messages: findAll… answers as soon as the first is drawn.
    await waitFor(() => expect(screen.getAllByText('Полето е задължително.')).toHaveLength(2), wait);

    await user.type(screen.getByLabelText('Име на групата'), 'Слънчице');
    await user.click(screen.getByLabelText('Възрастова група'));
    await user.click(await screen.findByTitle('Яслена група', {}, wait));
    await user.click(screen.getByLabelText('Учители'));
    await user.click(await screen.findByTitle('Елена Петрова (Учител)', {}, wait));
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Група с това име вече съществува в учебната година.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Слънчице',
      ageType: 1,
      isForSubstitution: false,
      attendanceMode: 1,
      teacherIds: [5],
    });
  });
});
