import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { adminMessagesAddressedRoutes, identityRoutes, type LoggedInUser } from '@kg/contracts';
import { App as AntApp } from 'antd';
import { describe, expect, it } from 'vitest';
import { identityApi } from '../../areas/identity/api';
import { answer, stubRoutes } from '../../test/fetch-stub';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { signedOut } from '../auth/auth-slice';
import { TOKEN_KEY } from '../auth/token-storage';
import { fakeSockets } from './fake-hub-socket';
import { maintenanceKey } from './maintenance-memory';
import { MAINTENANCE_CONFIRM, RealtimeBridge } from './realtime-bridge';
import { RealtimeConnection } from './realtime-connection';

const USER_ID = 7;
const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: USER_ID, sid: 's' })).replace(/=+$/, '')}.signature`;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderBridge() {
  window.localStorage.setItem(TOKEN_KEY, TOKEN);
  const store = makeStore();
  const sockets = fakeSockets();
  const connection = new RealtimeConnection(sockets.open);
  const page = (
    <>
      <RealtimeBridge connection={connection} />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  const view = render(
    <AppProviders store={store}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </AppProviders>,
  );
  const push = (event: string, payload: unknown) => act(() => sockets.last().push(event, payload));
  return { ...view, store, sockets, push };
}

const maintenance = { id: 3, title: 'Планирана поддръжка', content: 'Системата няма да работи в неделя от 22:00.' };

describe('RealtimeBridge', () => {
  it('connects with the signed-in user’s token and disconnects on sign-out', () => {
    const { sockets, store } = renderBridge();
    expect(sockets.made).toHaveLength(1);
    expect(sockets.last().token).toBe(TOKEN);
    expect(sockets.last().connects).toBe(1);

    act(() => void store.dispatch(signedOut()));
    expect(sockets.last().disconnects).toBe(1);
  });

  it('shows the toast of a new message; a click on it opens the message', async () => {
    const { push } = renderBridge();
    push('receiveMessage', { id: 15, title: 'Родителска среща', content: '' });

    const toast = await screen.findByText('Имате 1 ново съобщение');
    expect(screen.getByText('Родителска среща')).toBeTruthy();
    await userEvent.click(toast);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/messages/15'));
  });

  it('loads the user’s profile data again when the master invalidates it (userDataChanged)', async () => {
    // Only the id matters here: the bridge reloads the data, it does not read it.
    const calls = stubRoutes(answer(identityRoutes.getUserData, () => ({ id: USER_ID }) as LoggedInUser));
    const { push, store } = renderBridge();
    act(() => void store.dispatch(identityApi.endpoints.getUserData.initiate()));
    const loads = () => calls.filter((call) => call.path === '/api/identity/user-data').length;
    await waitFor(() => expect(loads()).toBe(1));
    push('userDataChanged', {});
    await waitFor(() => expect(loads()).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the text of an attendance request’s filing or decision as a toast', async () => {
    const { push } = renderBridge();
    push('attendanceApplicationChanged', {
      kind: 'request',
      id: 4,
      status: 0,
      text: 'Ново заявление за отсъствие от Петър Петров за Ива',
    });
    expect(await screen.findByText('Ново заявление за отсъствие от Петър Петров за Ива')).toBeTruthy();
  });

  it('shows the toast of a new poll', async () => {
    const { push } = renderBridge();
    push('receivePoll', { id: 2, title: 'Екскурзия', content: '' });
    await screen.findByText('Имате 1 нова анкета');
  });

  it('shows a maintenance message once per user and message, until it is cleared', async () => {
    const { push } = renderBridge();
    push('receiveMaintenanceMessage', maintenance);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText(maintenance.title)).toBeTruthy();
    expect(screen.getByText(maintenance.content)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: MAINTENANCE_CONFIRM }));
    await waitFor(() => expect(screen.queryByText(maintenance.content)).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(maintenanceKey(USER_ID))!)).toEqual([3]);

    push('receiveMaintenanceMessage', maintenance);
    expect(screen.queryByText(maintenance.content)).toBeNull();

    push('clearMaintenanceMessage', { id: 3 });
    expect(window.localStorage.getItem(maintenanceKey(USER_ID))).toBeNull();
    push('receiveMaintenanceMessage', maintenance);
    expect(await screen.findByText(maintenance.content)).toBeTruthy();
  });

  it('closes an open maintenance dialog when the message is cleared', async () => {
    const { push } = renderBridge();
    push('receiveMaintenanceMessage', { id: 4, content: 'Кратко прекъсване.' });
    expect(await screen.findByText('Техническа поддръжка')).toBeTruthy();
    push('clearMaintenanceMessage', { id: 4 });
    await waitFor(() => expect(screen.queryByText('Кратко прекъсване.')).toBeNull());
  });

  it('shows a notice already in force at sign-in (GET MaintenanceMessages/current) unless confirmed before', async () => {
    window.localStorage.setItem(maintenanceKey(USER_ID), JSON.stringify([5]));
    stubRoutes(answer(adminMessagesAddressedRoutes.current, () => [{ id: 5, content: 'Вече видяно.' }, maintenance]));
    renderBridge();
    expect(await screen.findByText(maintenance.content)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MAINTENANCE_CONFIRM }));
    await waitFor(() => expect(screen.queryByText(maintenance.content)).toBeNull());
    expect(screen.queryByText('Вече видяно.')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(maintenanceKey(USER_ID))!)).toEqual([5, 3]);
  });
});
