import { IdentifierType, ParentRelation, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aChild, aGroup, aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

async function aParent(
  db: pg.Pool,
  kindergartenId: number,
  studentId: number,
  userId: number | null = null,
  relation = ParentRelation.Father,
) {
  const { rows } = await db.query(
    `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, 'Иван', 'Петров') RETURNING id`,
    [kindergartenId, userId],
  );
  await db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, $4)`, [
    kindergartenId,
    studentId,
    rows[0].id,
    relation,
  ]);
  return rows[0].id as number;
}

/** A guest placement request for a child of `homeKindergartenId` in `classId`, 02.–13.11.2026. */
const placement = (identifier: string, homeKindergartenId: number, classId: number, values: Record<string, unknown> = {}) => ({
  identifierType: IdentifierType.EGN,
  identifier,
  homeKindergartenId,
  classId,
  fromDate: '2026-11-02',
  toDate: '2026-11-13',
  ...values,
});

describe('/api/Students: rosters, parents’ children, guests and relocation certificates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/Students (= students/)', () => {
    it('lists the day’s roster of a group with its guests, and a parent’s children', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const group = await aGroup(t.db, director.kindergartenId, 'Пчелица');
      const other = await aGroup(t.db, director.kindergartenId, 'Звездица');
      const own = await aChild(t.db, director.kindergartenId, { classId: group, firstName: 'Ана' });
      await aChild(t.db, director.kindergartenId, { classId: other, firstName: 'Борис' });
      const home = await aSignedInMember(t, Role.Director);
      const guest = await aChild(t.db, home.kindergartenId, { firstName: 'Гергана' });
      const placed = await request(t.http)
        .post('/api/Students/guest-student')
        .set(director.auth)
        .send(placement(guest.identifier, home.kindergartenId, group, { fromDate: '2026-10-01', toDate: '2026-10-10' }))
        .expect(200);

      const onDay = await request(t.http)
        .get('/api/Students')
        .query({ classId: group, date: '2026-10-05' })
        .set(director.auth)
        .expect(200);
      expect(onDay.body.map((row: { fullName: string; isGuest: boolean }) => [row.fullName, row.isGuest])).toEqual([
        ['Ана Иванова Петрова', false],
        ['Гергана Иванова Петрова', true],
      ]);
      expect(onDay.body[1]).toMatchObject({ guestPlacementId: placed.body.entityId, classId: group });
      const after = await request(t.http)
        .get('/api/students/')
        .query({ classId: group, date: '2026-10-11' })
        .set(director.auth)
        .expect(200);
      expect(after.body.map((row: { id: number }) => row.id)).toEqual([own.id]);

      const parentId = await aParent(t.db, director.kindergartenId, own.id);
      const children = await request(t.http).get('/api/students/').query({ ParentId: parentId }).set(director.auth).expect(200);
      expect(children.body).toEqual([
        expect.objectContaining({ id: own.id, classId: group, relation: ParentRelation.Father, isGuest: false }),
      ]);
    });

    it('shows a parent only their own record', async () => {
      const parent = await aSignedInMember(t, Role.Parent);
      const child = await aChild(t.db, parent.kindergartenId);
      const mine = await aParent(t.db, parent.kindergartenId, child.id, parent.user.id);
      const someoneElse = await aParent(t.db, parent.kindergartenId, child.id, null, ParentRelation.Mother);
      const own = await request(t.http).get('/api/Students').query({ parentId: mine }).set(parent.auth).expect(200);
      expect(own.body.map((row: { id: number }) => row.id)).toEqual([child.id]);
      await request(t.http).get('/api/Students').query({ parentId: someoneElse }).set(parent.auth).expect(404);
    });

    it('refuses without a token, without the permission, another kindergarten’s parent and a bad day', async () => {
      await request(t.http).get('/api/Students').expect(401);
      const storekeeper = await aSignedInMember(t, Role.Manciple);
      await request(t.http).get('/api/Students').set(storekeeper.auth).expect(403);
      const director = await aSignedInMember(t, Role.Director);
      const stranger = await aSignedInMember(t, Role.Director);
      const child = await aChild(t.db, stranger.kindergartenId);
      const parentId = await aParent(t.db, stranger.kindergartenId, child.id);
      await request(t.http).get('/api/Students').query({ parentId }).set(director.auth).expect(404);
      const bad = await request(t.http).get('/api/Students').query({ date: '2026-13-01' }).set(director.auth).expect(400);
      expect(bad.body.errors.date).toBeDefined();
    });
  });

  describe('guest children', () => {
    it('finds a child of another kindergarten by ЕГН showing only the name and the home kindergarten', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const home = await aSignedInMember(t, Role.Director);
      const guest = await aChild(t.db, home.kindergartenId, { firstName: 'Гергана' });
      const found = await request(t.http)
        .get('/api/Students/guest-candidates')
        .query({ identifierType: IdentifierType.EGN, identifier: guest.identifier })
        .set(director.auth)
        .expect(200);
      expect(found.body).toEqual([
        {
          studentId: guest.id,
          fullName: 'Гергана Иванова Петрова',
          homeKindergartenId: home.kindergartenId,
          homeKindergartenName: expect.any(String),
        },
      ]);
      // The director's own children are not guests.
      const own = await aChild(t.db, director.kindergartenId);
      await request(t.http)
        .get('/api/Students/guest-candidates')
        .query({ identifierType: IdentifierType.EGN, identifier: own.identifier })
        .set(director.auth)
        .expect(404);
      await request(t.http)
        .get('/api/Students/guest-candidates')
        .query({ identifierType: IdentifierType.EGN, identifier: '1234567890' })
        .set(director.auth)
        .expect(400);
      await request(t.http)
        .get('/api/Students/guest-candidates')
        .query({ identifierType: 0, identifier: guest.identifier })
        .expect(401);
      const teacher = await aSignedInMember(t, Role.Teacher);
      await request(t.http)
        .get('/api/Students/guest-candidates')
        .query({ identifierType: 0, identifier: guest.identifier })
        .set(teacher.auth)
        .expect(403);
    });

    it('places, reads, changes and removes a guest; the home kindergarten keeps the record', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const group = await aGroup(t.db, director.kindergartenId, 'Пчелица');
      const home = await aSignedInMember(t, Role.Director);
      const guest = await aChild(t.db, home.kindergartenId);
      const body = placement(guest.identifier, home.kindergartenId, group, { note: 'Ремонт в базовата градина' });
      const created = await request(t.http).post('/api/Students/guest-student').set(director.auth).send(body).expect(200);
      const id = created.body.entityId;
      const { rows } = await t.db.query(
        `SELECT kindergarten_id, student_id, home_kindergarten_id, class_id, from_date::text, to_date::text
           FROM guest_placements WHERE id = $1`,
        [id],
      );
      expect(rows).toEqual([
        {
          kindergarten_id: director.kindergartenId,
          student_id: guest.id,
          home_kindergarten_id: home.kindergartenId,
          class_id: group,
          from_date: '2026-11-02',
          to_date: '2026-11-13',
        },
      ]);
      const one = await request(t.http).get(`/api/Students/guest-student/${id}`).set(director.auth).expect(200);
      expect(one.body).toMatchObject({ studentId: guest.id, className: 'Пчелица', fromDate: '2026-11-02', toDate: '2026-11-13' });
      const list = await request(t.http)
        .get('/api/Students/guest-students')
        .query({ activeOn: '2026-11-05' })
        .set(director.auth)
        .expect(200);
      expect(list.body).toMatchObject({ rowsCount: 1, result: [{ id }] });

      await request(t.http)
        .post('/api/Students/guest-student')
        .set(director.auth)
        .send({ id, classId: group, fromDate: '2026-11-02', toDate: '2026-11-06' })
        .expect(200);
      const { rows: changed } = await t.db.query(`SELECT to_date::text FROM guest_placements WHERE id = $1`, [id]);
      expect(changed).toEqual([{ to_date: '2026-11-06' }]);

      // The home kindergarten's director cannot read the host's placement.
      await request(t.http).get(`/api/Students/guest-student/${id}`).set(home.auth).expect(404);
      await request(t.http).delete(`/api/Students/guest-student/${id}`).set(home.auth).expect(404);
      await request(t.http).delete(`/api/Students/guest-student/${id}`).set(director.auth).expect(200);
      const { rows: left } = await t.db.query(`SELECT count(*)::int AS n FROM guest_placements WHERE id = $1`, [id]);
      expect(left).toEqual([{ n: 0 }]);
      const { rows: record } = await t.db.query(`SELECT kindergarten_id FROM students WHERE id = $1`, [guest.id]);
      expect(record).toEqual([{ kindergarten_id: home.kindergartenId }]);
    });

    it('refuses a second host for the same days, a foreign group, bad dates, strangers and teachers', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const group = await aGroup(t.db, director.kindergartenId, 'Пчелица');
      const second = await aSignedInMember(t, Role.Director);
      const secondGroup = await aGroup(t.db, second.kindergartenId, 'Пчелица');
      const home = await aSignedInMember(t, Role.Director);
      const guest = await aChild(t.db, home.kindergartenId);
      const body = placement(guest.identifier, home.kindergartenId, group);
      await request(t.http).post('/api/Students/guest-student').send(body).expect(401);
      const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
      await request(t.http).post('/api/Students/guest-student').set(teacher.auth).send(body).expect(403);
      await request(t.http)
        .post('/api/Students/guest-student')
        .set(director.auth)
        .send({ ...body, classId: secondGroup })
        .expect(404);
      const bad = await request(t.http)
        .post('/api/Students/guest-student')
        .set(director.auth)
        .send({ ...body, toDate: '2026-11-01' })
        .expect(400);
      expect(bad.body.errors.toDate).toEqual(['Крайната дата трябва да е след началната.']);
      await request(t.http)
        .post('/api/Students/guest-student')
        .set(director.auth)
        .send({ ...body, fromDate: '2026-09-01' })
        .expect(400);
      await request(t.http).post('/api/Students/guest-student').set(director.auth).send(body).expect(200);
      const clash = await request(t.http)
        .post('/api/Students/guest-student')
        .set(second.auth)
        .send({ ...body, classId: secondGroup, fromDate: '2026-11-10', toDate: '2026-11-20' })
        .expect(409);
      expect(clash.body.message).toBe('Детето вече гостува в този период.');
      const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
      await request(t.http).get('/api/Students/guest-students').set(parent.auth).expect(403);
    });
  });

  describe('relocation certificates', () => {
    const certificate = (studentId: number, values: Record<string, unknown> = {}) => ({
      studentId,
      number: '12',
      issueDate: '2026-11-20',
      leaveDate: '2026-11-30',
      targetKindergartenName: 'ДГ „Слънце“',
      targetSettlement: 'гр. Пловдив',
      reason: 'Смяна на адреса',
      ...values,
    });

    it('issues a certificate that detaches the child from its group, lists it, prints it and deletes it restoring the child', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const group = await aGroup(t.db, director.kindergartenId, 'Пчелица');
      const child = await aChild(t.db, director.kindergartenId, { classId: group });
      const issued = await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id))
        .expect(200);
      const id = issued.body.entityId;
      const { rows: state } = await t.db.query(
        `SELECT s.is_detached, s.leave_date::text, sc.to_date::text
           FROM students s JOIN student_classes sc ON sc.student_id = s.id WHERE s.id = $1`,
        [child.id],
      );
      expect(state).toEqual([{ is_detached: true, leave_date: '2026-11-30', to_date: '2026-11-30' }]);

      const list = await request(t.http)
        .get('/api/Students/relocation-certificate-overview-models')
        .set(director.auth)
        .expect(200);
      expect(list.body).toEqual({
        rowsCount: 1,
        result: [
          expect.objectContaining({
            relocationCertificateId: id,
            number: '12',
            targetKindergartenName: 'ДГ „Слънце“',
            isLatest: true,
          }),
        ],
      });
      const pdf = await request(t.http).get(`/api/Students/relocation-certificate/${id}/pdf`).set(director.auth).expect(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');

      // A second certificate for a detached child is refused; the number is unique in the year.
      await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id, { number: '13' }))
        .expect(400);
      const other = await aChild(t.db, director.kindergartenId, { classId: group });
      await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(other.id))
        .expect(409);

      await request(t.http).delete('/api/Students/relocation-certificate').query({ id }).set(director.auth).expect(200);
      const { rows: restored } = await t.db.query(
        `SELECT s.is_detached, s.leave_date, sc.to_date FROM students s JOIN student_classes sc ON sc.student_id = s.id
          WHERE s.id = $1`,
        [child.id],
      );
      expect(restored).toEqual([{ is_detached: false, leave_date: null, to_date: null }]);
    });

    it('deletes only the child’s latest certificate', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const child = await aChild(t.db, director.kindergartenId);
      const first = await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id, { number: '1', issueDate: '2026-10-01', leaveDate: '2026-10-01' }))
        .expect(200);
      await t.db.query(`UPDATE students SET is_detached = false, leave_date = NULL WHERE id = $1`, [child.id]);
      await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id, { number: '2' }))
        .expect(200);
      const refused = await request(t.http)
        .delete('/api/Students/relocation-certificate')
        .query({ id: first.body.entityId })
        .set(director.auth)
        .expect(409);
      expect(refused.body.message).toBe('Може да се изтрие само последното удостоверение на детето.');
    });

    it('refuses strangers, teachers, another kindergarten’s child and a certificate without a target', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const child = await aChild(t.db, director.kindergartenId);
      await request(t.http).post('/api/Students/relocation-certificate').send(certificate(child.id)).expect(401);
      await request(t.http).get('/api/Students/relocation-certificate-overview-models').expect(401);
      const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
      await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(teacher.auth)
        .send(certificate(child.id))
        .expect(403);
      await request(t.http).get('/api/Students/relocation-certificate-overview-models').set(teacher.auth).expect(403);
      await request(t.http).delete('/api/Students/relocation-certificate').query({ id: 1 }).set(teacher.auth).expect(403);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(stranger.auth)
        .send(certificate(child.id))
        .expect(404);
      const bad = await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id, { targetKindergartenName: undefined }))
        .expect(400);
      expect(bad.body.errors.targetKindergartenName).toEqual(['Изберете детска градина или въведете наименованието ѝ.']);
      await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id, { targetKindergartenName: undefined, targetKindergartenId: director.kindergartenId }))
        .expect(400);
      const issued = await request(t.http)
        .post('/api/Students/relocation-certificate')
        .set(director.auth)
        .send(certificate(child.id, { targetKindergartenName: undefined, targetKindergartenId: stranger.kindergartenId }))
        .expect(200);
      const { rows } = await t.db.query(`SELECT target_kindergarten_id FROM relocation_certificates WHERE id = $1`, [
        issued.body.entityId,
      ]);
      expect(rows).toEqual([{ target_kindergarten_id: stranger.kindergartenId }]);
      const id = issued.body.entityId;
      await request(t.http).delete('/api/Students/relocation-certificate').query({ id }).set(stranger.auth).expect(404);
      await request(t.http).get(`/api/Students/relocation-certificate/${id}/pdf`).set(stranger.auth).expect(404);
      await request(t.http).delete('/api/Students/relocation-certificate').query({ id: 'x' }).set(director.auth).expect(400);
    });
  });
});
