// Activity attendance in Chromium, on a phone, against the real product and the demo data: the demo director opens
// /activities/attendances for an activity of the kindergarten, fills the month's empty cells from the kindergarten's
// attendance (after the confirmation) and the database agrees with the count the page reports; then marks a child
// absent with the day list's big toggle, saves, and the database holds the mark.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
const PHONE = { width: 375, height: 812 };

/** The demo director's activity with the most children enrolled this month, and the month (Sofia's today). */
async function anActivity() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Sofia')::date AS day)
       SELECT a.id AS "activityId", a.name, extract(month FROM today.day)::int AS month, extract(year FROM today.day)::int AS year
         FROM users u JOIN activities a ON a.kindergarten_id = u.selected_kindergarten_id, today
        WHERE lower(u.email) = lower($1)
        ORDER BY (SELECT count(*) FROM activity_students e WHERE e.activity_id = a.id
                   AND (e.to_date IS NULL OR e.to_date >= date_trunc('month', today.day))) DESC, a.id
        LIMIT 1`,
      [demoAccount(state, 'Директор').email],
    );
    assert.ok(rows[0], 'the demo director has an activity');
    return rows[0];
  });
}

const marksOf = (activityId) =>
  withDb(
    async (db) =>
      (await db.query(`SELECT count(*)::int AS n FROM activity_attendances WHERE activity_id = $1`, [activityId])).rows[0].n,
  );

describe('activity attendance', () => {
  it('the director autofills the month on a phone and marks a child absent', async (t) => {
    const { activityId, month, year } = await anActivity();
    const before = await marksOf(activityId);
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Директор');
    await page.goto(`/activities/attendances?activityId=${activityId}&month=${month}&year=${year}`);
    await page.getByRole('button', { name: 'Попълни от присъствията в градината' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Попълни' }).click();
    const report = page.getByText(/^Попълнени са \d+ клетк|^Няма празни клетки/);
    await report.waitFor();
    const text = await report.textContent();
    const filled = Number(/^Попълнени са (\d+)/.exec(text)?.[1] ?? 0);
    assert.equal(await marksOf(activityId), before + filled);

    assert.equal(await sidewaysOverflow(page), '', 'the page fits the phone’s width');

    // The day list: the first enabled „Отсъства“ toggle that is not pressed yet.
    const toggle = page.locator('button[aria-label$=": Отсъства"][aria-pressed="false"]:not([disabled])').first();
    if ((await toggle.count()) === 0) return; // no open session day yet this month: nothing to mark
    const label = await toggle.getAttribute('aria-label');
    await toggle.click();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Запазени са 1 отбелязване.').waitFor();
    const child = label.replace(/: Отсъства$/, '');
    const stored = await withDb(
      async (db) =>
        (
          await db.query(
            `SELECT m.status FROM activity_attendances m JOIN students s ON s.id = m.student_id
              WHERE m.activity_id = $1 AND concat_ws(' ', s.first_name, s.middle_name, s.last_name) = $2
              ORDER BY m.updated_at DESC LIMIT 1`,
            [activityId, child],
          )
        ).rows,
    );
    assert.deepEqual(stored, [{ status: 2 }]);
    await page.screenshot({ path: join(SCREENSHOTS, 'activity-attendances.png'), fullPage: true });
  });
});
