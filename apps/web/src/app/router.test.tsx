import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../shared/auth/token-storage';
import { json, stubApi } from '../test/fetch-stub';
import { aDirector, renderApp } from '../test/render-app';
import { setScreenWidth } from '../test/screen-width';

const signedInApi = () => ({ 'GET /api/identity/user-data': () => json(200, aDirector) });

describe('routes and guard', () => {
  beforeEach(() => setScreenWidth(1280));

  it('sends a signed-out visitor of a page to /login, remembering the page', async () => {
    const calls = stubApi({});
    const { router } = renderApp('/kids/records?group=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/kids/records?group=3');
    expect(await screen.findByRole('button', { name: 'Вход' })).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('sends a signed-out visitor of home to /login', async () => {
    stubApi({});
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it('shows home with the user, the role and the selected kindergarten with its town', async () => {
    const calls = stubApi(signedInApi());
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
    stubApi(signedInApi());
    const { router } = renderApp('/login', { token: 'token-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Добре дошли, Мария!')).toBeDefined();
  });

  it('shows the 404 page inside the layout for an unknown path', async () => {
    stubApi(signedInApi());
    renderApp('/no/such/page', { token: 'token-1' });
    expect(await screen.findByText('Tърсената страница не съществува!')).toBeDefined();
    expect(await screen.findByTestId('user-name')).toBeDefined();
  });

  it('signs the user out on a 401 and asks to sign in again, remembering the page', async () => {
    stubApi({
      'GET /api/identity/user-data': () => json(401, { statusCode: 401, message: 'Необходимо е да влезете в системата.' }),
    });
    const { router, store } = renderApp('/kids/records', { token: 'expired' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/kids/records');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('signs out through /logout: revokes the token on the server, forgets it and shows /login', async () => {
    const calls = stubApi({ ...signedInApi(), 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
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
    stubApi({ ...signedInApi(), 'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderApp('/logout', { token: 'token-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
