import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityRoutes } from '@kg/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../shared/auth/token-storage';
import { answer, json, stubRoutes } from '../test/fetch-stub';
import { aDirector, renderApp } from '../test/render-app';
import { setScreenWidth } from '../test/screen-width';

const signedIn = () => answer(identityRoutes.getUserData, () => aDirector);

describe('routes and guard', () => {
  beforeEach(() => setScreenWidth(1280));

  it('sends a signed-out visitor of a page to /login, remembering the page', async () => {
    const calls = stubRoutes();
    const { router } = renderApp('/kids/records?group=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/kids/records?group=3');
    expect(await screen.findByRole('button', { name: 'Вход' })).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('sends a signed-out visitor of home to /login', async () => {
    stubRoutes();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it('shows home with the user, the role and the selected kindergarten with its town', async () => {
    const calls = stubRoutes(signedIn());
    renderApp('/', { token: 'token-1' });
    expect(await screen.findByText('Добре дошли, Мария!')).toBeDefined();
    expect(screen.getByTestId('user-name').textContent).toBe('Мария Иванова');
    expect(screen.getAllByText('Директор').length).toBeGreaterThan(0);
    expect(screen.getByTestId('kindergarten-name').textContent).toBe('ДГ № 5 „Детелина“');
    expect(screen.getAllByText('София').length).toBeGreaterThan(0);
    expect(screen.queryByText('ДГ № 12 „Слънце“')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Меню на потребителя Мария Иванова' }));
    expect((await screen.findByRole('link', { name: 'Изход' })).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('link', { name: 'Профил' }).getAttribute('href')).toBe('/profile');
    expect(within(screen.getByRole('link', { name: 'Профил' }).closest('ul')!).getByText('director@test.bg')).toBeDefined();
    expect(new Set(calls.map((call) => call.authorization))).toEqual(new Set(['Bearer token-1']));
  });

  it('sends a signed-in user who opens /login home', async () => {
    stubRoutes(signedIn());
    const { router } = renderApp('/login', { token: 'token-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Добре дошли, Мария!')).toBeDefined();
  });

  it('shows the 404 page inside the layout for an unknown path', async () => {
    stubRoutes(signedIn());
    renderApp('/no/such/page', { token: 'token-1' });
    expect(await screen.findByText('Tърсената страница не съществува!')).toBeDefined();
    expect(await screen.findByTestId('user-name')).toBeDefined();
  });

  it('signs the user out on a 401 and asks to sign in again, remembering the page', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => json(401, { statusCode: 401, message: 'Необходимо е да влезете в системата.' })),
    );
    const { router, store } = renderApp('/kids/records', { token: 'expired' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/kids/records');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('signs out through /logout: revokes the token on the server, forgets it and shows /login', async () => {
    const calls = stubRoutes(
      signedIn(),
      answer(identityRoutes.logout, () => new Response(null, { status: 204 })),
    );
    const { router } = renderApp('/', { token: 'token-1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Меню на потребителя Мария Иванова' }));
    await user.click(await screen.findByRole('link', { name: 'Изход' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/logout', authorization: 'Bearer token-1', body: undefined },
    ]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Вход' })).toBeDefined();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    stubRoutes(
      signedIn(),
      answer(identityRoutes.logout, () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { router } = renderApp('/logout', { token: 'token-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
