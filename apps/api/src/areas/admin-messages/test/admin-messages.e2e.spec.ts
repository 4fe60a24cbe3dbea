import { AdminMessageAudience, RealtimeEvent, Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { hubDelivered } from '../../../../test/settle.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import {
  connectToHub,
  type HubClient,
  listenOnLoopback,
  nextEvent,
  recorder,
} from '../../../platform/realtime/test/realtime-client.js';

type Auth = { Authorization: string };
const authOf = (token: string): Auth => ({ Authorization: `Bearer ${token}` });

describe('/api/administration/Message and /api/administration/MaintenanceMessage', () => {
  let t: TestApp;
  let url: string;
  let master: Auth;
  let kindergartenA: number;
  let kindergartenB: number;
  let directorA: Awaited<ReturnType<typeof aSignedInMember>>;
  let parentA: Awaited<ReturnType<typeof aSignedInMember>>;
  let directorB: Awaited<ReturnType<typeof aSignedInMember>>;
  const sockets: HubClient[] = [];

  beforeAll(async () => {
    t = await startTestApp({ jobsPollMs: 0 });
    url = await listenOnLoopback(t.app);
    const masterUser = await aUser(t.db, { role: Role.Master });
    master = authOf(await signIn(t, masterUser.email));
    kindergartenA = await aKindergarten(t.db, { name: 'ДГ „Слънце“' });
    await aSchoolYear(t.db, kindergartenA);
    kindergartenB = await aKindergarten(t.db, { name: 'ДГ „Луна“' });
    await aSchoolYear(t.db, kindergartenB);
    directorA = await aSignedInMember(t, Role.Director, kindergartenA);
    parentA = await aSignedInMember(t, Role.Parent, kindergartenA);
    directorB = await aSignedInMember(t, Role.Director, kindergartenB);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const hub = async (token: string): Promise<HubClient> => {
    const socket = await connectToHub(url, { token });
    sockets.push(socket);
    return socket;
  };
  const post = (body: object, auth: Auth = master) => request(t.http).post('/api/administration/Message').set(auth).send(body);
  const inbox = async (auth: Auth): Promise<{ id: number; title: string; content: string; seen: boolean }[]> =>
    (await request(t.http).get('/api/AdministrativeMessages?pageSize=50').set(auth).expect(200)).body.result;

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/administration/Message/overview-models').expect(401);
    await request(t.http).post('/api/administration/Message').send({}).expect(401);
    await request(t.http).get('/api/administration/MaintenanceMessage/overview-models').expect(401);
    await request(t.http).post('/api/administration/MaintenanceMessage').send({ content: 'x' }).expect(401);
    await request(t.http).delete('/api/administration/MaintenanceMessage/1').expect(401);
    await request(t.http).get('/api/AdministrativeMessages').expect(401);
    await request(t.http).post('/api/AdministrativeMessages/1/setSeen').expect(401);
    await request(t.http).get('/api/MaintenanceMessages/current').expect(401);
  });

  it('answers 403 to a director on the master calls', async () => {
    const body = { title: 'Т', content: '<p>С</p>', audience: AdminMessageAudience.AllUsers };
    await request(t.http).get('/api/administration/Message/overview-models').set(directorA.auth).expect(403);
    await post(body, directorA.auth).expect(403);
    await request(t.http).get('/api/administration/MaintenanceMessage/overview-models').set(directorA.auth).expect(403);
    await request(t.http).post('/api/administration/MaintenanceMessage').set(directorA.auth).send({ content: 'x' }).expect(403);
    await request(t.http).delete('/api/administration/MaintenanceMessage/1').set(directorA.auth).expect(403);
    const { rows } = await t.db.query('SELECT count(*)::int AS count FROM admin_messages');
    expect(rows[0].count).toBe(0);
  });

  it('answers 400 with Bulgarian field messages for bad bodies, ids and queries', async () => {
    const base = { title: 'Заглавие', content: '<p>Текст</p>', audience: AdminMessageAudience.AllUsers };
    expect((await post({ ...base, content: '<p> </p>' }).expect(400)).body.errors).toEqual({
      content: ['Полето е задължително.'],
    });
    // Only a script: nothing is left once sanitised.
    expect((await post({ ...base, content: '<script>alert(1)</script>' }).expect(400)).body.errors).toEqual({
      content: ['Полето е задължително.'],
    });
    expect((await post({ ...base, audience: 9 }).expect(400)).body.errors.audience).toBeDefined();
    expect((await post({ ...base, title: '' }).expect(400)).body.errors).toEqual({ title: ['Полето е задължително.'] });
    expect((await post({ ...base, audience: AdminMessageAudience.Kindergartens }).expect(400)).body.errors).toEqual({
      kindergartenIds: ['Полето е задължително.'],
    });
    expect(
      (
        await post({ ...base, audience: AdminMessageAudience.Kindergartens, kindergartenIds: [kindergartenA, 999_999] }).expect(
          400,
        )
      ).body.errors,
    ).toEqual({ kindergartenIds: ['Някои от избраните детски градини не съществуват.'] });
    expect((await post({ ...base, audience: AdminMessageAudience.Users, userIds: [999_999] }).expect(400)).body.errors).toEqual({
      userIds: ['Някои от избраните потребители не съществуват или не са активни.'],
    });
    expect((await post({ ...base, roles: [Role.Master] }).expect(400)).body.errors).toEqual({
      'roles.0': ['Изберете една от позволените стойности.'],
    });
    await request(t.http).get('/api/administration/Message/overview-models?orderByColumn=content').set(master).expect(400);
    await request(t.http).post('/api/administration/MaintenanceMessage').set(master).send({ content: '  ' }).expect(400);
    const past = await request(t.http)
      .post('/api/administration/MaintenanceMessage')
      .set(master)
      .send({ content: 'Профилактика', validTo: '2020-01-01T10:00:00Z' })
      .expect(400);
    expect(past.body.errors).toEqual({ validTo: ['Краят трябва да е след началото и в бъдещето.'] });
    await request(t.http).delete('/api/administration/MaintenanceMessage/abc').set(master).expect(400);
    await request(t.http).post('/api/AdministrativeMessages/abc/setSeen').set(directorA.auth).expect(400);
    await request(t.http).get('/api/AdministrativeMessages?pageSize=500').set(directorA.auth).expect(400);
  });

  it('sends to the members of chosen kindergartens, sanitised, pushed live to them only; seen once marked', async () => {
    const socketA = await hub(directorA.token);
    const socketB = await hub(directorB.token);
    const missed = recorder(socketB, RealtimeEvent.ReceiveMasterAdministrativeMessage);
    const delivered = nextEvent(socketA, RealtimeEvent.ReceiveMasterAdministrativeMessage);
    const content =
      '<p onclick="alert(1)">Нова версия <b>утре</b><img src=x onerror=alert(1)><a href="javascript:alert(1)">линк</a></p><script>alert(2)</script>';
    const { body } = await post({
      title: 'Нова версия',
      content,
      audience: AdminMessageAudience.Kindergartens,
      kindergartenIds: [kindergartenA, kindergartenA],
    }).expect(200);
    const id: number = body.entityId;

    const stored = await t.db.query('SELECT content, audience, roles FROM admin_messages WHERE id = $1', [id]);
    expect(stored.rows).toEqual([{ content: '<p>Нова версия <b>утре</b><a>линк</a></p>', audience: 2, roles: null }]);
    const targets = await t.db.query('SELECT kindergarten_id FROM admin_message_kindergartens WHERE message_id = $1', [id]);
    expect(targets.rows).toEqual([{ kindergarten_id: kindergartenA }]);

    expect(await delivered).toEqual({ id, title: 'Нова версия', content: 'Нова версия утре линк' });
    await hubDelivered(t, socketB);
    expect(missed).toEqual([]);

    expect(await inbox(directorA.auth)).toContainEqual(expect.objectContaining({ id, seen: false }));
    expect(await inbox(parentA.auth)).toContainEqual(expect.objectContaining({ id }));
    expect((await inbox(directorB.auth)).map((message) => message.id)).not.toContain(id);
    await request(t.http).post(`/api/AdministrativeMessages/${id}/setSeen`).set(directorB.auth).expect(404);

    await request(t.http).post(`/api/AdministrativeMessages/${id}/setSeen`).set(directorA.auth).expect(204);
    await request(t.http).post(`/api/AdministrativeMessages/${id}/setSeen`).set(directorA.auth).expect(204);
    const seen = await t.db.query('SELECT user_id FROM admin_message_seen WHERE message_id = $1', [id]);
    expect(seen.rows).toEqual([{ user_id: directorA.user.id }]);
    expect(await inbox(directorA.auth)).toContainEqual(expect.objectContaining({ id, seen: true }));
    expect(await inbox(parentA.auth)).toContainEqual(expect.objectContaining({ id, seen: false }));

    const list = await request(t.http).get('/api/administration/Message/overview-models?search=версия').set(master).expect(200);
    expect(list.body).toMatchObject({ rowsCount: 1, result: [{ id, audience: 2, recipients: ['ДГ „Слънце“'], roles: [] }] });
  });

  it('sends to everyone in chosen roles, and to chosen users only, without a row per recipient', async () => {
    const toParents = (
      await post({
        title: 'Родители',
        content: '<p>За родители</p>',
        audience: AdminMessageAudience.AllUsers,
        roles: [Role.Parent],
      }).expect(200)
    ).body.entityId;
    expect(await inbox(parentA.auth)).toContainEqual(expect.objectContaining({ id: toParents }));
    expect((await inbox(directorA.auth)).map((message) => message.id)).not.toContain(toParents);

    const toOne = (
      await post({
        title: 'Лично',
        content: '<p>Само за вас</p>',
        audience: AdminMessageAudience.Users,
        userIds: [directorB.user.id],
      }).expect(200)
    ).body.entityId;
    expect(await inbox(directorB.auth)).toContainEqual(expect.objectContaining({ id: toOne, title: 'Лично' }));
    expect((await inbox(directorA.auth)).map((message) => message.id)).not.toContain(toOne);
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*)::int FROM admin_message_users) AS users, (SELECT count(*)::int FROM admin_message_seen) AS seen`,
    );
    expect(rows[0]).toEqual({ users: 1, seen: 1 });
  });

  it('pushes a maintenance notice to everyone, keeps it current until deleted, then clears it', async () => {
    const socketA = await hub(parentA.token);
    const socketB = await hub(directorB.token);
    const both = [socketA, socketB].map((socket) => nextEvent(socket, RealtimeEvent.ReceiveMaintenanceMessage));
    const created = await request(t.http)
      .post('/api/administration/MaintenanceMessage')
      .set(master)
      .send({ title: 'Профилактика', content: 'Системата ще бъде недостъпна от 22:00 ч.' })
      .expect(200);
    const id: number = created.body.entityId;
    expect(created.body).toEqual({ isSuccessful: true, entityId: id });
    const notice = { id, title: 'Профилактика', content: 'Системата ще бъде недостъпна от 22:00 ч.' };
    expect(await Promise.all(both)).toEqual([notice, notice]);
    expect((await request(t.http).get('/api/MaintenanceMessages/current').set(directorA.auth).expect(200)).body).toEqual([
      notice,
    ]);
    const list = await request(t.http).get('/api/administration/MaintenanceMessage/overview-models').set(master).expect(200);
    expect(list.body.result).toContainEqual(expect.objectContaining({ id, isActive: true, validFrom: null }));

    const cleared = nextEvent(socketB, RealtimeEvent.ClearMaintenanceMessage);
    await request(t.http).delete(`/api/administration/MaintenanceMessage/${id}`).set(master).expect(204);
    expect(await cleared).toEqual({ id });
    expect((await t.db.query('SELECT id FROM maintenance_messages WHERE id = $1', [id])).rows).toEqual([]);
    expect((await request(t.http).get('/api/MaintenanceMessages/current').set(directorA.auth).expect(200)).body).toEqual([]);
    await request(t.http).delete(`/api/administration/MaintenanceMessage/${id}`).set(master).expect(404);
  });

  it('announces a notice with a future window when it starts and clears it when it ends', async () => {
    const socket = await hub(directorA.token);
    const from = new Date(Date.now() + 3_600_000).toISOString();
    const to = new Date(Date.now() + 7_200_000).toISOString();
    const early = recorder(socket, RealtimeEvent.ReceiveMaintenanceMessage);
    const { body } = await request(t.http)
      .post('/api/administration/MaintenanceMessage')
      .set(master)
      .send({ content: 'Планирана профилактика', validFrom: from, validTo: to })
      .expect(200);
    expect((await request(t.http).get('/api/MaintenanceMessages/current').set(directorA.auth).expect(200)).body).toEqual([]);
    await hubDelivered(t, socket);
    expect(early).toEqual([]);

    // The window starts: the job becomes due.
    await t.db.query(`UPDATE maintenance_messages SET valid_from = now() - interval '1 minute' WHERE id = $1`, [body.entityId]);
    await t.db.query(`UPDATE jobs SET run_at = now() WHERE queue = 'maintenance-message.start'`);
    const started = nextEvent(socket, RealtimeEvent.ReceiveMaintenanceMessage);
    await t.app.get(JobsService).runDue();
    expect(await started).toEqual({ id: body.entityId, content: 'Планирана профилактика' });

    await t.db.query(`UPDATE jobs SET run_at = now() WHERE queue = 'maintenance-message.end'`);
    const ended = nextEvent(socket, RealtimeEvent.ClearMaintenanceMessage);
    await t.app.get(JobsService).runDue();
    expect(await ended).toEqual({ id: body.entityId });
  });
});
