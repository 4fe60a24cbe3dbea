// The calendar and the notice board (issue 6 items 2 and 3; docs/events.md, docs/notice-board.md): the director
// posts an event for one group, the demo parent of that group sees it appear live with the unseen mark and opens it;
// the director adds a notice and moves it on the board.
import assert from 'node:assert/strict';
import { before, describe, it } from './testing.mjs';
import { demoFamily, hubConnected, newPage, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const EVENT = 'Куклен театър в групата';
const NOTICE = 'Събираме капачки за благотворителност';
const state = useProduct();
let family;

describe('calendar and notice board', () => {
  before(async () => {
    family = await demoFamily(state);
  });

  it('an event for one group reaches its parent live, marked unseen until opened; a new notice is moved on the board', async (t) => {
    t.after(() =>
      withDatabase(state, async (db) => {
        await db.query(`DELETE FROM events WHERE title = $1`, [EVENT]);
        await db.query(`DELETE FROM board_notices WHERE title = $1 OR title = 'По-стара обява'`, [NOTICE]);
      }),
    );
    const parentPage = await newPage(state, t);
    const connected = hubConnected(parentPage);
    await signInAsDemo(parentPage, state, 'Родител');
    await connected;
    await parentPage.goto('/calendar');
    await parentPage.getByRole('heading', { name: 'Календар', level: 2 }).waitFor();

    const director = await newPage(state, t);
    await signInAsDemo(director, state, 'Директор');
    await director.goto('/calendar');
    await director.getByRole('button', { name: 'Ново събитие' }).click();
    await director.getByRole('textbox', { name: 'Заглавие' }).fill(EVENT);
    await director.getByLabel('Само групите').check();
    await director.getByRole('combobox', { name: /Групи/ }).click();
    await director.locator('.ant-select-dropdown:visible').getByTitle(family.group, { exact: true }).click();
    await director.keyboard.press('Escape');
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.getByText('Събитието е добавено.').waitFor();
    const stored = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT e.id, e.audience, cardinality(e.class_ids) AS groups FROM events e WHERE e.title = $1`,
        [EVENT],
      );
      return rows[0];
    });
    assert.deepEqual({ audience: stored.audience, groups: stored.groups }, { audience: 1, groups: 1 });

    // Live: the parent's open calendar refetches on receiveEvent and shows the event as new.
    const unseen = parentPage.getByRole('button', { name: new RegExp(`${EVENT} \\(ново\\)`) });
    await unseen.waitFor();
    await unseen.click();
    const drawer = parentPage.getByRole('dialog');
    await drawer.getByText('Само групите').waitFor();
    await parentPage.getByRole('button', { name: new RegExp(`^9:00 ${EVENT}$`) }).waitFor();
    const seen = await withDatabase(state, (db) =>
      db.query(`SELECT 1 FROM event_seen WHERE event_id = $1 AND user_id = $2`, [stored.id, family.id]),
    );
    assert.equal(seen.rowCount, 1);

    // The notice board: the new notice goes on top; the director moves it down and back up.
    await withDatabase(state, (db) =>
      db.query(
        `INSERT INTO board_notices (kindergarten_id, title, content, audience, created_by, position)
         SELECT $1, 'По-стара обява', '<p>Стара</p>', 0, ku.user_id, -1000
           FROM kindergarten_users ku WHERE ku.kindergarten_id = $1 AND ku.role = 1 ORDER BY ku.user_id LIMIT 1`,
        [family.kg],
      ),
    );
    await director.goto('/notes');
    await director.getByRole('button', { name: 'Нова обява' }).click();
    await director.getByRole('textbox', { name: 'Заглавие' }).fill(NOTICE);
    await director.getByRole('textbox', { name: 'Съдържание' }).click();
    await director.keyboard.type('Носете капачки до петък.');
    await director.getByRole('button', { name: 'Публикувай' }).click();
    await director.getByText('Обявата е публикувана.').waitFor();
    const order = () =>
      withDatabase(state, async (db) => {
        const { rows } = await db.query(
          `SELECT title FROM board_notices WHERE kindergarten_id = $1 AND title IN ($2, 'По-стара обява') ORDER BY position, id`,
          [family.kg, NOTICE],
        );
        return rows.map((row) => row.title);
      });
    assert.deepEqual(await order(), [NOTICE, 'По-стара обява']);
    const move = (direction) =>
      Promise.all([
        director.waitForResponse((response) => response.url().includes('/messages/order') && response.status() === 204),
        director.getByRole('button', { name: `Премести ${direction} „${NOTICE}“` }).click(),
      ]);
    await move('надолу');
    assert.deepEqual(await order(), ['По-стара обява', NOTICE]);
    await move('нагоре');
    assert.deepEqual(await order(), [NOTICE, 'По-стара обява']);
  });
});
