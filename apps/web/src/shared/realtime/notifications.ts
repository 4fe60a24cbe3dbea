import { type NotifyingRealtimeEvent, type RealtimeMessage, realtimeLink, realtimeToastTexts } from '@kg/contracts/realtime';

/** What the user is told about a pushed event: the toast's text, the detail and the page it opens. */
export interface RealtimeNotice {
  key: string;
  text: string;
  detail: string;
  link: string;
}

export function noticeOf(event: NotifyingRealtimeEvent, payload: RealtimeMessage): RealtimeNotice {
  return {
    key: `${event}:${payload.id}`,
    text: realtimeToastTexts[event],
    detail: payload.title,
    link: realtimeLink(event, payload),
  };
}

const ASKED_KEY = 'kg.notifications-asked';

const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Asks for the desktop-notification permission once per browser, and only while the browser has not been told
 * either way. Call it from a user gesture: browsers ignore or penalise requests made without one.
 */
export function askNotificationPermissionOnce(): void {
  if (!notificationsSupported() || Notification.permission !== 'default') return;
  try {
    if (window.localStorage.getItem(ASKED_KEY)) return;
    window.localStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  void Notification.requestPermission().catch(() => undefined);
}

/** A desktop notification when the user allowed them; a click brings the tab forward and opens the page. */
export function showDesktopNotification(notice: RealtimeNotice, open: (link: string) => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const desktop = new Notification(notice.text, { body: notice.detail, tag: notice.key });
    desktop.onclick = () => {
      window.focus();
      open(notice.link);
      desktop.close();
    };
  } catch {
    // Some browsers (Chrome on Android) allow notifications only from a service worker: the toast is enough.
  }
}
