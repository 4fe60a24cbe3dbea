import { Role, storageMessages } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aValidEik, aWarehouse } from './storage-factories.js';

/** Warehouses, suppliers and manufacturers: docs/storage.md "Registers". */
describe('storage registers: /api/Warehouses, /api/Suppliers, /api/Manufacturers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, auth: Record<string, string>) => request(t.http).get(`/api/${path}`).set(auth);
  const post = (path: string, auth: Record<string, string>, body: object) =>
    request(t.http).post(`/api/${path}`).set(auth).send(body);
  const del = (path: string, auth: Record<string, string>) => request(t.http).delete(`/api/${path}`).set(auth);

  describe('Warehouses', () => {
    it('a storekeeper creates a warehouse with a responsible staff member, lists, reads, edits and deletes it', async () => {
      const keeper = await aSignedInMember(t, Role.Manciple);
      const cook = await aUser(t.db, {
        role: Role.Teacher,
        kindergartenIds: [keeper.kindergartenId],
        firstName: 'Петя',
        lastName: 'Колева',
      });
      const candidates = await get('Warehouses/responsible-candidates', keeper.auth).expect(200);
      expect(candidates.body).toEqual(expect.arrayContaining([{ id: cook.id, name: 'Петя Колева' }]));

      const created = await post('Warehouses', keeper.auth, { name: 'Хладилна камера', responsibleUserId: cook.id }).expect(200);
      const id = created.body.entityId;
      const { rows } = await t.db.query('SELECT kindergarten_id, name, responsible_user_id, note FROM warehouses WHERE id = $1', [
        id,
      ]);
      expect(rows).toEqual([
        { kindergarten_id: keeper.kindergartenId, name: 'Хладилна камера', responsible_user_id: cook.id, note: null },
      ]);

      await post('Warehouses', keeper.auth, { id, name: 'Хладилна камера 1', responsibleUserId: null, note: '0–4 °C' }).expect(
        200,
      );
      const list = await get('Warehouses/overview-models?search=КАМЕРА&orderByColumn=responsible', keeper.auth).expect(200);
      expect(list.body).toEqual({
        rowsCount: 1,
        result: [{ id, name: 'Хладилна камера 1', responsibleUserId: null, responsibleName: null, note: '0–4 °C' }],
      });
      expect((await get('Warehouses', keeper.auth).expect(200)).body).toEqual([{ id, name: 'Хладилна камера 1' }]);
      expect((await get(`Warehouses/${id}`, keeper.auth).expect(200)).body.name).toBe('Хладилна камера 1');
      await del(`Warehouses/${id}`, keeper.auth).expect(204);
      expect((await t.db.query('SELECT 1 FROM warehouses WHERE id = $1', [id])).rows).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      for (const path of ['Warehouses', 'Warehouses/overview-models', 'Warehouses/responsible-candidates', 'Warehouses/1']) {
        await request(t.http).get(`/api/${path}`).expect(401);
      }
      await request(t.http).post('/api/Warehouses').send({ name: 'x' }).expect(401);
      await request(t.http).delete('/api/Warehouses/1').expect(401);
    });

    it('answers 403 to a teacher and a parent, and writes nothing', async () => {
      const teacher = await aSignedInMember(t, Role.Teacher);
      const parent = await aSignedInMember(t, Role.Parent, teacher.kindergartenId);
      const id = await aWarehouse(t.db, teacher.kindergartenId, 'Основен');
      for (const member of [teacher, parent]) {
        await get('Warehouses', member.auth).expect(403);
        await get('Warehouses/overview-models', member.auth).expect(403);
        await get('Warehouses/responsible-candidates', member.auth).expect(403);
        await get(`Warehouses/${id}`, member.auth).expect(403);
        await post('Warehouses', member.auth, { name: 'Нов' }).expect(403);
        await del(`Warehouses/${id}`, member.auth).expect(403);
      }
      const { rows } = await t.db.query('SELECT name FROM warehouses WHERE kindergarten_id = $1', [teacher.kindergartenId]);
      expect(rows).toEqual([{ name: 'Основен' }]);
    });

    it('answers 404 for another kindergarten’s warehouse and never lists it', async () => {
      const owner = await aSignedInMember(t, Role.Director);
      const stranger = await aSignedInMember(t, Role.Director);
      const id = await aWarehouse(t.db, owner.kindergartenId, 'Чужд склад');
      await get(`Warehouses/${id}`, stranger.auth).expect(404);
      await post('Warehouses', stranger.auth, { id, name: 'Мой' }).expect(404);
      await del(`Warehouses/${id}`, stranger.auth).expect(404);
      expect((await get('Warehouses/overview-models', stranger.auth).expect(200)).body.rowsCount).toBe(0);
      expect((await get('Warehouses', stranger.auth).expect(200)).body).toEqual([]);
      expect((await t.db.query('SELECT name FROM warehouses WHERE id = $1', [id])).rows).toEqual([{ name: 'Чужд склад' }]);
    });

    it('answers 400 with Bulgarian messages: empty name, a taken name, a responsible person from elsewhere or a parent', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const other = await aSignedInMember(t, Role.Director);
      const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
      await aWarehouse(t.db, director.kindergartenId, 'Сух склад');
      expect((await post('Warehouses', director.auth, { name: ' ' }).expect(400)).body.errors).toEqual({
        name: ['Полето е задължително.'],
      });
      const taken = await post('Warehouses', director.auth, { name: 'сух СКЛАД', responsibleUserId: other.user.id }).expect(400);
      expect(taken.body.errors).toEqual({
        name: [storageMessages.warehouseNameTaken],
        responsibleUserId: [storageMessages.responsibleNotMember],
      });
      const byParent = await post('Warehouses', director.auth, { name: 'Зеленчуци', responsibleUserId: parent.user.id }).expect(
        400,
      );
      expect(byParent.body.errors).toEqual({ responsibleUserId: [storageMessages.responsibleNotMember] });
      await get('Warehouses/abc', director.auth).expect(400);
      await get('Warehouses/overview-models?orderByColumn=note', director.auth).expect(400);
    });
  });

  describe('Suppliers', () => {
    const supplier = (values: Record<string, unknown> = {}) => ({
      name: 'Млечни продукти ЕООД',
      eik: aValidEik(),
      address: 'гр. София, ул. „Рила“ 5',
      contactPerson: 'Иван Петров',
      phone: '0888 123 456',
      email: 'office@mlechni.bg',
      contractNumber: 'Д-17/2026',
      contractFrom: '2026-01-01',
      contractTo: '2026-12-31',
      ...values,
    });

    it('creates a supplier with a valid ЕИК, lists it by name or ЕИК, reads, edits and deletes it', async () => {
      const keeper = await aSignedInMember(t, Role.Manciple);
      const body = supplier();
      const created = await post('Suppliers', keeper.auth, body).expect(200);
      const id = created.body.entityId;
      const { rows } = await t.db.query(
        'SELECT kindergarten_id, name, eik, contract_number, contract_from::text, contract_to::text FROM suppliers WHERE id = $1',
        [id],
      );
      expect(rows).toEqual([
        {
          kindergarten_id: keeper.kindergartenId,
          name: body.name,
          eik: body.eik,
          contract_number: 'Д-17/2026',
          contract_from: '2026-01-01',
          contract_to: '2026-12-31',
        },
      ]);
      const byEik = await get(`Suppliers/overview-models?search=${body.eik.slice(0, 6)}`, keeper.auth).expect(200);
      expect(byEik.body).toMatchObject({ rowsCount: 1, result: [{ id, eik: body.eik, contactPerson: 'Иван Петров' }] });
      await post('Suppliers', keeper.auth, { ...body, id, name: 'Млечни продукти ООД', email: '' }).expect(200);
      expect((await get(`Suppliers/${id}`, keeper.auth).expect(200)).body).toMatchObject({
        name: 'Млечни продукти ООД',
        email: null,
      });
      expect((await get('Suppliers', keeper.auth).expect(200)).body).toEqual([{ id, name: 'Млечни продукти ООД' }]);
      await del(`Suppliers/${id}`, keeper.auth).expect(204);
      expect((await t.db.query('SELECT 1 FROM suppliers WHERE id = $1', [id])).rows).toEqual([]);
    });

    it('answers 401 without a token and 403 to a teacher', async () => {
      await request(t.http).get('/api/Suppliers').expect(401);
      await request(t.http).get('/api/Suppliers/overview-models').expect(401);
      await request(t.http).post('/api/Suppliers').send(supplier()).expect(401);
      await request(t.http).delete('/api/Suppliers/1').expect(401);
      const teacher = await aSignedInMember(t, Role.Teacher);
      await get('Suppliers', teacher.auth).expect(403);
      await get('Suppliers/overview-models', teacher.auth).expect(403);
      await get('Suppliers/1', teacher.auth).expect(403);
      await post('Suppliers', teacher.auth, supplier()).expect(403);
      await del('Suppliers/1', teacher.auth).expect(403);
      expect((await t.db.query('SELECT 1 FROM suppliers WHERE kindergarten_id = $1', [teacher.kindergartenId])).rows).toEqual([]);
    });

    it('answers 404 for another kindergarten’s supplier', async () => {
      const owner = await aSignedInMember(t, Role.Manciple);
      const stranger = await aSignedInMember(t, Role.Manciple);
      const id = (await post('Suppliers', owner.auth, supplier({ name: 'Чужд' })).expect(200)).body.entityId;
      await get(`Suppliers/${id}`, stranger.auth).expect(404);
      await post('Suppliers', stranger.auth, supplier({ id })).expect(404);
      await del(`Suppliers/${id}`, stranger.auth).expect(404);
      expect((await get('Suppliers/overview-models', stranger.auth).expect(200)).body.rowsCount).toBe(0);
      expect((await t.db.query('SELECT name FROM suppliers WHERE id = $1', [id])).rows).toEqual([{ name: 'Чужд' }]);
    });

    it('answers 400 with Bulgarian messages for a bad ЕИК, a taken ЕИК, a bad e-mail and contract dates', async () => {
      const keeper = await aSignedInMember(t, Role.Manciple);
      const valid = aValidEik();
      const wrongCheck = valid.slice(0, 8) + String((Number(valid[8]) + 1) % 10);
      const bad = await post(
        'Suppliers',
        keeper.auth,
        supplier({ eik: wrongCheck, email: 'не-имейл', contractTo: '2025-12-31' }),
      ).expect(400);
      expect(bad.body.errors).toEqual({
        eik: [storageMessages.invalidEik],
        email: [expect.any(String)],
        contractTo: [storageMessages.contractDates],
      });
      expect((await post('Suppliers', keeper.auth, supplier({ eik: '12345' })).expect(400)).body.errors.eik).toEqual([
        storageMessages.invalidEik,
      ]);
      await post('Suppliers', keeper.auth, supplier({ eik: valid })).expect(200);
      expect((await post('Suppliers', keeper.auth, supplier({ eik: valid })).expect(400)).body.errors).toEqual({
        eik: [storageMessages.supplierEikTaken],
      });
      expect(
        (await t.db.query('SELECT count(*)::int AS n FROM suppliers WHERE kindergarten_id = $1', [keeper.kindergartenId])).rows,
      ).toEqual([{ n: 1 }]);
    });
  });

  describe('Manufacturers', () => {
    it('creates, lists, reads, edits and deletes a manufacturer', async () => {
      const keeper = await aSignedInMember(t, Role.Manciple);
      const id = (await post('Manufacturers', keeper.auth, { name: 'Мандра Родопи', country: 'България' }).expect(200)).body
        .entityId;
      expect((await t.db.query('SELECT kindergarten_id, name, country FROM manufacturers WHERE id = $1', [id])).rows).toEqual([
        { kindergarten_id: keeper.kindergartenId, name: 'Мандра Родопи', country: 'България' },
      ]);
      await post('Manufacturers', keeper.auth, { id, name: 'Мандра Родопа', note: 'БДС' }).expect(200);
      expect((await get('Manufacturers/overview-models?search=родопа', keeper.auth).expect(200)).body).toEqual({
        rowsCount: 1,
        result: [{ id, name: 'Мандра Родопа', country: null, note: 'БДС' }],
      });
      expect((await get('Manufacturers', keeper.auth).expect(200)).body).toEqual([{ id, name: 'Мандра Родопа' }]);
      expect((await get(`Manufacturers/${id}`, keeper.auth).expect(200)).body.note).toBe('БДС');
      await del(`Manufacturers/${id}`, keeper.auth).expect(204);
      expect((await t.db.query('SELECT 1 FROM manufacturers WHERE id = $1', [id])).rows).toEqual([]);
    });

    it('answers 401, 403, 404 and 400 as every register', async () => {
      await request(t.http).get('/api/Manufacturers').expect(401);
      await request(t.http).post('/api/Manufacturers').send({ name: 'x' }).expect(401);
      const owner = await aSignedInMember(t, Role.Manciple);
      const parent = await aSignedInMember(t, Role.Parent, owner.kindergartenId);
      const stranger = await aSignedInMember(t, Role.Director);
      const id = (await post('Manufacturers', owner.auth, { name: 'Хлебозавод' }).expect(200)).body.entityId;
      await get('Manufacturers/overview-models', parent.auth).expect(403);
      await post('Manufacturers', parent.auth, { name: 'x' }).expect(403);
      await del(`Manufacturers/${id}`, parent.auth).expect(403);
      await get(`Manufacturers/${id}`, stranger.auth).expect(404);
      await post('Manufacturers', stranger.auth, { id, name: 'x' }).expect(404);
      await del(`Manufacturers/${id}`, stranger.auth).expect(404);
      expect((await post('Manufacturers', owner.auth, { name: 'ХЛЕБОЗАВОД' }).expect(400)).body.errors).toEqual({
        name: [storageMessages.manufacturerNameTaken],
      });
      expect((await post('Manufacturers', owner.auth, { name: '' }).expect(400)).body.errors).toEqual({
        name: ['Полето е задължително.'],
      });
      expect(
        (await t.db.query('SELECT name FROM manufacturers WHERE kindergarten_id = $1', [owner.kindergartenId])).rows,
      ).toEqual([{ name: 'Хлебозавод' }]);
    });
  });
});
