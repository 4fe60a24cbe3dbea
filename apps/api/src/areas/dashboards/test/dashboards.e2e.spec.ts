import { Audience, ChildAttendanceStatus, Role } from '@kg/contracts';
import request from 'supertest';
import { type AttendanceMonth, anAttendanceMonth } from '../../../../test/attendance-month.js';
import { aCommunity, type Community } from '../../../../test/community.js';
import {
  aChild,
  aGroup,
  aKindergarten,
  aSchoolYear,
  aSignedInMember,
  aSignedInParentOf,
  aUser,
  PLOVDIV,
  signIn,
} from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { excerptOf } from '../../communication/communication-notifier.js';

/** The last working day of the fixture's October 2026 (a Friday); its week runs 26.10 – 01.11. */
const DAY = '2026-10-30';

describe('/api/Dashboards', () => {
  let t: TestApp;
  let c: Community;
  let month: AttendanceMonth;
  let teacherRecords: number[];
  beforeAll(async () => {
    t = await startTestApp();
    c = await aCommunity(t);
    month = await anAttendanceMonth(t.db, c.kindergartenId);
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT t.id FROM teachers t WHERE t.user_id = ANY ($1) ORDER BY array_position($1, t.user_id)`,
      [c.teachers.map((teacher) => teacher.user.id)],
    );
    teacherRecords = rows.map((row) => row.id);
  }, 60_000);
  afterAll(() => t.close());

  const get = (path: string, auth: Record<string, string>) => request(t.http).get(path).set(auth);
  const nameOf = (id: number) => month.students.find((student) => student.id === id)!.firstName;
  const totalsOf = (id: number) => month.perStudent.get(id)!;
  const byId = (index: number) => month.students[index]!.id;

  it('gives the director the kindergarten’s series, leaders, groups, today and birthdays, computed from the data', async () => {
    const birthdayChild = await aChild(t.db, c.kindergartenId, { classId: c.groupIds[0], firstName: 'Рая' });
    await t.db.query(`UPDATE students SET birth_date = '2020-10-28' WHERE id = $1`, [birthdayChild.id]);
    const lastWeek = await aChild(t.db, c.kindergartenId, { classId: c.groupIds[0], firstName: 'Стоян' });
    await t.db.query(`UPDATE students SET birth_date = '2020-10-25' WHERE id = $1`, [lastWeek.id]);
    await t.db.query(
      `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation, birth_date)
       VALUES ($1, 'Веска', 'Димова', 'Готвач', '1990-11-01')`,
      [c.kindergartenId],
    );
    await t.db.query(
      `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type) VALUES ($1, $2, $4, 8), ($1, $3, $4, 6)`,
      [c.kindergartenId, teacherRecords[0], teacherRecords[1], DAY],
    );
    await t.db.query(`INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type) VALUES ($1, $2, $3, 3)`, [
      c.kindergartenId,
      teacherRecords[0],
      DAY,
    ]);

    const { body } = await get(`/api/Dashboards?date=${DAY}`, c.director.auth).expect(200);
    expect(body.kind).toBe('kindergarten');
    expect(body.months).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8]);
    const october = (series: { key: number; value: number }[]) => series.find((item) => item.key === 10)!.value;
    expect(october(body.studentAttendances)).toBe(month.totals.present);
    expect(october(body.studentUnexcusedAbsences)).toBe(month.totals.unexcused);
    expect(october(body.studentExcusedAbsences)).toBe(month.totals.excused);
    expect(october(body.studentAbsences)).toBe(month.totals.unexcused + month.totals.excused);
    // Борис: 4 unexcused days, above the SMP threshold of 3; Виктор's 3 are not.
    expect(october(body.smp)).toBe(1);
    expect(body.studentAttendances.filter((item: { key: number; value: number }) => item.key !== 10 && item.value !== 0)).toEqual(
      [],
    );

    const collator = new Intl.Collator('bg');
    const leaders = (count: (id: number) => number) =>
      month.students
        .filter((student) => count(student.id) > 0)
        .sort((a, b) => count(b.id) - count(a.id) || collator.compare(a.firstName, b.firstName))
        .slice(0, 5)
        .map((student) => ({ id: student.id, count: count(student.id) }));
    const shape = (rows: { id: number; count: number; name: string; title: string }[]) =>
      rows.map((row) => ({ id: row.id, count: row.count }));
    expect(shape(body.attendanceStudents)).toEqual(leaders((id) => totalsOf(id).present));
    expect(shape(body.absenceStudents)).toEqual(leaders((id) => totalsOf(id).unexcused + totalsOf(id).excused));
    expect(body.absenceStudents[0].name).toBe(`${nameOf(byId(3))} Иванова Петрова`);
    expect(body.groupAttendances.find((group: { classId: number }) => group.classId === month.classId).value).toBe(
      month.totals.present,
    );
    expect(body.groupAbsences.find((group: { classId: number }) => group.classId === c.groupIds[0]).value).toBe(0);

    const day = month.perDay.get(DAY)!;
    const childrenInGroups = month.students.length + 4 + 2;
    expect(body.studentsForDay).toEqual({
      total: childrenInGroups,
      present: day.present,
      absent: day.unexcused + day.excused,
      unmarked: childrenInGroups - day.present - day.unexcused - day.excused,
    });
    expect(body.dayOffReason).toBeNull();
    // The kindergarten-wide part is cached until the attendance data changes: a cell written now is counted at once.
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, $4, $5)`,
      [c.kindergartenId, c.groupIds[0], birthdayChild.id, DAY, ChildAttendanceStatus.Attendance],
    );
    const again = await get(`/api/Dashboards?date=${DAY}`, c.director.auth).expect(200);
    expect(again.body.studentsForDay.present).toBe(day.present + 1);
    await t.db.query(`DELETE FROM student_attendances WHERE student_id = $1`, [birthdayChild.id]);
    expect(body.birthdayStudents).toEqual([
      expect.objectContaining({ id: birthdayChild.id, birthday: '2026-10-28', age: 6, title: expect.any(String) }),
    ]);
    expect(body.birthdayStaff).toEqual([
      expect.objectContaining({ name: 'Веска Димова', birthday: '2026-11-01', age: 36, title: 'Готвач' }),
    ]);
    expect(body.teachersForDay).toEqual({ total: 3, present: 1, absent: 1, unmarked: 1 });
    expect(body.teachersMealTypesForDay).toEqual([{ mealType: 3, count: 1 }]);
    expect(body.studentsMealTypesForDay).toBeUndefined();
  });

  it('lists the events the reader is addressed by and their newest received messages', async () => {
    const parent = c.parents[1][0];
    await t.db.query(
      `INSERT INTO events (kindergarten_id, title, starts_at, ends_at, audience, class_ids, created_by) VALUES
         ($1, 'Празник на есента', '2026-11-02T09:00:00Z', '2026-11-02T11:00:00Z', 0, '{}', $3),
         ($1, 'Родителска среща', '2026-11-03T15:00:00Z', '2026-11-03T16:00:00Z', 1, ARRAY[$2::int], $3),
         ($1, 'Минало събитие', '2026-10-01T09:00:00Z', '2026-10-01T10:00:00Z', 0, '{}', $3)`,
      [c.kindergartenId, c.groupIds[1], c.director.user.id],
    );
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, created_by, created_at) VALUES
         ($1, 'Първо', '<p>Здравейте, <b>родители</b>!</p>', 0, $2, '2026-10-20T08:00:00Z'),
         ($1, 'Второ', '<p>Утре сме на екскурзия.</p>', 0, $2, '2026-10-21T08:00:00Z') RETURNING id`,
      [c.kindergartenId, c.director.user.id],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, created_at, seen_at)
       SELECT $1, m.id, $2, m.created_at, CASE WHEN m.title = 'Първо' THEN now() END FROM messages m WHERE m.id = ANY ($3)`,
      [c.kindergartenId, parent.user.id, rows.map((row) => row.id)],
    );

    const ofGroup = await get(`/api/Dashboards?date=${DAY}`, parent.auth).expect(200);
    expect(ofGroup.body.upcommingEvents.map((event: { title: string }) => event.title)).toEqual([
      'Празник на есента',
      'Родителска среща',
    ]);
    expect(ofGroup.body.messages).toEqual([
      expect.objectContaining({ id: rows[1]!.id, title: 'Второ', text: 'Утре сме на екскурзия.', seenByCurrentUser: false }),
      expect.objectContaining({
        id: rows[0]!.id,
        title: 'Първо',
        text: excerptOf('<p>Здравейте, <b>родители</b>!</p>'),
        seenByCurrentUser: true,
      }),
    ]);
    const otherGroup = await get(`/api/Dashboards?date=${DAY}`, c.parents[0][0].auth).expect(200);
    expect(otherGroup.body.upcommingEvents.map((event: { title: string }) => event.title)).toEqual(['Празник на есента']);
    expect(otherGroup.body.messages).toEqual([]);
  });

  it('gives a teacher their groups today, substitutions, birthdays and the days with unmarked children', async () => {
    await t.db.query(
      `WITH s AS (
         INSERT INTO teacher_substitutions (kindergarten_id, period_id, absent_teacher_id, substitute_teacher_id, class_id,
                                            from_date, to_date, shift, hours_per_day, reason)
         SELECT $1, c.period_id, $2, $3, c.id, $5, $5, 1, 4, 1 FROM classes c WHERE c.id = $4 RETURNING id)
       INSERT INTO teacher_substitution_days (kindergarten_id, substitution_id, for_date) SELECT $1, id, $5 FROM s`,
      [c.kindergartenId, teacherRecords[1], teacherRecords[0], c.groupIds[1], DAY],
    );
    // Every child of the first group marked on 29.10: that day is not missing.
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
       SELECT $1, sc.class_id, sc.student_id, '2026-10-29', $3 FROM student_classes sc WHERE sc.class_id = $2`,
      [c.kindergartenId, c.groupIds[0], ChildAttendanceStatus.Attendance],
    );

    const { body } = await get(`/api/Dashboards?date=${DAY}`, c.teachers[0].auth).expect(200);
    expect(body.kind).toBe('teacher');
    expect(body.groupsForDay).toEqual([expect.objectContaining({ classId: c.groupIds[0], total: 4, present: 0, unmarked: 4 })]);
    expect(body.teachersSubstitutions).toEqual([
      expect.objectContaining({ classId: c.groupIds[1], absentTeacherName: 'Ели Колева', substituteTeacherName: 'Ели Колева' }),
    ]);
    expect(body.birthdayStudents.map((child: { name: string }) => child.name)).toEqual(['Рая Иванова Петрова']);
    const workingDays = month.workingDays.filter((day) => day >= '2026-10-17' && day !== '2026-10-29').reverse();
    expect(body.missingAttendances).toEqual(
      workingDays.map((forDate) => ({ classId: c.groupIds[0], className: expect.any(String), forDate, unmarked: 4 })),
    );
    const other = await get(`/api/Dashboards?date=${DAY}`, c.teachers[1].auth).expect(200);
    expect(other.body.birthdayStudents).toEqual([]);
  });

  it('gives a parent each child’s months and family-reason days against the cap, and one child’s dashboard', async () => {
    const galya = byId(3);
    const parent = await aSignedInParentOf(t, c.kindergartenId, galya);
    const { body } = await get(`/api/Dashboards?date=${DAY}`, parent.auth).expect(200);
    expect(body.kind).toBe('parent');
    expect(body.parentDashboardModels).toEqual([
      expect.objectContaining({
        studentId: galya,
        name: 'Галя Иванова Петрова',
        className: expect.any(String),
        familyReasonUsed: totalsOf(galya).familyReason,
        familyReasonCap: 10,
      }),
    ]);
    const model = body.parentDashboardModels[0];
    expect(model.attendances.find((item: { key: number }) => item.key === 10).value).toBe(totalsOf(galya).present);
    expect(model.absences.find((item: { key: number }) => item.key === 10).value).toBe(
      totalsOf(galya).unexcused + totalsOf(galya).excused,
    );

    const child = await get(`/api/dashboards/student-parent-user/${galya}?date=${DAY}`, parent.auth).expect(200);
    expect(child.body).toMatchObject({ studentId: galya, name: 'Галя Иванова Петрова' });
    expect(child.body.absencesPerMonth.find((item: { key: number }) => item.key === 10).value).toBe(
      totalsOf(galya).unexcused + totalsOf(galya).excused,
    );
    // Another family's child, and a child of another kindergarten: 404.
    await get(`/api/dashboards/student-parent-user/${byId(1)}`, parent.auth).expect(404);
    const { rows } = await t.db.query<{ student_id: number }>(
      `SELECT sp.student_id FROM student_parents sp JOIN parents p ON p.id = sp.parent_id WHERE p.user_id = $1`,
      [c.outsider.user.id],
    );
    await get(`/api/dashboards/student-parent-user/${rows[0]!.student_id}`, c.director.auth).expect(404);
    // The staff who see the child open it too.
    await get(`/api/dashboards/student-parent-user/${galya}`, c.director.auth).expect(200);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Dashboards').expect(401);
    await request(t.http).get('/api/Dashboards/dashboard').expect(401);
    await request(t.http).get('/api/dashboards/student-parent-user/1').expect(401);
  });

  it('answers 403 to a role without that dashboard', async () => {
    const mon = await aUser(t.db, { role: Role.MON });
    const monAuth = { Authorization: `Bearer ${await signIn(t, mon.email)}` };
    await get('/api/Dashboards', monAuth).expect(403);
    await get('/api/dashboards/student-parent-user/1', monAuth).expect(403);
    await get('/api/Dashboards/dashboard', c.director.auth).expect(403);
    await get('/api/Dashboards/dashboard', c.parents[0][0].auth).expect(403);
  });

  it('answers 400 for a bad date or child id', async () => {
    const response = await get('/api/Dashboards?date=2026-13-01', c.director.auth).expect(400);
    expect(Object.keys(response.body.errors)).toEqual(['date']);
    await get('/api/Dashboards/dashboard?date=вчера', c.director.auth).expect(400);
    await get('/api/dashboards/student-parent-user/abc', c.director.auth).expect(400);
  });

  it('gives MON every kindergarten and a municipality only its own, with the same rules', async () => {
    const inPlovdiv = await aKindergarten(t.db, { settlementId: PLOVDIV });
    await aSchoolYear(t.db, inPlovdiv);
    const plovdivMonth = await anAttendanceMonth(t.db, inPlovdiv);
    const second = await aKindergarten(t.db, { settlementId: PLOVDIV });
    await aSchoolYear(t.db, second);
    await aChild(t.db, second, { classId: await aGroup(t.db, second) });
    const { rows } = await t.db.query<{ municipality_id: number }>(`SELECT municipality_id FROM settlements WHERE id = $1`, [
      PLOVDIV,
    ]);
    const municipal = await aUser(t.db, { role: Role.Municipality, municipalityId: rows[0]!.municipality_id });
    const municipalAuth = { Authorization: `Bearer ${await signIn(t, municipal.email)}` };

    const rate = (totals: AttendanceMonth['totals']) =>
      Math.round((totals.present * 1000) / (totals.present + totals.unexcused + totals.excused)) / 10;
    const { body } = await get(`/api/Dashboards/dashboard?date=${DAY}`, municipalAuth).expect(200);
    expect(body).toEqual({
      date: DAY,
      months: [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8],
      kindergartens: 2,
      groups: 2,
      children: plovdivMonth.students.length + 1,
      attendanceRate: rate(plovdivMonth.totals),
      attendanceRatePerMonth: [{ key: 10, value: rate(plovdivMonth.totals) }],
      smpChildren: 1,
    });

    const mon = await aUser(t.db, { role: Role.MON });
    const national = await get(`/api/Dashboards/dashboard?date=${DAY}`, {
      Authorization: `Bearer ${await signIn(t, mon.email)}`,
    }).expect(200);
    const [all] = (await t.db.query(`SELECT count(*)::int AS n FROM kindergartens WHERE is_active`)).rows;
    expect(national.body.kindergartens).toBe(all.n);
    // Both fixtures (Sofia and Plovdiv), one SMP child each, and the first group's four children present on 29.10.
    expect(national.body.smpChildren).toBe(2);
    const both = (key: 'present' | 'unexcused' | 'excused') => month.totals[key] + plovdivMonth.totals[key];
    expect(national.body.attendanceRate).toBe(
      rate({ ...month.totals, present: both('present') + 4, unexcused: both('unexcused'), excused: both('excused') }),
    );
    expect(national.body.children).toBeGreaterThan(body.children);
  });

  it("lists the director's recent messages: her inbox and the ones she sent, newest first", async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by, created_at)
       VALUES ($1, 'Молба за отпуск', '<p>Моля за отпуск.</p>', NULL, $2, $3, '2026-10-29T08:00:00Z') RETURNING id`,
      [c.kindergartenId, [c.director.user.id], c.teachers[0].user.id],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, created_at) VALUES ($1, $2, $3, '2026-10-29T08:00:00Z')`,
      [c.kindergartenId, rows[0]!.id, c.director.user.id],
    );
    const sent = await request(t.http)
      .post('/api/Messages')
      .set(c.director.auth)
      .send({
        title: 'Излет в петък',
        content: '<p>В петък сме на излет.</p>',
        audience: Audience.OnlyClasses,
        classIds: [c.groupIds[0]],
      })
      .expect(200);

    const { body } = await get(`/api/Dashboards?date=${DAY}`, c.director.auth).expect(200);
    expect(body.messages).toEqual([
      expect.objectContaining({
        id: sent.body.entityId,
        title: 'Излет в петък',
        sentByCurrentUser: true,
        seenByCurrentUser: true,
      }),
      expect.objectContaining({ id: rows[0]!.id, title: 'Молба за отпуск', sentByCurrentUser: false, seenByCurrentUser: false }),
    ]);
    // The parents it reached see it as received.
    const parent = await get(`/api/Dashboards?date=${DAY}`, c.parents[0][0].auth).expect(200);
    expect(parent.body.messages[0]).toMatchObject({ id: sent.body.entityId, sentByCurrentUser: false });
  });

  it("answers an all-day event's days as Sofia calendar days, a timed event's as UTC moments", async () => {
    await t.db.query(
      `INSERT INTO events (kindergarten_id, title, all_day, starts_at, ends_at, audience, class_ids, created_by) VALUES
         ($1, 'Коледа', true, '2026-12-24T22:00:00Z', '2026-12-25T22:00:00Z', 0, '{}', $2),
         ($1, 'Концерт', false, '2026-12-23T16:30:00Z', '2026-12-23T18:00:00Z', 0, '{}', $2)`,
      [c.kindergartenId, c.director.user.id],
    );
    const { body } = await get(`/api/Dashboards?date=2026-12-23`, c.director.auth).expect(200);
    expect(body.upcommingEvents.filter((event: { title: string }) => ['Коледа', 'Концерт'].includes(event.title))).toEqual([
      expect.objectContaining({
        title: 'Концерт',
        allDay: false,
        startsAt: '2026-12-23T16:30:00Z',
        endsAt: '2026-12-23T18:00:00Z',
      }),
      expect.objectContaining({ title: 'Коледа', allDay: true, startsAt: '2026-12-25', endsAt: '2026-12-26' }),
    ]);
  });

  it('shows a director of another kindergarten none of these figures', async () => {
    const stranger = await aSignedInMember(t, Role.Director);
    const { body } = await get(`/api/Dashboards?date=${DAY}`, stranger.auth).expect(200);
    expect(body.studentsForDay.total).toBe(0);
    expect(body.studentAttendances.every((item: { value: number }) => item.value === 0)).toBe(true);
    expect(body.attendanceStudents).toEqual([]);
  });
});
