// The header badges live (issue 6 item 5; docs/notifications.md): a message reaches the demo parent, the envelope's
// badge rises without a reload, the dropdown shows it, and /notifications lists it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from './testing.mjs';
import { pathToFileURL } from 'node:url';
import { ROOT } from './server.mjs';
import { demoAccount, hubConnected, newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const TITLE = 'Родителска среща в четвъртък';
const state = useProduct();
let hub;
let parent;

describe('notifications and header badges', () => {
  before(async () => {
    const { RealtimeService } = await import(
      pathToFileURL(join(ROOT, 'apps/api/dist/platform/realtime/realtime.service.js')).href
    );
    hub = state.product.app.get(RealtimeService);
    const { email } = demoAccount(state, 'Родител');
    parent = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT u.id, u.selected_kindergarten_id AS kg,
                (SELECT ku.user_id FROM kindergarten_users ku
                  WHERE ku.kindergarten_id = u.selected_kindergarten_id AND ku.role = 1 ORDER BY ku.user_id LIMIT 1) AS director
           FROM users u WHERE lower(u.email) = lower($1)`,
        [email],
      );
      return rows[0];
    });
  });

  it('a new message raises the parent’s envelope badge live and is listed in the dropdown and on /notifications', async (t) => {
    const page = await newPage(state, t);
    const connected = hubConnected(page);
    await signInAsDemo(page, state, 'Родител');
    await connected;
    // What the badge shows now (the demo data may hold unread messages already), as the counters call counts it.
    const before = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM message_recipients
          WHERE user_id = $1 AND kindergarten_id = $2 AND (seen_at IS NULL OR unseen_replies > 0)`,
        [parent.id, parent.kg],
      );
      return rows[0].n;
    });
    await page.getByRole('button', { name: before ? `Съобщения: ${before} непрочетени` : 'Съобщения' }).waitFor();

    // The message as the messages area stores it (one recipient row per person), then the hub's push.
    const id = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `INSERT INTO messages (kindergarten_id, title, content, user_ids, created_by)
         VALUES ($1, $2, '<p>В 17:30 ч. в <strong>голямата зала</strong>.</p>', ARRAY[$3::int], $4) RETURNING id`,
        [parent.kg, TITLE, parent.id, parent.director],
      );
      await db.query(
        `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
         VALUES ($1, $2, $3, false, now(), NULL), ($1, $2, $4, true, now(), now())`,
        [parent.kg, rows[0].id, parent.id, parent.director],
      );
      return rows[0].id;
    });
    t.after(() => withDatabase(state, (db) => db.query('DELETE FROM messages WHERE id = $1', [id])));
    hub.toUsers([parent.id], 'receiveMessage', { id, title: TITLE, content: 'В 17:30 ч.' });

    await page.getByRole('button', { name: `Съобщения: ${before + 1} непрочетени` }).waitFor();
    await page.getByRole('button', { name: `Съобщения: ${before + 1} непрочетени` }).click();
    const row = page.locator('.ant-dropdown').getByRole('link', { name: new RegExp(TITLE) });
    await row.waitFor();
    assert.equal(await row.getAttribute('href'), `/messages/${id}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'notifications-header.png') });
    await page.keyboard.press('Escape');

    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Известия' }).waitFor();
    const listed = page.locator('main').getByRole('link', { name: new RegExp(TITLE) });
    await listed.waitFor();
    assert.equal(await listed.getAttribute('href'), `/messages/${id}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'notifications-page.png') });
  });
});
