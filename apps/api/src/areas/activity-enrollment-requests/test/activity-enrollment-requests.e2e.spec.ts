import { ActivityRequestStatus, RealtimeEvent, RequestKind, Role } from '@kg/contracts';
import request from 'supertest';
// The harness (the app) first: it loads the platform's modules in their order.
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import { anActivity, anEnrolment } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember, aSignedInParentOf } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { connectToHub, type HubClient, listenOnLoopback, nextEvent } from '../../../platform/realtime/test/realtime-client.js';

type Auth = Record<string, string>;

const CREATE = '/api/Activities/enrollment-requests/parents/create';
const DELETE = (id: number) => `/api/Activities/enrollment-requests/parents/delete/${id}`;
const OVERVIEW = '/api/Activities/enrollment-requests/overview';
const DECIDE = '/api/Activities/enrollment-requests/change-status';
const EXPORT = (id: number) => `/api/Activities/enrollment-requests/export/${id}`;
const STUDENT_ENROLLMENT = '/api/Activities/parents/student-enrollment';
const ACTIVITIES = '/api/Activities/enrollment-requests/activities';

const bg = (day: string) => day.split('-').reverse().join('.');

describe('/api/Activities/enrollment-requests: the parents’ requests and the director’s decision', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let url: string;
  const sockets: HubClient[] = [];
  const today = sofiaToday();
  const start = addDays(today, 7);

  beforeAll(async () => {
    const started = await startTestAppWithMail();
    [t, mail] = [started, started.mail];
    url = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A kindergarten with a group, a child in it (placed before today), its parent, the director and an activity. */
  async function aFamily(activity: { capacity?: number | null } = {}) {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    const classId = await aGroup(t.db, kg, 'Звездички');
    const child = await aChild(t.db, kg, { classId, firstName: 'Ива', fromDate: addDays(today, -30) });
    const parent = await aSignedInParentOf(t, kg, child.id);
    await t.db.query(`UPDATE users SET first_name = 'Петър', last_name = 'Петров' WHERE id = $1`, [parent.user.id]);
    await t.db.query(`UPDATE parents SET first_name = 'Петър', last_name = 'Петров' WHERE user_id = $1`, [parent.user.id]);
    const activityId = await anActivity(t.db, kg, {
      name: 'Народни танци',
      classIds: [classId],
      activeFrom: addDays(today, -60),
      priceCents: 2280,
      capacity: activity.capacity ?? null,
    });
    return { director, kg, classId, child, parent, activityId };
  }

  const file = (auth: Auth, body: object) => request(t.http).post(CREATE).set(auth).send(body);
  const enrol = (activityId: number, studentId: number, fromDate = start) => ({
    activityId,
    studentId,
    changeType: RequestKind.Enroll,
    fromDate,
    note: 'Моля',
  });
  const waitingOf = async (studentId: number) =>
    (await t.db.query(`SELECT id, status, change_type FROM activity_enrollment_requests WHERE student_id = $1`, [studentId]))
      .rows;

  it('a parent asks to enrol, the director approves: the child is enrolled, the parent hears it live and by e-mail', async () => {
    const { director, child, parent, activityId, kg } = await aFamily();
    const jobs = t.app.get(JobsService);
    const parentSocket = await connectToHub(url, { token: parent.token });
    const directorSocket = await connectToHub(url, { token: director.token });
    sockets.push(parentSocket, directorSocket);

    const filed = nextEvent(directorSocket, RealtimeEvent.ActivityEnrollmentRequestChanged);
    const created = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    const id = created.body.id;
    expect((await filed).text).toBe('Ново заявление за записване на Ива Иванова Петрова в „Народни танци“');
    expect(
      (
        await t.db.query(`SELECT kindergarten_id, status, from_date, parent_note, requested_by FROM activity_enrollment_requests`)
      ).rows.filter((row) => row.kindergarten_id === kg),
    ).toEqual([
      {
        kindergarten_id: kg,
        status: ActivityRequestStatus.Waiting,
        from_date: start,
        parent_note: 'Моля',
        requested_by: parent.user.id,
      },
    ]);

    // The director's list and the parent's own.
    const list = await request(t.http).get(`${OVERVIEW}?status=1&changeType=0&search=ива`).set(director.auth).expect(200);
    expect(list.body).toMatchObject({
      rowsCount: 1,
      result: [
        {
          id,
          studentName: 'Ива Иванова Петрова',
          className: 'Звездички',
          activityName: 'Народни танци',
          priceCents: 2280,
          changeType: RequestKind.Enroll,
          status: ActivityRequestStatus.Waiting,
          fromDate: start,
          requestedBy: 'Петър Петров',
        },
      ],
    });
    expect((await request(t.http).get(`${OVERVIEW}?status=2`).set(director.auth).expect(200)).body.rowsCount).toBe(0);
    expect((await request(t.http).get(OVERVIEW).set(parent.auth).expect(200)).body.rowsCount).toBe(1);

    await t.db.query(`DELETE FROM jobs`);
    mail.mails.length = 0;
    const decided = nextEvent(parentSocket, RealtimeEvent.ActivityEnrollmentRequestChanged);
    await request(t.http)
      .post(DECIDE)
      .set(director.auth)
      .send({ id, status: ActivityRequestStatus.Approved, note: 'Добре дошли' })
      .expect(204);
    expect(await decided).toEqual({
      id,
      status: ActivityRequestStatus.Approved,
      text: `Заявлението за записване на Ива Иванова Петрова в „Народни танци“ от ${bg(start)} е одобрено.`,
    });
    const { rows: enrolled } = await t.db.query(
      `SELECT activity_id, from_date, to_date FROM activity_students WHERE student_id = $1`,
      [child.id],
    );
    expect(enrolled).toEqual([{ activity_id: activityId, from_date: start, to_date: null }]);
    const { rows: stored } = await t.db.query(
      `SELECT status, decided_by, decision_note FROM activity_enrollment_requests WHERE id = $1`,
      [id],
    );
    expect(stored).toEqual([
      { status: ActivityRequestStatus.Approved, decided_by: director.user.id, decision_note: 'Добре дошли' },
    ]);

    while ((await jobs.runDue(100)) > 0);
    const received = await mail.next(parent.user.email);
    expect(received.subject).toBe('Заявлението е одобрено — Асистент за детски градини');
    expect(received.text).toContain(`Ива Иванова Петрова в „Народни танци“ от ${bg(start)} е одобрено.`);
    expect(received.text).toContain('Бележка на директора: Добре дошли');
    expect(received.text).toContain('https://app.example.bg/activities/applications/enrollment');

    // Decided: it cannot be decided again nor withdrawn.
    await request(t.http).post(DECIDE).set(director.auth).send({ id, status: ActivityRequestStatus.Canceled }).expect(400);
    await request(t.http).delete(DELETE(id)).set(parent.auth).expect(400);

    // The parent's page: the child with its activity now and its request.
    const overview = await request(t.http).get(STUDENT_ENROLLMENT).set(parent.auth).expect(200);
    expect(overview.body).toMatchObject([
      {
        studentId: child.id,
        studentName: 'Ива Иванова Петрова',
        className: 'Звездички',
        activities: [{ activityId, name: 'Народни танци', priceCents: 2280, fromDate: start, toDate: null }],
        requests: [{ id, activityId, status: ActivityRequestStatus.Approved, changeType: RequestKind.Enroll }],
      },
    ]);
    expect((await request(t.http).get(STUDENT_ENROLLMENT).set(director.auth).expect(200)).body).toEqual([]);
  });

  it('approving a delistment sets the leave date; cancelling changes nothing but the status', async () => {
    const { director, kg, child, parent, activityId } = await aFamily();
    await anEnrolment(t.db, kg, activityId, child.id, { fromDate: addDays(today, -20) });
    const leave = addDays(today, 10);
    const delist = { activityId, studentId: child.id, changeType: RequestKind.Delist, fromDate: leave };
    const { body } = await file(parent.auth, delist).expect(200);
    await request(t.http)
      .post(DECIDE)
      .set(director.auth)
      .send({ id: body.id, status: ActivityRequestStatus.Approved })
      .expect(204);
    const { rows } = await t.db.query(`SELECT to_date FROM activity_students WHERE student_id = $1`, [child.id]);
    expect(rows).toEqual([{ to_date: leave }]);

    // A second delistment, cancelled: the leave date stays.
    const second = await file(parent.auth, { ...delist, fromDate: addDays(today, 5) }).expect(200);
    await request(t.http)
      .post(DECIDE)
      .set(director.auth)
      .send({ id: second.body.id, status: ActivityRequestStatus.Canceled, note: 'Не' })
      .expect(204);
    expect((await t.db.query(`SELECT to_date FROM activity_students WHERE student_id = $1`, [child.id])).rows).toEqual([
      { to_date: leave },
    ]);
    const mailText = await (async () => {
      const jobs = t.app.get(JobsService);
      while ((await jobs.runDue(100)) > 0);
      return mail.mails.filter((item) => item.to.includes(parent.user.email)).map((item) => item.subject);
    })();
    expect(mailText).toEqual([
      'Заявлението е одобрено — Асистент за детски градини',
      'Заявлението е отказано — Асистент за детски градини',
    ]);
  });

  it('a refusal at approval (capacity) leaves the request waiting and enrols no one', async () => {
    const { director, kg, classId, child, parent, activityId } = await aFamily({ capacity: 1 });
    const other = await aChild(t.db, kg, { classId, firstName: 'Боби', fromDate: addDays(today, -30) });
    await anEnrolment(t.db, kg, activityId, other.id, { fromDate: addDays(today, -10) });
    const { body } = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    const refused = await request(t.http)
      .post(DECIDE)
      .set(director.auth)
      .send({ id: body.id, status: ActivityRequestStatus.Approved })
      .expect(400);
    expect(refused.body.message).toBe('Капацитетът на дейността е 1 деца и няма свободни места.');
    expect(await waitingOf(child.id)).toEqual([{ id: body.id, status: ActivityRequestStatus.Waiting, change_type: 0 }]);
    expect((await t.db.query(`SELECT 1 FROM activity_students WHERE student_id = $1`, [child.id])).rows).toEqual([]);
  });

  it('refuses, with nothing saved: another family’s child, a second waiting request, a past date, a closed activity', async () => {
    const { kg, classId, child, parent, activityId } = await aFamily();
    const stranger = await aChild(t.db, kg, { classId, firstName: 'Чужда' });
    await file(parent.auth, enrol(activityId, stranger.id)).expect(404);
    expect(await waitingOf(stranger.id)).toEqual([]);

    await file(parent.auth, enrol(activityId, child.id)).expect(200);
    const second = await file(parent.auth, { ...enrol(activityId, child.id), fromDate: addDays(start, 1) }).expect(400);
    expect(second.body.errors).toEqual({ activityId: ['За детето вече има чакащо заявление за тази дейност.'] });
    expect((await waitingOf(child.id)).length).toBe(1);

    const past = await file(parent.auth, enrol(activityId, child.id, addDays(today, -1))).expect(400);
    expect(past.body.errors).toEqual({ fromDate: ['Датата не може да е в миналото.'] });

    const elsewhere = await anActivity(t.db, kg, { classIds: [await aGroup(t.db, kg)], activeFrom: addDays(today, -60) });
    const closed = await file(parent.auth, enrol(elsewhere, child.id)).expect(400);
    expect(closed.body.errors).toEqual({ activityId: ['Дейността не е отворена за групата на детето.'] });

    const noRequests = await anActivity(t.db, kg, { classIds: [classId], activeFrom: addDays(today, -60) });
    await t.db.query(`UPDATE activities SET enrollment_requests_enabled = false, delistment_enabled = false WHERE id = $1`, [
      noRequests,
    ]);
    expect((await file(parent.auth, enrol(noRequests, child.id)).expect(400)).body.message).toBe(
      'Дейността не приема заявления за записване.',
    );
    // Delisting a child not enrolled; delisting where the activity does not allow it.
    const notEnrolled = await anActivity(t.db, kg, { classIds: [classId], activeFrom: addDays(today, -60) });
    expect(
      (await file(parent.auth, { ...enrol(notEnrolled, child.id), changeType: RequestKind.Delist }).expect(400)).body.message,
    ).toBe('Детето не е записано в дейността на тази дата.');
    await anEnrolment(t.db, kg, noRequests, child.id, { fromDate: addDays(today, -5) });
    expect(
      (await file(parent.auth, { ...enrol(noRequests, child.id), changeType: RequestKind.Delist }).expect(400)).body.message,
    ).toBe('Дейността не приема заявления за отписване.');
    // Enrolling a child already enrolled.
    expect((await file(parent.auth, enrol(noRequests, child.id)).expect(400)).body.message).toBe(
      'Дейността не приема заявления за записване.',
    );
    const enrolledIn = await anActivity(t.db, kg, { classIds: [classId], activeFrom: addDays(today, -60) });
    await anEnrolment(t.db, kg, enrolledIn, child.id, { fromDate: addDays(today, -5) });
    expect((await file(parent.auth, enrol(enrolledIn, child.id)).expect(400)).body.message).toBe(
      'Детето вече е записано в дейността на тази дата.',
    );
    expect((await waitingOf(child.id)).length).toBe(1);
  });

  it('the parent withdraws their own waiting request; another family’s answers 404', async () => {
    const { kg, classId, child, parent, activityId } = await aFamily();
    const { body } = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    const otherChild = await aChild(t.db, kg, { classId, firstName: 'Дара' });
    const otherParent = await aSignedInParentOf(t, kg, otherChild.id);
    await request(t.http).delete(DELETE(body.id)).set(otherParent.auth).expect(404);
    expect((await request(t.http).get(OVERVIEW).set(otherParent.auth).expect(200)).body.rowsCount).toBe(0);
    await request(t.http).get(EXPORT(body.id)).set(otherParent.auth).expect(404);
    await request(t.http).delete(DELETE(body.id)).set(parent.auth).expect(204);
    expect(await waitingOf(child.id)).toEqual([]);
    await request(t.http).delete(DELETE(body.id)).set(parent.auth).expect(404);
  });

  it('prints the request as a PDF with the kindergarten, child, group, parent, activity, provider, price and decision', async () => {
    const { director, child, parent, activityId } = await aFamily();
    await t.db.query(
      `UPDATE kindergartens SET name = 'ДГ „Слънце“' WHERE id = (SELECT kindergarten_id FROM activities WHERE id = $1)`,
      [activityId],
    );
    await t.db.query(
      `UPDATE activity_providers SET name = 'Танц ООД' WHERE id = (SELECT provider_id FROM activities WHERE id = $1)`,
      [activityId],
    );
    const { body } = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    await request(t.http)
      .post(DECIDE)
      .set(director.auth)
      .send({ id: body.id, status: ActivityRequestStatus.Canceled, note: 'Няма места' })
      .expect(204);
    const response = await request(t.http).get(EXPORT(body.id)).set(parent.auth).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(response.body as Buffer)).join('\n');
    for (const expected of [
      'ЗАЯВЛЕНИЕ',
      'за записване в допълнителна дейност',
      'ДГ „Слънце“',
      'Ива Иванова Петрова',
      'Звездички',
      'Петър Петров',
      'Народни танци',
      'Танц ООД',
      '22.80 € на месец',
      bg(start),
      'Отказано',
      'Няма места',
    ]) {
      expect(text).toContain(expected);
    }
    await request(t.http).get(EXPORT(body.id)).set(director.auth).expect(200);
  });

  it('lists the activities a parent may ask for, with price and whether the child is enrolled', async () => {
    const { kg, classId, child, parent, activityId } = await aFamily();
    const enrolledIn = await anActivity(t.db, kg, { name: 'Английски', classIds: [classId], activeFrom: addDays(today, -60) });
    await anEnrolment(t.db, kg, enrolledIn, child.id, { fromDate: addDays(today, -5) });
    await anActivity(t.db, kg, { name: 'Друга група', classIds: [await aGroup(t.db, kg)] });
    const ended = await anActivity(t.db, kg, {
      classIds: [classId],
      activeFrom: addDays(today, -60),
      activeTo: addDays(today, -1),
    });
    const { body } = await request(t.http).get(`${ACTIVITIES}?studentId=${child.id}`).set(parent.auth).expect(200);
    expect(body.map((row: { id: number }) => row.id)).not.toContain(ended);
    expect(body).toMatchObject([
      { id: enrolledIn, name: 'Английски', enrolled: true, waitingRequestId: null },
      { id: activityId, name: 'Народни танци', priceCents: 2280, enrolled: false, delistmentEnabled: true },
    ]);
    await request(t.http)
      .get(`${ACTIVITIES}?studentId=${child.id + 100000}`)
      .set(parent.auth)
      .expect(404);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get(OVERVIEW).expect(401);
    await request(t.http).post(CREATE).send({}).expect(401);
    await request(t.http).delete(DELETE(1)).expect(401);
    await request(t.http).post(DECIDE).send({}).expect(401);
    await request(t.http).get(EXPORT(1)).expect(401);
    await request(t.http).get(STUDENT_ENROLLMENT).expect(401);
    await request(t.http).get(`${ACTIVITIES}?studentId=1`).expect(401);
  });

  it('answers 403 to a role without the permission: a parent deciding, a teacher reading', async () => {
    const { child, parent, activityId, kg } = await aFamily();
    const { body } = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    await request(t.http).post(DECIDE).set(parent.auth).send({ id: body.id, status: ActivityRequestStatus.Approved }).expect(403);
    const teacher = await aSignedInMember(t, Role.Teacher, kg);
    await request(t.http).get(OVERVIEW).set(teacher.auth).expect(403);
    await file(teacher.auth, enrol(activityId, child.id)).expect(403);
    expect(await waitingOf(child.id)).toEqual([{ id: body.id, status: ActivityRequestStatus.Waiting, change_type: 0 }]);
  });

  it('answers 404 for another kindergarten’s request, child or activity', async () => {
    const { child, parent, activityId } = await aFamily();
    const { body } = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    const stranger = await aSignedInMember(t, Role.Director);
    await request(t.http)
      .post(DECIDE)
      .set(stranger.auth)
      .send({ id: body.id, status: ActivityRequestStatus.Approved })
      .expect(404);
    await request(t.http).get(EXPORT(body.id)).set(stranger.auth).expect(404);
    expect((await request(t.http).get(OVERVIEW).set(stranger.auth).expect(200)).body.rowsCount).toBe(0);
    await request(t.http).get(`${ACTIVITIES}?studentId=${child.id}`).set(stranger.auth).expect(404);
    const other = await aFamily();
    await file(parent.auth, enrol(other.activityId, child.id)).expect(404);
    expect(await waitingOf(child.id)).toEqual([{ id: body.id, status: ActivityRequestStatus.Waiting, change_type: 0 }]);
  });

  it('answers 400 with Bulgarian field messages for a bad body or query', async () => {
    const { director, child, parent, activityId } = await aFamily();
    const bad = await file(parent.auth, { activityId, studentId: child.id, changeType: 1, fromDate: '2026-02-30' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['changeType', 'fromDate']);
    expect(bad.body.errors.changeType).toEqual(['Изберете записване или отписване.']);
    const { body } = await file(parent.auth, enrol(activityId, child.id)).expect(200);
    const status = await request(t.http)
      .post(DECIDE)
      .set(director.auth)
      .send({ id: body.id, status: ActivityRequestStatus.Waiting })
      .expect(400);
    expect(status.body.errors).toEqual({ status: ['Изберете „Одобрено“ или „Отказано“.'] });
    await request(t.http).get(`${OVERVIEW}?status=9`).set(director.auth).expect(400);
    await request(t.http).get(`${OVERVIEW}?orderByColumn=password`).set(director.auth).expect(400);
    await request(t.http).get(EXPORT(0)).set(director.auth).expect(400);
    await request(t.http).get(ACTIVITIES).set(parent.auth).expect(400);
    expect(await waitingOf(child.id)).toEqual([{ id: body.id, status: ActivityRequestStatus.Waiting, change_type: 0 }]);
  });
});
