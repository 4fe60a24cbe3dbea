import type { PushSubscriptionRequest } from '@kg/contracts';

/** What this browser allows: Web Push needs a service worker, the Push API and notifications. */
export type PushSupport = 'unsupported' | 'denied' | 'available';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || typeof window.PushManager === 'undefined' || typeof Notification === 'undefined') {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** How long to wait for the app's service worker (registered after the page loads) before saying it is missing. */
const WORKER_WAIT_MS = 10_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!registration) throw new Error('Приложението още не е инсталирано в браузъра. Презаредете страницата и опитайте отново.');
  return registration;
}

/** This device's subscription, if notifications are on here. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key in base64url as the bytes `applicationServerKey` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks for the permission and subscribes this device with the server's key: what the server must store. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionRequest> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Известията не са разрешени в браузъра.');
  const registration = await workerRegistration();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Unsubscribes this device in the browser; answers the endpoint the server should forget. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await deviceSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
