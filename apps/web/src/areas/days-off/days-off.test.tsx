import { daysOffMenu } from './menu';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  classesRoutes,
  type DayOff,
  daysOffModuleSettingsRoutes,
  daysOffNationalRoutes,
  daysOffRoutes,
  defaultAccess,
  identityRoutes,
  ModuleLockGroup,
  Role,
} from '@kg/contracts';
import { App as AntApp } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routeIndex } from '../../app/route-registry';
import { buildMenu } from '../../app/shell/menu';
import { makeStore } from '../../app/store';
import { TOKEN_KEY } from '../../shared/auth/token-storage';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aDirector } from '../../test/render-app';
import { daysOffArea } from './routes';

const wait = { timeout: 10_000 };
const christmas: DayOff = {
  dayOffGuid: '11111111-1111-4111-8111-111111111111',
  fromDate: '2026-12-24',
  toDate: '2026-12-26',
  name: 'Бъдни вечер и Рождество Христово',
  type: 0,
  isNational: true,
  classId: null,
  className: null,
};
const quarantine: DayOff = {
  dayOffGuid: '22222222-2222-4222-8222-222222222222',
  fromDate: '2027-02-01',
  toDate: '2027-02-05',
  name: 'Карантина',
  type: 1,
  isNational: false,
  classId: 11,
  className: 'Звездички',
};

function renderAt(path: string) {
  window.localStorage.setItem(TOKEN_KEY, 'token-1');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AntApp>
            <Outlet />
          </AntApp>
        ),
        children: daysOffArea.routes,
      },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const userData = (role: Role, extra: Partial<typeof aDirector> = {}) =>
  answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role), ...extra }));

describe('days off pages', () => {
  it('lists national and own days with type labels, and deletes an own day after confirmation', async () => {
    const calls = stubRoutes(
      userData(Role.Director),
      answer(daysOffRoutes.list, () => ({ result: [christmas, quarantine], rowsCount: 2 })),
      answer(daysOffRoutes.remove, (_call, params) =>
        params.guid === quarantine.dayOffGuid
          ? json(204)
          : json(404, { statusCode: 404, message: 'Неучебният ден не е намерен.' }),
      ),
    );
    renderAt('/days-off');
    const national = (await screen.findByText(christmas.name, {}, wait)).closest('tr')!;
    expect(within(national).getByText('24.12.2026 – 26.12.2026')).toBeDefined();
    expect(within(national).getByText('Неучебен ден')).toBeDefined();
    expect(within(national).getByText('Национален')).toBeDefined();
    expect(within(national).queryByRole('button', { name: 'Изтриване' })).toBeNull();
    const own = screen.getByRole('link', { name: 'Карантина' }).closest('tr')!;
    expect(within(own).getByText('На детската градина')).toBeDefined();
    expect(within(own).getByText('Звездички')).toBeDefined();

    const user = userEvent.setup();
    await user.click(within(own).getByRole('button', { name: 'Изтриване' }));
    expect(
      await screen.findByText('Сигурни ли сте, че искате да изтриете „Карантина“ (01.02.2027 – 05.02.2027)?', {}, wait),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByText('„Карантина“ е изтрит.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/DaysOff/${quarantine.dayOffGuid}`)).toBe(true);
  });

  it('shows the empty state and a teacher no create or delete action', async () => {
    stubRoutes(
      userData(Role.Teacher),
      answer(daysOffRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    renderAt('/days-off');
    expect(await screen.findByText('Няма неучебни дни в избраната учебна година.', {}, wait)).toBeDefined();
    expect(screen.queryByText('Добави неучебен ден')).toBeNull();
  });

  it('shows a national day read-only', async () => {
    stubRoutes(
      userData(Role.Director),
      answer(daysOffRoutes.get, () => christmas),
      answer(classesRoutes.overview, () => ({ result: [], rowsCount: 0 })),
    );
    renderAt(`/days-off/${christmas.dayOffGuid}`);
    expect(
      await screen.findByText('Националните неучебни дни и официалните празници се въвеждат от главния администратор.', {}, wait),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
  });

  it('edits an own day and sends the dates as ISO days with its group', async () => {
    const calls = stubRoutes(
      userData(Role.Director),
      answer(daysOffRoutes.get, () => quarantine),
      answer(classesRoutes.overview, () => ({
        result: [
          {
            id: 11,
            name: 'Звездички',
            ageType: 1,
            isForSubstitution: false,
            attendanceMode: 1,
            studentsCount: 0,
            teachers: [],
          },
        ],
        rowsCount: 1,
      })),
      answer(daysOffRoutes.save, () => ({ isSuccessful: true, entityId: quarantine.dayOffGuid })),
      answer(daysOffRoutes.list, () => ({ result: [], rowsCount: 0 })),
    );
    const router = renderAt(`/days-off/${quarantine.dayOffGuid}`);
    const name = await screen.findByLabelText('Наименование', {}, wait);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Карантина на група');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/days-off'), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      dayOffGuid: quarantine.dayOffGuid,
      fromDate: '2027-02-01',
      toDate: '2027-02-05',
      name: 'Карантина на група',
      type: 1,
      classId: 11,
    });
  });

  it('the master prefills the official holidays of the chosen school year', async () => {
    const calls = stubRoutes(
      userData(Role.Master, { kindergartens: [] }),
      answer(daysOffNationalRoutes.list, () => ({ result: [christmas], rowsCount: 1 })),
      answer(daysOffNationalRoutes.prefill, () => ({ added: 11, existing: 0 })),
    );
    renderAt('/admin/days-off?year=2026');
    expect(await screen.findByText(christmas.name, {}, wait)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Попълни официалните празници' }));
    expect(await screen.findByText('Добавени са 11 официални празника за 2026/2027.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ schoolYear: 2026 });
    expect(calls.some((call) => call.path.includes('schoolYear=2026'))).toBe(true);
  });

  it('a director saves the module locks, with an empty date meaning unlocked', async () => {
    const calls = stubRoutes(
      userData(Role.Director),
      answer(daysOffModuleSettingsRoutes.get, () => ({
        kindergartenId: 2,
        locks: [
          ModuleLockGroup.Attendances,
          ModuleLockGroup.Topics,
          ModuleLockGroup.StorageAndKitchen,
          ModuleLockGroup.FamilyReasonApplications,
          ModuleLockGroup.AttendancesApplications,
        ].map((group) => ({
          group,
          lockedUntil: group === ModuleLockGroup.Attendances ? '2026-10-31' : null,
          updatedAt: group === ModuleLockGroup.Attendances ? '2026-11-01T08:00:00.000Z' : null,
        })),
      })),
      answer(daysOffModuleSettingsRoutes.save, () => ({ isSuccessful: true, entityId: 2 })),
    );
    renderAt('/platform/settings/lock');
    expect(await screen.findByDisplayValue('31.10.2026', {}, wait)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Заключването е запазено.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      locks: [
        { group: 1, lockedUntil: '2026-10-31' },
        { group: 2, lockedUntil: null },
        { group: 3, lockedUntil: null },
        { group: 4, lockedUntil: null },
        { group: 5, lockedUntil: null },
      ],
    });
  });
});

describe('days off menu entries (spec 1 §6)', () => {
  const index = routeIndex(daysOffArea.routes);
  const labels = (role: Role) =>
    buildMenu(daysOffMenu, {
      role,
      access: defaultAccess(role),
      isRouted: index.isRouted,
      hasRoute: index.hasRoute,
    }).map((section) => `${section.key}: ${section.items.map((item) => item.label).join(', ')}`);

  it('shows each role what §6 allows', () => {
    expect(labels(Role.Director)).toEqual(['kindergarten: Неучебни дни', 'platform: Заключване']);
    expect(labels(Role.Teacher)).toEqual(['kindergarten: Неучебни дни']);
    expect(labels(Role.Parent)).toEqual([]);
    expect(labels(Role.MON)).toEqual([]);
    expect(labels(Role.Municipality)).toEqual(['platform: Заключване']);
    expect(labels(Role.Master)).toEqual(['admin: Неучебни дни']);
  });
});
