// The master's activity providers and types in Chromium (docs/activities.md "Providers and activity types"): the
// master configures the demo provider that had no ePay set-up — КИН and secret — and sees the secret only as
// „Въведен“ with the notification URL to paste into ePay; the secret is sealed in the database. Then an activity type
// is added and deleted after confirmation; on a phone the providers are cards.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const SECRET = 'e2e-тайна-ePay-7c1f';

describe('the master’s activity providers and types', () => {
  it('the master configures ePay for „Спортен клуб Шампион“: the secret never shown, sealed at rest', async (t) => {
    const master = await newPage(state, t);
    await signInAsDemo(master, state, 'Главен администратор');
    await master.goto('/admin/activities/providers');
    const row = master.getByRole('row', { name: /Спортен клуб Шампион/ });
    await row.getByText('Не е конфигуриран').waitFor();
    await master
      .getByRole('row', { name: /Танцова школа Хоро/ })
      .getByText('Въведен таен ключ за ePay')
      .waitFor();
    await row.getByRole('link', { name: '„Спортен клуб Шампион“' }).click();

    await master.getByLabel('КИН в ePay').fill('8460099999');
    await master.getByLabel(/Таен ключ в ePay/).fill(SECRET);
    await master.getByRole('button', { name: 'Запази' }).click();
    await master.getByText('Доставчикът е запазен.').waitFor();
    await master
      .getByRole('row', { name: /Спортен клуб Шампион/ })
      .getByText('Въведен КИН в ePay')
      .waitFor();

    const { rows } = await withDatabase(state, (db) =>
      db.query(`SELECT id, epay_min, configuration_flags, epay_secret FROM activity_providers WHERE eik = '204691040'`),
    );
    assert.equal(rows[0].epay_min, '8460099999');
    assert.equal(rows[0].configuration_flags, 3);
    assert.equal(rows[0].epay_secret.includes(Buffer.from(SECRET)), false);

    await master.goto(`/admin/activities/providers/${rows[0].id}`);
    await master.getByText('Въведен', { exact: true }).waitFor();
    assert.equal(await master.getByLabel(/Таен ключ в ePay/).inputValue(), '');
    const url = await master.getByRole('textbox', { name: 'Адрес за известия от ePay' }).inputValue();
    assert.match(url, new RegExp(`/api/payments/epay/notifications/${rows[0].id}$`));
    assert.equal((await master.content()).includes(SECRET), false);
    await master.screenshot({ path: join(SCREENSHOTS, 'activity-provider-form.png'), fullPage: true });

    await master.goto('/admin/activities/activities');
    await master.getByRole('cell', { name: 'Народни танци' }).waitFor();
    await master.getByLabel('Нов вид дейност').fill('Шах');
    await master.getByRole('button', { name: 'Добави' }).click();
    const chess = master.getByRole('row', { name: /Шах/ });
    await chess.waitFor();
    // By keyboard (issue 20): the confirmation takes the focus to „Отказ“, Tab reaches „Изтрий“, Enter deletes.
    await chess.getByRole('button', { name: 'Изтриване' }).focus();
    await master.keyboard.press('Enter');
    const focused = () => master.evaluate(() => document.activeElement?.textContent ?? '');
    await master.waitForFunction(() => document.activeElement?.textContent === 'Отказ');
    await master.keyboard.press('Tab');
    assert.equal(await focused(), 'Изтрий');
    await master.keyboard.press('Enter');
    await master.getByText('Видът дейност е изтрит.').waitFor();
    const left = await withDatabase(state, (db) => db.query(`SELECT 1 FROM activity_types WHERE name = 'Шах'`));
    assert.equal(left.rows.length, 0);
  });

  it('on a phone the providers are cards without horizontal scrolling', async (t) => {
    const phone = await newPage(state, t, { width: 375, height: 740 });
    await signInAsDemo(phone, state, 'Главен администратор');
    await phone.goto('/admin/activities/providers');
    await phone.getByText('ЕИК 204691033').waitFor();
    assert.equal(await sidewaysOverflow(phone), '', 'the page does not scroll sideways');
    await phone.screenshot({ path: join(SCREENSHOTS, 'activity-providers-phone.png'), fullPage: true });
  });
});
