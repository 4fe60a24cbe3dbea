import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  type LoggedInUser,
  messagesRoutes,
  type NotificationCounters,
  type Notifications,
  notificationsRoutes,
  Role,
  UserType,
} from '@kg/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { topBarWidgets } from '../../app/shell/top-bar-widgets';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { setScreenWidth } from '../../test/screen-width';

const wait = { timeout: 10_000 };

const parent = {
  id: 21,
  baseRoleType: Role.Parent,
  userType: UserType.Parent,
  periodId: 3,
  consolidation: false,
  kindergartens: [{ id: 1, name: 'ДГ „Детелина“', city: 'София', town: 'София', adress: 'ул. Роза 1', isSelected: true }],
  access: defaultAccess(Role.Parent),
  firstName: 'Петя',
  lastName: 'Петрова',
  email: 'parent@test.bg',
  avatarPath: '/api/Files/avatars/21',
} as unknown as LoggedInUser;

const counters: NotificationCounters = { unseenMessages: 2, unvotedPolls: 1, unseenEvents: 1, unseenNotifications: 0 };
const lists: Notifications = {
  messages: {
    rowsCount: 1,
    result: [
      {
        id: 5,
        title: 'Родителска среща',
        content: 'Срещата е в четвъртък.',
        creationTime: '2026-11-20T15:30:00.000Z',
        seenByCurrentUser: false,
        numberOfUnseenReplies: 0,
        createdBy: { id: 3, name: 'Мария Иванова', userType: UserType.Teacher, role: Role.Teacher },
      },
    ],
  },
  events: {
    rowsCount: 1,
    result: [
      {
        id: 8,
        title: 'Коледно тържество',
        fromDate: '2026-12-18T08:00:00.000Z',
        toDate: '2026-12-18T10:00:00.000Z',
        allDay: false,
      },
    ],
  },
  polls: { rowsCount: 1, result: [{ id: 9, title: 'Екскурзия', expirationTime: null }] },
  notices: { rowsCount: 0, result: [] },
};

function stubNotifications(counts: () => NotificationCounters) {
  return stubRoutes(
    answer(identityRoutes.getUserData, () => parent),
    answer(notificationsRoutes.counters, () => counts()),
    answer(notificationsRoutes.list, (call) => {
      const kind = new URL(call.path, 'http://x').searchParams.get('kind') as keyof Notifications | null;
      return kind ? { [kind]: lists[kind] } : lists;
    }),
    answer(messagesRoutes.setAllSeen, () => json(204)),
  );
}

beforeEach(() => {
  setScreenWidth(1280);
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
});

describe('notifications and the header badges', () => {
  it('shows the header items only to kindergarten members with the reads, on wide screens', () => {
    const visible = (user: LoggedInUser, small = false) =>
      topBarWidgets.filter((widget) => widget.visible(user, { small })).map((widget) => widget.key);
    expect(visible(parent)).toEqual(['notifications', 'messages']);
    expect(visible(parent, true)).toEqual([]);
    expect(visible({ ...parent, consolidation: true })).toEqual([]);
    expect(visible({ ...parent, baseRoleType: Role.MON, access: defaultAccess(Role.MON) })).toEqual([]);
    expect(visible({ ...parent, baseRoleType: Role.Master, access: defaultAccess(Role.Master) })).toEqual([]);
  });

  it('badges the envelope and the bell, and opens the latest unread message from the envelope', async () => {
    stubNotifications(() => counters);
    renderApp('/profile', { token: 'token-1' });
    const envelope = await screen.findByRole('button', { name: 'Съобщения: 2 непрочетени' }, wait);
    expect(screen.getByRole('button', { name: 'Известия: 2 нови' })).toBeDefined();
    await userEvent.setup().click(envelope);
    const link = await screen.findByRole('link', { name: /Родителска среща/ }, wait);
    expect(link.getAttribute('href')).toBe('/messages/5');
    expect(within(link).getByText('Учител')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Всички съобщения' }).getAttribute('href')).toBe('/messages');
  });

  it('lists what waits on /notifications and marks all messages seen, which reloads the badges', async () => {
    let current = counters;
    const calls = stubNotifications(() => current);
    renderApp('/notifications', { token: 'token-1' });
    expect(await screen.findByText('Коледно тържество', {}, wait)).toBeDefined();
    expect(screen.getByRole('link', { name: /Екскурзия/ }).getAttribute('href')).toBe('/polls/9');
    expect(screen.getByText('Няма нови обяви.')).toBeDefined();
    current = { ...counters, unseenMessages: 0 };
    const [markMessages] = screen.getAllByRole('button', { name: 'Маркирай всички като видени' });
    await userEvent.setup().click(markMessages!);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Messages/setAllSeen')).toBe(true), wait);
    expect(await screen.findByRole('button', { name: 'Съобщения' }, wait)).toBeDefined();
  });
});
