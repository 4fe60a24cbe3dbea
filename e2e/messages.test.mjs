// Messages (issue 6 item 1; docs/messages.md): the director writes to one group; the demo parent of that group sees it
// arrive live in the open inbox, opens it with its attached file, downloads the file and replies; the director sees the
// reply count and the conversation.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from './testing.mjs';
import { demoFamily, hubConnected, newPage, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const TITLE = 'Разходка в парка в петък';
const ATTACHMENT = { name: 'Какво да вземем.txt', mimeType: 'text/plain', buffer: Buffer.from('Шапка, вода, дъждобран.\n') };
const state = useProduct();
let family;

describe('messages', () => {
  before(async () => {
    family = await demoFamily(state);
  });

  it('a message to one group reaches its parent live; the parent replies and the director sees it', async (t) => {
    t.after(() =>
      withDatabase(state, async (db) => {
        // Resource 1 = Messages: the attached file goes with its message, as deleting it through the API does.
        await db.query(
          `DELETE FROM stored_files WHERE owner_resource = 1 AND owner_id IN (SELECT id FROM messages WHERE title = $1)`,
          [TITLE],
        );
        await db.query(`DELETE FROM messages WHERE title = $1`, [TITLE]);
      }),
    );
    const parentPage = await newPage(state, t);
    const connected = hubConnected(parentPage);
    await signInAsDemo(parentPage, state, 'Родител');
    await connected;
    await parentPage.goto('/messages');
    await parentPage.getByRole('heading', { name: 'Съобщения', level: 2 }).waitFor();

    const director = await newPage(state, t);
    const directorConnected = hubConnected(director);
    await signInAsDemo(director, state, 'Директор');
    await directorConnected;
    await director.goto('/messages/create');
    await director.getByLabel('Само групите').check();
    await director.getByRole('combobox', { name: 'Групи' }).click();
    await director.locator('.ant-select-item-option').filter({ hasText: family.group }).first().click();
    await director.keyboard.press('Escape');
    await director.getByRole('textbox', { name: 'Заглавие' }).fill(TITLE);
    await director.getByRole('textbox', { name: 'Съдържание' }).click();
    await director.keyboard.type('Излизаме в 10 ч. Облечете децата топло.');
    await director.getByLabel('Изберете файлове').setInputFiles(ATTACHMENT);
    await director.getByText('Какво да вземем.txt').waitFor();
    await director.getByRole('button', { name: 'Изпрати', exact: true }).click();
    await director.getByText('Съобщението е изпратено.').waitFor();
    await director.getByRole('heading', { name: TITLE, level: 2 }).waitFor();

    // Live: the parent's open inbox refetches on receiveMessage; the new message is unread.
    const row = parentPage.getByRole('row').filter({ hasText: TITLE });
    await row.getByLabel('Непрочетено').waitFor();
    await row.getByRole('link', { name: TITLE }).click();
    await parentPage.getByText('Излизаме в 10 ч. Облечете децата топло.').waitFor();
    const [download] = await Promise.all([
      parentPage.waitForEvent('download'),
      parentPage.getByRole('button', { name: 'Изтегли Какво да вземем.txt' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'Какво да вземем.txt');
    assert.equal(await readFile(await download.path(), 'utf8'), 'Шапка, вода, дъждобран.\n');
    await parentPage.getByLabel('Отговор').fill('Благодарим, ще бъдем готови.');
    await parentPage.getByRole('button', { name: 'Изпрати отговор' }).click();
    await parentPage.getByText('Отговорът е изпратен.').waitFor();

    // The director's open message refetches on the reply's push and shows the parent's conversation.
    await director.getByText(`${family.name} (1)`).click();
    await director.getByText('Благодарим, ще бъдем готови.').waitFor();

    const stored = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT r.seen_at IS NOT NULL AS seen, (SELECT count(*)::int FROM message_replies x WHERE x.message_id = m.id
                                                  AND x.thread_user_id = r.user_id) AS replies
           FROM messages m JOIN message_recipients r ON r.message_id = m.id AND r.user_id = $2
          WHERE m.title = $1`,
        [TITLE, family.id],
      );
      return rows;
    });
    assert.deepEqual(stored, [{ seen: true, replies: 1 }]);
  });
});
