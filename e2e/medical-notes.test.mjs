// Medical notes in Chromium against the real product and the demo data: a week of absences of the demo parent's child
// is written through the database in a kindergarten with the automatic excuse on; the parent records a medical note
// for that week with a scanned PDF; the director approves it, the week's absences become "sick with a medical note"
// and the list shows „Одобрена“.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
/** Monday 12 – Friday 16 October 2026: working days of the demo school year. */
const WEEK = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16'];
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The demo parent's first child and group, absent the whole week, in a kindergarten with the automatic excuse on. */
async function aWeekOfAbsences() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT s.id, s.kindergarten_id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name, sc.class_id
         FROM users u JOIN parents p ON p.user_id = u.id AND p.kindergarten_id = u.selected_kindergarten_id
         JOIN student_parents sp ON sp.parent_id = p.id JOIN students s ON s.id = sp.student_id
         JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
        WHERE lower(u.email) = lower($1) ORDER BY s.first_name, s.id LIMIT 1`,
      [demoAccount(state, 'Родител').email],
    );
    const child = rows[0];
    assert.ok(child, 'the demo parent has a child in a group');
    await db.query(`UPDATE kindergartens SET automatic_excuse_with_medical_note = true WHERE id = $1`, [child.kindergarten_id]);
    await db.query(`DELETE FROM student_attendances WHERE student_id = $1 AND for_date = ANY($2::date[])`, [child.id, WEEK]);
    await db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
       SELECT $1, $2, $3, day, 1 FROM unnest($4::date[]) day`,
      [child.kindergarten_id, child.class_id, child.id, WEEK],
    );
    return child;
  });
}

describe('medical notes', () => {
  it('the parent records a note with its PDF for a week of absences; the director approves and the week is excused', async (t) => {
    const child = await aWeekOfAbsences();

    const parent = await newPage(state, t);
    await signInAsDemo(parent, state, 'Родител');
    await parent.goto('/attendances/medical-notices');
    await parent.getByRole('button', { name: 'Добави медицинска бележка' }).click();
    const dialog = parent.getByRole('dialog');
    await dialog.getByLabel('Дете').click();
    await parent.locator('.ant-select-dropdown:visible').getByTitle(child.name).click();
    await dialog.getByPlaceholder('От дата').fill('12.10.2026');
    await dialog.getByPlaceholder('До дата').fill('16.10.2026');
    await dialog.getByPlaceholder('До дата').press('Enter');
    await dialog.getByLabel('Лекар').fill('д-р Йорданова');
    await dialog.getByLabel('Изберете файлове').setInputFiles({ name: 'бележка.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText('бележка.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Запиши' }).click();
    await parent.getByText('Медицинската бележка е записана.').waitFor();
    await parent
      .getByRole('row', { name: new RegExp(child.name) })
      .getByText('Чака одобрение')
      .waitFor();

    const director = await newPage(state, t);
    await signInAsDemo(director, state, 'Директор');
    await director.goto('/attendances/medical-notices');
    const row = director.getByRole('row', { name: new RegExp(`${child.name}.*д-р Йорданова`) });
    await row.getByText('бележка.pdf').waitFor();
    await row.getByRole('button', { name: 'Одобри' }).click();
    await director.locator('.ant-popover:visible').getByRole('button', { name: 'Одобри' }).click();
    await director.getByText('Бележката е одобрена. Извинени отсъствия: 5.').waitFor();
    await row.getByText('Одобрена').waitFor();
    await director.screenshot({ path: join(SCREENSHOTS, 'medical-notes.png'), fullPage: true });

    const cells = await withDb(
      async (db) =>
        (
          await db.query(
            `SELECT a.type, n.doctor_name, n.status, f.owner_resource
               FROM student_attendances a JOIN student_medical_notes n ON n.id = a.medical_note_id
               LEFT JOIN stored_files f ON f.id = n.file_id
              WHERE a.student_id = $1 AND a.for_date = ANY($2::date[]) ORDER BY a.for_date`,
            [child.id, WEEK],
          )
        ).rows,
    );
    assert.deepEqual(
      cells,
      WEEK.map(() => ({ type: 5, doctor_name: 'д-р Йорданова', status: 1, owner_resource: 39 })),
    );
  });
});
