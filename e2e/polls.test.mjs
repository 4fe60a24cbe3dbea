// Polls and forms (issue 6 item 4; docs/polls.md): the director creates a poll for one group with one single-choice
// question; the demo parent of that group sees it arrive live on the open list, votes and sees the results; voting
// again is not offered.
import assert from 'node:assert/strict';
import { before, describe, it } from './testing.mjs';
import { demoFamily, hubConnected, newPage, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const POLL = 'Кога да е родителската среща?';
const state = useProduct();
let family;

describe('polls', () => {
  before(async () => {
    family = await demoFamily(state);
  });

  it('a poll for one group reaches its parent live; the parent votes once and sees the results', async (t) => {
    t.after(() => withDatabase(state, (db) => db.query(`DELETE FROM polls WHERE title = $1`, [POLL])));
    const parentPage = await newPage(state, t);
    const connected = hubConnected(parentPage);
    await signInAsDemo(parentPage, state, 'Родител');
    await connected;
    await parentPage.goto('/polls');
    await parentPage.getByRole('heading', { name: 'Анкети и формуляри', level: 2 }).waitFor();

    const director = await newPage(state, t);
    await signInAsDemo(director, state, 'Директор');
    await director.goto('/polls/create');
    await director.getByRole('textbox', { name: 'Заглавие' }).fill(POLL);
    await director.getByLabel('Само групите').check();
    await director.getByRole('combobox', { name: 'Групи' }).click();
    await director.locator('.ant-select-item-option').getByText(family.group, { exact: true }).click();
    await director.keyboard.press('Escape');
    await director.getByRole('textbox', { name: 'Текст на въпроса' }).fill('Кой ден ви е удобен?');
    await director.getByRole('textbox', { name: 'Въпрос 1, отговор 1' }).fill('Вторник');
    await director.getByRole('textbox', { name: 'Въпрос 1, отговор 2' }).fill('Четвъртък');
    await director.getByRole('button', { name: 'Публикувай' }).click();
    await director.getByText('Анкетата е публикувана.').waitFor();
    await director.getByRole('heading', { name: POLL, level: 2 }).waitFor();

    // Live: the parent's open list refetches on receivePoll and offers the new poll to fill in.
    const row = parentPage.getByRole('row').filter({ hasText: POLL });
    await row.getByText('Попълни').waitFor();
    await row.getByRole('link', { name: POLL }).click();
    await parentPage.getByRole('radio', { name: 'Четвъртък' }).check();
    await parentPage.getByRole('button', { name: 'Изпрати отговорите' }).click();
    await parentPage.getByText('Благодарим! Отговорите ви са записани.').waitFor();
    await parentPage.getByText('1 (100,0 %)').waitFor();
    assert.equal(await parentPage.getByRole('button', { name: 'Изпрати отговорите' }).count(), 0);

    const voted = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT r.voted_at IS NOT NULL AS voted, o.text AS answer
           FROM polls p JOIN poll_recipients r ON r.poll_id = p.id AND r.user_id = $2
           JOIN poll_answers a ON a.poll_id = p.id AND a.user_id = r.user_id
           JOIN poll_options o ON o.id = a.option_id
          WHERE p.title = $1`,
        [POLL, family.id],
      );
      return rows;
    });
    assert.deepEqual(voted, [{ voted: true, answer: 'Четвъртък' }]);
  });
});
