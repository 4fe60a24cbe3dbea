import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminMessageAudience,
  type AdminMessageRow,
  adminMessagesAddressedRoutes,
  adminMessagesMaintenanceRoutes,
  adminMessagesRoutes,
  defaultAccess,
  identityRoutes,
  KindergartenType,
  kindergartensAdminRoutes,
  type MaintenanceMessageRow,
  type MyAdminMessage,
  Role,
} from '@kg/contracts';
import { App as AntApp } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { buildMenu } from '../../app/shell/menu';
import { makeStore } from '../../app/store';
import { TOKEN_KEY } from '../../shared/auth/token-storage';
import { fakeSockets } from '../../shared/realtime/fake-hub-socket';
import { RealtimeConnection } from '../../shared/realtime/realtime-connection';
import { stubEditorLayout } from '../../test/editor-layout';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aMaster, renderArea } from '../../test/render-app';
import { AdministrativeMessagesCard } from './components/administrative-messages-card';
import { adminMessagesMenu } from './menu';
import { adminMessagesArea } from './routes';

const wait = { timeout: 10_000 };
const master = aMaster;

const sent: AdminMessageRow = {
  id: 4,
  title: 'Нова версия',
  content: '<p>Нова версия <b>утре</b></p>',
  audience: AdminMessageAudience.Kindergartens,
  roles: [Role.Director],
  recipients: ['ДГ № 5 „Детелина“'],
  createdAt: '2026-11-20T10:15:00',
  createdBy: 'Главен Администратор',
};

describe('the master’s administrative and maintenance messages', () => {
  beforeAll(stubEditorLayout);

  it('shows the pages only to the master, in the admin section', () => {
    const items = (role: Role) =>
      buildMenu(adminMessagesMenu, {
        role,
        access: defaultAccess(role),
        isRouted: (path: string) => path.startsWith('/admin/messages/'),
        hasRoute: () => true,
      }).flatMap((section) => section.items);
    expect(items(Role.Master)[0]?.children?.map((item) => item.path)).toEqual([
      '/admin/messages/dashboard',
      '/admin/messages/real-time',
    ]);
    expect(items(Role.Director)).toEqual([]);
  });

  it('lists the sent messages and sends a new one to a chosen kindergarten', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => master),
      answer(adminMessagesRoutes.list, () => ({ result: [sent], rowsCount: 1 })),
      answer(kindergartensAdminRoutes.overview, () => ({
        result: [
          {
            id: 5,
            name: 'ДГ № 5 „Детелина“',
            type: KindergartenType.Kindergarten,
            institutionCode: null,
            town: 'София',
            municipality: 'Столична',
            address: 'ул. Роза 1',
            phone: null,
            email: null,
            isActive: true,
            motherKindergartenId: null,
            motherKindergartenName: null,
            branchesCount: 0,
          },
        ],
        rowsCount: 1,
      })),
      answer(adminMessagesRoutes.create, () => ({ isSuccessful: true, entityId: 9 })),
    );
    renderArea(adminMessagesArea, '/admin/messages/dashboard');
    const row = (await screen.findAllByText('Нова версия', {}, wait))[0]!.closest('tr')!;
    expect(within(row).getByText('ДГ № 5 „Детелина“')).toBeDefined();
    expect(within(row).getByText('Роли: Директор')).toBeDefined();
    expect(within(row).getByText('утре').tagName).toBe('B');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ново съобщение' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Заглавие' }, wait), { target: { value: 'Профилактика' } });
    await user.click(screen.getByLabelText('Избрани детски градини'));
    await user.click(await screen.findByLabelText('Детски градини', {}, wait));
    await user.click(await screen.findByText('ДГ № 5 „Детелина“ (София)', {}, wait));
    const editor = await screen.findByRole('textbox', { name: 'Съдържание' }, wait);
    await user.click(editor);
    await user.keyboard('!');
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Профилактика',
      content: '<p>!</p>',
      audience: AdminMessageAudience.Kindergartens,
      kindergartenIds: [5],
      userIds: [],
      roles: [],
    });
    expect(await screen.findByText('Съобщението е изпратено.', {}, wait)).toBeDefined();
  }, 30_000);

  it('sends a maintenance notice to everyone and deletes one only after confirmation', async () => {
    const active: MaintenanceMessageRow = {
      id: 3,
      title: null,
      content: 'Системата ще бъде недостъпна от 22:00 ч.',
      validFrom: null,
      validTo: null,
      isActive: true,
      createdAt: '2026-11-20T10:15:00Z',
      createdBy: 'Главен Администратор',
    };
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => master),
      answer(adminMessagesMaintenanceRoutes.list, () => ({ result: [active], rowsCount: 1 })),
      answer(adminMessagesMaintenanceRoutes.create, () => ({ isSuccessful: true, entityId: 4 })),
      answer(adminMessagesMaintenanceRoutes.remove, () => json(204)),
    );
    renderArea(adminMessagesArea, '/admin/messages/real-time');
    const row = (await screen.findByText('Системата ще бъде недостъпна от 22:00 ч.', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Активно')).toBeDefined();

    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Съобщение'), { target: { value: 'Профилактика в неделя' } });
    await user.click(screen.getByRole('button', { name: 'Изпрати до всички' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Профилактика в неделя' });

    await user.click(within(row).getByRole('button', { name: 'Изтриване' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/administration/MaintenanceMessage/3')).toBe(true), wait);
    expect(await screen.findByText('Съобщението е изтрито и скрито от потребителите.', {}, wait)).toBeDefined();
  }, 30_000);

  it('shows the home card only with messages, marks one seen, and reloads on a live message', async () => {
    const message: MyAdminMessage = {
      id: 8,
      title: 'Нова версия',
      content: '<p>Утре <b>нова</b> версия</p><img src=x onerror=alert(1)>',
      createdAt: '2026-11-20T10:15:00',
      seen: false,
    };
    let inbox: MyAdminMessage[] = [];
    const calls = stubRoutes(
      answer(adminMessagesAddressedRoutes.mine, () => ({ result: inbox, rowsCount: inbox.length })),
      answer(adminMessagesAddressedRoutes.markSeen, () => {
        inbox = [{ ...message, seen: true }];
        return json(204);
      }),
    );
    window.localStorage.setItem(TOKEN_KEY, 'token-1');
    const sockets = fakeSockets();
    const connection = new RealtimeConnection(sockets.open);
    connection.start('token-1');
    const view = render(
      <AppProviders store={makeStore()}>
        <AntApp>
          <AdministrativeMessagesCard connection={connection} />
        </AntApp>
      </AppProviders>,
    );
    await waitFor(() => expect(calls.length).toBe(1), wait);
    expect(view.container.textContent).toBe('');

    inbox = [message];
    act(() => sockets.last().push('receiveMasterAdministrativeMessage', { id: 8, title: 'Нова версия', content: 'Утре' }));
    expect(await screen.findByText('Административни съобщения', {}, wait)).toBeDefined();
    expect(screen.getByText('нова').tagName).toBe('B');
    expect(view.container.querySelector('img')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Прочетено' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Прочетено' })).toBeNull(), wait);
    connection.stop();
  }, 30_000);
});
