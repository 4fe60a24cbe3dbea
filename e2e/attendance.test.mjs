// The children's attendance grid in Chromium against the real product: the demo teacher opens Присъствия → Дневник,
// fills a day with „Всички присъстват“, marks one child absent with the keyboard, saves, reloads and sees the cells;
// a day off cannot be changed.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signIn, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

const TEACHER = 'teacher@demo.test';
const onScreen = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const sofiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());

/**
 * The demo teacher's own group, the last open working day before today (no weekend, day off or module lock) with its
 * cells cleared, and a weekend day of the same month.
 */
async function arrange() {
  return withDatabase(state, async (db) => {
    const { rows: groups } = await db.query(
      `SELECT c.id, c.name, c.kindergarten_id AS "kindergartenId" FROM classes c
         JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
         JOIN class_teachers ct ON ct.class_id = c.id JOIN teachers te ON te.id = ct.teacher_id
         JOIN users u ON u.id = te.user_id AND u.email = $1
        ORDER BY c.id LIMIT 1`,
      [TEACHER],
    );
    const group = groups[0];
    assert.ok(group, 'the demo teacher has a group');
    const { rows: days } = await db.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date - 1, $1::date - 40, interval '-1 day') AS d
        WHERE extract(isodow FROM d) < 6
          AND NOT EXISTS (SELECT 1 FROM national_days_off n WHERE n.type = 0 AND d BETWEEN n.from_date AND n.to_date)
          AND NOT EXISTS (SELECT 1 FROM kindergarten_days_off o WHERE o.kindergarten_id = $2 AND o.type = 0
                                AND d BETWEEN o.from_date AND o.to_date)
          AND NOT EXISTS (SELECT 1 FROM module_locks l WHERE l.kindergarten_id = $2 AND l.lock_group = 1 AND d <= l.locked_until)
        ORDER BY d DESC LIMIT 1`,
      [sofiaToday(), group.kindergartenId],
    );
    const day = days[0].day;
    await db.query(`DELETE FROM student_attendances WHERE class_id = $1 AND for_date = $2`, [group.id, day]);
    const { rows: children } = await db.query(
      `SELECT concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name FROM student_classes sc
         JOIN students s ON s.id = sc.student_id
        WHERE sc.class_id = $1 AND sc.from_date <= $2 AND (sc.to_date IS NULL OR sc.to_date >= $2)
        ORDER BY sc.position NULLS LAST, s.first_name COLLATE "bg-BG-x-icu", s.last_name COLLATE "bg-BG-x-icu", s.id`,
      [group.id, day],
    );
    assert.ok(children.length >= 2, 'the group has children');
    const { rows: weekend } = await db.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $1::date) + interval '6 days', interval '1 day') AS d
        WHERE extract(isodow FROM d) = 6`,
      [day],
    );
    return { group, day, children: children.map((child) => child.name), weekend: weekend[0].day };
  });
}

describe('attendance grid', () => {
  it('the teacher fills a day with „Всички присъстват“, marks an absence with the keyboard, saves and sees it after a reload', async (t) => {
    const { group, day, children, weekend } = await arrange();
    const page = await newPage(state, t, { width: 1600, height: 900 });
    await page.goto('/login');
    await signIn(page, { email: TEACHER, password: state.product.demo?.password ?? 'Demo2026!' });
    await page.waitForURL((url) => url.pathname === '/');

    await page.locator('aside nav').getByText('Присъствия', { exact: true }).first().click();
    await page.locator('aside nav a', { hasText: 'Дневник' }).click();
    await page.waitForURL((url) => url.pathname === '/attendances/management');
    await page.goto(`/attendances/management?classId=${group.id}&month=${Number(day.slice(5, 7))}&year=${day.slice(0, 4)}`);

    const cell = (child, date) => page.getByRole('gridcell', { name: new RegExp(`^${child}, ${onScreen(date)}:`) });
    await cell(children[0], day).waitFor();
    await page.getByRole('button', { name: `Всички присъстват на ${onScreen(day)}` }).click();
    for (const child of children) assert.equal(await cell(child, day).textContent(), 'п');

    // The keyboard: focus the first child's cell and press "o" (Отсъствие; "о" on a Cyrillic layout).
    await cell(children[0], day).focus();
    await page.keyboard.press('o');
    assert.equal(await cell(children[0], day).textContent(), 'о');
    // A weekend day does not change.
    await cell(children[1], weekend).focus();
    const before = await cell(children[1], weekend).textContent();
    await page.keyboard.press('p');
    assert.equal(await cell(children[1], weekend).textContent(), before);
    assert.equal(await cell(children[1], weekend).getAttribute('aria-readonly'), 'true');

    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText(`Запазени са ${children.length} отбелязвания.`).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'attendance-grid.png') });

    await page.reload();
    await cell(children[0], day).waitFor();
    assert.equal(await cell(children[0], day).textContent(), 'о');
    assert.equal(await cell(children[1], day).textContent(), 'п');
    const stored = await withDatabase(state, (db) =>
      db.query(
        `SELECT type, count(*)::int AS n FROM student_attendances WHERE class_id = $1 AND for_date = $2 GROUP BY type ORDER BY type`,
        [group.id, day],
      ),
    );
    assert.deepEqual(stored.rows, [
      { type: 1, n: 1 },
      { type: 2, n: children.length - 1 },
    ]);
  });
});
