// The additional activities end to end in Chromium, against the real product and the demo data (issue 16's "done
// when"; docs/activities.md): the master configures ePay for „Спортен клуб Шампион“ and adds the type „Шах“; the
// director creates „Шах за начинаещи“ with them, open to TWO groups (the demo teacher's „Пчелички“ and „Звездички“)
// and led by the demo teacher, and enrols „Звездички“ from the first of the month; the demo parent, on a phone, asks to
// enrol their child of „Пчелички“, the director approves, the parent's open list turns „Одобрено“ live and the child is
// enrolled on the parent's activities page; the teacher fills the month with the autofill from the kindergarten's
// attendance, then reads the summary and downloads its Excel. Every step is checked against the database.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, it } from './testing.mjs';
import {
  demoAccount,
  hubConnected,
  newPage,
  SCREENSHOTS,
  sidewaysOverflow,
  signInAsDemo,
  useProduct,
  withDatabase,
} from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
const PHONE = { width: 390, height: 844 };
const ACTIVITY = 'Шах за начинаещи';
const TYPE = 'Шах';
const PROVIDER = '„Спортен клуб Шампион“';
const KIN = '8460077777';
/** The groups the activity is open to: the demo teacher's and the demo parent's other child's. */
const TEACHERS_GROUP = /„Пчелички“/;
const OTHER_GROUP = /„Звездички“/;
const onScreen = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the steps hand on: the activity's id and the days (filled by the first steps). */
const journey = { activityId: 0, today: '', firstDay: '', month: 0, year: 0 };

/** Clicks an antd Select by its label and picks the visible option whose title matches. */
async function pick(page, label, option, scope = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByTitle(option, { exact: typeof option === 'string' })
    .filter({ visible: true })
    .click();
}

/** Sofia's today, the first day of its month, the month and the year. */
async function theDays() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Sofia')::date AS day)
       SELECT to_char(day, 'YYYY-MM-DD') AS today, to_char(date_trunc('month', day), 'YYYY-MM-DD') AS "firstDay",
              extract(month FROM day)::int AS month, extract(year FROM day)::int AS year
         FROM today`,
    );
    return rows[0];
  });
}

/** The demo teacher's staff record (first and last name) in their selected kindergarten. */
async function theTeacher() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT t.id, t.first_name AS "firstName", t.last_name AS "lastName"
         FROM users u JOIN teachers t ON t.user_id = u.id AND t.kindergarten_id = u.selected_kindergarten_id
        WHERE lower(u.email) = lower($1)`,
      [demoAccount(state, 'Учител').email],
    );
    assert.ok(rows[0], 'the demo teacher has a staff record');
    return rows[0];
  });
}

/** The demo parent's child placed in the teacher's group („Пчелички“) today. */
async function theChild() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name, c.name AS "group"
         FROM users u JOIN parents p ON p.user_id = u.id AND p.kindergarten_id = u.selected_kindergarten_id
         JOIN student_parents sp ON sp.parent_id = p.id JOIN students s ON s.id = sp.student_id
         JOIN student_classes sc ON sc.student_id = s.id AND sc.from_date <= current_date
              AND (sc.to_date IS NULL OR sc.to_date >= current_date)
         JOIN classes c ON c.id = sc.class_id AND c.name LIKE '%„Пчелички“'
        WHERE lower(u.email) = lower($1)`,
      [demoAccount(state, 'Родител').email],
    );
    assert.equal(rows.length, 1, 'the demo parent has one child in „Пчелички“');
    return rows[0];
  });
}

/** The activity's children enrolled on `day` (ids, sorted). */
const enrolledOn = (day) =>
  withDb(async (db) =>
    (
      await db.query(
        `SELECT student_id AS id FROM activity_students
            WHERE activity_id = $1 AND from_date <= $2 AND (to_date IS NULL OR to_date >= $2) ORDER BY student_id`,
        [journey.activityId, day],
      )
    ).rows.map((row) => row.id),
  );

describe('the additional activities, from the provider to the month’s attendance', () => {
  it('the master configures ePay for „Спортен клуб Шампион“ and adds the activity type „Шах“', async (t) => {
    Object.assign(journey, await theDays());
    const master = await newPage(state, t);
    await signInAsDemo(master, state, 'Главен администратор');
    await master.goto('/admin/activities/providers');
    await master
      .getByRole('row', { name: new RegExp(PROVIDER) })
      .getByRole('link', { name: PROVIDER })
      .click();
    await master.getByLabel('КИН в ePay').fill(KIN);
    await master.getByLabel(/Таен ключ в ePay/).fill('e2e-пътешествие-ePay-41d2');
    await master.getByRole('button', { name: 'Запази' }).click();
    await master.getByText('Доставчикът е запазен.').waitFor();

    await master.goto('/admin/activities/activities');
    await master.getByLabel('Нов вид дейност').fill(TYPE);
    await master.getByRole('button', { name: 'Добави' }).click();
    await master.getByRole('cell', { name: TYPE, exact: true }).waitFor();

    const stored = await withDb(async (db) => ({
      provider: (await db.query(`SELECT epay_min, configuration_flags FROM activity_providers WHERE eik = '204691040'`)).rows,
      types: (await db.query(`SELECT name FROM activity_types WHERE name = $1`, [TYPE])).rows,
    }));
    assert.deepEqual(stored, {
      provider: [{ epay_min: KIN, configuration_flags: 3 }],
      types: [{ name: TYPE }],
    });
  });

  it('the director creates an activity for two groups and enrols one of them from the first of the month', async (t) => {
    const teacher = await theTeacher();
    const director = await newPage(state, t);
    await signInAsDemo(director, state, 'Директор');
    await director.goto('/activities/management');
    await director.getByRole('link', { name: 'Нова дейност' }).click();
    await director.waitForURL((url) => url.pathname === '/activities/management/create');

    // The pickers first: Enter in them may submit the form, which the empty required fields then stop.
    await director.getByLabel('Активна от').fill(onScreen(journey.firstDay));
    await director.getByLabel('Активна от').press('Enter');
    await pick(director, 'Ден, ред 1', 'Понеделник');
    await director.getByRole('textbox', { name: 'Начало, ред 1' }).fill('16:00');
    await director.getByRole('textbox', { name: 'Начало, ред 1' }).press('Enter');
    await director.getByRole('textbox', { name: 'Край, ред 1' }).fill('16:45');
    await director.getByRole('textbox', { name: 'Край, ред 1' }).press('Enter');
    await director.getByRole('button', { name: 'Добави ден' }).click();
    await pick(director, 'Ден, ред 2', 'Сряда');
    await director.getByRole('textbox', { name: 'Начало, ред 2' }).fill('16:00');
    await director.getByRole('textbox', { name: 'Начало, ред 2' }).press('Enter');
    await director.getByRole('textbox', { name: 'Край, ред 2' }).fill('16:45');
    await director.getByRole('textbox', { name: 'Край, ред 2' }).press('Enter');

    await pick(director, 'Доставчик', PROVIDER);
    await pick(director, 'Вид дейност', TYPE);
    await director.getByLabel('Наименование').fill(ACTIVITY);
    await director.getByRole('combobox', { name: 'Служител', exact: true }).fill(teacher.lastName);
    await director
      .getByTitle(new RegExp(`^${escape(teacher.firstName)} .*${escape(teacher.lastName)} \\(`))
      .filter({ visible: true })
      .click();
    await pick(director, 'Групи', TEACHERS_GROUP);
    await director.getByTitle(OTHER_GROUP).filter({ visible: true }).click();
    await director.keyboard.press('Escape');
    await director.getByLabel('Месечна такса (€)').fill('24,50');
    await director.getByLabel('Капацитет (деца)').fill('30');
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.getByText('Дейността е запазена.').waitFor();
    await director.waitForURL((url) => url.pathname === '/activities/management');

    const saved = await withDb(async (db) => {
      const { rows } = await db.query(
        `SELECT a.id, p.name AS provider, t.name AS type, a.teacher_id AS "teacherId", a.price_model AS "priceModel",
                a.price_cents AS "priceCents", a.capacity, to_char(a.active_from, 'YYYY-MM-DD') AS "activeFrom",
                a.enrollment_requests_enabled AS requests,
                (SELECT array_agg(c.name ORDER BY c.name) FROM activity_classes ac JOIN classes c ON c.id = ac.class_id
                  WHERE ac.activity_id = a.id) AS groups,
                (SELECT array_agg(s.day_of_week || ' ' || to_char(s.starts_at, 'HH24:MI') || '-' || to_char(s.ends_at, 'HH24:MI')
                                  ORDER BY s.day_of_week) FROM activity_schedule s WHERE s.activity_id = a.id) AS schedule
           FROM activities a JOIN activity_providers p ON p.id = a.provider_id JOIN activity_types t ON t.id = a.activity_type_id
          WHERE a.name = $1`,
        [ACTIVITY],
      );
      return rows;
    });
    assert.equal(saved.length, 1, 'one activity saved');
    const { id, groups, ...activity } = saved[0];
    journey.activityId = id;
    assert.deepEqual(activity, {
      provider: PROVIDER,
      type: TYPE,
      teacherId: teacher.id,
      priceModel: 1,
      priceCents: 2450,
      capacity: 30,
      activeFrom: journey.firstDay,
      requests: true,
      schedule: ['1 16:00-16:45', '3 16:00-16:45'],
    });
    assert.equal(groups.length, 2);
    assert.match(groups.join(' | '), TEACHERS_GROUP);
    assert.match(groups.join(' | '), OTHER_GROUP);
    const row = director.getByRole('row', { name: new RegExp(ACTIVITY) });
    for (const group of groups) await row.getByText(new RegExp(escape(group))).waitFor();
    await row.getByText('0 от 30').waitFor();

    await director.goto(`/activities/groups?activityId=${id}`);
    const other = groups.find((group) => OTHER_GROUP.test(group));
    await director.getByRole('button', { name: `Запиши групата ${other}` }).click();
    const dialog = director.getByRole('dialog', { name: 'Записване в дейността' });
    await dialog.getByLabel('Записване от дата').fill(onScreen(journey.firstDay));
    // Enter commits the day and, the date being the dialog form's one field, sends it as „Запиши“ does.
    await dialog.getByLabel('Записване от дата').press('Enter');
    await director.getByText('Децата са записани.').waitFor();
    const placed = await withDb(async (db) =>
      (
        await db.query(
          `SELECT sc.student_id AS id FROM student_classes sc JOIN classes c ON c.id = sc.class_id
              WHERE c.name = $1 AND c.kindergarten_id = (SELECT kindergarten_id FROM activities WHERE id = $2)
                AND sc.from_date <= $3 AND (sc.to_date IS NULL OR sc.to_date >= $3)
              ORDER BY sc.student_id`,
          [other, id, journey.firstDay],
        )
      ).rows.map((r) => r.id),
    );
    assert.ok(placed.length > 0, 'the group has children');
    assert.deepEqual(await enrolledOn(journey.firstDay), placed);

    await director.goto('/activities/management');
    await director
      .getByRole('row', { name: new RegExp(ACTIVITY) })
      .getByText(`${(await enrolledOn(journey.today)).length} от 30`)
      .waitFor();
    await director.screenshot({ path: join(SCREENSHOTS, 'activities-journey-list.png'), fullPage: true });
  });

  it('a parent on a phone asks to enrol their child, the director approves, the parent sees it live', async (t) => {
    assert.ok(journey.activityId, 'the activity was created');
    const child = await theChild();
    const parent = await newPage(state, t, PHONE);
    const connected = hubConnected(parent);
    await signInAsDemo(parent, state, 'Родител');
    await connected;
    await parent.goto('/activities/applications/enrollment');
    await parent.getByRole('link', { name: 'Ново заявление' }).click();
    await parent.waitForURL((url) => url.pathname === '/activities/applications/enrollment/create');
    // The date first: Enter in the picker may submit the form, which the empty required fields then stop.
    await parent.getByLabel('Начална дата').fill(onScreen(journey.today));
    await parent.getByLabel('Начална дата').press('Enter');
    await pick(parent, 'Дете', new RegExp(`^${escape(child.name)} \\(`));
    await pick(parent, 'Дейност', new RegExp(`^${ACTIVITY} — 24,50\\s€ на месец$`));
    await parent.getByText(PROVIDER).waitFor();
    await parent.getByLabel('Бележка').fill('Много иска да играе шах.');
    assert.equal(await sidewaysOverflow(parent), '', 'the request form fits the phone’s width');
    await parent.getByRole('button', { name: 'Подай заявлението' }).click();
    await parent.getByText('Заявлението е подадено.').waitFor();
    await parent.waitForURL((url) => url.pathname === '/activities/applications/enrollment');
    // On the phone the list is cards (the shared responsive list), one per request.
    const mine = parent.getByRole('listitem').filter({ hasText: new RegExp(ACTIVITY) });
    await mine.getByText('Чака одобрение').waitFor();
    assert.equal(await sidewaysOverflow(parent), '', 'the request list fits the phone’s width');

    const requestOf = () =>
      withDb(
        async (db) =>
          (
            await db.query(
              `SELECT student_id AS "studentId", change_type AS "changeType", status, to_char(from_date, 'YYYY-MM-DD') AS "fromDate",
                      parent_note AS note, decision_note AS "decisionNote"
                 FROM activity_enrollment_requests WHERE activity_id = $1`,
              [journey.activityId],
            )
          ).rows,
      );
    const asked = {
      studentId: child.id,
      changeType: 0,
      fromDate: journey.today,
      note: 'Много иска да играе шах.',
    };
    assert.deepEqual(await requestOf(), [{ ...asked, status: 1, decisionNote: null }]);

    const director = await newPage(state, t);
    await signInAsDemo(director, state, 'Директор');
    await director.goto('/activities/applications/enrollment');
    const request = director.getByRole('row', { name: new RegExp(ACTIVITY) });
    await request.getByText(child.name).waitFor();
    await request.getByRole('button', { name: 'Одобри' }).click();
    const decision = director.getByRole('dialog', { name: 'Одобряване на заявление' });
    await decision.getByLabel('Бележка към родителя').fill('Добре дошли в „Шах за начинаещи“.');
    await decision.getByRole('button', { name: 'Одобри' }).click();
    await director.getByText('Заявлението е одобрено.').waitFor();
    await request.getByText('Одобрено', { exact: true }).waitFor();
    assert.deepEqual(await requestOf(), [{ ...asked, status: 2, decisionNote: 'Добре дошли в „Шах за начинаещи“.' }]);
    assert.ok((await enrolledOn(journey.today)).includes(child.id), 'the approval enrolled the child from the day');

    // The parent's open list: the decision arrives without a reload.
    await parent.getByText(new RegExp(`в „${ACTIVITY}“ от ${escape(onScreen(journey.today))} е одобрено\\.`)).waitFor();
    await mine.getByText('Одобрено', { exact: true }).waitFor();
    await mine.getByText('Бележка: Добре дошли в „Шах за начинаещи“.').waitFor();

    await parent.goto('/activities/parents/providers');
    const section = parent.getByRole('region', { name: new RegExp(`^${escape(child.name)}, `) });
    await section.getByRole('article', { name: ACTIVITY }).getByText('Записано', { exact: true }).waitFor();
    assert.equal(await sidewaysOverflow(parent), '', 'the parent’s activities fit the phone’s width');
    await parent.screenshot({ path: join(SCREENSHOTS, 'activities-journey-parent.png'), fullPage: true });

    await director.goto('/activities/management');
    await director
      .getByRole('row', { name: new RegExp(ACTIVITY) })
      .getByText(`${(await enrolledOn(journey.today)).length} от 30`)
      .waitFor();
  });

  it('the teacher fills the month from the kindergarten’s attendance; the summary and its Excel agree', async (t) => {
    assert.ok(journey.activityId, 'the activity was created');
    const { activityId, month, year } = journey;
    const marks = () =>
      withDb(
        async (db) =>
          (
            await db.query(
              `SELECT count(*) FILTER (WHERE status = 1)::int AS present, count(*) FILTER (WHERE status = 2)::int AS absent
                 FROM activity_attendances WHERE activity_id = $1`,
              [activityId],
            )
          ).rows[0],
      );
    assert.deepEqual(await marks(), { present: 0, absent: 0 });

    const teacher = await newPage(state, t);
    await signInAsDemo(teacher, state, 'Учител');
    await teacher.goto(`/activities/attendances?activityId=${activityId}&month=${month}&year=${year}`);
    await teacher.getByRole('button', { name: 'Попълни от присъствията в градината' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'Попълни' }).click();
    const report = teacher.getByText(/^Попълнени са \d+ клетк|^Няма празни клетки/);
    await report.waitFor();
    const text = (await report.textContent()) ?? '';
    const [, filled = '0', present = '0', absent = '0'] =
      /^Попълнени са (\d+) клетк\S*: (\d+) присъствия и (\d+) отсъствия/.exec(text) ?? [];
    const stored = await marks();
    assert.deepEqual(stored, { present: Number(present), absent: Number(absent) });
    assert.equal(Number(filled), stored.present + stored.absent);

    // Each mark is the kindergarten's verdict of that day, and every day with a verdict was filled.
    const check = await withDb(async (db) => {
      const { rows } = await db.query(
        `WITH verdicts AS (
           SELECT e.student_id, a.for_date,
                  CASE attendance_kind(a.type, a.for_date, absence_day_off(a.kindergarten_id, a.class_id, a.for_date))
                    WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 2 END AS status
             FROM activity_students e
             JOIN student_attendances a ON a.kindergarten_id = e.kindergarten_id AND a.student_id = e.student_id
                  AND a.for_date >= e.from_date
                  AND (e.to_date IS NULL OR a.for_date <= e.to_date)
            WHERE e.activity_id = $1 AND a.for_date >= $2::date AND a.for_date <= (now() AT TIME ZONE 'Europe/Sofia')::date
              AND extract(isodow FROM a.for_date) IN (SELECT day_of_week FROM activity_schedule WHERE activity_id = $1))
         SELECT (SELECT count(*)::int FROM verdicts WHERE status IS NOT NULL) AS verdicts,
                (SELECT count(*)::int FROM activity_attendances m LEFT JOIN verdicts v
                         ON v.student_id = m.student_id AND v.for_date = m.for_date
                  WHERE m.activity_id = $1 AND v.status IS DISTINCT FROM m.status) AS disagreeing`,
        [activityId, journey.firstDay],
      );
      return rows[0];
    });
    assert.equal(check.disagreeing, 0, 'every filled cell is the kindergarten’s verdict of the day');
    assert.ok(Number(filled) > 0 || check.verdicts === 0, 'the days with a verdict were filled');
    assert.ok(Number(filled) <= check.verdicts);
    await teacher.screenshot({ path: join(SCREENSHOTS, 'activities-journey-teacher.png'), fullPage: true });

    await teacher.getByRole('tab', { name: 'Справка' }).click();
    const totals = teacher.getByRole('row', { name: /^Общо/ });
    await totals.waitFor();
    const cells = await totals.getByRole('cell').allTextContents();
    assert.equal(cells[0], 'Общо');
    const [sessions, shownPresent, shownAbsent, unmarked] = cells.slice(1).map(Number);
    assert.deepEqual([shownPresent, shownAbsent], [stored.present, stored.absent]);
    assert.equal(shownPresent + shownAbsent + unmarked, sessions);

    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Изтегли Excel' }).click(),
    ]);
    assert.match(download.suggestedFilename(), new RegExp(`^Присъствия в дейности - ${ACTIVITY}.*\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(/** @type {any} */ (await readFile(await download.path())));
    const sheet = workbook.worksheets[0];
    const last = sheet.getRow(sheet.rowCount);
    assert.equal(last.getCell(2).value, 'Общо');
    assert.deepEqual(
      [4, 5, 6, 7].map((column) => last.getCell(column).value),
      [sessions, stored.present, stored.absent, unmarked],
    );
    assert.equal(sheet.rowCount - 2, (await enrolledOn(journey.today)).length, 'a line per child, the header and the total');
  });
});
