// The installable app in Chromium (issue 20 item 4; docs/pwa.md): the Bulgarian manifest and its icons, the service
// worker that keeps the shell so that the app opens without a network (never an API answer), and Web Push from the
// profile's switch to a notification on the phone, through tools/push-simulator.
import assert from 'node:assert/strict';
import { describe, it } from './testing.mjs';
import { demoAccount, demoFamily, newPage, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const PHONE = { width: 390, height: 844 };

/** The paths the service worker keeps, over all its caches. */
const keptPaths = (page) =>
  page.evaluate(async () => {
    const paths = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** A token of a demo account, signed in through the API (the director's side of the journey needs no second page). */
async function tokenOf(role) {
  const response = await fetch(`${state.product.baseUrl}/api/identity/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: demoAccount(state, role).email, password: state.product.demo.password }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()).token;
}

describe('the installable app', () => {
  it('has a Bulgarian manifest with icons, and opens the sign-in page without a network once visited', async (t) => {
    const page = await newPage(state, t, PHONE, { serviceWorker: true });
    await page.goto('/login');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.request.get(manifestUrl ?? '');
    assert.equal(manifest.status(), 200);
    const body = await manifest.json();
    assert.equal(body.name, 'Асистент за детски градини');
    assert.equal(body.lang, 'bg');
    assert.equal(body.display, 'standalone');
    assert.ok(body.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'));
    for (const icon of body.icons) {
      const image = await page.request.get(icon.src);
      assert.equal(image.status(), 200, icon.src);
      assert.equal(image.headers()['content-type'], 'image/png');
    }

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const kept = await keptPaths(page);
    assert.ok(kept.includes('/index.html'), `kept: ${kept.join(', ')}`);
    assert.ok(kept.some((path) => path.startsWith('/assets/') && path.endsWith('.js')));
    assert.deepEqual(
      kept.filter((path) => path.startsWith('/api')),
      [],
    );

    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('textbox', { name: 'Имейл адрес' }).waitFor();
      await page.getByRole('button', { name: 'Вход' }).waitFor();
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('a parent turns notifications on in the profile, and a new message from the director shows on the phone', async (t) => {
    const page = await newPage(state, t, PHONE, { serviceWorker: true });
    await page.context().grantPermissions(['notifications']);
    const device = state.product.push.subscribe();
    // Chromium's own push service is out of reach here: the page's Push API hands out a subscription of the local one,
    // which then receives what the API sends, checks its signature and decrypts it like a real push service.
    await page.addInitScript((subscription) => {
      /** A stand-in of the browser's PushSubscription with what the app reads of it. */
      const make = () =>
        /** @type {PushSubscription} */ (
          /** @type {unknown} */ ({
            endpoint: subscription.endpoint,
            expirationTime: null,
            toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
            unsubscribe: async () => (sessionStorage.removeItem('kg-e2e-push'), true),
          })
        );
      PushManager.prototype.subscribe = async () => (sessionStorage.setItem('kg-e2e-push', '1'), make());
      PushManager.prototype.getSubscription = async () => (sessionStorage.getItem('kg-e2e-push') ? make() : null);
    }, device);
    const family = await demoFamily(state);
    await signInAsDemo(page, state, 'Родител');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('/profile');
    const toggle = page.getByRole('switch', { name: 'Известия на това устройство' });
    await toggle.click();
    await page.getByText('Известията на това устройство са включени.').waitFor();
    const stored = await withDatabase(state, (db) =>
      db.query(`SELECT user_id FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint]),
    );
    assert.deepEqual(stored.rows, [{ user_id: family.id }]);

    const groupId = await withDatabase(state, async (db) => {
      const { rows } = await db.query(`SELECT id FROM classes WHERE name = $1 AND kindergarten_id = $2`, [
        family.group,
        family.kg,
      ]);
      return rows[0].id;
    });
    const sent = await fetch(`${state.product.baseUrl}/api/Messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenOf('Директор')}` },
      body: JSON.stringify({
        title: 'Утре сме на куклен театър',
        content: '<p>Носете 3 €.</p>',
        audience: 1,
        classIds: [groupId],
      }),
    });
    assert.equal(sent.status, 200, await sent.clone().text());
    const messageId = (await sent.json()).entityId;
    const pushed = await state.product.push.waitForPush((push) => push.subscriptionId === device.id, 30_000);
    assert.equal(pushed.payload.title, 'Имате 1 ново съобщение');
    assert.equal(pushed.payload.body, 'Утре сме на куклен театър');
    assert.equal(pushed.payload.url, `/messages/${messageId}`);

    // The push service hands the decrypted message to the browser's service worker, which shows the notification.
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((candidate) => !candidate.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: state.product.baseUrl,
      registrationId: String(await registration),
      data: JSON.stringify(pushed.payload),
    });
    const notificationsShown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: notification.data?.url,
          // Chromium has `actions`; the DOM's types do not list it yet.
          actions: /** @type {{ actions: { title: string }[] }} */ (/** @type {unknown} */ (notification)).actions.map(
            (action) => action.title,
          ),
        })),
      );
    let shown = await notificationsShown();
    for (const started = Date.now(); !shown.length && Date.now() - started < 10_000; shown = await notificationsShown()) {
      await page.waitForTimeout(100);
    }
    assert.deepEqual(shown, [
      {
        title: 'Имате 1 ново съобщение',
        body: 'Утре сме на куклен театър',
        url: `/messages/${messageId}`,
        actions: ['Спри известията'],
      },
    ]);

    await toggle.click();
    await page.getByText('Известията на това устройство са изключени.').waitFor();
    const left = await withDatabase(state, (db) =>
      db.query(`SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint]),
    );
    assert.equal(left.rowCount, 0);
  });
});
