import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAccess, identityRoutes, type KindergartenPeriodOverview, kindergartenPeriodsRoutes, Role } from '@kg/contracts';
import { App as AntApp } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { TOKEN_KEY } from '../../../shared/auth/token-storage';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector } from '../../../test/render-app';
import { kindergartenPeriodsArea } from '../routes';

const wait = { timeout: 10_000 };
const years: KindergartenPeriodOverview[] = [
  { id: 4, name: '2027/2028', fromDate: '2027-09-15', toDate: '2028-08-31', active: false, classesCount: 0 },
  { id: 3, name: '2026/2027', fromDate: '2026-09-15', toDate: '2027-08-31', active: true, classesCount: 5 },
];

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
        children: kindergartenPeriodsArea.routes,
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

const director = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));
const listed = answer(kindergartenPeriodsRoutes.overview, () => ({ result: years, rowsCount: 2 }));

describe('school years page', { timeout: 60_000 }, () => {
  it('lists the years with DD.MM.YYYY dates and the active one marked; the active year cannot be deleted', async () => {
    stubRoutes(director, listed);
    renderAt('/platform/settings/school-years');
    const active = (await screen.findByText('2026/2027', {}, wait)).closest('tr')!;
    expect(within(active).getByText('15.09.2026')).toBeDefined();
    expect(within(active).getByText('31.08.2027')).toBeDefined();
    expect(within(active).getByText('Активна')).toBeDefined();
    expect(within(active).getByRole('button', { name: 'Изтриване' }).hasAttribute('disabled')).toBe(true);
    expect(within(active).queryByRole('button', { name: 'Активиране' })).toBeNull();
    const next = screen.getByText('2027/2028').closest('tr')!;
    expect(within(next).getByText('Неактивна')).toBeDefined();
  });

  it('activates a year after confirmation, sending its dates with active: true', async () => {
    const calls = stubRoutes(
      director,
      listed,
      answer(kindergartenPeriodsRoutes.save, () => ({ isSuccessful: true, entityId: 4 })),
    );
    renderAt('/platform/settings/school-years');
    const user = userEvent.setup({ delay: null });
    const next = (await screen.findByText('2027/2028', {}, wait)).closest('tr')!;
    await user.click(within(next).getByRole('button', { name: 'Активиране' }));
    await user.click(await screen.findByRole('button', { name: 'Активирай' }, wait));
    expect(await screen.findByText('Учебна година 2027/2028 е активна.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 4,
      fromDate: '2027-09-15',
      toDate: '2028-08-31',
      name: '2027/2028',
      active: true,
    });
  });

  it('deletes an empty year after confirmation and shows the server’s refusal in Bulgarian', async () => {
    let refuse = true;
    const calls = stubRoutes(
      director,
      listed,
      answer(kindergartenPeriodsRoutes.remove, () =>
        refuse
          ? json(409, { statusCode: 409, message: 'Учебната година е избрана от потребители и не може да бъде изтрита.' })
          : json(204),
      ),
    );
    renderAt('/platform/settings/school-years');
    const user = userEvent.setup({ delay: null });
    const next = (await screen.findByText('2027/2028', {}, wait)).closest('tr')!;
    await user.click(within(next).getByRole('button', { name: 'Изтриване' }));
    expect(await screen.findByText('Сигурни ли сте, че искате да изтриете учебна година 2027/2028?', {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Изтрий' }));
    expect(
      await screen.findByText('Учебната година е избрана от потребители и не може да бъде изтрита.', {}, wait),
    ).toBeDefined();

    refuse = false;
    await user.click(within(next).getByRole('button', { name: 'Изтриване' }));
    await user.click((await screen.findAllByRole('button', { name: 'Изтрий' }, wait)).at(-1)!);
    expect(await screen.findByText('Учебна година 2027/2028 е изтрита.', {}, wait)).toBeDefined();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('creates a year in the drawer: requires ordered dates, sends ISO days and closes', async () => {
    const calls = stubRoutes(
      director,
      listed,
      answer(kindergartenPeriodsRoutes.save, () => ({ isSuccessful: true, entityId: 9 })),
    );
    const router = renderAt('/platform/settings/school-years/create');
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, wait);
    await user.click(within(drawer).getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(within(drawer).getAllByText('Полето е задължително.')).toHaveLength(2), wait);

    await user.type(within(drawer).getByLabelText('Начална дата'), '15.09.2028{Enter}');
    await user.type(within(drawer).getByLabelText('Крайна дата'), '01.09.2028{Enter}');
    await user.click(within(drawer).getByRole('button', { name: 'Запази' }));
    expect(await within(drawer).findByText('Началната дата трябва да е преди крайната.', {}, wait)).toBeDefined();
    await user.clear(within(drawer).getByLabelText('Крайна дата'));
    await user.type(within(drawer).getByLabelText('Крайна дата'), '31.08.2029{Enter}');
    // The name left empty is derived from the dates, as the placeholder shows.
    expect(await within(drawer).findByPlaceholderText('2028/2029', {}, wait)).toBeDefined();
    await user.click(within(drawer).getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Учебната година е създадена.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fromDate: '2028-09-15',
      toDate: '2029-08-31',
      active: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/settings/school-years'));
  });

  it('shows a teacher the list without create, edit, activate or delete', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => ({
        ...aDirector,
        baseRoleType: Role.Teacher,
        access: defaultAccess(Role.Teacher),
      })),
      listed,
    );
    renderAt('/platform/settings/school-years');
    expect(await screen.findByText('2026/2027', {}, wait)).toBeDefined();
    expect(screen.queryByText('Добави учебна година')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изтриване' })).toBeNull();
    expect(screen.queryByText('Редакция')).toBeNull();
  });

  it('shows the empty state and the error state with a retry', async () => {
    let fail = true;
    stubRoutes(
      director,
      answer(kindergartenPeriodsRoutes.overview, () =>
        fail
          ? json(500, { statusCode: 500, message: 'Възникна грешка! Екипът ни работи по отстраняването на проблема.' })
          : { result: [], rowsCount: 0 },
      ),
    );
    renderAt('/platform/settings/school-years');
    expect(await screen.findByText('Възникна грешка! Екипът ни работи по отстраняването на проблема.', {}, wait)).toBeDefined();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByText('Няма учебни години.', {}, wait)).toBeDefined();
  });
});
