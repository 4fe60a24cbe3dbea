import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  Resource,
  Role,
  type UserGroupDetails,
  type UserGroupRow,
  type UserRow,
  usersRolesRoutes,
  usersRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { usersMenu } from '../menu';
import { usersArea } from '../routes';

const wait = { timeout: 10_000 };
/** The form page renders the whole matrix (about 500 checkboxes): slow in jsdom on a busy machine. */
const slow = { timeout: 40_000 };
const groups: UserGroupRow[] = [
  { id: 1, name: 'Директор', role: Role.Director, isBuiltIn: true, isPedagogical: true, memberCount: 1 },
  { id: 7, name: 'Медицински специалист', role: null, isBuiltIn: false, isPedagogical: false, memberCount: 0 },
];
const users: UserRow[] = [
  {
    userId: 30,
    name: 'Ана Петрова',
    email: 'ana@test.bg',
    role: Role.Teacher,
    groups: ['Медицински специалист'],
    isActive: true,
    hasActiveAccount: true,
    lastSignIn: '2026-11-03T07:05:00.000Z',
  },
];
const director = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));

describe('user groups pages', { timeout: 90_000 }, () => {
  it('shows the entry in the platform menu only with read on user groups', () => {
    const context = (role: Role) => ({ role, access: defaultAccess(role), isRouted: () => true, hasRoute: () => true });
    const labels = (role: Role) =>
      buildMenu(usersMenu, context(role)).flatMap((section) => section.items.map((item) => item.label));
    expect(labels(Role.Director)).toContain('Потребителски групи');
    expect(labels(Role.Teacher)).not.toContain('Потребителски групи');
  });

  it('lists the groups with their members; only a director’s empty group can be deleted, after confirmation', async () => {
    const calls = stubRoutes(
      answer(usersRolesRoutes.list, () => groups),
      answer(usersRolesRoutes.remove, () => json(204)),
      director,
    );
    renderArea(usersArea, '/platform/groups');
    const builtIn = (await screen.findByText('Директор', {}, wait)).closest('tr')!;
    expect(within(builtIn).getByText('Роля')).toBeDefined();
    expect(within(builtIn).getByRole('button', { name: 'Изтриване' }).hasAttribute('disabled')).toBe(true);
    const own = screen.getByText('Медицински специалист').closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(own).getByRole('button', { name: 'Изтриване' }));
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/UserRoles/7')).toBe(true));
  });

  it('the users tab lists the members with their groups and deactivates one after confirmation', async () => {
    const calls = stubRoutes(
      answer(usersRolesRoutes.list, () => groups),
      answer(usersRoutes.list, () => ({ result: users, rowsCount: 1 })),
      answer(usersRoutes.changeActivation, () => json(204)),
      director,
    );
    renderArea(usersArea, '/platform/groups?tab=users&role=2');
    const row = (await screen.findByText('Ана Петрова', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Учител')).toBeDefined();
    expect(within(row).getByText('Медицински специалист')).toBeDefined();
    expect(within(row).getByText('Активен')).toBeDefined();
    expect(calls.some((call) => call.path.startsWith('/api/Users?') && call.path.includes('role=2'))).toBe(true);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Деактивиране' }));
    await user.click(await screen.findByRole('button', { name: 'Деактивирай' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/Users/change-user-activation')?.body).toEqual({
        userId: 30,
        isActive: false,
      }),
    );
  });

  it('creates a group with a name, a member and rights from the matrix', async () => {
    const calls = stubRoutes(
      answer(usersRoutes.list, () => ({ result: users, rowsCount: 1 })),
      answer(usersRolesRoutes.save, () => ({ isSuccessful: true, entityId: 9 })),
      answer(usersRolesRoutes.list, () => groups),
      director,
    );
    const router = renderArea(usersArea, '/platform/groups/create');
    const user = userEvent.setup();
    const saveButton = (await screen.findByText('Запази', {}, slow)).closest('button')!;
    await user.type(screen.getByLabelText('Име'), 'Заместник-директор');
    await user.click(screen.getByLabelText('Деца: Всички групи: четене'));
    await user.click(screen.getByLabelText('Потребители: Четене'));
    await user.click(screen.getAllByLabelText('Членове')[0]!);
    await user.click(await screen.findByText('Ана Петрова (ana@test.bg)'));
    await user.click(saveButton);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/UserRoles')).toBe(true), wait);
    const body = calls.find((call) => call.method === 'POST')!.body as { name: string; memberIds: number[]; grants: unknown[] };
    expect(body.name).toBe('Заместник-директор');
    expect(body.memberIds).toEqual([30]);
    expect(body.grants).toEqual([
      {
        resource: Resource.Students,
        read: true,
        create: false,
        update: false,
        delete: false,
        canView: true,
        canCreate: false,
        canEdit: false,
      },
      {
        resource: Resource.Users,
        read: true,
        create: false,
        update: false,
        delete: false,
        canView: false,
        canCreate: false,
        canEdit: false,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/groups'), wait);
  });

  it('a built-in group shows its role members instead of the picker and loads its grants into the matrix', async () => {
    const details: UserGroupDetails = {
      ...groups[0]!,
      members: [{ userId: 1, name: 'Мария Иванова' }],
      grants: [
        {
          resource: Resource.Roles,
          read: true,
          create: true,
          update: true,
          delete: true,
          canView: true,
          canCreate: true,
          canEdit: true,
        },
      ],
    };
    stubRoutes(
      answer(usersRolesRoutes.get, () => details),
      answer(usersRoutes.list, () => ({ result: users, rowsCount: 1 })),
      director,
    );
    renderArea(usersArea, '/platform/groups/1');
    expect(await screen.findByText(/всички потребители с роля „Директор“/, {}, wait)).toBeDefined();
    expect(screen.queryByLabelText('Членове')).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('Потребителски групи: Изтриване') as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Деца: Четене') as HTMLInputElement).checked).toBe(false);
  });
});
