import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filesAvatarsRoutes, identityRoutes, type Profile, SubscriptionFlags, validationMessages } from '@kg/contracts';
import { App as AntApp } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { routeUrl } from '../../../shared/api/route-request';
import { TOKEN_KEY } from '../../../shared/auth/token-storage';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector } from '../../../test/render-app';
import { profileRoutes } from '../profile-routes';

const wait = { timeout: 10_000 };
const profile: Profile = {
  id: 7,
  firstName: 'Мария',
  middleName: null,
  lastName: 'Иванова',
  email: 'director@test.bg',
  phone: '0888123456',
  subscriptionFlags: SubscriptionFlags.Messages | SubscriptionFlags.Polls,
};

function renderProfile() {
  window.localStorage.setItem(TOKEN_KEY, 'token-1');
  const store = makeStore();
  const router = createMemoryRouter(
    // The default layout gives its pages antd's App (toasts); here a bare one stands in for it.
    [
      {
        path: '/',
        element: (
          <AntApp>
            <Outlet />
          </AntApp>
        ),
        children: profileRoutes,
      },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
  URL.revokeObjectURL = vi.fn();
});

describe('profile page', () => {
  it('shows the profile, keeps the e-mail read-only and saves names, phone and notification choices', async () => {
    let userDataLoads = 0;
    const calls = stubRoutes(
      answer(identityRoutes.profile, () => profile),
      answer(identityRoutes.getUserData, () => (userDataLoads++, aDirector)),
      answer(identityRoutes.update, (call) => ({ ...profile, ...(call.body as Partial<Profile>) })),
    );
    renderProfile();
    const firstName = await screen.findByLabelText('Име', {}, wait);
    expect(firstName).toHaveProperty('value', 'Мария');
    expect(screen.getByLabelText('Имейл адрес')).toHaveProperty('readOnly', true);
    expect(screen.getByText(/Промяна се прави от детската градина/)).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Съобщения' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Календар' })).toHaveProperty('checked', false);
    expect(document.title).toBe('Профил · Асистент за детски градини');

    const user = userEvent.setup();
    await user.clear(firstName);
    await user.type(firstName, 'Мариела');
    await user.click(screen.getByRole('checkbox', { name: 'Календар' }));
    await user.click(screen.getByRole('checkbox', { name: 'Съобщения' }));
    const loadsBefore = userDataLoads;
    await user.click(screen.getByRole('button', { name: 'Запази данните' }));
    expect(await screen.findByText('Данните са запазени.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/identity/update')?.body).toEqual({
      firstName: 'Мариела',
      middleName: null,
      lastName: 'Иванова',
      phone: '0888123456',
      subscriptionFlags: SubscriptionFlags.Calendar | SubscriptionFlags.Polls,
    });
    // The top bar's user data is fetched again.
    await waitFor(() => expect(userDataLoads).toBeGreaterThan(loadsBefore));
  });

  it('refuses an empty name and a mismatched password confirmation before calling', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.profile, () => profile),
      answer(identityRoutes.getUserData, () => aDirector),
    );
    renderProfile();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Име', {}, wait));
    await user.click(screen.getByRole('button', { name: 'Запази данните' }));
    expect(await screen.findByText(validationMessages.required)).toBeDefined();
    await user.type(screen.getByLabelText('Текуща парола'), 'Old2026pass');
    await user.type(screen.getByLabelText('Нова парола'), 'New2026pass');
    await user.type(screen.getByLabelText('Повторете новата парола'), 'Other2026pass');
    await user.click(screen.getByRole('button', { name: 'Смени паролата' }));
    expect(await screen.findByText(validationMessages.confirmed)).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file that is not a picture, and one over 2 MB, with the spec messages', async () => {
    stubRoutes(
      answer(identityRoutes.profile, () => profile),
      answer(identityRoutes.getUserData, () => aDirector),
    );
    renderProfile();
    const input = await screen.findByLabelText('Изберете снимка', {}, wait);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['hello'], 'notes.png', { type: 'text/plain' }));
    expect(await screen.findByText(validationMessages.image)).toBeDefined();
    await user.upload(input, new File([new Uint8Array(2048 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(validationMessages.size(2048))).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Запази снимката' })).toBeNull();
  });

  it('previews a chosen picture and uploads it', async () => {
    stubRoutes(
      answer(identityRoutes.profile, () => profile),
      answer(identityRoutes.getUserData, () => aDirector),
    );
    renderProfile();
    const input = await screen.findByLabelText('Изберете снимка', {}, wait);
    // Uploads carry FormData: answer them here instead of in the JSON stub.
    const jsonFetch = globalThis.fetch;
    const uploads: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === filesAvatarsRoutes.upload.method && request.url.endsWith(routeUrl(filesAvatarsRoutes.upload, {}))) {
        uploads.push(request);
        return json(200, { isSuccessful: true, entityId: 7 });
      }
      return jsonFetch(request);
    });
    const user = userEvent.setup();
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('me.png')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Преглед на избраната снимка' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Запази снимката' }));
    expect(await screen.findByText('Снимката е запазена.', {}, wait)).toBeDefined();
    expect(uploads).toHaveLength(1);
    // (jsdom's FormData and Node's Request do not mix, so the multipart body itself is checked by the API and browser tests.)
  });
});
