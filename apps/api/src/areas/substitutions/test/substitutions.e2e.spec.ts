import { DaysOffType, Role, SubstitutionReason, SubstitutionShift } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';
import { aGroup, aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const api = '/api/TeacherSubstitutions';

describe('/api/TeacherSubstitutions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function aTeacher(kindergartenId: number, firstName: string, values: { pedagogical?: boolean } = {}): Promise<number> {
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation, is_pedagogical)
       VALUES ($1, $2, 'Колева', 'Учител', $3) RETURNING id`,
      [kindergartenId, firstName, values.pedagogical ?? true],
    );
    return rows[0].id;
  }

  /** A director's kindergarten with two teachers, a cook and a group; `body()` a valid three-day substitution. */
  async function aKindergartenWithStaff() {
    const director = await aSignedInMember(t, Role.Director);
    const absent = await aTeacher(director.kindergartenId, 'Ана');
    const substitute = await aTeacher(director.kindergartenId, 'Бояна');
    const cook = await aTeacher(director.kindergartenId, 'Вера', { pedagogical: false });
    const classId = await aGroup(t.db, director.kindergartenId, 'Слънце');
    const body = (values: Record<string, unknown> = {}) => ({
      absentTeacherId: absent,
      substituteTeacherId: substitute,
      classId,
      fromDate: '2026-10-07',
      toDate: '2026-10-09',
      shift: SubstitutionShift.First,
      hoursPerDay: 6,
      reason: SubstitutionReason.SickLeave,
      note: 'Болничен лист',
      ...values,
    });
    return { director, absent, substitute, cook, classId, body };
  }

  it('records a substitution with its working days, lists, reads, edits and deletes it', async () => {
    const { director, absent, substitute, classId, body } = await aKindergartenWithStaff();
    const created = await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    const id = created.body.entityId;
    const { rows } = await t.db.query(
      `SELECT kindergarten_id, absent_teacher_id, substitute_teacher_id, class_id, shift, hours_per_day,
              (SELECT array_agg(for_date::text ORDER BY for_date) FROM teacher_substitution_days WHERE substitution_id = s.id) AS days
         FROM teacher_substitutions s WHERE id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        kindergarten_id: director.kindergartenId,
        absent_teacher_id: absent,
        substitute_teacher_id: substitute,
        class_id: classId,
        shift: 1,
        hours_per_day: 6,
        days: ['2026-10-07', '2026-10-08', '2026-10-09'],
      },
    ]);

    const list = await request(t.http)
      .get(`${api}/overview-models`)
      .query({ teacherId: substitute })
      .set(director.auth)
      .expect(200);
    expect(list.body).toMatchObject({
      rowsCount: 1,
      result: [
        { id, absentName: 'Ана Колева', substituteName: 'Бояна Колева', className: 'Слънце', daysCount: 3, totalHours: 18 },
      ],
    });
    const outside = await request(t.http)
      .get(`${api}/overview-models`)
      .query({ fromDate: '2026-10-10', toDate: '2026-10-31' })
      .set(director.auth)
      .expect(200);
    expect(outside.body.rowsCount).toBe(0);

    // Friday to Tuesday with the Monday a day off of the kindergarten: Friday and Tuesday count.
    await t.db.query(
      `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
       SELECT $1, id, '2026-10-12', '2026-10-12', 'Ден на града', $2 FROM kindergarten_periods WHERE kindergarten_id = $1`,
      [director.kindergartenId, DaysOffType.DayOff],
    );
    await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ id, toDate: '2026-10-13', shift: SubstitutionShift.WholeDay, hoursPerDay: 12 }))
      .expect(200);
    const read = await request(t.http).get(`${api}/${id}`).set(director.auth).expect(200);
    expect(read.body).toMatchObject({ toDate: '2026-10-13', shift: 3, daysCount: 4, totalHours: 48 });

    await request(t.http).delete(api).query({ id }).set(director.auth).expect(204);
    await request(t.http).get(`${api}/${id}`).set(director.auth).expect(404);
    const left = await t.db.query(`SELECT count(*)::int AS count FROM teacher_substitution_days WHERE substitution_id = $1`, [
      id,
    ]);
    expect(left.rows[0].count).toBe(0);
  });

  it('refuses a substitute in two places at once with a Bulgarian 409, but lets the other shift through', async () => {
    const { director, absent, body } = await aKindergartenWithStaff();
    const otherAbsent = await aTeacher(director.kindergartenId, 'Галя');
    await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    const clash = await request(t.http)
      .post(api)
      .set(director.auth)
      .send(
        body({ absentTeacherId: otherAbsent, fromDate: '2026-10-09', toDate: '2026-10-14', shift: SubstitutionShift.WholeDay }),
      )
      .expect(409);
    expect(clash.body.message).toBe(
      'Заместващият вече замества в същата смяна в този период. Вече замества в група „Слънце“ (I смяна) от 07.10.2026 до 09.10.2026.',
    );
    await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ absentTeacherId: otherAbsent, shift: SubstitutionShift.Second }))
      .expect(200);
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS count FROM teacher_substitutions WHERE absent_teacher_id = ANY($1)`,
      [[absent, otherAbsent]],
    );
    expect(rows[0].count).toBe(2);
  });

  it('guarantees the rule in the database even when the check is bypassed', async () => {
    const { director, body } = await aKindergartenWithStaff();
    const created = await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    await expect(
      t.db.query(
        `INSERT INTO teacher_substitutions (kindergarten_id, period_id, absent_teacher_id, substitute_teacher_id, class_id,
                                           from_date, to_date, shift, hours_per_day, reason)
         SELECT kindergarten_id, period_id, absent_teacher_id, substitute_teacher_id, class_id, '2026-10-08', '2026-10-08', 3, 6, 1
           FROM teacher_substitutions WHERE id = $1`,
        [created.body.entityId],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses dates outside the school year, no working days and a non-pedagogical substitute', async () => {
    const { director, cook, body } = await aKindergartenWithStaff();
    const outside = await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ fromDate: '2027-09-01', toDate: '2027-09-02' }));
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('Датите трябва да са в избраната учебна година.');
    const weekend = await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ fromDate: '2026-10-10', toDate: '2026-10-11' }));
    expect(weekend.status).toBe(409);
    expect(weekend.body.message).toBe('В избрания период няма работни дни.');
    const cookBody = await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ substituteTeacherId: cook }));
    expect(cookBody.status).toBe(400);
    expect(cookBody.body.errors).toEqual({ substituteTeacherId: ['Заместващият трябва да е педагогически специалист.'] });
    const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM teacher_substitutions WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(rows[0].count).toBe(0);
  });

  it('offers the pickers and marks who is busy in the asked period and shift', async () => {
    const { director, substitute, classId, body } = await aKindergartenWithStaff();
    const reserve = await aGroup(t.db, director.kindergartenId, 'Резервна');
    await t.db.query(`UPDATE classes SET is_for_substitution = true WHERE id = $1`, [reserve]);
    await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    const options = await request(t.http)
      .get(`${api}/options`)
      .query({ fromDate: '2026-10-09', toDate: '2026-10-12', shift: SubstitutionShift.WholeDay })
      .set(director.auth)
      .expect(200);
    expect(options.body.workingDays).toBe(2);
    expect(options.body.classes.map((group: { id: number }) => group.id)).toEqual([reserve, classId]);
    expect(options.body.staff.map((person: { name: string }) => person.name)).toEqual([
      'Ана Колева',
      'Бояна Колева',
      'Вера Колева',
    ]);
    expect(options.body.staff.find((person: { id: number }) => person.id === substitute).busy).toBe(
      'Замества в група „Слънце“ от 07.10.2026 до 09.10.2026.',
    );
    const secondShift = await request(t.http)
      .get(`${api}/options`)
      .query({ fromDate: '2026-10-09', toDate: '2026-10-12', shift: SubstitutionShift.Second })
      .set(director.auth)
      .expect(200);
    expect(secondShift.body.staff.every((person: { busy: string | null }) => person.busy === null)).toBe(true);
    expect(options.body.shifts).toEqual([
      { value: 1, label: 'I смяна', defaultHours: 6 },
      { value: 2, label: 'II смяна', defaultHours: 6 },
      { value: 3, label: 'Цял ден', defaultHours: 12 },
    ]);
  });

  it('reports the norms: substituted hours against the norm, lecturing hours above it', async () => {
    const { director, absent, substitute, body } = await aKindergartenWithStaff();
    await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    // The substitute was absent one day herself and replaced by the first teacher (6 hours): 18 - 6 = 12 lecturing hours.
    await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ absentTeacherId: substitute, substituteTeacherId: absent, fromDate: '2026-10-05', toDate: '2026-10-05' }))
      .expect(200);
    const norms = await request(t.http)
      .get(`${api}/norms`)
      .query({ fromDate: '2026-10-01', toDate: '2026-10-31' })
      .set(director.auth)
      .expect(200);
    expect(norms.body).toMatchObject({ workingDays: 22, normHoursPerDay: 6 });
    expect(norms.body.rows).toEqual([
      expect.objectContaining({
        name: 'Ана Колева',
        normHours: 132,
        substitutedDays: 1,
        substitutedHours: 6,
        absentDays: 3,
        absentHours: 18,
        lecturingHours: 0,
      }),
      expect.objectContaining({
        name: 'Бояна Колева',
        normHours: 132,
        substitutedDays: 3,
        substitutedHours: 18,
        absentDays: 1,
        absentHours: 6,
        lecturingHours: 12,
      }),
    ]);
    const clipped = await request(t.http)
      .get(`${api}/norms`)
      .query({ fromDate: '2026-10-08', toDate: '2026-10-08' })
      .set(director.auth)
      .expect(200);
    expect(clipped.body.rows[1]).toMatchObject({ substitutedDays: 1, substitutedHours: 6, lecturingHours: 6 });

    const pdf = await request(t.http)
      .get(`${api}/norms/export/pdf`)
      .query({ fromDate: '2026-10-01', toDate: '2026-10-31' })
      .set(director.auth)
      .responseType('blob')
      .expect(200);
    const [text] = await pdfPages(pdf.body as Buffer);
    expect(text).toContain('Задължителна норма и лекторски часове');
    expect(text).toMatch(/Бояна Колева\s*Учител\s*132\s*3\s*18\s*6\s*12/);
  });

  it('exports the list as Excel and PDF with the same filters, and refuses other types', async () => {
    const { director, body } = await aKindergartenWithStaff();
    await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    const excel = await request(t.http).get(`${api}/export/excel`).set(director.auth).responseType('blob').expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Отсъстващ');
    expect([2, 3, 6, 7, 8, 9, 10].map((column) => sheet.getRow(2).getCell(column).value)).toEqual([
      'Бояна Колева',
      'Слънце',
      'I смяна',
      6,
      3,
      18,
      'Болничен',
    ]);
    const pdf = await request(t.http)
      .get(`${api}/export/pdf`)
      .query({ fromDate: '2026-10-01', toDate: '2026-10-31' })
      .set(director.auth)
      .responseType('blob')
      .expect(200);
    const [text] = await pdfPages(pdf.body as Buffer);
    expect(text).toContain('Заместване на персонал');
    expect(text).toMatch(/Ана Колева Бояна Колева Слънце 07\.10\.2026 –\s*09\.10\.2026\s*I смяна 6 3 18 Болничен/);
    await request(t.http).get(`${api}/export/docx`).set(director.auth).expect(400);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get(`${api}/overview-models`).expect(401);
    await request(t.http).get(`${api}/options`).expect(401);
    await request(t.http).get(`${api}/norms?fromDate=2026-10-01&toDate=2026-10-31`).expect(401);
    await request(t.http).get(`${api}/export/pdf`).expect(401);
    await request(t.http).get(`${api}/1`).expect(401);
    await request(t.http).post(api).send({}).expect(401);
    await request(t.http).delete(`${api}?id=1`).expect(401);
  });

  it('answers 403: a teacher reads but does not write, a parent does not read', async () => {
    const { director, body } = await aKindergartenWithStaff();
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
    const created = await request(t.http).post(api).set(director.auth).send(body()).expect(200);
    await request(t.http).get(`${api}/overview-models`).set(teacher.auth).expect(200);
    await request(t.http).post(api).set(teacher.auth).send(body()).expect(403);
    await request(t.http)
      .post(api)
      .set(teacher.auth)
      .send(body({ id: created.body.entityId }))
      .expect(403);
    await request(t.http).delete(api).query({ id: created.body.entityId }).set(teacher.auth).expect(403);
    await request(t.http).get(`${api}/overview-models`).set(parent.auth).expect(403);
    await request(t.http).get(`${api}/norms?fromDate=2026-10-01&toDate=2026-10-31`).set(parent.auth).expect(403);
    await request(t.http).get(`${api}/export/excel`).set(parent.auth).expect(403);
  });

  it('answers 404 for another kindergarten’s substitution, staff and group', async () => {
    const owner = await aKindergartenWithStaff();
    const stranger = await aKindergartenWithStaff();
    const { body } = await request(t.http).post(api).set(owner.director.auth).send(owner.body()).expect(200);
    await request(t.http).get(`${api}/${body.entityId}`).set(stranger.director.auth).expect(404);
    await request(t.http)
      .post(api)
      .set(stranger.director.auth)
      .send(stranger.body({ id: body.entityId }))
      .expect(404);
    await request(t.http).delete(api).query({ id: body.entityId }).set(stranger.director.auth).expect(404);
    await request(t.http)
      .post(api)
      .set(stranger.director.auth)
      .send(stranger.body({ absentTeacherId: owner.absent }))
      .expect(404);
    await request(t.http)
      .post(api)
      .set(stranger.director.auth)
      .send(stranger.body({ classId: owner.classId }))
      .expect(404);
    const list = await request(t.http).get(`${api}/overview-models`).set(stranger.director.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM teacher_substitutions WHERE kindergarten_id = $1`, [
      stranger.director.kindergartenId,
    ]);
    expect(rows[0].count).toBe(0);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const { director, body } = await aKindergartenWithStaff();
    const same = await request(t.http)
      .post(api)
      .set(director.auth)
      .send(body({ substituteTeacherId: body().absentTeacherId, toDate: '2026-10-01' }))
      .expect(400);
    expect(same.body.errors).toEqual({
      toDate: ['Крайната дата не може да е преди началната.'],
      substituteTeacherId: ['Заместващият не може да е отсъстващият служител.'],
    });
    const missing = await request(t.http).post(api).set(director.auth).send({ shift: 4 }).expect(400);
    expect(missing.body.errors.absentTeacherId).toEqual(['Полето е задължително.']);
    await request(t.http).get(`${api}/abc`).set(director.auth).expect(400);
    await request(t.http).delete(api).set(director.auth).expect(400);
    await request(t.http).get(`${api}/overview-models?orderByColumn=password`).set(director.auth).expect(400);
    await request(t.http).get(`${api}/norms?fromDate=2026-13-01&toDate=2026-10-31`).set(director.auth).expect(400);
  });
});
