// The web app's service worker (docs/pwa.md), built to /sw.js by vite-service-worker.ts, which fills in the release
// and the files of the first page. It keeps the application shell — index.html and the hashed scripts and styles —
// so that the installed app opens without a network, and it shows Web Push notifications. It never touches /api or
// /socket.io: answers with children's and parents' data are never stored on the device.

const RELEASE = '__KG_RELEASE__';
/** @type {string[]} */
const SHELL_FILES = JSON.parse('__KG_SHELL_FILES__');
const CACHE = `kg-shell-${RELEASE}`;
const SHELL = '/index.html';
/** The app's own files outside /assets: its icons and manifest (the page links them; the installed app shows them). */
const STATIC_FILES = [
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

/** @param {string} path */
const isPersonal = (path) => path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...STATIC_FILES, ...SHELL_FILES]))
      .then(() => self.skipWaiting()),
  );
});

// A new release drops the previous releases' files.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPersonal(url.pathname)) return;
  if (request.mode === 'navigate') {
    // The network first (a new release shows at once); without one, the kept shell.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL).then((kept) => kept ?? Response.error())));
    return;
  }
  if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname).then((kept) => kept ?? Response.error())));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the kept copy first, and a file of a later page is kept once fetched.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (kept) =>
            kept ??
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});

// A push carries only what the notification says and where it leads (libs/contracts/src/push.ts), never a message's
// content: the push service in between sees nothing of a child or a family.
self.addEventListener('push', (event) => {
  /** @type {{ title?: string, body?: string, url?: string, tag?: string, unsubscribeToken?: string }} */
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'Асистент за детски градини', {
      body: payload.body ?? '',
      lang: 'bg',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: payload.tag,
      data: { url: payload.url ?? '/', unsubscribeToken: payload.unsubscribeToken },
      actions: payload.unsubscribeToken ? [{ action: 'unsubscribe', title: 'Спри известията' }] : [],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  notification.close();
  const { url, unsubscribeToken } = notification.data ?? {};
  if (event.action === 'unsubscribe' && unsubscribeToken) {
    event.waitUntil(
      fetch('/api/push/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: unsubscribeToken }),
      })
        .then(() => self.registration.pushManager.getSubscription())
        .then((subscription) => subscription?.unsubscribe()),
    );
    return;
  }
  const target = new URL(url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
