// The realtime hub in Chromium: the API pushes through RealtimeService (as an area would) and the signed-in page
// shows the toast, the desktop notification and the maintenance dialog (spec 1 §4, §7, §9).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from './testing.mjs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DIRECTOR, ROOT } from './server.mjs';
import { hubConnected, newPage, pathOf, SCREENSHOTS, signInAsDirector, useProduct } from './support.mjs';

const TEXT = {
  newMessage: 'Имате 1 ново съобщение',
  newEvent: 'Имате 1 ново събитие',
  confirm: 'Разбрах',
};
const MAINTENANCE = {
  id: 77,
  title: 'Планирана профилактика',
  content: 'В неделя от 22:00 до 23:00 системата няма да е достъпна.',
};

const state = useProduct();
let hub;
let directorId;

/** Records desktop notifications instead of showing them, as if the user had allowed them. */
async function recordDesktopNotifications(page) {
  await page.addInitScript(() => {
    /** @type {any} */ (window).__notifications = [];
    /** @type {any} */ (window).Notification = class {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title, options) {
        this.title = title;
        this.body = options?.body;
        this.onclick = null;
        /** @type {any} */ (window).__notifications.push(this);
      }
      close() {}
    };
  });
}

const maintenanceMemory = (page) => page.evaluate((key) => window.localStorage.getItem(key), `kg.maintenance-seen.${directorId}`);

describe('realtime hub', () => {
  before(async () => {
    const { RealtimeService } = await import(
      pathToFileURL(join(ROOT, 'apps/api/dist/platform/realtime/realtime.service.js')).href
    );
    hub = state.product.app.get(RealtimeService);
    const db = new pg.Client({ connectionString: state.product.databaseUrl });
    await db.connect();
    const { rows } = await db
      .query('SELECT id FROM users WHERE lower(email) = lower($1)', [DIRECTOR.email])
      .finally(() => db.end());
    directorId = rows[0].id;
  });

  it('a new message pushed by the API shows its toast, and the toast opens the message', async (t) => {
    // The pushed message exists only in the event: the opened page's request for it may answer 404 before the test ends.
    const page = await newPage(state, t, undefined, { expectedStatuses: [404] });
    const connected = hubConnected(page);
    await signInAsDirector(page);
    await connected;

    hub.toUsers([directorId], 'receiveMessage', { id: 9001, title: 'Родителска среща в петък', content: '<p>От 17:30 ч.</p>' });
    const toast = page.locator('.ant-notification-notice').filter({ hasText: TEXT.newMessage });
    await toast.waitFor();
    await toast.getByText('Родителска среща в петък').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'realtime-toast.png') });

    await toast.click();
    await page.waitForURL((url) => url.pathname === '/messages/9001');
  });

  it('with desktop notifications allowed, a new event also shows one that opens the calendar', async (t) => {
    const page = await newPage(state, t);
    await recordDesktopNotifications(page);
    const connected = hubConnected(page);
    await signInAsDirector(page);
    await connected;

    hub.toUsers([directorId], 'receiveEvent', { id: 314, title: 'Пролетен концерт', content: '' });
    await page.getByText(TEXT.newEvent).waitFor();
    const shown = await page.evaluate(() =>
      /** @type {any} */ (window).__notifications.map(({ title, body }) => ({ title, body })),
    );
    assert.deepEqual(shown, [{ title: TEXT.newEvent, body: 'Пролетен концерт' }]);

    await page.evaluate(() => /** @type {any} */ (window).__notifications[0].onclick());
    await page.waitForURL((url) => url.pathname === '/calendar');
    assert.equal(pathOf(page), '/calendar?id=314');
  });

  it('a maintenance message shows once; confirmed, it stays away after a reload until it is cleared', async (t) => {
    const page = await newPage(state, t);
    let connected = hubConnected(page);
    await signInAsDirector(page);
    await connected;

    hub.toEveryone('receiveMaintenanceMessage', MAINTENANCE);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MAINTENANCE.title).waitFor();
    await dialog.getByText(MAINTENANCE.content).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'realtime-maintenance.png') });
    await dialog.getByRole('button', { name: TEXT.confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(JSON.parse(await maintenanceMemory(page)), [MAINTENANCE.id]);

    connected = hubConnected(page);
    await page.reload();
    await connected;
    hub.toEveryone('receiveMaintenanceMessage', MAINTENANCE);
    // Events arrive in order: once this toast shows, the maintenance message has been handled (and ignored).
    hub.toUsers([directorId], 'receiveMessage', { id: 9002, title: 'След профилактиката', content: '' });
    await page.getByText('След профилактиката').waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'the confirmed message does not show again');

    hub.toEveryone('clearMaintenanceMessage', { id: MAINTENANCE.id });
    await page.waitForFunction((key) => window.localStorage.getItem(key) === null, `kg.maintenance-seen.${directorId}`);
    hub.toEveryone('receiveMaintenanceMessage', MAINTENANCE);
    await page.getByRole('dialog').getByText(MAINTENANCE.content).waitFor();
  });

  it('a wait for a page that never joins the hub fails within its bound, not at the test’s two minutes', async (t) => {
    const page = await newPage(state, t);
    const started = Date.now();
    const connected = hubConnected(page, 2_000);
    await page.goto('/login'); // the sign-in page opens no socket: the wait hangs as it would with a broken hub
    await assert.rejects(connected, /did not join the realtime hub within 2000 ms/);
    const waited = Date.now() - started;
    assert.ok(waited >= 2_000 && waited < 10_000, `the wait failed after ${waited} ms`);
  });
});
