// Parents' attendance requests in Chromium against the real product and the demo data: the demo parent files a
// family-reason absence for a future working day; the director, whose list is already open, sees it arrive without
// reloading and approves it; the parent's open list turns „Одобрено“; the day is a family-reason cell of the grid
// carrying the request (docs/attendance-requests.md).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
const onScreen = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const signInAs = (page, role) => signInAsDemo(page, state, role);

/** The demo parent's first child in a group, with no requests, and a working day at least a week ahead. */
async function aChildAndAFutureDay() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name
         FROM users u JOIN parents p ON p.user_id = u.id AND p.kindergarten_id = u.selected_kindergarten_id
         JOIN student_parents sp ON sp.parent_id = p.id JOIN students s ON s.id = sp.student_id
         JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
        WHERE lower(u.email) = lower($1) ORDER BY s.first_name, s.id LIMIT 1`,
      [demoAccount(state, 'Родител').email],
    );
    const child = rows[0];
    assert.ok(child, 'the demo parent has a child in a group');
    await db.query(`DELETE FROM student_attendances WHERE student_id = $1 AND request_id IS NOT NULL`, [child.id]);
    await db.query(`DELETE FROM student_attendance_requests WHERE student_id = $1`, [child.id]);
    const {
      rows: [{ day }],
    } = await db.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
         FROM generate_series((now() AT TIME ZONE 'Europe/Sofia')::date + 7, (now() AT TIME ZONE 'Europe/Sofia')::date + 60, '1 day') d
        WHERE extract(isodow FROM d) < 6
          AND NOT EXISTS (SELECT 1 FROM national_days_off n WHERE n.type = 1 AND d BETWEEN n.from_date AND n.to_date)
        ORDER BY d LIMIT 1`,
    );
    return { ...child, day };
  });
}

describe('attendance requests', () => {
  it('the parent files a family-reason absence, the director sees it live and approves, the day is marked', async (t) => {
    const child = await aChildAndAFutureDay();

    const director = await newPage(state, t);
    await signInAs(director, 'Директор');
    await director.goto('/attendances/applications');
    await director.getByRole('heading', { name: 'Заявления' }).waitFor();

    const parent = await newPage(state, t);
    await signInAs(parent, 'Родител');
    await parent.goto('/attendances/applications/personal-reasons/create');
    await parent.getByLabel('Дете').click();
    await parent.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(child.name)).click();
    await parent.getByPlaceholder('От дата').fill(onScreen(child.day));
    await parent.getByPlaceholder('До дата').fill(onScreen(child.day));
    await parent.getByPlaceholder('До дата').press('Enter');
    await parent.getByLabel('Причина за отсъствието').fill('Семейно пътуване');
    await parent.getByText('Работни дни в периода').waitFor();
    await parent.getByRole('button', { name: 'Подай заявлението' }).click();
    await parent.getByText('Заявлението е подадено.').waitFor();
    const parentRow = parent.getByRole('row', { name: new RegExp(child.name) });
    await parentRow.getByText('Чака одобрение').waitFor();

    // The director's open list: the toast and the new row arrive without a reload.
    await director.getByText(new RegExp(`Ново заявление за отсъствие от .* за ${child.name}`)).waitFor();
    const row = director.getByRole('row', { name: new RegExp(`${child.name}.*${onScreen(child.day)}`) });
    await row.getByRole('button', { name: 'Одобри' }).click();
    await director.getByRole('dialog').getByRole('button', { name: 'Одобри' }).click();
    await director.getByText('Заявлението е одобрено.').waitFor();
    await row.getByText('Одобрено').waitFor();
    await director.screenshot({ path: join(SCREENSHOTS, 'attendance-applications-director.png') });

    // The parent's open list turns approved, with the decision's toast.
    await parent.getByText(`Заявлението за ${child.name} за ${onScreen(child.day)} е одобрено`).waitFor();
    await parentRow.getByText('Одобрено').waitFor();

    const cells = await withDb(async (db) => {
      const { rows } = await db.query(
        `SELECT a.type, a.request_id IS NOT NULL AS "byRequest" FROM student_attendances a
          WHERE a.student_id = $1 AND a.for_date = $2`,
        [child.id, child.day],
      );
      return rows;
    });
    assert.deepEqual(cells, [{ type: 4, byRequest: true }]);
  });
});
