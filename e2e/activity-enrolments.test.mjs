// Enrolment in the additional activities in Chromium, on a phone, against the real product and the demo data: the
// demo director opens /activities/groups, picks an activity, enrols a child of its groups who is not enrolled yet from
// today, sets the same day as the child's last day, and reads the child's history in the drawer; the database agrees.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
const PHONE = { width: 375, height: 812 };

/** A running activity of the demo director's kindergarten with a free place and a child of its groups not enrolled. */
async function anActivityAndAChild() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT a.id AS "activityId", a.name AS activity, s.id AS "studentId",
              concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS child
         FROM users u JOIN activities a ON a.kindergarten_id = u.selected_kindergarten_id AND a.active_to IS NULL
         JOIN activity_classes ac ON ac.activity_id = a.id
         JOIN student_classes sc ON sc.class_id = ac.class_id AND sc.to_date IS NULL AND sc.from_date <= current_date
         JOIN students s ON s.id = sc.student_id
        WHERE lower(u.email) = lower($1)
          AND (a.capacity IS NULL OR a.capacity > (SELECT count(*) FROM activity_students e WHERE e.activity_id = a.id))
          AND NOT EXISTS (SELECT 1 FROM activity_students e WHERE e.activity_id = a.id AND e.student_id = s.id)
        ORDER BY a.id, s.id LIMIT 1`,
      [demoAccount(state, 'Директор').email],
    );
    assert.ok(rows[0], 'the demo director has an activity with a child not enrolled yet');
    return rows[0];
  });
}

const enrolmentsOf = (activityId, studentId) =>
  withDb(
    async (db) =>
      (
        await db.query(
          `SELECT (to_date IS NOT NULL AND to_date = from_date) AS "leftSameDay", created_by IS NOT NULL AS "byUser"
             FROM activity_students WHERE activity_id = $1 AND student_id = $2`,
          [activityId, studentId],
        )
      ).rows,
  );

describe('activity enrolments', () => {
  it('the director enrols a child from today on a phone, sets the last day and reads the history', async (t) => {
    const { activityId, activity, studentId, child } = await anActivityAndAChild();
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Директор');
    await page.goto('/activities/groups');
    await page.getByLabel('Дейност').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(activity, { exact: true }).click();

    await page.getByRole('checkbox', { name: child, exact: true }).check();
    await page.getByRole('button', { name: 'Запиши избраните' }).click();
    const enrol = page.getByRole('dialog');
    await enrol.getByText(child).waitFor();
    await enrol.getByRole('button', { name: 'Запиши' }).click();
    await page.getByText('Децата са записани.').waitFor();
    assert.deepEqual(await enrolmentsOf(activityId, studentId), [{ leftSameDay: false, byUser: true }]);

    await page.getByRole('checkbox', { name: child, exact: true }).check();
    await page.getByRole('button', { name: 'Дата на напускане' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Датата на напускане е записана.').waitFor();
    assert.deepEqual(await enrolmentsOf(activityId, studentId), [{ leftSameDay: true, byUser: true }]);

    assert.equal(await sidewaysOverflow(page), '', 'the page fits the phone’s width');
    await page.getByRole('button', { name: `История на ${child}` }).click();
    const drawer = page.getByRole('dialog', { name: `История: ${child}` });
    await drawer.getByText(activity, { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'activity-enrolments.png'), fullPage: true });
  });
});
