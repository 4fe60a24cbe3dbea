import { PaymentProviderConfigurationFlags as Flags, ProviderDiscountKind, Role } from '@kg/contracts';
import pg from 'pg';
import request from 'supertest';
import { anActivity, anActivityType, anEik, aProvider } from '../../../../test/activity-factories.js';
import { aKindergarten, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import {
  DEMO_EPAY,
  DEMO_PROVIDERS,
  demoProviderIds,
  seedDemoActivityProviders,
} from '../../../../../../tools/seed/activity-providers-seed.js';
import { DEV_SECRETS_KEY, openSecret, secretsKeyOf } from '../../../platform/secrets/secret-box.js';

const SECRET = 'Tайна-ePay-ключ-2026!xyz';
const PUBLIC_URL = 'https://detski.example.bg';
const SAVE = '/api/administration/ActivityManagement/activity-provider';
const LIST = '/api/activities/activity-providers';
let eikSeed = 0;
const nextEik = () => anEik(70_000_000 + process.pid * 10 + ++eikSeed);

const body = (values: Record<string, unknown> = {}) => ({
  name: '„Танцова школа Ритъм“ ЕООД',
  eik: nextEik(),
  vatRegistered: true,
  address: 'гр. София, ул. „Витоша“ 10',
  iban: 'bg80 bnbg 9661 1020 3456 78',
  bankName: 'БНБ',
  contactName: 'Иван Петров',
  phone: '+359 888 111 222',
  email: 'ritam@example.bg',
  epayMin: '1234567890',
  epaySecret: SECRET,
  kindergartenIds: [],
  discounts: [
    { kind: ProviderDiscountKind.Siblings, name: 'Второ дете', percent: 10 },
    { kind: ProviderDiscountKind.Custom, name: 'Ранно записване', percent: 12.5 },
  ],
  ...values,
});

describe('/api/…/activity-provider: the master’s activity providers', () => {
  let t: TestApp;
  let master: { auth: Record<string, string>; id: number };
  const key = secretsKeyOf(DEV_SECRETS_KEY);

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: PUBLIC_URL });
    const user = await aUser(t.db, { role: Role.Master });
    master = { id: user.id, auth: { Authorization: `Bearer ${await signIn(t, user.email)}` } };
  });
  afterAll(() => t.close());

  const stored = async (id: number) =>
    (
      await t.db.query(
        `SELECT name, eik, vat_registered, iban, epay_min, epay_secret, configuration_flags, notification_token::text AS token
           FROM activity_providers WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('the master creates a provider: the secret sealed at rest, never answered or audited; the КИН and secret bits set', async () => {
    const first = await aKindergarten(t.db, { name: 'ДГ „Слънце“' });
    const second = await aKindergarten(t.db, { name: 'ДГ „Звездица“' });
    const saved = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ kindergartenIds: [first, second] }))
      .expect(200);
    expect(saved.body).toEqual({ isSuccessful: true, entityId: expect.any(Number) });
    const id = saved.body.entityId;
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);

    const row = await stored(id);
    expect(row).toMatchObject({
      name: '„Танцова школа Ритъм“ ЕООД',
      vat_registered: true,
      iban: 'BG80BNBG96611020345678',
      epay_min: '1234567890',
      configuration_flags: Flags.EPayIdSet | Flags.EPaySecretSet,
    });
    // Sealed: not the plain text, opens only with the key and this provider's purpose.
    expect(Buffer.isBuffer(row.epay_secret)).toBe(true);
    expect(row.epay_secret.includes(Buffer.from(SECRET, 'utf8'))).toBe(false);
    expect(openSecret(key, row.epay_secret, `activity_providers.epay_secret:${id}`)).toBe(SECRET);
    expect(() => openSecret(key, row.epay_secret, `activity_providers.epay_secret:${id + 1}`)).toThrow();
    const { rows: links } = await t.db.query(
      `SELECT kindergarten_id FROM activity_provider_kindergartens WHERE provider_id = $1 ORDER BY kindergarten_id`,
      [id],
    );
    expect(links.map((link) => link.kindergarten_id)).toEqual([first, second].sort((a, b) => a - b));
    const { rows: discounts } = await t.db.query(
      `SELECT kind, name, percent FROM activity_provider_discounts WHERE provider_id = $1 ORDER BY kind`,
      [id],
    );
    expect(discounts).toEqual([
      { kind: ProviderDiscountKind.Siblings, name: 'Второ дете', percent: '10.00' },
      { kind: ProviderDiscountKind.Custom, name: 'Ранно записване', percent: '12.50' },
    ]);
    // The audit trail has the provider's row without the secret.
    const { rows: audit } = await t.db.query(
      `SELECT before::text AS before, after::text AS after FROM audit_log WHERE entity = 'activity_providers' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit.length).toBeGreaterThan(0);
    for (const entry of audit) {
      expect(`${entry.before}${entry.after}`).not.toContain('epay_secret');
      expect(`${entry.before}${entry.after}`).not.toContain(SECRET);
    }

    const details = await request(t.http).get(`${LIST}/${id}`).set(master.auth).expect(200);
    expect(details.body).toMatchObject({
      id,
      eik: row.eik,
      iban: 'BG80BNBG96611020345678',
      epayMin: '1234567890',
      hasSecret: true,
      configurationFlags: 3,
      notificationUrl: `${PUBLIC_URL}/api/payments/epay/notifications/${id}`,
      kindergartens: [
        { id: second, name: 'ДГ „Звездица“' },
        { id: first, name: 'ДГ „Слънце“' },
      ],
      discounts: [
        { kind: 1, name: 'Второ дете', percent: 10 },
        { kind: 3, name: 'Ранно записване', percent: 12.5 },
      ],
      errorMessage: null,
    });
    expect(details.body).not.toHaveProperty('epaySecret');
    expect(JSON.stringify(details.body)).not.toContain(SECRET);
    const list = await request(t.http).get(`${LIST}?search=ритъм`).set(master.auth).expect(200);
    expect(list.body.result).toEqual([
      expect.objectContaining({ id, kindergartensCount: 2, configurationFlags: 3, errorMessage: null, errorAt: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
  });

  it('an empty secret keeps the stored one; the КИН bit follows the КИН; the webhook bits are kept', async () => {
    const { body: created } = await request(t.http).post(SAVE).set(master.auth).send(body()).expect(200);
    const id = created.entityId;
    const before = await stored(id);
    await t.db.query(`UPDATE activity_providers SET configuration_flags = configuration_flags | $2 WHERE id = $1`, [
      id,
      Flags.EPayWebHookVerified,
    ]);
    await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ id, eik: before.eik, epaySecret: '', epayMin: '', name: 'Ново име' }))
      .expect(200);
    const after = await stored(id);
    expect(after.epay_secret.equals(before.epay_secret)).toBe(true);
    expect(after).toMatchObject({ name: 'Ново име', epay_min: null });
    expect(after.configuration_flags).toBe(Flags.EPaySecretSet | Flags.EPayWebHookVerified);
    // A new secret replaces it.
    await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ id, eik: before.eik, epaySecret: 'друга-тайна' }))
      .expect(200);
    const replaced = await stored(id);
    expect(openSecret(key, replaced.epay_secret, `activity_providers.epay_secret:${id}`)).toBe('друга-тайна');
    expect(replaced.configuration_flags).toBe(Flags.EPayIdSet | Flags.EPaySecretSet | Flags.EPayWebHookVerified);
    // Without КИН and secret a provider is "not configured".
    const { body: bare } = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ epayMin: null, epaySecret: null }))
      .expect(200);
    expect((await stored(bare.entityId)).configuration_flags).toBe(Flags.NotConfigured);
    expect((await stored(bare.entityId)).epay_secret).toBeNull();
    const detail = await request(t.http).get(`${LIST}/${bare.entityId}`).set(master.auth).expect(200);
    expect(detail.body).toMatchObject({ hasSecret: false, epayMin: null, configurationFlags: 0 });
  });

  it('refuses to take a kindergarten with activities of the provider away, and to delete a provider in use', async () => {
    const kept = await aKindergarten(t.db);
    const busy = await aKindergarten(t.db, { name: 'ДГ „Заета“' });
    const { body: created } = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ kindergartenIds: [kept, busy] }))
      .expect(200);
    const id = created.entityId;
    const { eik } = await stored(id);
    await anActivity(t.db, busy, { providerId: id });
    const refused = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ id, eik, kindergartenIds: [kept], name: 'Не се записва' }))
      .expect(409);
    expect(refused.body.message).toBe('Доставчикът не може да бъде премахнат от ДГ „Заета“: там има дейности с този доставчик.');
    expect((await stored(id)).name).toBe('„Танцова школа Ритъм“ ЕООД');
    const removed = await request(t.http).delete(`${SAVE}/${id}`).set(master.auth).expect(409);
    expect(removed.body.message).toBe('Доставчикът не може да бъде изтрит: има дейности с този доставчик.');
    expect(await stored(id)).toBeDefined();
    // Taking away a kindergarten without activities is fine.
    await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ id, eik, kindergartenIds: [busy] }))
      .expect(200);
    const { rows } = await t.db.query(`SELECT kindergarten_id FROM activity_provider_kindergartens WHERE provider_id = $1`, [id]);
    expect(rows).toEqual([{ kindergarten_id: busy }]);
  });

  it('deletes a provider no activity uses, with its links and discounts', async () => {
    const kindergarten = await aKindergarten(t.db);
    const { body: created } = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ kindergartenIds: [kindergarten] }))
      .expect(200);
    await request(t.http).delete(`${SAVE}/${created.entityId}`).set(master.auth).expect(204);
    expect(await stored(created.entityId)).toBeUndefined();
    const { rows } = await t.db.query(`SELECT 1 FROM activity_provider_discounts WHERE provider_id = $1`, [created.entityId]);
    expect(rows).toEqual([]);
    await request(t.http).delete(`${SAVE}/${created.entityId}`).set(master.auth).expect(404);
  });

  it('resets the error status', async () => {
    const id = await aProvider(t.db, []);
    await t.db.query(`UPDATE activity_providers SET error_message = 'Грешен подпис', error_at = now() WHERE id = $1`, [id]);
    const before = await request(t.http).get(`${LIST}/${id}`).set(master.auth).expect(200);
    expect(before.body.errorMessage).toBe('Грешен подпис');
    expect(before.body.errorAt).toEqual(expect.any(String));
    await request(t.http).post(`${SAVE}/reset-error-status/${id}`).set(master.auth).expect(204);
    const { rows } = await t.db.query(`SELECT error_message, error_at FROM activity_providers WHERE id = $1`, [id]);
    expect(rows).toEqual([{ error_message: null, error_at: null }]);
    await request(t.http).post(`${SAVE}/reset-error-status/999999`).set(master.auth).expect(404);
  });

  it('a kindergarten member reads only the providers of their kindergarten, without any ePay field', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const other = await aKindergarten(t.db, { name: 'ДГ „Друга“' });
    const { body: ours } = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ name: 'Наш доставчик', kindergartenIds: [director.kindergartenId, other] }))
      .expect(200);
    const theirs = await aProvider(t.db, [other], { name: 'Чужд доставчик' });
    const list = await request(t.http).get(LIST).set(director.auth).expect(200);
    expect(list.body.rowsCount).toBe(1);
    expect(list.body.result[0]).toEqual({
      id: ours.entityId,
      name: 'Наш доставчик',
      eik: expect.any(String),
      vatRegistered: true,
      contactName: 'Иван Петров',
      phone: '+359 888 111 222',
      email: 'ritam@example.bg',
      kindergartensCount: 1,
    });
    const details = await request(t.http).get(`${LIST}/${ours.entityId}`).set(director.auth).expect(200);
    for (const field of [
      'epayMin',
      'hasSecret',
      'configurationFlags',
      'notificationUrl',
      'errorMessage',
      'errorAt',
      'epaySecret',
    ]) {
      expect(details.body).not.toHaveProperty(field);
    }
    expect(details.body.kindergartens.map((k: { id: number }) => k.id)).toEqual([director.kindergartenId]);
    expect(JSON.stringify(details.body)).not.toContain(SECRET);
    // A teacher reads them too (read on Activities).
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    await request(t.http).get(`${LIST}/${ours.entityId}`).set(teacher.auth).expect(200);
    // 404: a provider of another kindergarten, an unknown one.
    await request(t.http).get(`${LIST}/${theirs}`).set(director.auth).expect(404);
    await request(t.http).get(`${LIST}/999999`).set(master.auth).expect(404);
  });

  it('answers 401 without a token, to every call', async () => {
    await request(t.http).get(LIST).expect(401);
    await request(t.http).get(`${LIST}/1`).expect(401);
    await request(t.http).post(SAVE).send(body()).expect(401);
    await request(t.http).delete(`${SAVE}/1`).expect(401);
    await request(t.http).post(`${SAVE}/reset-error-status/1`).expect(401);
    await request(t.http).get('/api/Activities/default-provider-student-discounts?providerId=1').expect(401);
    await request(t.http).get('/api/kindergarten/kindergartens-with-activities').expect(401);
  });

  it('answers 403 to whoever is not the master for the master’s calls, and writes nothing', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const parent = await aSignedInMember(t, Role.Parent);
    const id = await aProvider(t.db, [director.kindergartenId]);
    const eik = nextEik();
    await request(t.http).post(SAVE).set(director.auth).send(body({ eik })).expect(403);
    await request(t.http).post(SAVE).set(director.auth).send(body({ id, eik })).expect(403);
    await request(t.http).delete(`${SAVE}/${id}`).set(director.auth).expect(403);
    await request(t.http).post(`${SAVE}/reset-error-status/${id}`).set(director.auth).expect(403);
    await request(t.http).get('/api/kindergarten/kindergartens-with-activities').set(director.auth).expect(403);
    // A parent has no read on Activities; the master has none either (the director's discounts call).
    await request(t.http).get(LIST).set(parent.auth).expect(403);
    await request(t.http).get(`${LIST}/${id}`).set(parent.auth).expect(403);
    await request(t.http).get(`/api/Activities/default-provider-student-discounts?providerId=${id}`).set(master.auth).expect(403);
    expect((await t.db.query(`SELECT 1 FROM activity_providers WHERE eik = $1`, [eik])).rows).toEqual([]);
    expect(await stored(id)).toBeDefined();
  });

  it('answers 400 with Bulgarian messages for a bad ЕИК, IBAN, КИН, discount or id', async () => {
    const post = (values: Record<string, unknown>) => request(t.http).post(SAVE).set(master.auth).send(body(values)).expect(400);
    expect((await post({ eik: '121396124' })).body.errors).toEqual({
      eik: ['Невалиден ЕИК/БУЛСТАТ: въведете 9 или 13 цифри с вярна контролна цифра.'],
    });
    expect((await post({ eik: '12345' })).body.errors.eik).toHaveLength(1);
    expect((await post({ iban: 'BG80BNBG96611020345679' })).body.errors).toEqual({
      iban: ['Невалиден IBAN: проверете номера (български IBAN има 22 знака, например BG80 BNBG 9661 1020 3456 78).'],
    });
    expect((await post({ iban: 'BG80BNBG9661102034567' })).body.errors.iban).toHaveLength(1);
    expect((await post({ epayMin: '12AB' })).body.errors).toEqual({ epayMin: ['КИН в ePay съдържа само цифри (до 20).'] });
    const percent = 'Отстъпката трябва да е над 0 и най-много 100 %, с до два знака след десетичната запетая.';
    for (const bad of [0, -5, 100.01, 12.345]) {
      const answer = await post({ discounts: [{ kind: ProviderDiscountKind.Custom, name: 'Х', percent: bad }] });
      expect(answer.body.errors).toEqual({ 'discounts.0.percent': [percent] });
    }
    expect((await post({ name: '', address: '' })).body.errors).toEqual({
      name: ['Полето е задължително.'],
      address: ['Полето е задължително.'],
    });
    expect((await post({ kindergartenIds: [5, 5] })).body.errors).toEqual({
      kindergartenIds: ['Детска градина е избрана повече от веднъж.'],
    });
    expect((await post({ kindergartenIds: [2_000_000_000] })).body.errors).toEqual({
      kindergartenIds: ['Някои от избраните детски градини не съществуват.'],
    });
    // A ЕИК another provider has.
    const { body: created } = await request(t.http).post(SAVE).set(master.auth).send(body()).expect(200);
    const { eik } = await stored(created.entityId);
    expect((await post({ eik })).body.errors).toEqual({ eik: ['Вече има доставчик с този ЕИК/БУЛСТАТ.'] });
    await request(t.http).get(`${LIST}/abc`).set(master.auth).expect(400);
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).get('/api/Activities/default-provider-student-discounts').set(director.auth).expect(400);
    await request(t.http).get('/api/Activities/default-provider-student-discounts?providerId=x').set(director.auth).expect(400);
    // An edit of an unknown provider.
    await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ id: 999999 }))
      .expect(404);
  });

  it('gives a director the default discounts of a provider of their kindergarten, 404 for another', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const { body: ours } = await request(t.http)
      .post(SAVE)
      .set(master.auth)
      .send(body({ kindergartenIds: [director.kindergartenId] }))
      .expect(200);
    const theirs = await aProvider(t.db, [await aKindergarten(t.db)]);
    const answer = await request(t.http)
      .get(`/api/Activities/default-provider-student-discounts?providerId=${ours.entityId}`)
      .set(director.auth)
      .expect(200);
    expect(answer.body).toEqual([
      { id: expect.any(Number), kind: 1, name: 'Второ дете', percent: 10 },
      { id: expect.any(Number), kind: 3, name: 'Ранно записване', percent: 12.5 },
    ]);
    await request(t.http)
      .get(`/api/Activities/default-provider-student-discounts?providerId=${theirs}`)
      .set(director.auth)
      .expect(404);
  });

  it('lists the kindergartens with the count of providers and activities, searched by name', async () => {
    const kindergarten = await aKindergarten(t.db, { name: 'ДГ „Пеперуда-Тест“' });
    const empty = await aKindergarten(t.db, { name: 'ДГ „Пеперуда-Празна“' });
    const provider = await aProvider(t.db, [kindergarten]);
    await aProvider(t.db, [kindergarten]);
    const typeId = await anActivityType(t.db);
    await anActivity(t.db, kindergarten, { providerId: provider, typeId });
    await anActivity(t.db, kindergarten, { providerId: provider, typeId });
    await anActivity(t.db, kindergarten, { providerId: provider, typeId });
    const all = await request(t.http)
      .get('/api/kindergarten/kindergartens-with-activities?search=пеперуда')
      .set(master.auth)
      .expect(200);
    expect(all.body).toEqual({
      rowsCount: 2,
      result: [
        { id: empty, name: 'ДГ „Пеперуда-Празна“', town: expect.any(String), providersCount: 0, activitiesCount: 0 },
        { id: kindergarten, name: 'ДГ „Пеперуда-Тест“', town: expect.any(String), providersCount: 2, activitiesCount: 3 },
      ],
    });
    const only = await request(t.http)
      .get('/api/kindergarten/kindergartens-with-activities?search=пеперуда&onlyWithActivities=true&pageSize=1')
      .set(master.auth)
      .expect(200);
    expect(only.body).toMatchObject({ rowsCount: 1, result: [{ id: kindergarten }] });
    await request(t.http).get('/api/kindergarten/kindergartens-with-activities?pageSize=0').set(master.auth).expect(400);
  });

  it('the demo providers: „Хоро“ configured with the demo secret the API opens, „Шампион“ not configured', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await seedDemoActivityProviders(client);
      const ids = await demoProviderIds(client);
      const horo = await stored(ids.horo);
      expect(horo).toMatchObject({ eik: DEMO_PROVIDERS.horo.eik, epay_min: DEMO_EPAY.min, configuration_flags: 3 });
      expect(openSecret(key, horo.epay_secret, `activity_providers.epay_secret:${ids.horo}`)).toBe(DEMO_EPAY.secret);
      expect(await stored(ids.champion)).toMatchObject({ epay_min: null, epay_secret: null, configuration_flags: 0 });
      const details = await request(t.http).get(`${LIST}/${ids.horo}`).set(master.auth).expect(200);
      expect(details.body).toMatchObject({ hasSecret: true, name: '„Танцова школа Хоро“ ООД' });
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM activity_types WHERE name = ANY($1)`, [
        ['Народни танци', 'Футбол', 'Английски език', 'Рисуване', 'Плуване'],
      ]);
      expect(rows[0].n).toBe(5);
    } finally {
      await client.end();
    }
  });
});
