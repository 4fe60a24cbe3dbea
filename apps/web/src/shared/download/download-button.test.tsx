import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { authSlice } from '../auth/auth-slice';
import { DownloadButton } from '.';

function renderButton(token: string | null) {
  const store = configureStore({ reducer: { auth: authSlice.reducer }, preloadedState: { auth: { token } } });
  render(
    <Provider store={store}>
      <App>
        <DownloadButton path="identity/account-sheet/pdf">Изтегли PDF</DownloadButton>
      </App>
    </Provider>,
  );
  return store;
}

describe('DownloadButton', () => {
  it('shows the server’s message when the download fails and spins meanwhile', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderButton('token-1');
    await userEvent.click(screen.getByRole('button', { name: /Изтегли PDF/ }));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/identity\/account-sheet\/pdf$/), {
      headers: { Authorization: 'Bearer token-1' },
      cache: 'no-store',
    });
    await waitFor(() => expect(screen.getByRole('button').className).toMatch(/loading/));
    answer(new Response(JSON.stringify({ statusCode: 403, message: 'Нямате права за това действие.' }), { status: 403 }));
    expect(await screen.findByText('Нямате права за това действие.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button').className).not.toMatch(/loading/));
  });

  it('signs the user out when the token is no longer valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 401, message: 'Необходимо е да влезете в системата.' }), { status: 401 }),
      ),
    );
    const store = renderButton('expired');
    await userEvent.click(screen.getByRole('button', { name: /Изтегли PDF/ }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
  });
});
