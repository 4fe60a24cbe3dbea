import { z } from 'zod';
import { emptyAnswer, publicAccess, type RouteTable, signedInAccess } from './routes.js';

/**
 * Web Push (issue 20 item 4; docs/pwa.md): a signed-in user turns notifications on for a device on the profile page;
 * the API then sends the hub's notifying events (a new message, calendar event, poll, notice, administrative message)
 * to that device too, through the browser's push service, even with the app closed. A push carries the toast's
 * text and the page to open — never a message's content — and a token that turns that device's pushes off in one
 * click from the notification.
 */

const base64Url = (min: number, max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), { error: 'Невалиден ключ на абонамента.' });

/** What `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Адресът на услугата за известия е невалиден.' })
    .max(1000, { error: 'Адресът на услугата за известия е твърде дълъг.' }),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters of base64url. */
    p256dh: base64Url(80, 100),
    /** The 16-byte authentication secret: 22 characters of base64url. */
    auth: base64Url(16, 30),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

export const pushEndpointRequest = z.object({
  endpoint: z.url({ error: 'Адресът на услугата за известия е невалиден.' }).max(1000),
});
export type PushEndpointRequest = z.infer<typeof pushEndpointRequest>;

export const pushUnsubscribeRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Връзката за спиране на известията е невалидна.' }),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

/** The application server's VAPID public key (base64url), or null when this installation sends no pushes. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker receives (apps/web/service-worker.js shows it). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens, within the app. */
  url: z.string().startsWith('/'),
  /** Notifications of the same kind replace each other on the device. */
  tag: z.string(),
  unsubscribeToken: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushTexts = {
  appName: 'Асистент за детски градини',
  notConfigured: 'Известията на устройството не са настроени на този сървър.',
} as const;

export const pushRoutes = {
  publicKey: { method: 'GET', path: 'push/public-key', response: pushPublicKeySchema, access: signedInAccess },
  /** Turns pushes on for this device (the same endpoint again replaces its keys). */
  subscribe: {
    method: 'POST',
    path: 'push/subscriptions',
    body: pushSubscriptionRequest,
    response: emptyAnswer,
    access: signedInAccess,
    status: 204,
  },
  /** Turns pushes off for this device (the profile's switch). */
  unsubscribe: {
    method: 'POST',
    path: 'push/subscriptions/remove',
    body: pushEndpointRequest,
    response: emptyAnswer,
    access: signedInAccess,
    status: 204,
  },
  /** "Спри известията" on a notification: the device's token, no sign-in (the service worker has none). */
  unsubscribeByToken: {
    method: 'POST',
    path: 'push/unsubscribe',
    body: pushUnsubscribeRequest,
    response: emptyAnswer,
    access: publicAccess,
    status: 204,
  },
} as const satisfies RouteTable;
