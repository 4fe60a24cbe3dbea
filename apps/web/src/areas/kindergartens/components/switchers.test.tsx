import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  identityRoutes,
  type KindergartenPeriod,
  kindergartenPeriodsRoutes,
  kindergartensRoutes,
  type LoggedInUser,
  Role,
  UserType,
} from '@kg/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, json, type RouteStub, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderApp } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { schoolYearLabel } from '../school-year-label';

const year = (id: number, from: number, active = false): KindergartenPeriod => ({
  id,
  name: `${from}/${from + 1}`,
  fromDate: `${from}-09-15`,
  toDate: `${from + 1}-08-31`,
  active,
});
const periods = [year(3, 2026, true), year(2, 2025)];

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

/** A signed-in director with the given user data; the school-year preference is kept like the server does. */
function signedInApi(user: LoggedInUser = aDirector, ...extra: RouteStub[]): RouteStub[] {
  let periodId = user.periodId;
  return [
    answer(identityRoutes.getUserData, () => ({ ...user, periodId })),
    answer(kindergartenPeriodsRoutes.list, () => ({ result: periods, rowsCount: periods.length })),
    answer(identityRoutes.changeSchoolYear, (_call, params) => {
      periodId = Number(params.id);
      return { isSuccessful: true, entityId: periodId };
    }),
    ...extra,
  ];
}

/** The full app's first render can take seconds on a loaded machine: longer than testing-library's 1 s default. */
const wait = { timeout: 10_000 };

/** The open dropdown's menu (the side menu is a menu too). */
const dropdownMenu = () =>
  waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    if (!menu) throw new Error('no open dropdown');
    return menu;
  }, wait);

const kindergartenButton = () => screen.findByRole('button', { name: /ДГ № 5 „Детелина“/ }, wait);

beforeEach(() => setScreenWidth(1280));

describe('kindergarten switcher', () => {
  it('shows the selected kindergarten with its town and lists the others with address and town', async () => {
    stubRoutes(...signedInApi());
    renderApp('/', { token: 'token-1' });
    const button = await kindergartenButton();
    expect(within(button).getByTestId('kindergarten-city').textContent).toBe('София');
    await userEvent.setup().click(button);
    const menu = await dropdownMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['ДГ № 12 „Слънце“ул. Липа 1, Пловдив']);
  });

  it('switches on the server, then reloads the page', async () => {
    const reload = stubReload();
    const calls = stubRoutes(
      ...signedInApi(
        aDirector,
        answer(kindergartensRoutes.change, () => ({ isSuccessful: true, entityId: 1 })),
      ),
    );
    renderApp('/', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await kindergartenButton());
    await user.click(await screen.findByRole('menuitem', { name: /ДГ № 12 „Слънце“/ }, wait));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Kindergartens/change/1', authorization: 'Bearer token-1', body: undefined },
    ]);
  });

  it("shows the red toast with the server's text when the switch fails, and stays", async () => {
    const reload = stubReload();
    const refusal = 'Детската градина не е намерена.';
    stubRoutes(
      ...signedInApi(
        aDirector,
        answer(kindergartensRoutes.change, () => json(404, { statusCode: 404, message: refusal })),
      ),
    );
    renderApp('/', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await kindergartenButton());
    await user.click(await screen.findByRole('menuitem', { name: /ДГ № 12 „Слънце“/ }, wait));
    const toast = (await screen.findByText('Смяна на детска градина', {}, wait)).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    expect(toast.className).toContain('ant-notification-notice-error');
    expect(within(toast).getByText(refusal)).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says "Неуспешна смяна на детска градина!" when the server sent no text', async () => {
    const reload = stubReload();
    stubRoutes(
      ...signedInApi(
        aDirector,
        answer(kindergartensRoutes.change, () => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    );
    renderApp('/', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await kindergartenButton());
    await user.click(await screen.findByRole('menuitem', { name: /ДГ № 12 „Слънце“/ }, wait));
    const toast = (await screen.findByText('Смяна на детска градина', {}, wait)).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    expect(within(toast).getByText('Неуспешна смяна на детска градина!')).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is a plain label for a user of one kindergarten', async () => {
    stubRoutes(
      ...signedInApi({ ...aDirector, kindergartens: aDirector.kindergartens.filter((kindergarten) => kindergarten.isSelected) }),
    );
    renderApp('/', { token: 'token-1' });
    expect((await screen.findByTestId('kindergarten-name', {}, wait)).textContent).toBe('ДГ № 5 „Детелина“');
    expect(screen.queryByRole('button', { name: /ДГ № 5/ })).toBeNull();
  });
});

describe('school-year switcher', () => {
  it('shows the chosen year as from-year/to-year and lists the years of the kindergarten', async () => {
    stubRoutes(...signedInApi());
    renderApp('/', { token: 'token-1' });
    const button = await screen.findByRole('button', { name: 'Учебна година 2026/2027' }, wait);
    await userEvent.setup().click(button);
    const menu = await dropdownMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['2026/2027', '2025/2026']);
  });

  it('saves the choice, refetches the user data, shows the new year and tells the other tabs', async () => {
    const posted: unknown[] = [];
    class FakeChannel {
      onmessage = null;
      constructor(readonly name: string) {}
      postMessage(message: unknown) {
        posted.push([this.name, message]);
      }
      close() {}
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const calls = stubRoutes(...signedInApi());
    renderApp('/', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Учебна година 2026/2027' }, wait));
    await user.click(await screen.findByRole('menuitem', { name: '2025/2026' }, wait));
    expect(await screen.findByRole('button', { name: 'Учебна година 2025/2026' }, wait)).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/identity/change-school-year/2',
    ]);
    expect(calls.filter((call) => call.path === '/api/identity/user-data')).toHaveLength(2);
    expect(posted).toEqual([['kg.scope', { from: expect.any(String), change: { kind: 'school-year', userId: aDirector.id } }]]);
  });

  it('is hidden on small screens', async () => {
    setScreenWidth(360);
    stubRoutes(...signedInApi());
    renderApp('/', { token: 'token-1' });
    expect(await screen.findByTestId('kindergarten-name', {}, wait)).toBeDefined();
    expect(screen.queryByTestId('school-year')).toBeNull();
  });
});

describe('top bar by role', () => {
  const national = (role: Role.MON | Role.Master, userType: UserType): LoggedInUser => ({
    ...aDirector,
    baseRoleType: role,
    userType,
    periodId: null,
    kindergartens: [],
    access: [],
  });

  it.each([
    ['the master administrator', national(Role.Master, UserType.Master)],
    ['MON', national(Role.MON, UserType.MON)],
  ])('%s has no kindergarten and no school year to switch', async (_who, user) => {
    const calls = stubRoutes(...signedInApi(user));
    renderApp('/', { token: 'token-1' });
    expect(await screen.findByRole('button', { name: 'Меню на потребителя Мария Иванова' }, wait)).toBeDefined();
    expect(screen.queryByTestId('kindergarten-name')).toBeNull();
    expect(screen.queryByTestId('school-year')).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/KindergartenPeriods');
  });
});

describe('school-year label', () => {
  it.each([
    ['2026-09-15', '2027-08-31', '2026/2027'],
    ['2025-09-01', '2026-06-30', '2025/2026'],
  ])('%s – %s is %s', (fromDate, toDate, label) => {
    expect(schoolYearLabel({ fromDate, toDate })).toBe(label);
  });
});
