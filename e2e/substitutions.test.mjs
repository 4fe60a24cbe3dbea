// Staff substitutions in Chromium against the real product: the director records that a teacher is replaced by
// another in a group for three working days, sees it in the list (3 days, 18 hours) and in the norms report, and a
// second substitution of the same substitute at the same time is refused with the Bulgarian message.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { DIRECTOR } from './server.mjs';
import { aGroupOfTheDirector, newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

/** The first Monday of October of the active school year, and the two days after it (dd.mm.yyyy). */
function threeWorkingDays(year) {
  const day = new Date(Date.UTC(year, 9, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const text = (offset) => {
    const date = new Date(day.getTime() + offset * 86_400_000);
    return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${year}`;
  };
  return [text(0), text(2)];
}

async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: false }).last().click();
}

describe('substitutions', () => {
  it('the director records a substitution, sees it in the list and the norms, and a clash is refused', async (t) => {
    const year = await withDatabase(state, async (db) => {
      await db.query(
        `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation)
         SELECT id, unnest(ARRAY['Ана', 'Бояна', 'Галя']), 'Заместова', 'Учител' FROM kindergartens WHERE name = $1`,
        [DIRECTOR.kindergarten],
      );
      const { rows } = await db.query(
        `SELECT extract(year FROM p.from_date)::int AS year FROM kindergarten_periods p JOIN kindergartens k ON k.id = p.kindergarten_id
          WHERE k.name = $1 AND p.is_active`,
        [DIRECTOR.kindergarten],
      );
      return rows[0].year;
    });
    await aGroupOfTheDirector(state, 'Пчелички');
    const [from, to] = threeWorkingDays(year);

    // The refusal this journey provokes (409) is expected: the browser's note about it is not a problem.
    const page = await newPage(state, t, undefined, { expectedStatuses: [409] });
    await signInAsDirector(page);
    await page.goto('/staff/members-substitution');
    await page.getByText('Няма заместване по избраните критерии.').waitFor();
    await page.getByRole('link', { name: 'Ново заместване' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/members-substitution/create');

    const period = async () => {
      await page.getByPlaceholder('Начална дата').fill(from);
      await page.getByPlaceholder('Крайна дата').fill(to);
      await page.getByPlaceholder('Крайна дата').press('Enter');
      await page.getByText('Работни дни: 3').waitFor();
    };
    await period();
    await choose(page, 'Отсъстващ служител', 'Ана Заместова');
    await choose(page, 'Заместващ', 'Бояна Заместова');
    await choose(page, 'Група', 'Пчелички');
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/members-substitution');
    await page.getByText('Заместването е запазено.').waitFor();
    const row = page.getByRole('row', { name: /Ана Заместова/ });
    await row.getByText('Бояна Заместова').waitFor();
    assert.match(await row.innerText(), /I смяна\s+6\s+3\s+18\s+Болничен/);
    await page.screenshot({ path: join(SCREENSHOTS, 'substitutions-list.png'), fullPage: true });

    // The same substitute, the same days and shift, for another absent teacher: marked busy, and refused by the API.
    await page.getByRole('link', { name: 'Ново заместване' }).click();
    await choose(page, 'Отсъстващ служител', 'Галя Заместова');
    await choose(page, 'Заместващ', 'Бояна Заместова');
    await choose(page, 'Група', 'Пчелички');
    await period();
    await page.getByText(/Бояна Заместова — зает: Замества в група „Пчелички“/).waitFor();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page
      .getByText(/^Заместващият вече замества в същата смяна в този период\./)
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/staff/members-substitution/create');

    const [day, month] = from.split('.');
    await page.goto(`/staff/references/mandatory?fromDate=${year}-${month}-${day}&toDate=${year}-${month}-${day}`);
    const norm = page.getByRole('row', { name: /Бояна Заместова/ });
    await norm.waitFor();
    assert.match(await norm.innerText(), /Учител\s+6\s+1\s+6\s+0\s+6/);
  });
});
