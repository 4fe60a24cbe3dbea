// The master's administrative and maintenance messages in Chromium (docs/admin-messages.md): the master posts an
// administrative message to the demo kindergarten and the demo director's open home page shows it live; a maintenance
// notice opens the director's dialog, and deleting it closes the dialog.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, hubConnected, newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

describe('administrative and maintenance messages', () => {
  it('reach the director’s open home page live, and a deleted notice is cleared', async (t) => {
    const director = await newPage(state, t);
    const connected = hubConnected(director);
    await signInAsDemo(director, state, 'Директор');
    await connected;
    const { rows } = await withDatabase(state, (db) =>
      db.query(
        `SELECT k.name FROM users u JOIN kindergartens k ON k.id = u.selected_kindergarten_id WHERE lower(u.email) = lower($1)`,
        [demoAccount(state, 'Директор').email],
      ),
    );
    const kindergarten = rows[0].name;

    const master = await newPage(state, t);
    await signInAsDemo(master, state, 'Главен администратор');
    await master.goto('/admin/messages/dashboard');
    await master.getByRole('button', { name: 'Ново съобщение' }).click();
    await master.getByRole('textbox', { name: 'Заглавие' }).fill('Нова версия на системата');
    await master.getByLabel('Избрани детски градини').check();
    await master.getByRole('combobox', { name: /Детски градини/ }).fill(kindergarten.slice(0, 12));
    // antd's role="option" nodes are a hidden accessibility list: click the visible item.
    await master.locator('.ant-select-item-option').filter({ hasText: kindergarten }).first().click();
    await master.getByRole('textbox', { name: 'Съдържание' }).click();
    await master.keyboard.type('От понеделник има нов модул за присъствия.');
    await master.getByRole('button', { name: 'Изпрати', exact: true }).click();
    await master.getByText('Съобщението е изпратено.').waitFor();

    await director.getByText('Имате 1 ново административно съобщение').waitFor();
    const card = director.getByLabel('Административни съобщения');
    await card.getByText('Нова версия на системата').waitFor();
    await card.getByText('От понеделник има нов модул за присъствия.').waitFor();
    await director.screenshot({ path: join(SCREENSHOTS, 'admin-messages-home.png') });

    await master.goto('/admin/messages/real-time');
    await master.getByLabel('Съобщение', { exact: true }).fill('Системата ще бъде недостъпна днес от 22:00 ч.');
    await master.getByRole('button', { name: 'Изпрати до всички' }).click();
    await master.getByText('Съобщението е изпратено до всички потребители.').waitFor();
    const dialog = director.getByRole('dialog', { name: 'Техническа поддръжка' });
    await dialog.getByText('Системата ще бъде недостъпна днес от 22:00 ч.').waitFor();

    // The notice goes to everyone connected, the master too: they confirm it like anyone.
    await master.getByRole('dialog', { name: 'Техническа поддръжка' }).getByRole('button', { name: 'Разбрах' }).click();
    const row = master.getByRole('row', { name: /Системата ще бъде недостъпна днес/ });
    await row.getByText('Активно').waitFor();
    await row.getByRole('button', { name: 'Изтриване' }).click();
    await master.getByRole('button', { name: 'Изтрий' }).click();
    await master.getByText('Съобщението е изтрито и скрито от потребителите.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await director.getByText('Системата ще бъде недостъпна днес от 22:00 ч.').count(), 0);
  });
});
