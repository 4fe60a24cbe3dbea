import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountManagementRoutes, identityAccountActivationRoutes, identityRoutes, validationMessages } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { INVALID_LINK } from '../components/invalid-link';

const TOKEN = 'tok_0123456789abcdef';
/** Route modules load lazily; on a busy machine the first page of a test takes more than the default second. */
const wait = { timeout: 10_000 };
const SENT = 'Ако съществува профил с този имейл адрес, изпратихме писмо с връзка за смяна на паролата.';
const invalidLink = () => json(400, { statusCode: 400, message: INVALID_LINK, errors: { token: [INVALID_LINK] } });

async function choosePassword(password: string, confirmation = password, submit: string | RegExp = /./) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Нова парола', {}, wait), password);
  await user.type(screen.getByLabelText('Повторете паролата'), confirmation);
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}

describe('forgotten password (/login/reset)', () => {
  it('is reached from the sign-in page and shows the neutral confirmation', async () => {
    const calls = stubRoutes(answer(identityRoutes.forgotPassword, () => ({ message: SENT })));
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Забравена парола?' }, wait));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/reset'), wait);
    await user.type(await screen.findByLabelText('Имейл адрес', {}, wait), 'parent@test.bg');
    await user.click(screen.getByRole('button', { name: 'Изпрати връзка' }));
    expect(await screen.findByText(SENT, {}, wait)).toBeDefined();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/identity/forgot-password', body: { email: 'parent@test.bg' } }),
    ]);
    await waitFor(() => expect(document.title).toBe('Забравена парола · Асистент за детски градини'), wait);
  });

  it('asks for a valid address before calling', async () => {
    const calls = stubRoutes();
    renderApp('/login/reset');
    fireEvent.click(await screen.findByRole('button', { name: 'Изпрати връзка' }, wait));
    expect(await screen.findByText(validationMessages.required, {}, wait)).toBeDefined();
    await userEvent.setup().type(screen.getByLabelText('Имейл адрес'), 'not-an-address');
    expect(await screen.findByText(validationMessages.email, {}, wait)).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('/login/login shows the sign-in page too', async () => {
    stubRoutes();
    renderApp('/login/login');
    expect(await screen.findByRole('heading', { name: 'Вход' }, wait)).toBeDefined();
  });
});

describe('password recovery (/password-recovery/:userId/:token)', () => {
  it('sets the new password and goes to sign-in with the success message', async () => {
    const done = 'Паролата е сменена успешно. Можете да влезете с новата парола.';
    const calls = stubRoutes(answer(identityRoutes.resetPassword, () => ({ message: done })));
    const { router } = renderApp(`/password-recovery/15/${TOKEN}`);
    await choosePassword('Slanchitse2026', 'Slanchitse2026', 'Запази паролата');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), wait);
    expect(await screen.findByText(done, {}, wait)).toBeDefined();
    expect(calls[0]?.body).toEqual({ userId: 15, token: TOKEN, password: 'Slanchitse2026', confirmPassword: 'Slanchitse2026' });
  });

  it('checks the password rule and the confirmation before calling', async () => {
    const calls = stubRoutes();
    renderApp(`/password-recovery/15/${TOKEN}`);
    await choosePassword('alllowercase1', 'different', 'Запази паролата');
    expect(await screen.findByText(validationMessages.regex, {}, wait)).toBeDefined();
    expect(await screen.findByText(validationMessages.confirmed, {}, wait)).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('shows the server message for an expired link and offers a new one', async () => {
    stubRoutes(answer(identityRoutes.resetPassword, invalidLink));
    renderApp(`/password-recovery/15/${TOKEN}`);
    await choosePassword('Slanchitse2026', 'Slanchitse2026', 'Запази паролата');
    expect(await screen.findByText(INVALID_LINK, {}, wait)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Поискай нова връзка' }).getAttribute('href')).toBe('/login/reset');
  });

  it('shows the message at once for a link without its parts', async () => {
    const calls = stubRoutes();
    renderApp('/password-recovery');
    expect(await screen.findByText(INVALID_LINK, {}, wait)).toBeDefined();
    renderApp('/password-recovery/abc/short');
    expect(calls).toHaveLength(0);
  });
});

describe('account activation', () => {
  it('a parent invitation (userType 2) calls activate-parent-account', async () => {
    const done = 'Профилът е активиран успешно. Можете да влезете в системата.';
    const calls = stubRoutes(answer(identityAccountActivationRoutes.activateParent, () => ({ message: done })));
    const { router } = renderApp(`/account-activation/2/${TOKEN}`);
    await choosePassword('Slanchitse2026', 'Slanchitse2026', 'Активирай профила');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), wait);
    expect(await screen.findByText(done, {}, wait)).toBeDefined();
    expect(calls[0]).toMatchObject({
      path: '/api/AccountManagement/activate-parent-account',
      body: { token: TOKEN, password: 'Slanchitse2026', confirmPassword: 'Slanchitse2026' },
    });
  });

  it('a staff invitation (userType 1) calls activate-teacher-account; a used link shows the server message', async () => {
    const calls = stubRoutes(answer(identityAccountActivationRoutes.activateTeacher, invalidLink));
    renderApp(`/account-activation/1/${TOKEN}`);
    await choosePassword('Slanchitse2026', 'Slanchitse2026', 'Активирай профила');
    expect(await screen.findByText(INVALID_LINK, {}, wait)).toBeDefined();
    expect(calls[0]?.path).toBe('/api/AccountManagement/activate-teacher-account');
  });

  it('a MON (userType 3) or municipality (4) invitation calls activate-national-account', async () => {
    const done = 'Профилът е активиран успешно. Можете да влезете в системата.';
    const calls = stubRoutes(answer(accountManagementRoutes.activateNational, () => ({ message: done })));
    const { router } = renderApp(`/account-activation/4/${TOKEN}`);
    await choosePassword('Slanchitse2026', 'Slanchitse2026', 'Активирай профила');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), wait);
    expect(calls[0]).toMatchObject({ path: '/api/AccountManagement/activate-national-account', body: { token: TOKEN } });
  });

  it('an unknown user type is an invalid link', async () => {
    const calls = stubRoutes();
    renderApp(`/account-activation/5/${TOKEN}`);
    expect(await screen.findByText(INVALID_LINK, {}, wait)).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('the administrator invitation calls create-admin-account with the kindergarten', async () => {
    const calls = stubRoutes(answer(identityAccountActivationRoutes.activateAdmin, () => ({ message: 'Готово.' })));
    const { router } = renderApp(`/admin-account-activation/${TOKEN}/42`);
    await choosePassword('Slanchitse2026', 'Slanchitse2026', 'Създай профила');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), wait);
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'Slanchitse2026', confirmPassword: 'Slanchitse2026' });
  });
});

describe('unsubscribe (/unsubscribe/:token)', () => {
  it('unsubscribes once on opening and shows the result', async () => {
    const done = 'Отписахте се успешно от известията по имейл.';
    const calls = stubRoutes(answer(identityRoutes.unsubscribe, () => ({ message: done })));
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText(done, {}, wait)).toBeDefined();
    expect(calls).toEqual([expect.objectContaining({ path: '/api/identity/unsubscribe', body: { token: TOKEN } })]);
  });

  it('shows the server message for a bad link, and calls no one without a token', async () => {
    stubRoutes(answer(identityRoutes.unsubscribe, invalidLink));
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText(INVALID_LINK, {}, wait)).toBeDefined();
  });
});
