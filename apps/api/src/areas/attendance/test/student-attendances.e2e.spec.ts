import { AttendanceMode, ChildAttendanceStatus as S, Role, todayInBulgaria } from '@kg/contracts';
import request from 'supertest';
import { anAttendanceMonth, type AttendanceMonth } from '../../../../test/attendance-month.js';
import {
  aChild,
  aGroup,
  aKindergarten,
  aSchoolYear,
  aSignedInMember,
  aUser,
  schoolYearOf,
  signIn,
} from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

describe('/api/StudentAttendances (the monthly grid)', () => {
  let t: TestApp;
  let director: Member;
  let teacher: Member;
  let month: AttendanceMonth;
  const path = () => `/api/StudentAttendances/${month.classId}/10/2026`;
  const cellsOf = async (classId: number) =>
    (
      await t.db.query(
        `SELECT student_id AS "studentId", to_char(for_date, 'YYYY-MM-DD') AS "forDate", type, medical_note_id AS note
           FROM student_attendances WHERE class_id = $1 ORDER BY student_id, for_date`,
        [classId],
      )
    ).rows;

  /** Makes `member` a teacher of the group. */
  const teach = async (member: Member, classId: number) => {
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation)
       VALUES ($1, $2, 'Вяра', 'Колева', 'Учител')
       ON CONFLICT (kindergarten_id, user_id) WHERE user_id IS NOT NULL DO UPDATE SET occupation = EXCLUDED.occupation
       RETURNING id`,
      [member.kindergartenId, member.user.id],
    );
    await t.db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
      member.kindergartenId,
      classId,
      rows[0].id,
    ]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    month = await anAttendanceMonth(t.db, director.kindergartenId);
    await teach(teacher, month.classId);
  });
  afterAll(() => t.close());

  describe('GET groups', () => {
    it('lists the selected year’s groups, the teacher’s own first; a parent only their children’s; none elsewhere', async () => {
      const other = await aGroup(t.db, director.kindergartenId, 'Аа първа по азбука');
      const { body } = await request(t.http).get('/api/StudentAttendances/groups').set(teacher.auth).expect(200);
      expect(body[0]).toMatchObject({ id: month.classId, isOwn: true, attendanceMode: 1, ageType: 8, yearFrom: '2026-09-15' });
      expect(body.map((group: { id: number }) => group.id)).toContain(other);
      const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
      expect((await request(t.http).get('/api/StudentAttendances/groups').set(parent.auth).expect(200)).body).toEqual([]);
      const stranger = await aSignedInMember(t, Role.Director);
      expect((await request(t.http).get('/api/StudentAttendances/groups').set(stranger.auth).expect(200)).body).toEqual([]);
      await request(t.http).get('/api/StudentAttendances/groups').expect(401);
      const municipality = await aUser(t.db, { role: Role.Municipality });
      await request(t.http)
        .get('/api/StudentAttendances/groups')
        .set({ Authorization: `Bearer ${await signIn(t, municipality.email)}` })
        .expect(403);
    });
  });

  describe('GET {groupId}/{month}/{year}', () => {
    it('answers one row per child in position order with every cell, day flag and count of the month', async () => {
      const { body } = await request(t.http).get(path()).set(director.auth).expect(200);
      expect(body.rows.map((row: { studentName: string }) => row.studentName.split(' ')[0])).toEqual(
        month.students.map((student) => student.firstName),
      );
      expect(body.days).toHaveLength(31);
      expect(body.attendanceMode).toBe(AttendanceMode.FullDay);
      const stored = body.rows.flatMap((row: { studentId: number; attendances: { forDate: string; type: S | null }[] }) =>
        row.attendances.filter((cell) => cell.type !== null).map((cell) => ({ studentId: row.studentId, ...cell })),
      );
      expect(
        stored.map(({ studentId, forDate, type }: { studentId: number; forDate: string; type: S }) => ({
          studentId,
          forDate,
          type,
        })),
      ).toEqual(expect.arrayContaining(month.cells));
      expect(stored).toHaveLength(month.cells.length);
      const saturday = body.rows[0].attendances.find((cell: { forDate: string }) => cell.forDate === '2026-10-03');
      expect(saturday).toEqual({
        id: null,
        forDate: '2026-10-03',
        type: null,
        isDayOff: true,
        isDayLocked: true,
        medicalNotes: [],
      });
      expect(body.days.find((day: { forDate: string }) => day.forDate === '2026-10-03')).toMatchObject({
        lockReason: '03.10.2026 е събота или неделя.',
      });
      const [ana, boris, viktor, galya] = body.rows;
      expect(galya).toMatchObject({ maxAbsenceCount: 10, currentAbsenceCount: 2, showFamilyAbsenceWarningMessage: false });
      expect(boris.smp).toEqual({ unexcusedThisMonth: 4, level: 'benefitStops' });
      expect(viktor.smp).toEqual({ unexcusedThisMonth: 3, level: 'alert' });
      expect(ana.smp).toEqual({ unexcusedThisMonth: 0, level: 'none' });
      expect(ana).toMatchObject({ inGroupFrom: '2026-10-01', inGroupTo: '2026-10-31', isGuest: false });
    });

    it('shows the requests, the medical notes, the warning at the cap and narrows to studentIds', async () => {
      const galya = month.students[3]!;
      const { rows: period } = await t.db.query(`SELECT period_id FROM classes WHERE id = $1`, [month.classId]);
      const { rows: requests } = await t.db.query(
        `INSERT INTO student_attendance_requests (kindergarten_id, period_id, student_id, type, from_date, to_date)
         VALUES ($1, $2, $3, 1, '2026-10-28', '2026-11-02') RETURNING id`,
        [director.kindergartenId, period[0].period_id, galya.id],
      );
      const { rows: notes } = await t.db.query(
        `INSERT INTO student_medical_notes (kindergarten_id, student_id, from_date, to_date, doctor_name, status)
         VALUES ($1, $2, '2026-10-16', '2026-10-22', 'Д-р Петрова', 1) RETURNING id`,
        [director.kindergartenId, galya.id],
      );
      await t.db.query(
        `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days) VALUES ($1, 8, '2026-09-15', 2)`,
        [director.kindergartenId],
      );
      try {
        const { body } = await request(t.http).get(`${path()}?studentIds=${galya.id}`).set(director.auth).expect(200);
        expect(body.rows).toHaveLength(1);
        const [row] = body.rows;
        expect(row).toMatchObject({
          maxAbsenceCount: 2,
          currentAbsenceCount: 2,
          absencesLocked: true,
          showFamilyAbsenceWarningMessage: true,
        });
        expect(row.studentAttendanceRequests).toEqual([
          { id: requests[0].id, type: 1, fromDate: '2026-10-28', toDate: '2026-11-02', status: 0 },
        ]);
        const noted = row.attendances.find((cell: { forDate: string }) => cell.forDate === '2026-10-19');
        expect(noted.medicalNotes).toEqual([{ id: notes[0].id, status: 1, doctorName: 'Д-р Петрова' }]);
      } finally {
        await t.db.query(`DELETE FROM family_absence_limits WHERE kindergarten_id = $1`, [director.kindergartenId]);
        await t.db.query(`DELETE FROM student_medical_notes WHERE id = $1`, [notes[0].id]);
        await t.db.query(`DELETE FROM student_attendance_requests WHERE id = $1`, [requests[0].id]);
      }
    });

    it('shows a parent only their own child, and another group not at all', async () => {
      const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
      const child = month.students[2]!;
      const { rows } = await t.db.query(
        `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, 'Петър', 'Петров') RETURNING id`,
        [director.kindergartenId, parent.user.id],
      );
      await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 2)`, [
        director.kindergartenId,
        child.id,
        rows[0].id,
      ]);
      const { body } = await request(t.http).get(path()).set(parent.auth).expect(200);
      expect(body.rows.map((row: { studentId: number }) => row.studentId)).toEqual([child.id]);
      expect(body.canEdit).toBe(false);
      const other = await aGroup(t.db, director.kindergartenId);
      await request(t.http).get(`/api/StudentAttendances/${other}/10/2026`).set(parent.auth).expect(404);
    });

    it('answers 401, 403, 404 for another kindergarten and 400 for a bad month or student list', async () => {
      await request(t.http).get(path()).expect(401);
      const municipality = await aUser(t.db, { role: Role.Municipality });
      await request(t.http)
        .get(path())
        .set({ Authorization: `Bearer ${await signIn(t, municipality.email)}` })
        .expect(403);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http).get(path()).set(stranger.auth).expect(404);
      const bad = await request(t.http).get(`/api/StudentAttendances/${month.classId}/13/2026`).set(director.auth).expect(400);
      expect(bad.body.errors).toHaveProperty('month');
      await request(t.http).get(`${path()}?studentIds=abc`).set(director.auth).expect(400);
    });
  });

  describe('GET attendance-form-export/{classId}/{month}/{year}', () => {
    it('prints the month: a row per child with codes and totals, the day totals, legend and signatures', async () => {
      const response = await request(t.http)
        .get(`/api/StudentAttendances/attendance-form-export/${month.classId}/10/2026`)
        .set(director.auth)
        .responseType('blob')
        .expect(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      const text = (await pdfPages(response.body as Buffer)).join('\n');
      expect(text).toContain('Дневник – присъствия на децата');
      expect(text).toContain('Октомври 2026');
      expect(text).toContain('Присъстващи деца');
      expect(text).toContain('п – Присъствие');
      expect(text).toContain('Директор:');
      month.students.forEach((student, index) => {
        const totals = month.perStudent.get(student.id)!;
        expect(text).toMatch(
          new RegExp(`\\n${index + 1} ${student.firstName} [^\\n]* ${totals.present} ${totals.excused} ${totals.unexcused}\\n`),
        );
      });
      const perDay = [...month.perDay.values()].map((day) => day.present);
      expect(text).toContain(`Присъстващи деца ${perDay.slice(0, 2).join(' ')} · · ${perDay.slice(2, 7).join(' ')} · ·`);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http)
        .get(`/api/StudentAttendances/attendance-form-export/${month.classId}/10/2026`)
        .set(stranger.auth)
        .expect(404);
      await request(t.http).get(`/api/StudentAttendances/attendance-form-export/${month.classId}/10/2026`).expect(401);
      await request(t.http)
        .get(`/api/StudentAttendances/attendance-form-export/${month.classId}/0/2026`)
        .set(director.auth)
        .expect(400);
    });
  });
  describe('POST', () => {
    it('saves a day for the group in one request: upserts, clears with null, keeps the cells it does not name', async () => {
      const [ana, boris] = month.students;
      await request(t.http)
        .post('/api/StudentAttendances')
        .set(teacher.auth)
        .send({
          classId: month.classId,
          cells: [
            { studentId: ana!.id, forDate: '2026-10-01', type: S.Absence },
            { studentId: boris!.id, forDate: '2026-10-01', type: null },
          ],
        })
        .expect(200, { isSuccessful: true, entityId: null });
      const cells = await cellsOf(month.classId);
      expect(cells.filter((cell) => cell.forDate === '2026-10-01' && cell.studentId === ana!.id)).toEqual([
        { studentId: ana!.id, forDate: '2026-10-01', type: S.Absence, note: null },
      ]);
      expect(cells.some((cell) => cell.forDate === '2026-10-01' && cell.studentId === boris!.id)).toBe(false);
      expect(cells).toHaveLength(month.cells.length - 1);
    });

    it.each([
      ['a weekend', 3, '2026-10-03', S.Attendance, '03.10.2026 е събота или неделя.'],
      ['the system’s Locked status', 0, '2026-10-05', S.Locked, 'се поставя само от системата'],
      ['an hourly status in a full-day group', 0, '2026-10-05', S.Hourly1, 'не е разрешен при целодневна организация'],
    ])('refuses the whole save for %s, naming the child and the day', async (_, child, forDate, type, message) => {
      const before = await cellsOf(month.classId);
      const response = await request(t.http)
        .post('/api/StudentAttendances')
        .set(teacher.auth)
        .send({
          classId: month.classId,
          cells: [
            { studentId: month.students[1]!.id, forDate: '2026-10-06', type: S.Excused },
            { studentId: month.students[child]!.id, forDate, type },
          ],
        })
        .expect(400);
      expect(response.body.message).toContain(message);
      expect(response.body.message).toContain(month.students[child]!.firstName);
      expect(response.body.errors).toHaveProperty(['cells.1']);
      expect(await cellsOf(month.classId)).toEqual(before);
    });

    it('refuses a future day of the school year that holds today', async () => {
      const kindergartenId = await aKindergarten(t.db);
      const today = todayInBulgaria();
      await aSchoolYear(t.db, kindergartenId, { fromYear: schoolYearOf(today) });
      const classId = await aGroup(t.db, kindergartenId);
      const child = await aChild(t.db, kindergartenId, { classId, fromDate: `${schoolYearOf(today)}-09-15` });
      const director = await aSignedInMember(t, Role.Director, kindergartenId);
      const forDate = nextWeekdayAfter(today);
      const response = await request(t.http)
        .post('/api/StudentAttendances')
        .set(director.auth)
        .send({ classId, cells: [{ studentId: child.id, forDate, type: S.Attendance }] })
        .expect(400);
      expect(response.body.message).toContain('не може да се отбележи присъствие за бъдещ ден');
      expect(response.body.errors).toHaveProperty(['cells.0']);
      const { rows } = await t.db.query(`SELECT 1 FROM student_attendances WHERE student_id = $1`, [child.id]);
      expect(rows).toEqual([]);
    });

    it('refuses a locked module period and a day off of the kindergarten', async () => {
      const studentId = month.students[0]!.id;
      await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, 1, '2026-10-09')`, [
        director.kindergartenId,
      ]);
      try {
        const locked = await request(t.http)
          .post('/api/StudentAttendances')
          .set(director.auth)
          .send({ classId: month.classId, cells: [{ studentId, forDate: '2026-10-08', type: S.Absence }] })
          .expect(400);
        expect(locked.body.message).toContain('е заключен до 09.10.2026');
      } finally {
        await t.db.query(`DELETE FROM module_locks WHERE kindergarten_id = $1`, [director.kindergartenId]);
      }
      await t.db.query(
        `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
         SELECT $1, period_id, '2026-10-30', '2026-10-30', 'Ден на градината', 0 FROM classes WHERE id = $2`,
        [director.kindergartenId, month.classId],
      );
      const dayOff = await request(t.http)
        .post('/api/StudentAttendances')
        .set(director.auth)
        .send({ classId: month.classId, cells: [{ studentId, forDate: '2026-10-30', type: S.Attendance }] })
        .expect(400);
      expect(dayOff.body.message).toContain('неучебен ден на детската градина: „Ден на градината“');
      const { body } = await request(t.http).get(path()).set(director.auth).expect(200);
      const cell = body.rows[0].attendances.find((day: { forDate: string }) => day.forDate === '2026-10-30');
      expect(cell).toMatchObject({ isDayOff: true, mistaken: true, type: S.Attendance });
    });

    it('refuses a child who is not in the group on the day', async () => {
      const late = await aChild(t.db, director.kindergartenId, {
        classId: month.classId,
        fromDate: '2026-10-20',
        firstName: 'Йоана',
      });
      const response = await request(t.http)
        .post('/api/StudentAttendances')
        .set(teacher.auth)
        .send({ classId: month.classId, cells: [{ studentId: late.id, forDate: '2026-10-19', type: S.Attendance }] })
        .expect(400);
      expect(response.body.message).toBe('Йоана Петрова не е в групата на 19.10.2026.');
      await request(t.http)
        .post('/api/StudentAttendances')
        .set(teacher.auth)
        .send({ classId: month.classId, cells: [{ studentId: late.id, forDate: '2026-10-20', type: S.Attendance }] })
        .expect(200);
    });

    it('lists a guest child of another kindergarten by name and saves the guest’s cells in the host', async () => {
      const home = await aSignedInMember(t, Role.Director);
      const guest = await aChild(t.db, home.kindergartenId, { firstName: 'Гост' });
      const group = await aGroup(t.db, director.kindergartenId);
      await teach(teacher, group);
      await t.db.query(
        `INSERT INTO guest_placements (kindergarten_id, class_id, student_id, home_kindergarten_id, from_date, to_date)
         VALUES ($1, $2, $3, $4, '2026-10-12', '2026-10-16')`,
        [director.kindergartenId, group, guest.id, home.kindergartenId],
      );
      const { body } = await request(t.http).get(`/api/StudentAttendances/${group}/10/2026`).set(teacher.auth).expect(200);
      expect(body.rows).toEqual([
        expect.objectContaining({
          studentId: guest.id,
          studentName: 'Гост Иванова Петрова',
          isGuest: true,
          inGroupFrom: '2026-10-12',
          inGroupTo: '2026-10-16',
        }),
      ]);
      await request(t.http)
        .post('/api/StudentAttendances')
        .set(teacher.auth)
        .send({ classId: group, cells: [{ studentId: guest.id, forDate: '2026-10-12', type: S.Attendance }] })
        .expect(200);
      const refused = await request(t.http)
        .post('/api/StudentAttendances')
        .set(teacher.auth)
        .send({ classId: group, cells: [{ studentId: guest.id, forDate: '2026-10-19', type: S.Attendance }] })
        .expect(400);
      expect(refused.body.message).toBe('Гост Петрова не е в групата на 19.10.2026.');
      const { rows } = await t.db.query(`SELECT kindergarten_id, class_id FROM student_attendances WHERE student_id = $1`, [
        guest.id,
      ]);
      expect(rows).toEqual([{ kindergarten_id: director.kindergartenId, class_id: group }]);
    });

    it('refuses a family-reason day beyond the child’s cap (Наредба № 5, чл. 10) and allows it below', async () => {
      const galya = month.students[3]!;
      await t.db.query(
        `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days) VALUES ($1, 8, '2026-09-15', 3)`,
        [director.kindergartenId],
      );
      try {
        await request(t.http)
          .post('/api/StudentAttendances')
          .set(teacher.auth)
          .send({ classId: month.classId, cells: [{ studentId: galya.id, forDate: '2026-10-26', type: S.AbsenceFamilyReason }] })
          .expect(200);
        const refused = await request(t.http)
          .post('/api/StudentAttendances')
          .set(teacher.auth)
          .send({ classId: month.classId, cells: [{ studentId: galya.id, forDate: '2026-10-27', type: S.AbsenceFamilyReason }] })
          .expect(400);
        expect(refused.body.message).toBe(
          'Галя Петрова, 27.10.2026: достигнат е максимумът от 3 дни отсъствия по семейни причини за учебната година.',
        );
        // Re-saving a day that is already a family-reason day does not count twice.
        await request(t.http)
          .post('/api/StudentAttendances')
          .set(teacher.auth)
          .send({ classId: month.classId, cells: [{ studentId: galya.id, forDate: '2026-10-26', type: S.AbsenceFamilyReason }] })
          .expect(200);
      } finally {
        await t.db.query(`DELETE FROM family_absence_limits WHERE kindergarten_id = $1`, [director.kindergartenId]);
      }
    });

    it('stores an absence covered by an approved medical note as excused by the note when the kindergarten says so', async () => {
      const elena = month.students[5]!;
      const { rows } = await t.db.query(
        `INSERT INTO student_medical_notes (kindergarten_id, student_id, from_date, to_date, doctor_name, status)
         VALUES ($1, $2, '2026-10-26', '2026-10-27', 'Д-р Илиев', 1) RETURNING id`,
        [director.kindergartenId, elena.id],
      );
      const save = (forDate: string) =>
        request(t.http)
          .post('/api/StudentAttendances')
          .set(teacher.auth)
          .send({ classId: month.classId, cells: [{ studentId: elena.id, forDate, type: S.Absence }] })
          .expect(200);
      await save('2026-10-26');
      await t.db.query(`UPDATE kindergartens SET automatic_excuse_with_medical_note = true WHERE id = $1`, [
        director.kindergartenId,
      ]);
      await save('2026-10-27');
      await save('2026-10-28');
      const cells = (await cellsOf(month.classId)).filter((cell) => cell.studentId === elena.id && cell.forDate >= '2026-10-26');
      expect(cells).toEqual([
        { studentId: elena.id, forDate: '2026-10-26', type: S.Absence, note: null },
        { studentId: elena.id, forDate: '2026-10-27', type: S.AbsenceForSicknessMB, note: rows[0].id },
        { studentId: elena.id, forDate: '2026-10-28', type: S.Absence, note: null },
      ]);
    });

    it('keeps both of two concurrent saves of different cells, and the last write of the same cell', async () => {
      const [ana, boris] = month.students;
      const save = (studentId: number, type: S) =>
        request(t.http)
          .post('/api/StudentAttendances')
          .set(teacher.auth)
          .send({ classId: month.classId, cells: [{ studentId, forDate: '2026-10-29', type }] });
      const [first, second] = await Promise.all([save(ana!.id, S.Excused), save(boris!.id, S.AbsenceQuarantine)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      await save(ana!.id, S.Absence).expect(200);
      await save(ana!.id, S.Attendance).expect(200);
      const cells = (await cellsOf(month.classId)).filter((cell) => cell.forDate === '2026-10-29');
      expect(cells.map((cell) => [cell.studentId, cell.type])).toEqual(
        expect.arrayContaining([
          [ana!.id, S.Attendance],
          [boris!.id, S.AbsenceQuarantine],
        ]),
      );
    });

    it('answers 401, 403 for a role without the right and a teacher of another group, 404 elsewhere, 400 for a bad body', async () => {
      const body = {
        classId: month.classId,
        cells: [{ studentId: month.students[0]!.id, forDate: '2026-10-05', type: S.Attendance }],
      };
      await request(t.http).post('/api/StudentAttendances').send(body).expect(401);
      const manciple = await aSignedInMember(t, Role.Manciple, director.kindergartenId);
      await request(t.http).post('/api/StudentAttendances').set(manciple.auth).send(body).expect(403);
      const otherTeacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
      await request(t.http).post('/api/StudentAttendances').set(otherTeacher.auth).send(body).expect(403);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http).post('/api/StudentAttendances').set(stranger.auth).send(body).expect(404);
      const bad = await request(t.http)
        .post('/api/StudentAttendances')
        .set(director.auth)
        .send({ classId: month.classId, cells: [{ studentId: 1, forDate: '05.10.2026', type: 99 }] })
        .expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['cells.0.forDate', 'cells.0.type']));
      const duplicated = await request(t.http)
        .post('/api/StudentAttendances')
        .set(director.auth)
        .send({ classId: month.classId, cells: [body.cells[0], body.cells[0]] })
        .expect(400);
      expect(duplicated.body.errors['cells.1']).toEqual(['Клетката е изпратена два пъти.']);
    });
  });
});

/** A Monday–Friday at least two days after `day` (YYYY-MM-DD): ahead of today in every time zone. */
function nextWeekdayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 2);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
