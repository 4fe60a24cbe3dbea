import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const MANDATORY = [1, 2, 3, 4, 5, 6, 7];

describe('the kindergarten’s own settings (Kindergartens, external-kindergartens, configuration, subjects)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const configuration = {
    address: 'бул. „България“ 10',
    phone: '+359 888 123 456',
    email: 'dg@example.bg',
    automaticExcuseWithMedicalNote: true,
  };

  describe('GET /api/Kindergartens and external-kindergartens', () => {
    it('lists a director’s kindergartens with the selected one marked, and the others for pickers', async () => {
      const first = await aKindergarten(t.db, { name: 'ДГ „Алфа списък“' });
      const second = await aKindergarten(t.db, { name: 'ДГ „Бета списък“' });
      const foreign = await aKindergarten(t.db, { name: 'ДГ „Гама списък“' });
      for (const id of [first, second, foreign]) await aSchoolYear(t.db, id);
      const director = await aUser(t.db, { role: Role.Director, kindergartenIds: [first, second] });
      const auth = { Authorization: `Bearer ${await signIn(t, director.email)}` };
      const mine = await request(t.http).get('/api/Kindergartens').set(auth).expect(200);
      expect(mine.body).toMatchObject({
        rowsCount: 2,
        result: [
          { id: first, isSelected: true, town: 'гр. София' },
          { id: second, isSelected: false },
        ],
      });
      const others = await request(t.http)
        .get(`/api/Kindergartens/external-kindergartens?search=${encodeURIComponent('списък')}`)
        .set(auth)
        .expect(200);
      expect(others.body.result.map((row: { id: number }) => row.id)).toEqual([second, foreign]);
      await t.db.query(`UPDATE kindergartens SET is_active = false WHERE id = $1`, [foreign]);
      const active = await request(t.http)
        .get(`/api/Kindergartens/external-kindergartens?search=${encodeURIComponent('Гама')}`)
        .set(auth);
      expect(active.body.rowsCount).toBe(0);
    });

    it('lists every kindergarten to the master', async () => {
      const id = await aKindergarten(t.db, { name: 'ДГ „Всички за главния“' });
      const master = await aUser(t.db, { role: Role.Master });
      const auth = { Authorization: `Bearer ${await signIn(t, master.email)}` };
      const list = await request(t.http)
        .get(`/api/Kindergartens?search=${encodeURIComponent('Всички за главния')}`)
        .set(auth)
        .expect(200);
      expect(list.body).toMatchObject({ rowsCount: 1, result: [{ id, isSelected: false }] });
    });

    it('answers 401, 403 (external: a parent-less role without Students) and 400', async () => {
      await request(t.http).get('/api/Kindergartens').expect(401);
      await request(t.http).get('/api/Kindergartens/external-kindergartens').expect(401);
      const manciple = await aSignedInMember(t, Role.Manciple);
      await request(t.http).get('/api/Kindergartens/external-kindergartens').set(manciple.auth).expect(403);
      const director = await aSignedInMember(t, Role.Director);
      await request(t.http).get('/api/Kindergartens?pageSize=0').set(director.auth).expect(400);
      await request(t.http).get('/api/Kindergartens/external-kindergartens?pageNumber=x').set(director.auth).expect(400);
    });
  });

  describe('configuration', () => {
    it('the director changes the address, contacts and the automatic excuse of their own kindergarten only', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const before = await request(t.http).get('/api/Kindergartens/configuration').set(director.auth).expect(200);
      expect(before.body).toMatchObject({ id: director.kindergartenId, automaticExcuseWithMedicalNote: false });
      await request(t.http)
        .post('/api/Kindergartens/configuration')
        .set(director.auth)
        .send({ ...configuration, name: 'Друго име', institutionCode: '123' })
        .expect(200, { isSuccessful: true, entityId: director.kindergartenId });
      const { rows } = await t.db.query(
        `SELECT address, phone, email, automatic_excuse_with_medical_note, name = $2 AS renamed, institution_code FROM kindergartens WHERE id = $1`,
        [director.kindergartenId, 'Друго име'],
      );
      expect(rows).toEqual([
        {
          address: 'бул. „България“ 10',
          phone: '+359 888 123 456',
          email: 'dg@example.bg',
          automatic_excuse_with_medical_note: true,
          renamed: false,
          institution_code: null,
        },
      ]);
    });

    it('answers 401, 403 to a teacher (reads, does not change), 404 without a kindergarten and 400', async () => {
      await request(t.http).get('/api/Kindergartens/configuration').expect(401);
      await request(t.http).post('/api/Kindergartens/configuration').send(configuration).expect(401);
      const teacher = await aSignedInMember(t, Role.Teacher);
      await request(t.http).get('/api/Kindergartens/configuration').set(teacher.auth).expect(200);
      await request(t.http).post('/api/Kindergartens/configuration').set(teacher.auth).send(configuration).expect(403);
      const parent = await aSignedInMember(t, Role.Parent);
      await request(t.http).get('/api/Kindergartens/configuration').set(parent.auth).expect(403);
      const director = await aSignedInMember(t, Role.Director);
      const bad = await request(t.http)
        .post('/api/Kindergartens/configuration')
        .set(director.auth)
        .send({ address: '', phone: 'телефон', email: 'x', automaticExcuseWithMedicalNote: 'да' })
        .expect(400);
      expect(bad.body.errors).toMatchObject({
        address: ['Полето е задължително.'],
        phone: ['Моля, въведете валиден телефонен номер.'],
      });
      expect(Object.keys(bad.body.errors).sort()).toEqual(['address', 'automaticExcuseWithMedicalNote', 'email', 'phone']);
    });

    it('another kindergarten stays untouched: the director writes only the selected one (404 without one)', async () => {
      const owner = await aSignedInMember(t, Role.Director);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http).post('/api/Kindergartens/configuration').set(stranger.auth).send(configuration).expect(200);
      const { rows } = await t.db.query(`SELECT address FROM kindergartens WHERE id = $1`, [owner.kindergartenId]);
      expect(rows).toEqual([{ address: 'ул. Тестова 1' }]);
      const master = await aUser(t.db, { role: Role.MON });
      const mon = { Authorization: `Bearer ${await signIn(t, master.email)}` };
      await request(t.http).get('/api/Kindergartens/configuration').set(mon).expect(404);
    });
  });

  describe('subjects (educational directions)', () => {
    it('starts with the seven of Наредба № 5 and keeps the chosen directions in the chosen order', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const initial = await request(t.http).get('/api/Kindergartens/subjects').set(director.auth).expect(200);
      expect(initial.body.map((row: { id: number }) => row.id)).toEqual(MANDATORY);
      expect(initial.body[0]).toEqual({ id: 1, name: 'Български език и литература', position: 1 });
      const chosen = [7, 1, 2, 8, 3, 4, 5, 6];
      await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(director.auth)
        .send({ subjectIds: chosen })
        .expect(200);
      const { rows } = await t.db.query(
        `SELECT subject_id FROM kindergarten_subjects WHERE kindergarten_id = $1 ORDER BY position`,
        [director.kindergartenId],
      );
      expect(rows.map((row) => row.subject_id)).toEqual(chosen);
      const edit = await request(t.http).get('/api/Kindergartens/edit/subjects').set(director.auth).expect(200);
      expect(edit.body.map((row: { id: number; selected: boolean }) => [row.id, row.selected])).toEqual(
        chosen.map((id) => [id, true]),
      );
      expect(edit.body.find((row: { id: number }) => row.id === 8)).toMatchObject({ name: 'Чужд език', mandatory: false });
      expect(edit.body.find((row: { id: number }) => row.id === 1)).toMatchObject({ mandatory: true });
    });

    it('refuses to drop a mandatory direction in a kindergarten, but a nursery chooses freely', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const refused = await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(director.auth)
        .send({ subjectIds: [1, 2, 3] })
        .expect(400);
      expect(refused.body.errors.subjectIds[0]).toContain(
        'Изобразително изкуство, Музика, Конструиране и технологии, Физическа култура',
      );
      await t.db.query(`UPDATE kindergartens SET type = 1 WHERE id = $1`, [director.kindergartenId]);
      await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(director.auth)
        .send({ subjectIds: [5, 7] })
        .expect(200);
      const list = await request(t.http).get('/api/Kindergartens/subjects').set(director.auth).expect(200);
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([5, 7]);
    });

    it('answers 401, 403 to a teacher (reads only), 400 and leaves other kindergartens untouched', async () => {
      await request(t.http).get('/api/Kindergartens/subjects').expect(401);
      await request(t.http).get('/api/Kindergartens/edit/subjects').expect(401);
      await request(t.http).post('/api/Kindergartens/update/subjects').send({ subjectIds: MANDATORY }).expect(401);
      const teacher = await aSignedInMember(t, Role.Teacher);
      await request(t.http).get('/api/Kindergartens/subjects').set(teacher.auth).expect(200);
      await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(teacher.auth)
        .send({ subjectIds: MANDATORY })
        .expect(403);
      const parent = await aSignedInMember(t, Role.Parent);
      await request(t.http).get('/api/Kindergartens/edit/subjects').set(parent.auth).expect(403);
      const director = await aSignedInMember(t, Role.Director);
      await request(t.http).post('/api/Kindergartens/update/subjects').set(director.auth).send({ subjectIds: [] }).expect(400);
      await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(director.auth)
        .send({ subjectIds: [1, 1, 2] })
        .expect(400);
      await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(director.auth)
        .send({ subjectIds: [42] })
        .expect(400);
      const other = await aSignedInMember(t, Role.Director);
      await request(t.http)
        .post('/api/Kindergartens/update/subjects')
        .set(other.auth)
        .send({ subjectIds: [...MANDATORY, 8] })
        .expect(200);
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM kindergarten_subjects WHERE kindergarten_id = $1`, [
        director.kindergartenId,
      ]);
      expect(rows[0].n).toBe(0);
    });
  });
});
