import { RealtimeEvent } from '@kg/contracts/realtime';
import { describe, expect, it, vi } from 'vitest';
import { askNotificationPermissionOnce, noticeOf, showDesktopNotification } from './notifications';
import { userIdOfToken } from './token-user';

const payload = { id: 42, title: 'Родителска среща', content: '<p>Текст</p>' };

describe('noticeOf', () => {
  it.each([
    [RealtimeEvent.ReceiveMessage, 'Имате 1 ново съобщение', '/messages/42'],
    [RealtimeEvent.ReceiveEvent, 'Имате 1 ново събитие', '/calendar?id=42'],
    [RealtimeEvent.ReceivePoll, 'Имате 1 нова анкета', '/polls'],
    [RealtimeEvent.ReceiveMasterAdministrativeMessage, 'Имате 1 ново административно съобщение', '/'],
  ] as const)('%s says "%s" and opens %s', (event, text, link) => {
    expect(noticeOf(event, payload)).toEqual({ key: `${event}:42`, text, detail: 'Родителска среща', link });
  });
});

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  static made: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.made.push(this);
  }
}

function stubNotifications(permission: NotificationPermission) {
  FakeNotification.permission = permission;
  FakeNotification.made = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
}

describe('desktop notifications', () => {
  it('asks for the permission once per browser', () => {
    stubNotifications('default');
    askNotificationPermissionOnce();
    askNotificationPermissionOnce();
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
  });

  it('does not ask once the browser has an answer', () => {
    stubNotifications('denied');
    askNotificationPermissionOnce();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('shows a notification when allowed; its click opens the linked page', () => {
    stubNotifications('granted');
    const open = vi.fn();
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    showDesktopNotification(noticeOf(RealtimeEvent.ReceiveEvent, payload), open);

    expect(FakeNotification.made).toHaveLength(1);
    const [desktop] = FakeNotification.made;
    expect(desktop!.title).toBe('Имате 1 ново събитие');
    expect(desktop!.options).toMatchObject({ body: 'Родителска среща', tag: 'receiveEvent:42' });
    desktop!.onclick!();
    expect(open).toHaveBeenCalledWith('/calendar?id=42');
    expect(desktop!.close).toHaveBeenCalled();
  });

  it('shows nothing without the permission', () => {
    stubNotifications('default');
    showDesktopNotification(noticeOf(RealtimeEvent.ReceivePoll, payload), vi.fn());
    expect(FakeNotification.made).toHaveLength(0);
  });
});

describe('userIdOfToken', () => {
  const tokenWith = (claims: object): string =>
    `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

  it('reads the user id of the token', () => {
    expect(userIdOfToken(tokenWith({ sub: 17, sid: 'a' }))).toBe(17);
    expect(userIdOfToken(tokenWith({ sub: '18' }))).toBe(18);
  });

  it('reads nothing from a missing or damaged token', () => {
    expect(userIdOfToken(null)).toBeNull();
    expect(userIdOfToken('not-a-token')).toBeNull();
    expect(userIdOfToken('a.%%%.c')).toBeNull();
    expect(userIdOfToken(tokenWith({ sub: 'x' }))).toBeNull();
  });
});
