import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityRoutes, LoginIdentifierType, validationMessages } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../shared/auth/token-storage';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderApp } from '../../../test/render-app';
import { earlySignInMarkup } from '../../../../vite-early-sign-in';

const WRONG_CREDENTIALS = 'Грешно потребителско име или парола.';
/** Route modules load lazily; on a busy machine the first page of a test takes more than the default second. */
const wait = { timeout: 10_000 };

async function fillIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Имейл адрес' }, wait), identifier);
  await user.type(screen.getByLabelText('Парола'), password);
  await user.click(screen.getByRole('button', { name: 'Вход' }));
  return user;
}

describe('login page', () => {
  it('shows the Bulgarian required messages when submitted empty and calls no one', async () => {
    const calls = stubRoutes();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Вход' }, wait));
    await waitFor(() => expect(screen.getAllByText(validationMessages.required)).toHaveLength(2), wait);
    expect(calls).toHaveLength(0);
    expect(document.title).toBe('Вход · Асистент за детски градини');
  });

  it('offers e-mail, ЕГН and phone, and signs in with the chosen kind of identifier', async () => {
    const calls = stubRoutes(answer(identityRoutes.login, () => json(401, { statusCode: 401, message: WRONG_CREDENTIALS })));
    renderApp('/login');
    expect(await screen.findByRole('textbox', { name: 'Имейл адрес' }, wait)).toBeDefined();
    const user = userEvent.setup();
    const kinds = screen.getByRole('radiogroup', { name: 'Вход с' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Имейл адрес', 'ЕГН / ЛНЧ', 'Телефонен номер']);
    expect(within(kinds).getByRole('radio', { name: 'Имейл адрес' })).toHaveProperty('checked', true);
    await user.click(within(kinds).getByRole('radio', { name: 'ЕГН / ЛНЧ' }));
    await user.type(await screen.findByRole('textbox', { name: 'ЕГН / ЛНЧ' }, wait), '7501020018');
    await user.type(screen.getByLabelText('Парола'), 'Secret2026');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    await screen.findByText(WRONG_CREDENTIALS, {}, wait);
    expect(calls[0]?.body).toEqual({
      identifierType: LoginIdentifierType.IdentificationNumber,
      identifier: '7501020018',
      password: 'Secret2026',
    });
  });

  it('refuses an e-mail that is not an address before asking the server', async () => {
    const calls = stubRoutes();
    renderApp('/login');
    await fillIn('not-an-address', 'Secret2026');
    expect(await screen.findByText(validationMessages.email, {}, wait)).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the password is wrong and stays signed out", async () => {
    const calls = stubRoutes(answer(identityRoutes.login, () => json(401, { statusCode: 401, message: WRONG_CREDENTIALS })));
    renderApp('/login');
    await fillIn('director@test.bg', 'Wrong2026');
    expect(await screen.findByText(WRONG_CREDENTIALS, {}, wait)).toBeDefined();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/identity/login',
        authorization: null,
        body: { identifierType: LoginIdentifierType.Email, identifier: 'director@test.bg', password: 'Wrong2026' },
      },
    ]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("shows the server's message when sign-in is throttled", async () => {
    const throttled = 'Твърде много неуспешни опити за вход. Опитайте отново след 15 минути.';
    stubRoutes(answer(identityRoutes.login, () => json(429, { statusCode: 429, message: throttled })));
    renderApp('/login');
    await fillIn('director@test.bg', 'Wrong2026');
    expect(await screen.findByText(throttled, {}, wait)).toBeDefined();
  });

  it('keeps the token and goes back to the remembered page', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.login, () => ({ token: 'token-1' })),
      answer(identityRoutes.getUserData, () => aDirector),
    );
    const { router } = renderApp('/login?redirect=%2Fno-such-page%3Fgroup%3D3');
    await fillIn('director@test.bg', 'Secret2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'), wait);
    expect(router.state.location.search).toBe('?group=3');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-1');
    expect(await screen.findByText('Tърсената страница не съществува!', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/identity/user-data')?.authorization).toBe('Bearer token-1');
  });

  it('goes home instead of to another site after sign-in', async () => {
    stubRoutes(
      answer(identityRoutes.login, () => ({ token: 'token-1' })),
      answer(identityRoutes.getUserData, () => aDirector),
    );
    const { router } = renderApp('/login?redirect=%2F%2Fevil.com');
    await fillIn('director@test.bg', 'Secret2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), wait);
    expect(await screen.findByText('Добре дошли, Мария!', {}, wait)).toBeDefined();
  });

  it('takes over the form of login.html: what was typed, the kind of identifier, and a form sent before the app loaded', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.login, () => ({ token: 'token-1' })),
      answer(identityRoutes.getUserData, () => aDirector),
    );
    const early = document.createElement('div');
    early.innerHTML = earlySignInMarkup('Асистент за детски градини');
    document.body.append(early);
    const form = early.querySelector('form')!;
    early.querySelector<HTMLInputElement>('input[value="1"]')!.checked = true;
    early.querySelector<HTMLInputElement>('#kg-early-identifier')!.value = '7501020018';
    early.querySelector<HTMLInputElement>('#kg-early-password')!.value = 'Secret2026';
    form.setAttribute('data-submitted', 'true');

    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), wait);
    expect(calls.filter((call) => call.path === '/api/identity/login').map((call) => call.body)).toEqual([
      { identifierType: LoginIdentifierType.IdentificationNumber, identifier: '7501020018', password: 'Secret2026' },
    ]);
    expect(document.getElementById('kg-early-sign-in')).toBeNull();
    early.remove();
  });
});
