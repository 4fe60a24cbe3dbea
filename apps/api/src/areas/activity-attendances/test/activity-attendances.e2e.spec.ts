import { ActivityAttendanceStatus as A, ChildAttendanceStatus as S, DayOfWeek, Role, todayInBulgaria } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { anActivity, anEnrolment, aSchedule } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember, aSignedInParentOf, aSignedInTeacherOf } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

/** The Tuesdays and Thursdays of October 2026 (1 October is a Thursday); the 22nd is the kindergarten's day off. */
const SESSIONS = [
  '2026-10-01',
  '2026-10-06',
  '2026-10-08',
  '2026-10-13',
  '2026-10-15',
  '2026-10-20',
  '2026-10-22',
  '2026-10-27',
  '2026-10-29',
];
const DAY_OFF = '2026-10-22';

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Excel's bytes from a supertest answer. */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('/api/Activities/attendance (activity attendance)', () => {
  let t: TestApp;
  let director: Member;
  let lead: Member;
  let groupTeacher: Member;
  let otherTeacher: Member;
  let manciple: Member;
  let parent: Member;
  let stranger: Member;
  let kindergartenId: number;
  let classA: number;
  let classB: number;
  let galya: number;
  let boris: number;
  let vera: number;
  let activityId: number;
  let strangerActivity: number;

  const marksOf = async (id = activityId) =>
    (
      await t.db.query(
        `SELECT student_id AS "studentId", to_char(for_date, 'YYYY-MM-DD') AS "forDate", status
           FROM activity_attendances WHERE activity_id = $1 ORDER BY student_id, for_date`,
        [id],
      )
    ).rows;
  const mark = (studentId: number, forDate: string, status: A) =>
    t.db.query(
      `INSERT INTO activity_attendances (kindergarten_id, activity_id, student_id, for_date, status) VALUES ($1, $2, $3, $4, $5)`,
      [kindergartenId, activityId, studentId, forDate, status],
    );
  const kindergartenMark = (studentId: number, classId: number, forDate: string, type: S) =>
    t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, $4, $5)`,
      [kindergartenId, classId, studentId, forDate, type],
    );
  const save = (auth: Record<string, string>, cells: unknown[], status: number, id = activityId) =>
    request(t.http).post('/api/Activities/attendance').set(auth).send({ activityId: id, cells }).expect(status);

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    kindergartenId = director.kindergartenId;
    classA = await aGroup(t.db, kindergartenId, 'Пчелица');
    classB = await aGroup(t.db, kindergartenId, 'Звездица');
    galya = (await aChild(t.db, kindergartenId, { classId: classA, firstName: 'Галя' })).id;
    boris = (await aChild(t.db, kindergartenId, { classId: classA, firstName: 'Борис' })).id;
    vera = (await aChild(t.db, kindergartenId, { classId: classB, firstName: 'Вера' })).id;
    // The activity's own teacher: a staff record of the user that teaches no group.
    lead = await aSignedInMember(t, Role.Teacher, kindergartenId);
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation) VALUES ($1, $2, 'Ана', 'Колева', 'Учител') RETURNING id`,
      [kindergartenId, lead.user.id],
    );
    groupTeacher = await aSignedInTeacherOf(t, kindergartenId, classA);
    otherTeacher = await aSignedInTeacherOf(t, kindergartenId, classB);
    manciple = await aSignedInMember(t, Role.Manciple, kindergartenId);
    parent = await aSignedInParentOf(t, kindergartenId, galya);
    activityId = await anActivity(t.db, kindergartenId, { name: 'Английски език', classIds: [classA], teacherId: rows[0].id });
    await aSchedule(t.db, kindergartenId, activityId, [DayOfWeek.Tuesday, DayOfWeek.Thursday]);
    await anEnrolment(t.db, kindergartenId, activityId, galya);
    await anEnrolment(t.db, kindergartenId, activityId, boris, { fromDate: '2026-10-15' });
    await t.db.query(
      `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
       SELECT $1, id, $2, $2, 'Ден на детската градина', 0 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`,
      [kindergartenId, DAY_OFF],
    );
    stranger = await aSignedInMember(t, Role.Director);
    strangerActivity = await anActivity(t.db, stranger.kindergartenId, { name: 'Футбол' });
    await aSchedule(t.db, stranger.kindergartenId, strangerActivity, [DayOfWeek.Tuesday]);
    // The children's attendance module lock does not close activity attendance (docs/activities.md).
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, 1, '2026-10-31')`, [
      kindergartenId,
    ]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query(`DELETE FROM activity_attendances WHERE activity_id = $1`, [activityId]));

  describe('GET {activityId}/{month}/{year}', () => {
    const path = (id = activityId, month = 10) => `/api/Activities/attendance/${id}/${month}/2026`;

    it('answers the session days, the enrolled children in name order, their marks and the totals', async () => {
      await mark(galya, '2026-10-01', A.Present);
      await mark(galya, '2026-10-06', A.Absent);
      await mark(boris, '2026-10-15', A.Present);
      const { body } = await request(t.http).get(path()).set(director.auth).expect(200);
      expect(body).toMatchObject({
        activityId,
        activityName: 'Английски език',
        month: 10,
        year: 2026,
        weekdays: [2, 4],
        canEdit: true,
      });
      expect(body.days.map((day: { forDate: string }) => day.forDate)).toEqual(SESSIONS);
      const dayOff = body.days.find((day: { forDate: string }) => day.forDate === DAY_OFF);
      expect(dayOff).toMatchObject({ isDayOff: true, isDayLocked: true, isFuture: false });
      expect(dayOff.lockReason).toContain('Ден на детската градина');
      // 1 October is open although the children's attendance is locked until 31 October.
      expect(body.days[0]).toMatchObject({ isDayLocked: false, lockReason: null, present: 1, absent: 0, enrolled: 1 });
      expect(body.rows.map((row: { studentName: string }) => row.studentName)).toEqual([
        'Борис Иванова Петрова',
        'Галя Иванова Петрова',
      ]);
      const [borisRow, galyaRow] = body.rows;
      expect(borisRow).toMatchObject({ studentId: boris, className: 'Пчелица', present: 1, absent: 0 });
      expect(borisRow.cells.map((cell: { enrolled: boolean }) => cell.enrolled)).toEqual(
        SESSIONS.map((day) => day >= '2026-10-15'),
      );
      expect(galyaRow.cells.slice(0, 3)).toEqual([
        { forDate: '2026-10-01', status: A.Present, enrolled: true },
        { forDate: '2026-10-06', status: A.Absent, enrolled: true },
        { forDate: '2026-10-08', status: null, enrolled: true },
      ]);
      expect(body.totals).toEqual({ present: 2, absent: 1 });
      expect(body.days.find((day: { forDate: string }) => day.forDate === '2026-10-15')).toMatchObject({
        present: 1,
        enrolled: 2,
      });
    });

    it('lets the lead teacher and the group’s teacher write, another teacher only read', async () => {
      expect((await request(t.http).get(path()).set(lead.auth).expect(200)).body.canEdit).toBe(true);
      expect((await request(t.http).get(path()).set(groupTeacher.auth).expect(200)).body.canEdit).toBe(true);
      expect((await request(t.http).get(path()).set(otherTeacher.auth).expect(200)).body.canEdit).toBe(false);
    });

    it('shows a parent only their own child, and no activity their child is not in', async () => {
      const { body } = await request(t.http).get(path()).set(parent.auth).expect(200);
      expect(body.canEdit).toBe(false);
      expect(body.rows.map((row: { studentId: number }) => row.studentId)).toEqual([galya]);
      const other = await anActivity(t.db, kindergartenId, { classIds: [classB] });
      await anEnrolment(t.db, kindergartenId, other, vera);
      await request(t.http).get(path(other)).set(parent.auth).expect(404);
    });

    it('refuses without a token, a role without the right, another kindergarten’s activity and a bad month', async () => {
      await request(t.http).get(path()).expect(401);
      await request(t.http).get(path()).set(manciple.auth).expect(403);
      await request(t.http).get(path(strangerActivity)).set(director.auth).expect(404);
      await request(t.http).get(path(activityId)).set(stranger.auth).expect(404);
      const bad = await request(t.http).get(path(activityId, 13)).set(director.auth).expect(400);
      expect(bad.body.errors.month).toBeDefined();
    });
  });

  describe('POST (save)', () => {
    it('saves many cells at once and clears a cell with null', async () => {
      await mark(galya, '2026-10-08', A.Present);
      await save(
        lead.auth,
        [
          { studentId: galya, forDate: '2026-10-01', status: A.Present },
          { studentId: galya, forDate: '2026-10-06', status: A.Absent },
          { studentId: boris, forDate: '2026-10-15', status: A.Absent },
          { studentId: galya, forDate: '2026-10-08', status: null },
        ],
        200,
      );
      expect(await marksOf()).toEqual(
        [
          { studentId: galya, forDate: '2026-10-01', status: A.Present },
          { studentId: galya, forDate: '2026-10-06', status: A.Absent },
          { studentId: boris, forDate: '2026-10-15', status: A.Absent },
        ].sort((a, b) => a.studentId - b.studentId),
      );
      const { rows } = await t.db.query(`SELECT DISTINCT updated_by FROM activity_attendances WHERE activity_id = $1`, [
        activityId,
      ]);
      expect(rows).toEqual([{ updated_by: lead.user.id }]);
      // The group's teacher changes a mark (an update).
      await save(groupTeacher.auth, [{ studentId: galya, forDate: '2026-10-01', status: A.Absent }], 200);
      expect((await marksOf()).find((row) => row.forDate === '2026-10-01' && row.studentId === galya).status).toBe(A.Absent);
    });

    it.each([
      [
        'a day the activity does not take place',
        '2026-10-05',
        'galya',
        'Галя Петрова, 05.10.2026: в този ден дейността не се провежда.',
      ],
      ['a day off', DAY_OFF, 'galya', 'Галя Петрова: 22.10.2026 е неучебен ден на детската градина: „Ден на детската градина“.'],
      ['a child not yet enrolled', '2026-10-13', 'boris', 'Борис Петрова не е записано в дейността на 13.10.2026.'],
    ])('refuses %s, naming the child and the day, and saves nothing', async (_case, forDate, child, message) => {
      const studentId = child === 'galya' ? galya : boris;
      const { body } = await save(
        director.auth,
        [
          { studentId: galya, forDate: '2026-10-01', status: A.Present },
          { studentId, forDate, status: A.Present },
        ],
        400,
      );
      expect(body.message).toBe(message);
      expect(body.errors['cells.1']).toEqual([message]);
      expect(await marksOf()).toEqual([]);
    });

    it('refuses a future session day and a child of another group who is not enrolled', async () => {
      const today = todayInBulgaria();
      let future = addDays(today, 7);
      while (![2, 4].includes(new Date(`${future}T12:00:00Z`).getUTCDay())) future = addDays(future, 1);
      const ahead = await save(director.auth, [{ studentId: galya, forDate: future, status: A.Present }], 400);
      expect(ahead.body.message).toContain('не може да се отбележи присъствие за бъдещ ден');
      const notEnrolled = await save(director.auth, [{ studentId: vera, forDate: '2026-10-01', status: A.Present }], 400);
      expect(notEnrolled.body.message).toBe('Вера Петрова не е записано в дейността на 01.10.2026.');
      expect(await marksOf()).toEqual([]);
    });

    it('refuses without a token, a parent, a teacher who neither leads it nor teaches its groups, another kindergarten, bad cells', async () => {
      const cell = { studentId: galya, forDate: '2026-10-01', status: A.Present };
      await save({}, [cell], 401);
      await save(parent.auth, [cell], 403);
      await save(otherTeacher.auth, [cell], 403);
      await save(stranger.auth, [cell], 404);
      await save(director.auth, [cell], 404, strangerActivity);
      const bad = await save(director.auth, [{ ...cell, status: 3 }], 400);
      expect(Object.keys(bad.body.errors)).toEqual(['cells.0.status']);
      const twice = await save(director.auth, [cell, cell], 400);
      expect(twice.body.errors['cells.1']).toEqual(['Клетката е изпратена два пъти.']);
      await save(director.auth, [], 400);
      expect(await marksOf()).toEqual([]);
    });
  });

  describe('POST autofill', () => {
    const autofill = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
      request(t.http).post('/api/Activities/attendance/autofill').set(auth).send(body).expect(status);

    it('fills empty cells from the kindergarten’s attendance exactly, never overwriting a mark', async () => {
      await kindergartenMark(galya, classA, '2026-10-01', S.Attendance); // present → present
      await kindergartenMark(galya, classA, '2026-10-06', S.Absence); // absent → absent
      await kindergartenMark(galya, classA, '2026-10-13', S.Excused); // excused → absent
      await kindergartenMark(galya, classA, '2026-10-20', S.Vacancy); // not counted → empty
      await kindergartenMark(galya, classA, DAY_OFF, S.Attendance); // a day off → empty
      await kindergartenMark(galya, classA, '2026-10-07', S.Attendance); // not a session day → empty
      await kindergartenMark(boris, classA, '2026-10-13', S.Attendance); // not enrolled yet → empty
      await kindergartenMark(boris, classA, '2026-10-15', S.Attendance); // marked absent already → kept
      await kindergartenMark(boris, classA, '2026-10-20', S.Absence);
      await mark(boris, '2026-10-15', A.Absent);
      const { body } = await autofill(lead.auth, { activityId, month: 10, year: 2026 }, 200);
      expect(body).toEqual({ filled: 4, present: 1, absent: 3 });
      expect(await marksOf()).toEqual(
        [
          { studentId: galya, forDate: '2026-10-01', status: A.Present },
          { studentId: galya, forDate: '2026-10-06', status: A.Absent },
          { studentId: galya, forDate: '2026-10-13', status: A.Absent },
          { studentId: boris, forDate: '2026-10-15', status: A.Absent },
          { studentId: boris, forDate: '2026-10-20', status: A.Absent },
        ].sort((a, b) => a.studentId - b.studentId || a.forDate.localeCompare(b.forDate)),
      );
      expect((await autofill(director.auth, { activityId, month: 10, year: 2026 }, 200)).body).toEqual({
        filled: 0,
        present: 0,
        absent: 0,
      });
      await t.db.query(`DELETE FROM student_attendances WHERE student_id = ANY($1)`, [[galya, boris]]);
    });

    it('refuses without a token, a parent, a teacher of another group, another kindergarten, a bad month', async () => {
      const body = { activityId, month: 10, year: 2026 };
      await autofill({}, body, 401);
      await autofill(parent.auth, body, 403);
      await autofill(otherTeacher.auth, body, 403);
      await autofill(stranger.auth, body, 404);
      const bad = await autofill(director.auth, { ...body, month: 0 }, 400);
      expect(bad.body.errors.month).toBeDefined();
      expect(await marksOf()).toEqual([]);
    });
  });

  describe('GET summary and its exports', () => {
    const summaryPath = '/api/Activities/attendance/summary';

    beforeEach(async () => {
      await mark(galya, '2026-10-01', A.Present);
      await mark(galya, '2026-10-06', A.Present);
      await mark(galya, '2026-10-08', A.Absent);
      await mark(boris, '2026-10-15', A.Present);
      await mark(boris, '2026-10-20', A.Absent);
    });

    it('counts per child the sessions held while enrolled, present, absent and unmarked, agreeing with the database', async () => {
      const { body } = await request(t.http)
        .get(summaryPath)
        .query({ month: 10, year: 2026, activityId })
        .set(director.auth)
        .expect(200);
      expect(body.fromDate).toBe('2026-10-01');
      expect(body.toDate).toBe('2026-10-31');
      // Nine Tuesdays and Thursdays, less the day off.
      expect(body.activities).toEqual([
        {
          activityId,
          activityName: 'Английски език',
          sessionsHeld: 8,
          rows: [
            {
              studentId: boris,
              studentName: 'Борис Иванова Петрова',
              className: 'Пчелица',
              sessions: 4,
              present: 1,
              absent: 1,
              unmarked: 2,
            },
            {
              studentId: galya,
              studentName: 'Галя Иванова Петрова',
              className: 'Пчелица',
              sessions: 8,
              present: 2,
              absent: 1,
              unmarked: 5,
            },
          ],
          totals: { sessions: 12, present: 3, absent: 2, unmarked: 7 },
        },
      ]);
      const { rows } = await t.db.query(
        `SELECT count(*) FILTER (WHERE status = 1)::int AS present, count(*) FILTER (WHERE status = 2)::int AS absent
           FROM activity_attendances WHERE activity_id = $1`,
        [activityId],
      );
      expect(body.totals).toMatchObject(rows[0]);
    });

    it('narrows by period and group; a parent sees only their child', async () => {
      const period = await request(t.http)
        .get(summaryPath)
        .query({ fromDate: '2026-10-01', toDate: '2026-10-08', activityId })
        .set(director.auth)
        .expect(200);
      expect(period.body.activities[0]).toMatchObject({ sessionsHeld: 3, totals: { sessions: 3, present: 2, absent: 1 } });
      expect(period.body.activities[0].rows.map((row: { studentId: number }) => row.studentId)).toEqual([galya]);
      const groupB = await request(t.http)
        .get(summaryPath)
        .query({ month: 10, year: 2026, classId: classB })
        .set(director.auth)
        .expect(200);
      expect(groupB.body.activities.map((activity: { activityId: number }) => activity.activityId)).not.toContain(activityId);
      const own = await request(t.http).get(summaryPath).query({ month: 10, year: 2026 }).set(parent.auth).expect(200);
      expect(own.body.activities).toHaveLength(1);
      expect(own.body.activities[0].rows).toEqual([
        expect.objectContaining({ studentId: galya, sessions: 8, present: 2, absent: 1 }),
      ]);
    });

    it('refuses without a token, a role without the right, another kindergarten’s activity, no period', async () => {
      await request(t.http).get(summaryPath).query({ month: 10, year: 2026 }).expect(401);
      await request(t.http).get(summaryPath).query({ month: 10, year: 2026 }).set(manciple.auth).expect(403);
      await request(t.http)
        .get(summaryPath)
        .query({ month: 10, year: 2026, activityId: strangerActivity })
        .set(director.auth)
        .expect(404);
      const bad = await request(t.http).get(summaryPath).set(director.auth).expect(400);
      expect(bad.body.errors.month).toEqual(['Изберете месец и година или период (от – до).']);
      const backwards = await request(t.http)
        .get(summaryPath)
        .query({ fromDate: '2026-10-08', toDate: '2026-10-01' })
        .set(director.auth)
        .expect(400);
      expect(backwards.body.errors.toDate).toBeDefined();
    });

    it('exports the same numbers as a PDF and an Excel workbook', async () => {
      const query = { month: 10, year: 2026, activityId };
      const pdf = await request(t.http)
        .get(`${summaryPath}/export/pdf`)
        .query(query)
        .set(director.auth)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(pdf.body)).join('\n');
      expect(text).toContain('Присъствия в дейности');
      expect(text).toContain('Английски език, Октомври 2026');
      expect(text).toContain('Английски език – проведени занятия: 8');
      expect(text).toMatch(/Галя Иванова Петрова\s*Пчелица\s*8\s*2\s*1\s*5/);
      expect(text).toMatch(/Борис Иванова Петрова\s*Пчелица\s*4\s*1\s*1\s*2/);

      const excel = await request(t.http)
        .get(`${summaryPath}/export/excel`)
        .query(query)
        .set(director.auth)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(excel.body);
      const sheet = workbook.worksheets[0]!;
      const values = sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
      expect(values).toEqual([
        ['Дейност', 'Дете', 'Група', 'Занятия', 'Присъствия', 'Отсъствия', 'Неотбелязани'],
        ['Английски език', 'Борис Иванова Петрова', 'Пчелица', 4, 1, 1, 2],
        ['Английски език', 'Галя Иванова Петрова', 'Пчелица', 8, 2, 1, 5],
        [undefined, 'Общо', undefined, 12, 3, 2, 7],
      ]);
    });

    it('refuses an export without a token, for a role without the right, of another kindergarten, of an unknown type', async () => {
      await request(t.http).get(`${summaryPath}/export/pdf`).query({ month: 10, year: 2026 }).expect(401);
      await request(t.http).get(`${summaryPath}/export/pdf`).query({ month: 10, year: 2026 }).set(manciple.auth).expect(403);
      await request(t.http)
        .get(`${summaryPath}/export/excel`)
        .query({ month: 10, year: 2026, activityId })
        .set(stranger.auth)
        .expect(404);
      await request(t.http).get(`${summaryPath}/export/word`).query({ month: 10, year: 2026 }).set(director.auth).expect(400);
    });
  });
});
