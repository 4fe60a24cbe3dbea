import { ChildAttendanceStatus as S, fileNameFromDisposition, MedicalNoteStatus, RealtimeEvent, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import request from 'supertest';
import { aChild, aGroup, aSignedInMember, aSignedInParentOf, aSignedInTeacherOf } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { connectToHub, listenOnLoopback, nextEvent } from '../../../platform/realtime/test/realtime-client.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Monday 5 – Friday 9 October 2026. */
const WEEK = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09'];
/** An OpenDocument text (the files area accepts it; a medical note does not). */
const ODT = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text'),
  Buffer.from('content.xml…'),
]);
const NOTE = {
  fromDate: '2026-10-05',
  toDate: '2026-10-09',
  issuedOn: '2026-10-05',
  doctorName: 'д-р Петрова',
  noteNumber: '123',
};

async function cells(db: pg.Pool, kindergartenId: number, classId: number, studentId: number, types: Record<string, S>) {
  for (const [day, type] of Object.entries(types)) {
    await db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, $4, $5)`,
      [kindergartenId, classId, studentId, day, type],
    );
  }
}

async function cellsOf(db: pg.Pool, studentId: number) {
  const { rows } = await db.query(
    `SELECT for_date AS day, type, medical_note_id AS note FROM student_attendances WHERE student_id = $1 ORDER BY for_date`,
    [studentId],
  );
  return rows.map((row) => ({ ...row, day: row.day.toISOString?.().slice(0, 10) ?? row.day }));
}

/** A kindergarten (with the automatic excuse or not) with a director, a group, a child in it and the child's parent. */
async function aKindergartenWithChild(t: TestApp, automaticExcuse: boolean) {
  const director = await aSignedInMember(t, Role.Director);
  const kindergartenId = director.kindergartenId;
  await t.db.query(`UPDATE kindergartens SET automatic_excuse_with_medical_note = $2 WHERE id = $1`, [
    kindergartenId,
    automaticExcuse,
  ]);
  const classId = await aGroup(t.db, kindergartenId);
  const child = await aChild(t.db, kindergartenId, { classId, firstName: 'Галя' });
  const parent = await aSignedInParentOf(t, kindergartenId, child.id);
  return { director, kindergartenId, classId, child, parent };
}

describe('/api/StudentMedicalNotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** POST /api/StudentMedicalNotes with the week's note changed by `values`, expecting `status`. */
  const record = (auth: Record<string, string>, values: Record<string, unknown>, status: number) =>
    request(t.http)
      .post('/api/StudentMedicalNotes')
      .set(auth)
      .send({ ...NOTE, ...values })
      .expect(status);

  const upload = async (auth: Record<string, string>, data = PDF, name = 'бележка.pdf') =>
    (await request(t.http).post('/api/files/temp/upload').set(auth).attach('file', data, name).expect(200)).body.id as string;

  it('a medical note excuses a week: the parent records it with its scan, the director approves, annuls undo it', async () => {
    const { director, kindergartenId, classId, child, parent } = await aKindergartenWithChild(t, true);
    const sibling = await aChild(t.db, kindergartenId, { classId, firstName: 'Борис' });
    // The week: absent but present on Wednesday; absent the next Monday too (outside the note); a classmate absent.
    await cells(t.db, kindergartenId, classId, child.id, {
      ...Object.fromEntries(WEEK.map((day) => [day, S.Absence])),
      '2026-10-07': S.Attendance,
      '2026-10-12': S.Absence,
    });
    await cells(t.db, kindergartenId, classId, sibling.id, { '2026-10-05': S.Absence });

    const fileId = await upload(parent.auth);
    const saved = await record(parent.auth, { studentId: child.id, fileId }, 200);
    const id = saved.body.entityId;
    const { rows: stored } = await t.db.query(
      `SELECT n.status, n.created_by, n.file_id, f.owner_resource, f.owner_id, f.expires_at
         FROM student_medical_notes n JOIN stored_files f ON f.id = n.file_id WHERE n.id = $1`,
      [id],
    );
    expect(stored).toEqual([
      { status: 0, created_by: parent.user.id, file_id: fileId, owner_resource: 39, owner_id: id, expires_at: null },
    ]);

    const list = await request(t.http).get('/api/StudentMedicalNotes/overview-models').set(director.auth).expect(200);
    expect(list.body).toMatchObject({
      rowsCount: 1,
      result: [
        {
          id,
          studentName: 'Галя Иванова Петрова',
          classId,
          fromDate: '2026-10-05',
          toDate: '2026-10-09',
          days: 5,
          doctorName: 'д-р Петрова',
          file: { id: fileId, name: 'бележка.pdf' },
          status: MedicalNoteStatus.Pending,
          createdBy: 'Мария Иванова',
          excusedDays: 0,
        },
      ],
    });

    const approved = await request(t.http).post('/api/StudentMedicalNotes/approve').set(director.auth).send({ id }).expect(200);
    expect(approved.body).toEqual({ excusedDays: 4 });
    expect(await cellsOf(t.db, child.id)).toEqual([
      { day: '2026-10-05', type: S.AbsenceForSicknessMB, note: id },
      { day: '2026-10-06', type: S.AbsenceForSicknessMB, note: id },
      { day: '2026-10-07', type: S.Attendance, note: null },
      { day: '2026-10-08', type: S.AbsenceForSicknessMB, note: id },
      { day: '2026-10-09', type: S.AbsenceForSicknessMB, note: id },
      { day: '2026-10-12', type: S.Absence, note: null },
    ]);
    expect(await cellsOf(t.db, sibling.id)).toEqual([{ day: '2026-10-05', type: S.Absence, note: null }]);
    const { rows: decided } = await t.db.query(`SELECT status, decided_by FROM student_medical_notes WHERE id = $1`, [id]);
    expect(decided).toEqual([{ status: MedicalNoteStatus.Approved, decided_by: director.user.id }]);
    const read = await request(t.http).get(`/api/StudentMedicalNotes/${id}`).set(parent.auth).expect(200);
    expect(read.body).toMatchObject({ status: MedicalNoteStatus.Approved, excusedDays: 4, decidedBy: 'Мария Иванова' });

    // The parent and the director download the scan.
    const file = await request(t.http).get(`/api/files/${fileId}`).set(parent.auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    await request(t.http).get(`/api/files/${fileId}`).set(director.auth).expect(200);
    // Another child's parent in the same kindergarten reads medical notes too, but not this child's scan.
    const otherParent = await aSignedInParentOf(t, kindergartenId, sibling.id);
    await request(t.http).get(`/api/files/${fileId}`).set(otherParent.auth).expect(404);

    // A teacher changes one excused day to present; the annulment restores only the cells the note still excuses.
    await t.db.query(`UPDATE student_attendances SET type = $3, medical_note_id = NULL WHERE student_id = $1 AND for_date = $2`, [
      child.id,
      '2026-10-09',
      S.Attendance,
    ]);
    const noComment = await request(t.http).post(`/api/StudentMedicalNotes/annul/${id}`).set(director.auth).send({}).expect(400);
    expect(noComment.body.errors).toEqual({ comment: ['Посочете причината за анулирането.'] });
    const annulled = await request(t.http)
      .post(`/api/StudentMedicalNotes/annul/${id}`)
      .set(director.auth)
      .send({ comment: 'Бележката е за друго дете.' })
      .expect(200);
    expect(annulled.body).toEqual({ restoredDays: 3 });
    expect(await cellsOf(t.db, child.id)).toEqual([
      { day: '2026-10-05', type: S.Absence, note: null },
      { day: '2026-10-06', type: S.Absence, note: null },
      { day: '2026-10-07', type: S.Attendance, note: null },
      { day: '2026-10-08', type: S.Absence, note: null },
      { day: '2026-10-09', type: S.Attendance, note: null },
      { day: '2026-10-12', type: S.Absence, note: null },
    ]);
    const { rows: final } = await t.db.query(`SELECT status, comment FROM student_medical_notes WHERE id = $1`, [id]);
    expect(final).toEqual([{ status: MedicalNoteStatus.Annulled, comment: 'Бележката е за друго дете.' }]);

    const again = await request(t.http).post('/api/StudentMedicalNotes/approve').set(director.auth).send({ id }).expect(409);
    expect(again.body.message).toBe('Анулирана медицинска бележка не може да бъде одобрена.');
  });

  it('approves without touching the grid when the kindergarten has no automatic excuse', async () => {
    const { director, kindergartenId, classId, child } = await aKindergartenWithChild(t, false);
    await cells(t.db, kindergartenId, classId, child.id, Object.fromEntries(WEEK.map((day) => [day, S.Absence])));
    const saved = await record(director.auth, { studentId: child.id }, 200);
    const approved = await request(t.http)
      .post('/api/StudentMedicalNotes/approve')
      .set(director.auth)
      .send({ id: saved.body.entityId })
      .expect(200);
    expect(approved.body).toEqual({ excusedDays: 0 });
    expect((await cellsOf(t.db, child.id)).map((cell) => [cell.type, cell.note])).toEqual(WEEK.map(() => [S.Absence, null]));
    const twice = await request(t.http)
      .post('/api/StudentMedicalNotes/approve')
      .set(director.auth)
      .send({ id: saved.body.entityId })
      .expect(409);
    expect(twice.body.message).toBe('Медицинската бележка вече е одобрена.');
  });

  it('edits and deletes only pending notes; the recorder withdraws their own, one valid note per child and day', async () => {
    const { director, child, parent } = await aKindergartenWithChild(t, true);
    const fileId = await upload(parent.auth);
    const { body } = await record(parent.auth, { studentId: child.id, fileId }, 200);
    const overlap = await record(director.auth, { fromDate: '2026-10-09', toDate: '2026-10-12', studentId: child.id }, 409);
    expect(overlap.body.message).toBe('За детето вече има медицинска бележка, която покрива някой от тези дни.');
    // A parent does not edit (no update permission); the director does, and removes the scan.
    await record(parent.auth, { id: body.entityId, studentId: child.id }, 403);
    await record(director.auth, { id: body.entityId, studentId: child.id, doctorName: 'д-р Георгиев', fileId: null }, 200);
    const { rows } = await t.db.query(
      `SELECT n.doctor_name, n.file_id, (SELECT count(*)::int FROM stored_files WHERE id = $2) AS files
         FROM student_medical_notes n WHERE n.id = $1`,
      [body.entityId, fileId],
    );
    expect(rows).toEqual([{ doctor_name: 'д-р Георгиев', file_id: null, files: 0 }]);

    // Someone else's note: a parent may not delete it.
    const byDirector = await record(director.auth, { fromDate: '2026-11-02', toDate: '2026-11-03', studentId: child.id }, 200);
    const foreign = await request(t.http)
      .delete(`/api/StudentMedicalNotes/${byDirector.body.entityId}`)
      .set(parent.auth)
      .expect(403);
    expect(foreign.body.message).toBe('Можете да изтриете само бележка, която сте въвели.');

    await request(t.http).delete(`/api/StudentMedicalNotes/${body.entityId}`).set(parent.auth).expect(204);
    const { rows: left } = await t.db.query(`SELECT id FROM student_medical_notes WHERE id = $1`, [body.entityId]);
    expect(left).toEqual([]);

    await request(t.http).post('/api/StudentMedicalNotes/approve').set(director.auth).send({ id: byDirector.body.entityId });
    const approvedEdit = await record(director.auth, { id: byDirector.body.entityId, studentId: child.id }, 409);
    expect(approvedEdit.body.message).toBe('Само бележка, която чака одобрение, може да се променя или изтрива.');
    await request(t.http).delete(`/api/StudentMedicalNotes/${byDirector.body.entityId}`).set(director.auth).expect(409);
  });

  it('reaches a parent’s own children and a teacher’s own groups for recording; every reader sees only their reach', async () => {
    const { director, kindergartenId, classId, child, parent } = await aKindergartenWithChild(t, true);
    const otherGroup = await aGroup(t.db, kindergartenId);
    const stranger = await aChild(t.db, kindergartenId, { classId: otherGroup, firstName: 'Димо' });
    await record(parent.auth, { studentId: stranger.id }, 404);
    const teacher = await aSignedInTeacherOf(t, kindergartenId, classId);
    await record(teacher.auth, { studentId: stranger.id }, 404);
    await record(teacher.auth, { studentId: child.id }, 200);
    await record(director.auth, { studentId: stranger.id }, 200);

    const parentList = await request(t.http).get('/api/StudentMedicalNotes/overview-models').set(parent.auth).expect(200);
    expect(parentList.body.result.map((row: { studentId: number }) => row.studentId)).toEqual([child.id]);
    const filtered = await request(t.http)
      .get(
        `/api/StudentMedicalNotes/overview-models?classId=${otherGroup}&status=0&fromDate=2026-10-09&toDate=2026-10-20&search=дим`,
      )
      .set(director.auth)
      .expect(200);
    expect(filtered.body.result.map((row: { studentId: number }) => row.studentId)).toEqual([stranger.id]);
    const none = await request(t.http)
      .get('/api/StudentMedicalNotes/overview-models?fromDate=2026-10-10')
      .set(director.auth)
      .expect(200);
    expect(none.body.rowsCount).toBe(0);
  });

  it('exports the filtered list as an Excel workbook', async () => {
    const { director, child } = await aKindergartenWithChild(t, true);
    await record(director.auth, { studentId: child.id }, 200);
    const response = await request(t.http)
      .get('/api/StudentMedicalNotes/overview-models/export?status=0')
      .set(director.auth)
      .responseType('blob')
      .expect(200);
    expect(fileNameFromDisposition(response.headers['content-disposition'])).toMatch(/^Медицински бележки - .*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Медицински бележки')!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Дете', 'Група', 'От дата', 'До дата', 'Работни дни', 'Лекар', 'Статус', 'Извинени дни']),
    );
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Галя Иванова Петрова');
    expect(row.getCell(5).value).toBe(5);
    expect(row.getCell(7).value).toBe('д-р Петрова');
    expect(row.getCell(9).value).toBe('Чака одобрение');
    expect(sheet.rowCount).toBe(2);
  });

  it('tells the director of a parent’s new note and the parent of the decision, over the realtime hub', async () => {
    const url = await listenOnLoopback(t.app);
    const { director, child, parent } = await aKindergartenWithChild(t, true);
    const directorSocket = await connectToHub(url, { token: director.token });
    const parentSocket = await connectToHub(url, { token: parent.token });
    try {
      const filed = nextEvent(directorSocket, RealtimeEvent.AttendanceApplicationChanged);
      const { body } = await record(parent.auth, { studentId: child.id }, 200);
      expect(await filed).toEqual({
        kind: 'medicalNote',
        id: body.entityId,
        status: MedicalNoteStatus.Pending,
        text: 'Нова медицинска бележка за Галя Иванова Петрова',
      });
      const decided = nextEvent(parentSocket, RealtimeEvent.AttendanceApplicationChanged);
      await request(t.http).post('/api/StudentMedicalNotes/approve').set(director.auth).send({ id: body.entityId }).expect(200);
      expect(await decided).toEqual({
        kind: 'medicalNote',
        id: body.entityId,
        status: MedicalNoteStatus.Approved,
        text: 'Медицинската бележка за Галя Иванова Петрова (05.10.2026 – 09.10.2026) е одобрена.',
      });
    } finally {
      directorSocket.close();
      parentSocket.close();
    }
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/StudentMedicalNotes/overview-models').expect(401);
    await request(t.http).get('/api/StudentMedicalNotes/overview-models/export').expect(401);
    await request(t.http).get('/api/StudentMedicalNotes/1').expect(401);
    await request(t.http).post('/api/StudentMedicalNotes').send(NOTE).expect(401);
    await request(t.http).post('/api/StudentMedicalNotes/approve').send({ id: 1 }).expect(401);
    await request(t.http).post('/api/StudentMedicalNotes/annul/1').send({ comment: 'x' }).expect(401);
    await request(t.http).delete('/api/StudentMedicalNotes/1').expect(401);
  });

  it('answers 403 to roles without the permission', async () => {
    const { director, kindergartenId, child, parent } = await aKindergartenWithChild(t, true);
    const { body } = await record(director.auth, { studentId: child.id }, 200);
    // A parent records (c) but does not decide (no u); the manciple has no access to the notes at all.
    await request(t.http).post('/api/StudentMedicalNotes/approve').set(parent.auth).send({ id: body.entityId }).expect(403);
    await request(t.http)
      .post(`/api/StudentMedicalNotes/annul/${body.entityId}`)
      .set(parent.auth)
      .send({ comment: 'x' })
      .expect(403);
    const manciple = await aSignedInMember(t, Role.Manciple, kindergartenId);
    await request(t.http).get('/api/StudentMedicalNotes/overview-models').set(manciple.auth).expect(403);
    await request(t.http).get('/api/StudentMedicalNotes/overview-models/export').set(manciple.auth).expect(403);
    await request(t.http).get(`/api/StudentMedicalNotes/${body.entityId}`).set(manciple.auth).expect(403);
    await record(manciple.auth, { studentId: child.id }, 403);
    await request(t.http).delete(`/api/StudentMedicalNotes/${body.entityId}`).set(manciple.auth).expect(403);
    const { rows } = await t.db.query(`SELECT status FROM student_medical_notes WHERE id = $1`, [body.entityId]);
    expect(rows).toEqual([{ status: MedicalNoteStatus.Pending }]);
  });

  it('answers 404 for another kindergarten’s note or child', async () => {
    const owner = await aKindergartenWithChild(t, true);
    const stranger = await aSignedInMember(t, Role.Director);
    const { body } = await record(owner.director.auth, { studentId: owner.child.id }, 200);
    const id = body.entityId;
    await request(t.http).get(`/api/StudentMedicalNotes/${id}`).set(stranger.auth).expect(404);
    await request(t.http).post('/api/StudentMedicalNotes/approve').set(stranger.auth).send({ id }).expect(404);
    await request(t.http).post(`/api/StudentMedicalNotes/annul/${id}`).set(stranger.auth).send({ comment: 'x' }).expect(404);
    await request(t.http).delete(`/api/StudentMedicalNotes/${id}`).set(stranger.auth).expect(404);
    await record(stranger.auth, { id, studentId: owner.child.id }, 404);
    await record(stranger.auth, { studentId: owner.child.id }, 404);
    const list = await request(t.http).get('/api/StudentMedicalNotes/overview-models').set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const { rows } = await t.db.query(`SELECT status FROM student_medical_notes WHERE id = $1`, [id]);
    expect(rows).toEqual([{ status: MedicalNoteStatus.Pending }]);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id, query or file', async () => {
    const { director, child } = await aKindergartenWithChild(t, true);
    const reversed = await record(
      director.auth,
      { studentId: child.id, fromDate: '2026-10-09', toDate: '2026-10-05', doctorName: '' },
      400,
    );
    expect(reversed.body.errors).toEqual({
      toDate: ['Крайната дата трябва да е след началната или същата.'],
      doctorName: ['Полето е задължително.'],
    });
    const long = await record(director.auth, { studentId: child.id, toDate: '2026-11-20' }, 400);
    expect(long.body.errors).toEqual({ toDate: ['Една медицинска бележка покрива най-много 30 дни.'] });
    const future = await record(
      director.auth,
      { studentId: child.id, fromDate: '2099-01-01', toDate: '2099-01-02', issuedOn: '2099-01-01' },
      400,
    );
    expect(future.body.errors).toEqual({ issuedOn: ['Датата на издаване не може да е в бъдещето.'] });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const pngId = await upload(director.auth, png, 'снимка.png');
    await record(
      director.auth,
      { studentId: child.id, fileId: pngId, fromDate: '2026-09-21', toDate: '2026-09-22', issuedOn: null },
      200,
    );
    const odtId = await upload(director.auth, ODT, 'бележка.odt');
    const odt = await record(director.auth, { studentId: child.id, fileId: odtId }, 400);
    expect(odt.body.errors).toEqual({ fileId: ['Файлът на медицинската бележка трябва да е PDF, JPEG или PNG.'] });
    const unknownFile = await record(director.auth, { studentId: child.id, fileId: '5f1c3c1e-8a3b-4c47-9d1e-2b1f0e6f7a10' }, 400);
    expect(unknownFile.body.errors).toEqual({ fileId: ['Файлът не е намерен.'] });
    await request(t.http).get('/api/StudentMedicalNotes/abc').set(director.auth).expect(400);
    await request(t.http).post('/api/StudentMedicalNotes/annul/abc').set(director.auth).send({ comment: 'x' }).expect(400);
    await request(t.http).post('/api/StudentMedicalNotes/approve').set(director.auth).send({ id: 'x' }).expect(400);
    await request(t.http).get('/api/StudentMedicalNotes/overview-models?orderByColumn=password').set(director.auth).expect(400);
    await request(t.http).get('/api/StudentMedicalNotes/overview-models?fromDate=05.10.2026').set(director.auth).expect(400);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM student_medical_notes WHERE student_id = $1`, [child.id]);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
