import { ApplicationType, ChildAttendanceStatus, RealtimeEvent, RequestStatus, Resource, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import {
  aChild,
  aGroup,
  aKindergarten,
  aSchoolYear,
  aSignedInMember,
  aSignedInParentOf,
  aTeacherRecordIn,
  schoolYearOf,
} from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { connectToHub, type HubClient, listenOnLoopback, nextEvent } from '../../../platform/realtime/test/realtime-client.js';

type Auth = { Authorization: string };

describe('/api/StudentAttendances requests, /api/FamilyAbsenceLimits, /api/AttendanceReferences/applications', () => {
  let t: TestApp;
  let url: string;
  const sockets: HubClient[] = [];
  /** A week (Monday–Friday) of working days at least a week ahead, with no national day off in it. */
  let week: string[];
  /** The school year of that week: the kindergartens of these tests have it as their active year. */
  let year: number;

  beforeAll(async () => {
    t = await startTestApp();
    url = await listenOnLoopback(t.app);
    const today = sofiaToday();
    let monday = addDays(today, 7);
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    for (;;) {
      const { rows } = await t.db.query(`SELECT 1 FROM national_days_off WHERE to_date >= $1 AND from_date <= $2 AND type = 1`, [
        monday,
        addDays(monday, 4),
      ]);
      if (!rows.length) break;
      monday = addDays(monday, 7);
    }
    week = [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
    year = schoolYearOf(week[0]!);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A kindergarten with a preparatory group, a child in it, the child's parent, a director and a teacher of another group. */
  async function aKindergartenWithParent(fromYear = year) {
    const kg = await aKindergarten(t.db);
    await aSchoolYear(t.db, kg, { fromYear });
    const director = await aSignedInMember(t, Role.Director, kg);
    const classId = await aGroup(t.db, kg, 'Пчелички');
    await t.db.query(`UPDATE classes SET age_type = 8 WHERE id = $1`, [classId]);
    const child = await aChild(t.db, kg, { classId, firstName: 'Ива', fromDate: `${fromYear}-09-15` });
    const member = await aSignedInParentOf(t, kg, child.id);
    await t.db.query(`UPDATE users SET first_name = 'Петър', last_name = 'Петров' WHERE id = $1`, [member.user.id]);
    await t.db.query(`UPDATE parents SET first_name = 'Петър', last_name = 'Петров' WHERE user_id = $1`, [member.user.id]);
    const parent = { auth: member.auth, token: member.token, userId: member.user.id };
    const teacher = await aSignedInMember(t, Role.Teacher, kg);
    return { kg, classId, child, director, parent, teacher };
  }

  const file = (auth: Auth, body: object) => request(t.http).post('/api/StudentAttendances/parent-request').set(auth).send(body);
  const decide = (auth: Auth, body: object) => request(t.http).post('/api/StudentAttendances/request').set(auth).send(body);
  const family = (studentId: number, fromDate: string, toDate: string) => ({
    studentId,
    type: ApplicationType.FamilyReasonAbsence,
    fromDate,
    toDate,
    reason: 'Семейно пътуване',
  });
  const cells = async (studentId: number) =>
    (
      await t.db.query(
        `SELECT to_char(for_date, 'YYYY-MM-DD') AS day, type, request_id AS "requestId" FROM student_attendances
          WHERE student_id = $1 ORDER BY for_date`,
        [studentId],
      )
    ).rows;

  it('files a family-reason request, pushes it to the director, and the approval marks its days and reaches the parent', async () => {
    const { kg, classId, child, director, parent } = await aKindergartenWithParent();
    const directorSocket = await connectToHub(url, { token: director.token });
    const parentSocket = await connectToHub(url, { token: parent.token });
    sockets.push(directorSocket, parentSocket);
    // The teacher has already marked the Tuesday (a quarantine) and an absence on the Wednesday.
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
       VALUES ($1, $2, $3, $4, ${ChildAttendanceStatus.AbsenceQuarantine}), ($1, $2, $3, $5, ${ChildAttendanceStatus.Absence})`,
      [kg, classId, child.id, week[1], week[2]],
    );

    const filed = nextEvent(directorSocket, RealtimeEvent.AttendanceApplicationChanged);
    const created = await file(parent.auth, family(child.id, week[0], addDays(week[4], 2))).expect(200);
    const id = created.body.entityId;
    expect(await filed).toEqual({
      kind: 'request',
      id,
      status: RequestStatus.Pending,
      text: 'Ново заявление за отсъствие от Петър Петров за Ива Иванова Петрова',
    });
    const { rows } = await t.db.query(
      `SELECT status, working_days, requested_by, reason FROM student_attendance_requests WHERE id = $1`,
      [id],
    );
    // Monday to Sunday: the weekend is not counted.
    expect(rows).toEqual([{ status: 0, working_days: 5, requested_by: parent.userId, reason: 'Семейно пътуване' }]);

    const decided = nextEvent(parentSocket, RealtimeEvent.AttendanceApplicationChanged);
    await decide(director.auth, { id, status: RequestStatus.Approved }).expect(200);
    expect((await decided).text).toBe(
      `Заявлението за Ива Иванова Петрова за ${bg(week[0])} – ${bg(addDays(week[4], 2))} е одобрено`,
    );
    expect(await cells(child.id)).toEqual([
      { day: week[0], type: ChildAttendanceStatus.AbsenceFamilyReason, requestId: id },
      { day: week[1], type: ChildAttendanceStatus.AbsenceQuarantine, requestId: null },
      { day: week[2], type: ChildAttendanceStatus.AbsenceFamilyReason, requestId: id },
      { day: week[3], type: ChildAttendanceStatus.AbsenceFamilyReason, requestId: id },
      { day: week[4], type: ChildAttendanceStatus.AbsenceFamilyReason, requestId: id },
    ]);
    const [decision] = (await t.db.query(`SELECT status, decided_by FROM student_attendance_requests WHERE id = $1`, [id])).rows;
    expect(decision).toEqual({ status: RequestStatus.Approved, decided_by: director.user.id });

    // Only pending requests are decided; the parent cannot withdraw an approved one; the director deletes it and its days.
    await decide(director.auth, { id, status: RequestStatus.Rejected, comment: 'Късно' }).expect(409);
    await request(t.http).delete(`/api/StudentAttendances/request/${id}`).set(parent.auth).expect(409);
    await request(t.http).delete(`/api/StudentAttendances/request/${id}`).set(director.auth).expect(204);
    expect(await cells(child.id)).toEqual([{ day: week[1], type: ChildAttendanceStatus.AbsenceQuarantine, requestId: null }]);
  });

  it('refuses a request above the cap of the child’s group and says how many days remain', async () => {
    const { child, director, parent } = await aKindergartenWithParent();
    await request(t.http)
      .post('/api/FamilyAbsenceLimits')
      .set(director.auth)
      .send({ ageType: 8, maxDays: 4, validFrom: `${year}-09-15` })
      .expect(200);
    const limits = await request(t.http).get('/api/FamilyAbsenceLimits').set(director.auth).expect(200);
    expect(
      limits.body.map((row: { ageType: number; maxDays: number; isDefault: boolean }) => [
        row.ageType,
        row.maxDays,
        row.isDefault,
      ]),
    ).toEqual([
      [1, 30, true],
      [2, 30, true],
      [4, 30, true],
      [8, 4, false],
    ]);
    await file(parent.auth, family(child.id, week[0], week[1])).expect(200);
    const preview = await request(t.http)
      .get(`/api/StudentAttendances/request-preview?studentId=${child.id}&type=1&fromDate=${week[2]}&toDate=${week[4]}`)
      .set(parent.auth)
      .expect(200);
    expect(preview.body).toEqual({ workingDays: 3, cap: 4, used: 0, pending: 2, remaining: 2 });
    const refused = await file(parent.auth, family(child.id, week[2], week[4])).expect(400);
    expect(refused.body.errors.toDate).toEqual([
      'Надвишен е лимитът за отсъствия по семейни причини: остават 2 дни, а заявлението е за 3.',
    ]);
    // Overlapping a pending request of the same type is refused too.
    const overlap = await file(parent.auth, family(child.id, week[1], week[1])).expect(400);
    expect(overlap.body.errors.fromDate).toEqual(['За тези дни вече има подадено или одобрено заявление от същия вид.']);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM student_attendance_requests WHERE student_id = $1`, [
      child.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('checks the cap again on approval: a lowered cap refuses the approval and marks nothing', async () => {
    const { kg, child, director, parent } = await aKindergartenWithParent();
    const id = (await file(parent.auth, family(child.id, week[0], week[2])).expect(200)).body.entityId;
    await t.db.query(
      `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days) VALUES ($1, 8, $2, 2)`,
      [kg, `${year}-09-15`],
    );
    const refused = await decide(director.auth, { id, status: RequestStatus.Approved }).expect(409);
    expect(refused.body.message).toBe('Надвишен е лимитът за отсъствия по семейни причини: остават 2 дни, а заявлението е за 3.');
    expect(await cells(child.id)).toEqual([]);
    const { rows } = await t.db.query(`SELECT status FROM student_attendance_requests WHERE id = $1`, [id]);
    expect(rows).toEqual([{ status: RequestStatus.Pending }]);
  });

  it('refuses past days, summer dates outside the summer, and days the module lock covers', async () => {
    const { kg, child, parent } = await aKindergartenWithParent();
    const today = sofiaToday();
    const past = await file(parent.auth, family(child.id, today, today)).expect(400);
    expect(past.body.errors.fromDate).toEqual(['Заявление може да се подаде само за бъдещи дни (от утре нататък).']);
    const summer = await file(parent.auth, { studentId: child.id, type: 2, fromDate: week[0], toDate: week[1] }).expect(400);
    expect(summer.body.errors.fromDate).toEqual([
      'Заявление за посещение през лятото се подава само за дни от 1 юни до 14 септември.',
    ]);
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, 4, $2)`, [kg, week[4]]);
    const locked = await file(parent.auth, family(child.id, week[0], week[0])).expect(409);
    expect(locked.body.message).toContain('Заявления за отсъствие по семейни причини');
  });

  it('lets a parent withdraw their own pending request, and the director reject one with a comment', async () => {
    const { child, director, parent } = await aKindergartenWithParent();
    const first = (await file(parent.auth, family(child.id, week[0], week[0])).expect(200)).body.entityId;
    const second = (await file(parent.auth, family(child.id, week[1], week[1])).expect(200)).body.entityId;
    await request(t.http).delete(`/api/StudentAttendances/request/${first}`).set(parent.auth).expect(204);
    const noComment = await decide(director.auth, { id: second, status: RequestStatus.Rejected }).expect(400);
    expect(noComment.body.errors.comment).toEqual(['При отхвърляне посочете причина.']);
    await decide(director.auth, { id: second, status: RequestStatus.Rejected, comment: 'Няма основание' }).expect(200);
    const { rows } = await t.db.query(
      `SELECT id, status, decision_comment FROM student_attendance_requests WHERE student_id = $1 ORDER BY id`,
      [child.id],
    );
    expect(rows).toEqual([{ id: second, status: RequestStatus.Rejected, decision_comment: 'Няма основание' }]);
    expect(await cells(child.id)).toEqual([]);
  });

  it('lists requests by reach: the parent their children, the teacher their groups, the director all', async () => {
    const { kg, classId, child, director, parent, teacher } = await aKindergartenWithParent();
    const otherChild = await aChild(t.db, kg, { classId, firstName: 'Ана' });
    const id = (await file(parent.auth, family(child.id, week[0], week[1])).expect(200)).body.entityId;
    // A paper request recorded by the director for another child.
    const paper = await decide(director.auth, { ...family(otherChild.id, week[2], week[2]) }).expect(200);
    const all = await request(t.http).get('/api/StudentAttendances/applications').set(director.auth).expect(200);
    expect(all.body.rowsCount).toBe(2);
    expect(all.body.result[0]).toMatchObject({
      id: paper.body.entityId,
      studentName: 'Ана Иванова Петрова',
      requestedBy: 'Мария Иванова',
    });
    const children = await request(t.http).get('/api/StudentAttendances/request-children').set(parent.auth).expect(200);
    expect(children.body).toEqual([{ id: child.id, name: 'Ива Иванова Петрова', className: 'Пчелички' }]);
    const own = await request(t.http).get('/api/StudentAttendances/applications').set(parent.auth).expect(200);
    expect(own.body).toMatchObject({
      rowsCount: 1,
      result: [{ id, className: 'Пчелички', workingDays: 2, status: 0, requestedBy: 'Петър Петров', fromDate: week[0] }],
    });
    const filtered = await request(t.http)
      .get(`/api/StudentAttendances/applications?status=1&classId=${classId}`)
      .set(director.auth)
      .expect(200);
    expect(filtered.body.rowsCount).toBe(0);
    // Teachers read every group's requests by default (R); a group limited to lower-case r reaches only own groups.
    expect((await request(t.http).get('/api/StudentAttendances/applications').set(teacher.auth).expect(200)).body.rowsCount).toBe(
      2,
    );
    await t.db.query(
      `UPDATE kindergarten_users SET access = jsonb_build_array(jsonb_build_object('resource', ${Resource.AttendanceApplications},
         'group', 7, 'read', true, 'create', false, 'update', false, 'delete', false,
         'canView', false, 'canCreate', false, 'canEdit', false))
        WHERE user_id = $1 AND kindergarten_id = $2`,
      [teacher.user.id, kg],
    );
    expect((await request(t.http).get('/api/StudentAttendances/applications').set(teacher.auth).expect(200)).body.rowsCount).toBe(
      0,
    );
    await aTeacherRecordIn(t.db, kg, teacher.user.id, classId);
    expect((await request(t.http).get('/api/StudentAttendances/applications').set(teacher.auth).expect(200)).body.rowsCount).toBe(
      2,
    );
  });

  it('prints the request form with the legal basis, the days and the decision', async () => {
    const { child, director, parent } = await aKindergartenWithParent();
    const id = (await file(parent.auth, family(child.id, week[0], week[2])).expect(200)).body.entityId;
    await decide(director.auth, { id, status: RequestStatus.Approved }).expect(200);
    const response = await request(t.http)
      .get(`/api/StudentAttendances/attendance-request-form/${id}`)
      .set(parent.auth)
      .responseType('blob')
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(response.body as Buffer)).join('\n');
    for (const expected of [
      'ЗАЯВЛЕНИЕ',
      'Петър Петров',
      'Ива Иванова Петрова',
      'Пчелички',
      `${bg(week[0])} – ${bg(week[2])}`,
      'Семейно пътуване',
      'Наредба № 5 от 03.06.2016 г. за предучилищното образование, чл. 10',
      'Одобрено на',
      'Подпис на родителя',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Брой работни дни\s*3/);
  });

  it('answers the reference with totals by status and the summer children per week, and exports it', async () => {
    // Three weeks (Monday–Friday) of the coming summer, whatever today is: no national day off falls in them. The
    // kindergarten's active school year is the one that summer ends.
    const today = sofiaToday();
    let monday = `${Number(today.slice(0, 4)) + (today.slice(5) >= '06-01' ? 1 : 0)}-06-24`;
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const [first, second, third] = [0, 7, 14].map((offset) => addDays(monday, offset)) as [string, string, string];
    const { child, director, parent, kg, classId } = await aKindergartenWithParent(schoolYearOf(first));
    const sister = await aChild(t.db, kg, { classId, firstName: 'Яна', fromDate: `${schoolYearOf(first)}-09-15` });
    await t.db.query(
      `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation)
      SELECT $1, $2, parent_id, 1 FROM student_parents WHERE student_id = $3`,
      [kg, sister.id, child.id],
    );
    const summer = (studentId: number, fromDate: string, toDate: string) => ({ studentId, type: 2, fromDate, toDate });
    await file(parent.auth, summer(child.id, first, addDays(second, 4))).expect(200);
    const rejected = (await file(parent.auth, summer(sister.id, second, addDays(second, 4))).expect(200)).body.entityId;
    await file(parent.auth, summer(sister.id, third, addDays(third, 4))).expect(200);
    await decide(director.auth, { id: rejected, status: RequestStatus.Rejected, comment: 'Грешка' }).expect(200);

    const reference = await request(t.http).get('/api/AttendanceReferences/applications?type=2').set(director.auth).expect(200);
    expect(reference.body.rows).toHaveLength(3);
    expect(reference.body.totals).toEqual([
      { status: 0, requests: 2, workingDays: 15 },
      { status: 1, requests: 0, workingDays: 0 },
      { status: 2, requests: 1, workingDays: 5 },
    ]);
    expect(reference.body.weeks).toEqual([
      { weekStart: first, weekEnd: addDays(first, 6), children: 1 },
      { weekStart: second, weekEnd: addDays(second, 6), children: 1 },
      { weekStart: third, weekEnd: addDays(third, 6), children: 1 },
    ]);

    const excel = await request(t.http)
      .get('/api/AttendanceReferences/applications/export/excel?type=2')
      .set(director.auth)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    expect(workbook.getWorksheet('Общо')!.getRow(2).values).toEqual([undefined, 'Чака одобрение', 2, 15]);
    expect(workbook.getWorksheet('Деца по седмици')!.rowCount).toBe(4);
    const pdf = await request(t.http)
      .get('/api/AttendanceReferences/applications/export/pdf?type=2&status=2')
      .set(director.auth)
      .responseType('blob')
      .expect(200);
    const text = (await pdfPages(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Заявления за посещение през лятото');
    expect(text).toContain('Яна Иванова Петрова');
    expect(text).not.toContain('Ива Иванова Петрова');
    await request(t.http).get('/api/AttendanceReferences/applications/export/csv?type=2').set(director.auth).expect(400);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/StudentAttendances/applications').expect(401);
    await request(t.http).post('/api/StudentAttendances/parent-request').send({}).expect(401);
    await request(t.http).post('/api/StudentAttendances/request').send({}).expect(401);
    await request(t.http).delete('/api/StudentAttendances/request/1').expect(401);
    await request(t.http).get('/api/StudentAttendances/attendance-request-form/1').expect(401);
    await request(t.http).get('/api/FamilyAbsenceLimits').expect(401);
    await request(t.http).post('/api/FamilyAbsenceLimits').send({}).expect(401);
    await request(t.http).get('/api/StudentAttendances/request-children').expect(401);
    await request(t.http).get('/api/StudentAttendances/request-preview?studentId=1&type=1').expect(401);
    await request(t.http).get('/api/AttendanceReferences/applications?type=1').expect(401);
    await request(t.http).get('/api/AttendanceReferences/applications/export/pdf?type=1').expect(401);
  });

  it('answers 403 to roles without the permission (docs/access-model.md)', async () => {
    const { child, parent, teacher } = await aKindergartenWithParent();
    const id = (await file(parent.auth, family(child.id, week[0], week[0])).expect(200)).body.entityId;
    // Teachers read requests (R) but neither file, decide nor delete them.
    await file(teacher.auth, family(child.id, week[1], week[1])).expect(403);
    await decide(teacher.auth, { id, status: RequestStatus.Approved }).expect(403);
    await request(t.http).delete(`/api/StudentAttendances/request/${id}`).set(teacher.auth).expect(403);
    await request(t.http).get('/api/StudentAttendances/request-children').set(teacher.auth).expect(403);
    // A parent files (c) but does not decide (no u), set caps or read the references.
    await decide(parent.auth, { id, status: RequestStatus.Approved }).expect(403);
    await request(t.http)
      .post('/api/FamilyAbsenceLimits')
      .set(parent.auth)
      .send({ ageType: 8, maxDays: 1, validFrom: `${year}-09-15` })
      .expect(403);
    await request(t.http).get('/api/AttendanceReferences/applications?type=1').set(parent.auth).expect(403);
    const { rows } = await t.db.query(`SELECT status FROM student_attendance_requests WHERE id = $1`, [id]);
    expect(rows).toEqual([{ status: 0 }]);
  });

  it('answers 404 for another kindergarten’s child or request, and for a child that is not the parent’s', async () => {
    const home = await aKindergartenWithParent();
    const other = await aKindergartenWithParent();
    const id = (await file(home.parent.auth, family(home.child.id, week[0], week[0])).expect(200)).body.entityId;
    await file(other.parent.auth, family(home.child.id, week[1], week[1])).expect(404);
    await decide(other.director.auth, { id, status: RequestStatus.Approved }).expect(404);
    await request(t.http).delete(`/api/StudentAttendances/request/${id}`).set(other.director.auth).expect(404);
    await request(t.http).get(`/api/StudentAttendances/attendance-request-form/${id}`).set(other.director.auth).expect(404);
    // A child of the same kindergarten who is not the parent's.
    const stranger = await aChild(t.db, home.kg, { classId: home.classId });
    await file(home.parent.auth, family(stranger.id, week[1], week[1])).expect(404);
    await request(t.http)
      .get(`/api/StudentAttendances/request-preview?studentId=${stranger.id}&type=1`)
      .set(home.parent.auth)
      .expect(404);
    const list = await request(t.http).get('/api/StudentAttendances/applications').set(other.director.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const { rows } = await t.db.query(`SELECT status FROM student_attendance_requests WHERE id = $1`, [id]);
    expect(rows).toEqual([{ status: 0 }]);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const { child, director, parent } = await aKindergartenWithParent();
    const noReason = await file(parent.auth, { ...family(child.id, week[1], week[0]), reason: '' }).expect(400);
    expect(noReason.body.errors).toEqual({
      reason: ['Посочете причината за отсъствието.'],
      toDate: ['Крайната дата не може да е преди началната.'],
    });
    await file(parent.auth, { ...family(child.id, week[0], week[0]), type: 3 }).expect(400);
    await decide(director.auth, { id: 1 }).expect(400);
    await decide(director.auth, {}).expect(400);
    await request(t.http).delete('/api/StudentAttendances/request/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/StudentAttendances/applications?orderByColumn=password').set(director.auth).expect(400);
    await request(t.http).get('/api/AttendanceReferences/applications').set(director.auth).expect(400);
    await request(t.http)
      .post('/api/FamilyAbsenceLimits')
      .set(director.auth)
      .send({ ageType: 3, maxDays: -1, validFrom: 'x' })
      .expect(400);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM student_attendance_requests WHERE student_id = $1`, [
      child.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});

const bg = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
