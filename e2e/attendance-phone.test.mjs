// Attendance on a phone (issue 20): at 390 × 844 on a touch screen the demo teacher's „Дневник“ opens on the day
// view; by taps only she goes back to the last open working day, marks „Всички присъстват“, then one child absent,
// saves, reloads and sees the marks (and the database has them); no horizontal scroll at 390 or 360 px, touch targets
// of at least 44 × 44 px, text of the controls at 4.5:1. At 1366 × 900 the month grid opens with today's column in
// view, labelled „днес“, and the grid is one Tab stop.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, sidewaysOverflow, signIn, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

const TEACHER = 'teacher@demo.test';
const onScreen = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const dayBefore = (day) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};
const sofiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());

/** The demo teacher's own group, the last open working day up to today with its cells cleared, and its children. */
async function arrange() {
  return withDatabase(state, async (db) => {
    const { rows: groups } = await db.query(
      `SELECT c.id, c.kindergarten_id AS "kindergartenId" FROM classes c
         JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
         JOIN class_teachers ct ON ct.class_id = c.id JOIN teachers te ON te.id = ct.teacher_id
         JOIN users u ON u.id = te.user_id AND u.email = $1
        ORDER BY c.id LIMIT 1`,
      [TEACHER],
    );
    const group = groups[0];
    assert.ok(group, 'the demo teacher has a group');
    const { rows: days } = await db.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date, $1::date - 40, interval '-1 day') AS d
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
    return { group, day, children: children.map((child) => child.name) };
  });
}

/** The buttons of the page whose text has less than 4.5:1 against the background behind it (WCAG 1.4.3). */
const lowContrastButtons = (page) =>
  page.evaluate(() => {
    const rgb = (value) => (value.match(/[\d.]+/g) ?? []).map(Number);
    /** @param {number[]} color */
    const luminance = (color) => {
      const [r = 0, g = 0, b = 0] = color;
      const channel = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (element) => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g, b, a = 1] = rgb(window.getComputedStyle(node).backgroundColor);
        if (a > 0.5) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const buttons = /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('main button:not([disabled])'));
    return [...buttons]
      .filter((button) => button.offsetParent !== null && button.textContent.trim())
      .map((button) => {
        const front = luminance(rgb(window.getComputedStyle(button).color));
        const back = luminance(background(button));
        const ratio = (Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05);
        return { name: button.getAttribute('aria-label') ?? button.textContent.trim(), ratio: Math.round(ratio * 100) / 100 };
      })
      .filter((entry) => entry.ratio < 4.5);
  });

describe('attendance on a phone', () => {
  it('the teacher marks a day by taps at 390 px: all present, then one absent; saves, reloads and sees it', async (t) => {
    const { group, day, children } = await arrange();
    const page = await newPage(state, t, { width: 390, height: 844 }, { touch: true });
    await page.goto('/login');
    await signIn(page, { email: TEACHER, password: state.product.demo?.password ?? 'Demo2026!' });
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`/attendances/management?classId=${group.id}`);
    await page.getByRole('heading', { level: 3, name: onScreen(sofiaToday()) }).waitFor();
    assert.equal(await page.getByRole('grid').count(), 0, 'a phone opens on the day view, not the month grid');
    // Back to the day by „Предишен ден“, one day at a time (days off on the way are shown, not skipped).
    for (let shown = sofiaToday(); shown !== day;) {
      await page.getByRole('button', { name: 'Предишен ден' }).tap();
      shown = dayBefore(shown);
      await page.getByRole('heading', { level: 3, name: onScreen(shown) }).waitFor();
    }
    await page.getByRole('button', { name: `${children[0]}: Присъствие` }).waitFor();
    assert.equal(await sidewaysOverflow(page), '', 'no horizontal scroll at 390 px');

    await page.getByRole('button', { name: `Всички присъстват на ${onScreen(day)}` }).tap();
    for (const child of children) {
      assert.equal(await page.getByRole('button', { name: `${child}: Присъствие` }).getAttribute('aria-pressed'), 'true');
    }
    const absent = page.getByRole('button', { name: `${children[0]}: Отсъствие` });
    await absent.tap();
    assert.equal(await absent.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByRole('button', { name: `${children[0]}: Присъствие` }).getAttribute('aria-pressed'), 'false');

    for (const name of [
      `${children[1]}: Присъствие`,
      `${children[1]}: Отсъствие`,
      `${children[1]}: друг статус`,
      'Следващ ден',
    ]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      assert.ok(box && box.width >= 44 && box.height >= 44, `${name}: ${box?.width} × ${box?.height} px`);
    }
    assert.deepEqual(await lowContrastButtons(page), [], 'button text at 4.5:1 or more');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.waitForFunction(() => document.documentElement.clientWidth === 360);
    assert.equal(await sidewaysOverflow(page), '', 'no horizontal scroll at 360 px');
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByRole('button', { name: 'Запази', exact: true }).tap();
    await page.getByText(`Запазени са ${children.length} отбелязвания.`).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'attendance-phone-day.png'), fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 3, name: onScreen(day) }).waitFor();
    await page.getByRole('button', { name: `${children[0]}: Отсъствие` }).waitFor();
    assert.equal(await page.getByRole('button', { name: `${children[0]}: Отсъствие` }).getAttribute('aria-pressed'), 'true');
    for (const child of children.slice(1)) {
      assert.equal(await page.getByRole('button', { name: `${child}: Присъствие` }).getAttribute('aria-pressed'), 'true');
    }
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

    // The month grid is still one tap away, its child column leaving the days visible beside it.
    await page.getByRole('button', { name: 'Месец: изглед по месеци' }).tap();
    const grid = page.getByRole('grid', { name: 'Присъствия за месеца' });
    await grid.waitFor();
    const names = await grid.locator('thead th').first().boundingBox();
    const area = await grid.locator('xpath=..').boundingBox();
    assert.ok(names && area && names.width <= area.width / 2, `child column ${names?.width} of ${area?.width} px`);
    assert.equal(await sidewaysOverflow(page), '', 'no horizontal scroll of the page with the month grid at 390 px');
  });

  it('at 1366 × 900 the month grid opens with today in view, labelled „днес“, and is one Tab stop', async (t) => {
    const { group } = await arrange();
    const page = await newPage(state, t, { width: 1366, height: 900 });
    await page.goto('/login');
    await signIn(page, { email: TEACHER, password: state.product.demo?.password ?? 'Demo2026!' });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/attendances/management?classId=${group.id}`);

    const grid = page.getByRole('grid', { name: 'Присъствия за месеца' });
    const today = grid.locator('th[aria-current="date"]');
    await today.waitFor();
    assert.match(await today.innerText(), new RegExp(`^${Number(sofiaToday().slice(8))}\\s+\\S+\\s+днес`));
    // Today's header lies inside the visible part of the scrolled grid, right of the sticky child column.
    const [header, area, names] = await Promise.all([
      today.boundingBox(),
      grid.locator('xpath=..').boundingBox(),
      grid.locator('thead th').first().boundingBox(),
    ]);
    assert.ok(header && area && names, 'the grid is laid out');
    assert.ok(header.x >= names.x + names.width - 1, `today (${header.x}) right of the child column (${names.x + names.width})`);
    assert.ok(
      header.x + header.width <= area.x + area.width + 1,
      `today (${header.x + header.width}) within ${area.x + area.width}`,
    );
    assert.equal(await grid.locator('[tabindex="0"]').count(), 1, 'one Tab stop in the grid');
    const first = page.getByRole('gridcell', { name: /\(днес\)/ }).first();
    assert.equal(await first.getAttribute('tabindex'), '0', 'the Tab stop is today');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await first.getAttribute('tabindex'), '-1');
    await page.keyboard.press('Tab');
    assert.equal(await grid.evaluate((table) => table.contains(document.activeElement)), false, 'Tab leaves the grid');
    await page.screenshot({ path: join(SCREENSHOTS, 'attendance-grid-today.png') });
  });
});
