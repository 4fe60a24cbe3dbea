import { Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { anActivity, anEnrolment } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember, aSignedInParentOf, aSignedInTeacherOf } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const day = (value: unknown): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** The enrolment rows of the activity, oldest first. */
async function rowsOf(db: pg.Pool, activityId: number) {
  const { rows } = await db.query(
    `SELECT student_id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date,
            discount_name, discount_percent::text AS discount_percent, created_by, updated_by
       FROM activity_students WHERE activity_id = $1 ORDER BY student_id, from_date`,
    [activityId],
  );
  return rows;
}

/** A kindergarten with a director, two groups (the activity is open to the first) and children in them. */
async function aKindergartenWithActivity(t: TestApp, values: { capacity?: number | null; activeTo?: string | null } = {}) {
  const director = await aSignedInMember(t, Role.Director);
  const kindergartenId = director.kindergartenId;
  const classId = await aGroup(t.db, kindergartenId, 'Звездичка');
  const otherClassId = await aGroup(t.db, kindergartenId, 'Слънце');
  const ana = await aChild(t.db, kindergartenId, { classId, firstName: 'Ана' });
  const boris = await aChild(t.db, kindergartenId, { classId, firstName: 'Борис' });
  const vera = await aChild(t.db, kindergartenId, { classId: otherClassId, firstName: 'Вера' });
  const activityId = await anActivity(t.db, kindergartenId, {
    name: 'Народни танци',
    classIds: [classId],
    capacity: values.capacity ?? null,
    activeFrom: '2026-09-15',
    activeTo: values.activeTo ?? null,
  });
  return { director, kindergartenId, classId, otherClassId, ana, boris, vera, activityId };
}

describe('activity enrolments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const enrol = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
    request(t.http).post('/api/activities/students').set(auth).send(body).expect(status);
  const leave = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
    request(t.http).post('/api/Activities/students/leave-dates').set(auth).send(body).expect(status);
  const discount = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
    request(t.http).post('/api/activities/discounts').set(auth).send(body).expect(status);

  describe('POST /api/activities/students', () => {
    it('enrols the chosen children from the date, written by the director', async () => {
      const { director, ana, boris, activityId } = await aKindergartenWithActivity(t);
      const response = await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [ana.id, boris.id] }, 200);
      expect(response.body).toEqual({ enrolled: 2 });
      const expected = { from_date: '2026-10-01', to_date: null, discount_name: null, discount_percent: null };
      expect(await rowsOf(t.db, activityId)).toEqual([
        { student_id: ana.id, ...expected, created_by: director.user.id, updated_by: director.user.id },
        { student_id: boris.id, ...expected, created_by: director.user.id, updated_by: director.user.id },
      ]);
    });

    it('enrols every child of a group who is not enrolled yet', async () => {
      const { director, kindergartenId, classId, ana, boris, activityId } = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-09-20' });
      const response = await enrol(director.auth, { activityId, fromDate: '2026-10-01', classId }, 200);
      expect(response.body).toEqual({ enrolled: 1 });
      expect((await rowsOf(t.db, activityId)).map((row) => [row.student_id, row.from_date])).toEqual([
        [ana.id, '2026-09-20'],
        [boris.id, '2026-10-01'],
      ]);
      const again = await enrol(director.auth, { activityId, fromDate: '2026-10-01', classId }, 400);
      expect(again.body.message).toBe('В групата няма деца, които да не са записани в дейността.');
    });

    it('refuses a child not in the activity’s groups, naming the child, and saves nobody', async () => {
      const { director, ana, vera, activityId } = await aKindergartenWithActivity(t);
      const response = await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [ana.id, vera.id] }, 400);
      expect(response.body.message).toBe('Вера Иванова Петрова не е в група, за която е дейността, на 01.10.2026.');
      expect(response.body.errors).toEqual({ studentIds: [response.body.message] });
      expect(await rowsOf(t.db, activityId)).toEqual([]);
    });

    it('refuses a child placed in the group only after the date', async () => {
      const { director, kindergartenId, classId, activityId } = await aKindergartenWithActivity(t);
      const late = await aChild(t.db, kindergartenId, { classId, fromDate: '2026-11-01', firstName: 'Галя' });
      await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [late.id] }, 400);
      await enrol(director.auth, { activityId, fromDate: '2026-11-01', studentIds: [late.id] }, 200);
    });

    it('refuses an enrolment overlapping another of the same child, also a later one', async () => {
      const { director, kindergartenId, ana, boris, activityId } = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01', toDate: '2026-10-31' });
      await anEnrolment(t.db, kindergartenId, activityId, boris.id, { fromDate: '2026-12-01' });
      const overlap = await enrol(director.auth, { activityId, fromDate: '2026-10-15', studentIds: [ana.id] }, 400);
      expect(overlap.body.message).toBe('Ана Иванова Петрова вече е записано(а) в дейността за част от тези дни.');
      // Open-ended from November, Boris's December enrolment would overlap.
      await enrol(director.auth, { activityId, fromDate: '2026-11-01', studentIds: [boris.id] }, 400);
      // After Ana's leave, a new enrolment is a new row.
      await enrol(director.auth, { activityId, fromDate: '2026-11-01', studentIds: [ana.id] }, 200);
      expect((await rowsOf(t.db, activityId)).length).toBe(3);
    });

    it('refuses an enrolment beyond the capacity on the date or a later day', async () => {
      const { director, kindergartenId, classId, ana, boris, activityId } = await aKindergartenWithActivity(t, { capacity: 2 });
      const galia = await aChild(t.db, kindergartenId, { classId, firstName: 'Галя' });
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01' });
      const response = await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [boris.id, galia.id] }, 400);
      expect(response.body.message).toBe('Капацитетът на дейността е 2 деца: остава 1 свободно място.');
      expect((await rowsOf(t.db, activityId)).length).toBe(1);
      // A place taken from December counts for an enrolment from November too.
      await anEnrolment(t.db, kindergartenId, activityId, galia.id, { fromDate: '2026-12-01' });
      await enrol(director.auth, { activityId, fromDate: '2026-11-01', studentIds: [boris.id] }, 400);
    });

    it('gives the last place to only one of two requests at once', async () => {
      const { director, kindergartenId, classId, ana, activityId } = await aKindergartenWithActivity(t, { capacity: 1 });
      const boris = await aChild(t.db, kindergartenId, { classId, firstName: 'Боян' });
      const [first, second] = await Promise.all([
        request(t.http)
          .post('/api/activities/students')
          .set(director.auth)
          .send({ activityId, fromDate: '2026-10-01', studentIds: [ana.id] }),
        request(t.http)
          .post('/api/activities/students')
          .set(director.auth)
          .send({ activityId, fromDate: '2026-10-01', studentIds: [boris.id] }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 400]);
      expect((await rowsOf(t.db, activityId)).length).toBe(1);
    });

    it('answers the database’s no-overlap refusal as the same 400, never a 500', async () => {
      const { director, kindergartenId, ana, activityId } = await aKindergartenWithActivity(t);
      // Another writer's enrolment of Ana, not committed yet when the checks run: the exclusion constraint decides.
      const other = await t.db.connect();
      try {
        await other.query('BEGIN');
        await other.query(
          `INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date) VALUES ($1, $2, $3, '2026-10-01')`,
          [kindergartenId, activityId, ana.id],
        );
        const pending = request(t.http)
          .post('/api/activities/students')
          .set(director.auth)
          .send({ activityId, fromDate: '2026-11-01', studentIds: [ana.id] })
          .then((response) => response);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await other.query('COMMIT');
        const response = await pending;
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Ана Иванова Петрова вече е записано(а) в дейността за част от тези дни.');
      } finally {
        other.release();
      }
      expect((await rowsOf(t.db, activityId)).map((row) => row.from_date)).toEqual(['2026-10-01']);
    });

    it('refuses a date outside the activity’s active period', async () => {
      const { director, ana, activityId } = await aKindergartenWithActivity(t, { activeTo: '2027-05-31' });
      const before = await enrol(director.auth, { activityId, fromDate: '2026-09-01', studentIds: [ana.id] }, 400);
      expect(before.body.message).toBe('Дейността е активна от 15.09.2026 до 31.05.2027.');
      await enrol(director.auth, { activityId, fromDate: '2027-06-01', studentIds: [ana.id] }, 400);
    });

    it('answers 404 for another kindergarten’s activity, child or group', async () => {
      const { director, ana, activityId } = await aKindergartenWithActivity(t);
      const other = await aKindergartenWithActivity(t);
      await enrol(director.auth, { activityId: other.activityId, fromDate: '2026-10-01', studentIds: [ana.id] }, 404);
      await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [ana.id, other.ana.id] }, 404);
      await enrol(director.auth, { activityId, fromDate: '2026-10-01', classId: other.classId }, 404);
      expect(await rowsOf(t.db, activityId)).toEqual([]);
      expect(await rowsOf(t.db, other.activityId)).toEqual([]);
    });

    it('answers 400 for a bad body, 401 without a token, 403 for a teacher', async () => {
      const { director, kindergartenId, classId, ana, activityId } = await aKindergartenWithActivity(t);
      const bad = await enrol(director.auth, { activityId, fromDate: '01.10.2026', studentIds: [] }, 400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['fromDate', 'studentIds']);
      const both = await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [ana.id], classId }, 400);
      expect(both.body.errors).toEqual({ studentIds: ['Изберете деца или група.'] });
      await request(t.http)
        .post('/api/activities/students')
        .send({ activityId, fromDate: '2026-10-01', studentIds: [ana.id] })
        .expect(401);
      const teacher = await aSignedInTeacherOf(t, kindergartenId, classId);
      await enrol(teacher.auth, { activityId, fromDate: '2026-10-01', studentIds: [ana.id] }, 403);
      expect(await rowsOf(t.db, activityId)).toEqual([]);
    });
  });

  describe('POST /api/Activities/students/leave-dates', () => {
    it('sets the last day; a re-enrolment after it is a new row and the history keeps both', async () => {
      const { director, kindergartenId, ana, boris, activityId } = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01' });
      await anEnrolment(t.db, kindergartenId, activityId, boris.id, { fromDate: '2026-10-01' });
      const response = await leave(director.auth, { activityId, leaveDate: '2026-10-31', studentIds: [ana.id, boris.id] }, 200);
      expect(response.body).toEqual({ updated: 2 });
      // Moved earlier: still the same enrolment.
      await leave(director.auth, { activityId, leaveDate: '2026-10-20', studentIds: [boris.id] }, 200);
      await enrol(director.auth, { activityId, fromDate: '2026-11-01', studentIds: [ana.id] }, 200);
      expect((await rowsOf(t.db, activityId)).map((row) => [row.student_id, row.from_date, row.to_date, row.updated_by])).toEqual(
        [
          [ana.id, '2026-10-01', '2026-10-31', director.user.id],
          [ana.id, '2026-11-01', null, director.user.id],
          [boris.id, '2026-10-01', '2026-10-20', director.user.id],
        ],
      );
      const history = await request(t.http)
        .get('/api/Activities/students/history/summary')
        .query({ studentId: ana.id })
        .set(director.auth)
        .expect(200);
      expect(history.body.rowsCount).toBe(2);
      expect(
        history.body.result.map((row: { fromDate: string; toDate: string | null }) => [day(row.fromDate), day(row.toDate)]),
      ).toEqual([
        ['2026-11-01', null],
        ['2026-10-01', '2026-10-31'],
      ]);
      expect(history.body.result[1]).toMatchObject({
        activityId,
        activityName: 'Народни танци',
        studentName: 'Ана Иванова Петрова',
      });
    });

    it('refuses a child not enrolled on the date or who had left before it, and changes nothing', async () => {
      const { director, kindergartenId, ana, boris, vera, activityId } = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01' });
      await anEnrolment(t.db, kindergartenId, activityId, boris.id, { fromDate: '2026-10-01', toDate: '2026-10-15' });
      const before = await leave(director.auth, { activityId, leaveDate: '2026-09-30', studentIds: [ana.id] }, 400);
      expect(before.body.message).toBe('Ана Иванова Петрова не е записано(а) в дейността на 30.09.2026.');
      const left = await leave(director.auth, { activityId, leaveDate: '2026-10-31', studentIds: [ana.id, boris.id] }, 400);
      expect(left.body.message).toBe('Борис Иванова Петрова е напуснало(а) дейността на 15.10.2026.');
      await leave(director.auth, { activityId, leaveDate: '2026-10-31', studentIds: [vera.id] }, 400);
      expect((await rowsOf(t.db, activityId)).map((row) => row.to_date)).toEqual([null, '2026-10-15']);
    });

    it('answers 404 for another kindergarten, 400 for a bad body, 401 and 403', async () => {
      const { director, kindergartenId, classId, ana, activityId } = await aKindergartenWithActivity(t);
      const other = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, other.kindergartenId, other.activityId, other.ana.id, { fromDate: '2026-10-01' });
      await leave(director.auth, { activityId: other.activityId, leaveDate: '2026-10-31', studentIds: [other.ana.id] }, 404);
      await leave(director.auth, { activityId, leaveDate: '2026-10-31', studentIds: [other.ana.id] }, 404);
      const bad = await leave(director.auth, { activityId, leaveDate: 'утре', studentIds: [ana.id] }, 400);
      expect(Object.keys(bad.body.errors)).toEqual(['leaveDate']);
      await request(t.http)
        .post('/api/Activities/students/leave-dates')
        .send({ activityId, leaveDate: '2026-10-31', studentIds: [ana.id] })
        .expect(401);
      const teacher = await aSignedInTeacherOf(t, kindergartenId, classId);
      await leave(teacher.auth, { activityId, leaveDate: '2026-10-31', studentIds: [ana.id] }, 403);
      expect((await rowsOf(t.db, other.activityId))[0].to_date).toBeNull();
    });
  });

  describe('POST /api/activities/discounts', () => {
    it('sets and removes the discount of the current enrolment', async () => {
      const { director, kindergartenId, ana, activityId } = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-09-15', toDate: '2026-09-30' });
      const current = await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01' });
      const response = await discount(
        director.auth,
        { activityId, studentId: ana.id, discount: { name: 'Втори брат/сестра', percent: 12.5 } },
        200,
      );
      expect(response.body).toEqual({ enrolmentId: current });
      expect((await rowsOf(t.db, activityId)).map((row) => [row.discount_name, row.discount_percent])).toEqual([
        [null, null],
        ['Втори брат/сестра', '12.50'],
      ]);
      await discount(director.auth, { activityId, studentId: ana.id, discount: null }, 200);
      expect((await rowsOf(t.db, activityId))[1].discount_percent).toBeNull();
    });

    it('refuses a child with no current enrolment and bad percentages', async () => {
      const { director, ana, boris, kindergartenId, activityId } = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01' });
      const none = await discount(
        director.auth,
        { activityId, studentId: boris.id, discount: { name: 'СОП', percent: 50 } },
        400,
      );
      expect(none.body.message).toBe('Борис Иванова Петрова няма текущо записване в дейността.');
      for (const percent of [0, 100.5, 12.345]) {
        await discount(director.auth, { activityId, studentId: ana.id, discount: { name: 'СОП', percent } }, 400);
      }
      await discount(director.auth, { activityId, studentId: ana.id, discount: { name: ' ', percent: 10 } }, 400);
      expect((await rowsOf(t.db, activityId))[0].discount_percent).toBeNull();
    });

    it('answers 404 for another kindergarten, 401 and 403', async () => {
      const { director, kindergartenId, classId, ana, activityId } = await aKindergartenWithActivity(t);
      const other = await aKindergartenWithActivity(t);
      await anEnrolment(t.db, other.kindergartenId, other.activityId, other.ana.id, { fromDate: '2026-10-01' });
      const body = { activityId: other.activityId, studentId: other.ana.id, discount: { name: 'СОП', percent: 10 } };
      await discount(director.auth, body, 404);
      await discount(director.auth, { ...body, activityId }, 404);
      await request(t.http).post('/api/activities/discounts').send(body).expect(401);
      const teacher = await aSignedInTeacherOf(t, kindergartenId, classId);
      await discount(teacher.auth, { activityId, studentId: ana.id, discount: null }, 403);
      expect((await rowsOf(t.db, other.activityId))[0].discount_percent).toBeNull();
    });
  });

  describe('GET /api/Activities/classes', () => {
    it('shows each group’s children with their СОП flag and enrolments; a teacher only their own group', async () => {
      const { director, kindergartenId, classId, otherClassId, ana, boris, vera, activityId } =
        await aKindergartenWithActivity(t);
      const chess = await anActivity(t.db, kindergartenId, { name: 'Шах', classIds: [classId, otherClassId] });
      await anEnrolment(t.db, kindergartenId, activityId, ana.id, { fromDate: '2026-10-01' });
      await anEnrolment(t.db, kindergartenId, activityId, boris.id, { fromDate: '2026-09-15', toDate: '2026-09-30' });
      await anEnrolment(t.db, kindergartenId, chess, vera.id, { fromDate: '2026-10-01' });
      await t.db.query(`UPDATE students SET has_special_needs = true WHERE id = $1`, [boris.id]);

      const all = await request(t.http).get('/api/Activities/classes').set(director.auth).expect(200);
      expect(all.body.map((group: { name: string }) => group.name)).toEqual(['Звездичка', 'Слънце']);
      expect(all.body[0].students).toEqual([
        {
          id: ana.id,
          name: 'Ана Иванова Петрова',
          hasSpecialNeeds: false,
          enrolments: [
            expect.objectContaining({ activityId, activityName: 'Народни танци', toDate: null, discountPercent: null }),
          ],
        },
        // The СОП flag, for the preferences' filter (/activities/preferences).
        { id: boris.id, name: 'Борис Иванова Петрова', hasSpecialNeeds: true, enrolments: [] },
      ]);
      expect(all.body[1].students[0].enrolments.map((row: { activityName: string }) => row.activityName)).toEqual(['Шах']);

      const dance = await request(t.http).get('/api/Activities/classes').query({ activityId }).set(director.auth).expect(200);
      expect(dance.body.map((group: { id: number }) => group.id)).toEqual([classId]);
      const byClass = await request(t.http)
        .get('/api/Activities/classes')
        .query({ activityId: chess, classId: otherClassId })
        .set(director.auth)
        .expect(200);
      expect(byClass.body.map((group: { id: number }) => group.id)).toEqual([otherClassId]);

      const teacher = await aSignedInTeacherOf(t, kindergartenId, otherClassId);
      const own = await request(t.http).get('/api/Activities/classes').set(teacher.auth).expect(200);
      expect(own.body.map((group: { id: number }) => group.id)).toEqual([otherClassId]);
    });

    it('answers 404 for another kindergarten’s activity, 400 for a bad filter, 401 and 403', async () => {
      const { director, kindergartenId, ana } = await aKindergartenWithActivity(t);
      const other = await aKindergartenWithActivity(t);
      await request(t.http).get('/api/Activities/classes').query({ activityId: other.activityId }).set(director.auth).expect(404);
      await request(t.http).get('/api/Activities/classes').query({ activityId: 'танци' }).set(director.auth).expect(400);
      await request(t.http).get('/api/Activities/classes').expect(401);
      const parent = await aSignedInParentOf(t, kindergartenId, ana.id);
      await request(t.http).get('/api/Activities/classes').set(parent.auth).expect(403);
    });
  });

  describe('GET /api/activities/students/summary', () => {
    it('counts the children enrolled on the date, by their group', async () => {
      const { director, kindergartenId, classId, otherClassId, ana, boris, vera } = await aKindergartenWithActivity(t);
      const chess = await anActivity(t.db, kindergartenId, { name: 'Шах', classIds: [classId, otherClassId], capacity: 10 });
      await anEnrolment(t.db, kindergartenId, chess, ana.id, { fromDate: '2026-10-01' });
      await anEnrolment(t.db, kindergartenId, chess, boris.id, { fromDate: '2026-10-01', toDate: '2026-10-10' });
      await anEnrolment(t.db, kindergartenId, chess, vera.id, { fromDate: '2026-10-05' });
      const summary = await request(t.http)
        .get('/api/activities/students/summary')
        .query({ date: '2026-10-11' })
        .set(director.auth)
        .expect(200);
      expect(summary.body).toEqual([
        { activityId: expect.any(Number), activityName: 'Народни танци', capacity: null, enrolled: 0, classes: [] },
        {
          activityId: chess,
          activityName: 'Шах',
          capacity: 10,
          enrolled: 2,
          classes: [
            { classId, className: 'Звездичка', enrolled: 1 },
            { classId: otherClassId, className: 'Слънце', enrolled: 1 },
          ],
        },
      ]);
      const early = await request(t.http)
        .get('/api/activities/students/summary')
        .query({ date: '2026-10-02', activityId: chess })
        .set(director.auth)
        .expect(200);
      expect(early.body).toEqual([
        expect.objectContaining({ enrolled: 2, classes: [{ classId, className: 'Звездичка', enrolled: 2 }] }),
      ]);
    });

    it('answers 404 for another kindergarten’s activity, 400 for a bad date, 401 and 403', async () => {
      const { director, kindergartenId, ana } = await aKindergartenWithActivity(t);
      const other = await aKindergartenWithActivity(t);
      await request(t.http)
        .get('/api/activities/students/summary')
        .query({ activityId: other.activityId })
        .set(director.auth)
        .expect(404);
      await request(t.http).get('/api/activities/students/summary').query({ date: '31.10.2026' }).set(director.auth).expect(400);
      await request(t.http).get('/api/activities/students/summary').expect(401);
      const parent = await aSignedInParentOf(t, kindergartenId, ana.id);
      await request(t.http).get('/api/activities/students/summary').set(parent.auth).expect(403);
    });
  });

  describe('GET /api/Activities/students/history/summary', () => {
    it('pages an activity’s enrolments with who wrote them', async () => {
      const { director, ana, boris, activityId } = await aKindergartenWithActivity(t);
      await enrol(director.auth, { activityId, fromDate: '2026-10-01', studentIds: [ana.id, boris.id] }, 200);
      await discount(director.auth, { activityId, studentId: boris.id, discount: { name: 'СОП', percent: 100 } }, 200);
      const page = await request(t.http)
        .get('/api/Activities/students/history/summary')
        .query({ activityId, pageSize: 1 })
        .set(director.auth)
        .expect(200);
      expect(page.body.rowsCount).toBe(2);
      expect(page.body.result).toHaveLength(1);
      const all = await request(t.http)
        .get('/api/Activities/students/history/summary')
        .query({ activityId })
        .set(director.auth)
        .expect(200);
      const borisRow = all.body.result.find((row: { studentId: number }) => row.studentId === boris.id);
      expect(borisRow).toMatchObject({
        discountName: 'СОП',
        discountPercent: '100.00',
        createdBy: 'Мария Иванова',
        updatedBy: 'Мария Иванова',
      });
    });

    it('answers 404 for another kindergarten’s child or activity, 400 without a filter, 401 and 403', async () => {
      const { director, kindergartenId, ana } = await aKindergartenWithActivity(t);
      const other = await aKindergartenWithActivity(t);
      const history = () => request(t.http).get('/api/Activities/students/history/summary');
      await history().query({ studentId: other.ana.id }).set(director.auth).expect(404);
      await history().query({ activityId: other.activityId }).set(director.auth).expect(404);
      const bad = await history().set(director.auth).expect(400);
      expect(bad.body.errors).toEqual({ studentId: ['Изберете дете или дейност.'] });
      await history().query({ studentId: ana.id }).expect(401);
      const parent = await aSignedInParentOf(t, kindergartenId, ana.id);
      await history().query({ studentId: ana.id }).set(parent.auth).expect(403);
    });
  });
});
