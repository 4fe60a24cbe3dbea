import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountState,
  defaultAccess,
  identityRoutes,
  ParentRelation,
  type ParentRow,
  parentsRoutes,
  Role,
  type StudentGroup,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { parentsMenu } from '../menu';
import { parentsArea } from '../routes';

const wait = { timeout: 10_000 };
const parents: ParentRow[] = [
  {
    id: 5,
    firstName: 'Мария',
    middleName: null,
    lastName: 'Иванова',
    fullName: 'Мария Иванова',
    email: 'maria@example.bg',
    phone: '0888123456',
    hasAccount: true,
    accountState: AccountState.Invited,
    students: [{ studentId: 7, name: 'Калоян Иванов', relation: ParentRelation.Mother, classId: 3, className: 'Пчелица' }],
  },
  {
    id: 6,
    firstName: 'Петър',
    middleName: null,
    lastName: 'Иванов',
    fullName: 'Петър Иванов',
    email: null,
    phone: null,
    hasAccount: false,
    accountState: AccountState.None,
    students: [{ studentId: 7, name: 'Калоян Иванов', relation: ParentRelation.Father, classId: 3, className: 'Пчелица' }],
  },
  {
    id: 8,
    firstName: 'Вера',
    middleName: null,
    lastName: 'Иванова',
    fullName: 'Вера Иванова',
    email: 'vera@example.bg',
    phone: null,
    hasAccount: true,
    accountState: AccountState.Active,
    students: [],
  },
];
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [{ id: 7, name: 'Калоян Иванов' }] }];

const director = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));

const renderAt = (path: string) => renderArea(parentsArea, path);

describe('parents pages', () => {
  it('lists the parents with their children, relation and group, and keeps the filters in the URL', async () => {
    const calls = stubRoutes(
      answer(parentsRoutes.list, () => ({ result: parents, rowsCount: parents.length })),
      answer(studentsRoutes.grouped, () => groups),
      director,
    );
    const router = renderAt('/parents/management?account=1');
    const row = (await screen.findByText('Мария Иванова', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Калоян Иванов')).toBeDefined();
    expect(within(row).getByText('(Майка, Пчелица)')).toBeDefined();
    expect(within(row).getByText('Поканен')).toBeDefined();
    expect(within(screen.getByText('Петър Иванов').closest('tr')!).getByText('Няма профил')).toBeDefined();
    expect(within(screen.getByText('Вера Иванова').closest('tr')!).getByText('Активен')).toBeDefined();
    expect(calls.some((call) => call.path.startsWith('/api/Parents?') && call.path.includes('accountState=1'))).toBe(true);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Търсене по име на дете' }), 'кал{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('child=%D0%BA%D0%B0%D0%BB'));
    expect(router.state.location.search).toContain('account=1');
    await waitFor(() => expect(calls.some((call) => call.path.includes('childNameSearchTerm=%D0%BA%D0%B0%D0%BB'))).toBe(true));
    expect(screen.getByText('Експорт в Excel').closest('button')).not.toBeNull();
    expect(screen.getByText('Добави родител')).toBeDefined();
  }, 30_000);

  it('shows an empty list in Bulgarian', async () => {
    stubRoutes(
      answer(parentsRoutes.list, () => ({ result: [], rowsCount: 0 })),
      answer(studentsRoutes.grouped, () => groups),
      director,
    );
    renderAt('/parents/management');
    expect(await screen.findByText('Няма родители по избраните критерии.', {}, wait)).toBeDefined();
  });

  it('requires the names, sends the parent with a child and its relation, and shows the e-mail conflict', async () => {
    const calls = stubRoutes(
      answer(parentsRoutes.save, () =>
        json(409, { statusCode: 409, message: 'Родител с този имейл вече е записан в детската градина.' }),
      ),
      answer(studentsRoutes.dropdown, () => [{ id: 7, name: 'Калоян Иванов', classId: 3 }]),
      director,
    );
    renderAt('/parents/management/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    // The two names, the child and the relation.
    await waitFor(() => expect(screen.getAllByText('Полето е задължително.')).toHaveLength(4), wait);

    await user.type(screen.getByLabelText('Име'), 'Мария');
    await user.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await user.type(screen.getByLabelText('Имейл'), 'maria@example.bg');
    await user.type(screen.getByLabelText('Телефон'), '+359 888 123 456');
    await user.click(screen.getByLabelText('Дете'));
    await user.click(await screen.findByTitle('Калоян Иванов', {}, wait));
    await user.click(screen.getByLabelText('Роля'));
    await user.click(await screen.findByTitle('Майка', {}, wait));
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Родител с този имейл вече е записан в детската градина.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Мария',
      middleName: null,
      lastName: 'Иванова',
      email: 'maria@example.bg',
      phone: '+359 888 123 456',
      students: [{ studentId: 7, relation: ParentRelation.Mother }],
    });
  }, 60_000);

  it('shows the menu entry to the director and the teacher, never to a parent', () => {
    const labels = (role: Role) =>
      buildMenu(parentsMenu, {
        role,
        access: defaultAccess(role),
        isRouted: (path: string) => path === '/parents/management',
        hasRoute: () => true,
      }).flatMap((section) => section.items.map((item) => item.label));
    expect(labels(Role.Director)).toEqual(['Родители']);
    expect(labels(Role.Teacher)).toEqual(['Родители']);
    expect(labels(Role.Parent)).toEqual([]);
    expect(labels(Role.MON)).toEqual([]);
    expect(labels(Role.Municipality)).toEqual([]);
  });
});
