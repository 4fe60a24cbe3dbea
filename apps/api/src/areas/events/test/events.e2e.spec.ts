import { Audience, Role } from '@kg/contracts';
import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { aChild, aSignedInMember, aSignedInParentOf, aUser, signIn } from '../../../../test/factories.js';
import { type TestApp } from '../../../../test/harness.js';
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';

type Auth = { auth: Record<string, string> };

describe('/api/Events: the calendar', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let c: Community;

  beforeAll(async () => {
    const started = await startTestAppWithMail();
    [t, mail] = [started, started.mail];
    c = await aCommunity(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (who: Auth, body: object) => request(t.http).post('/api/Events/').set(who.auth).send(body);
  const create = async (who: Auth, body: object): Promise<number> => (await save(who, body).expect(200)).body.entityId;
  const list = async (who: Auth, from = '2026-11-01', to = '2026-12-12', extra = '') =>
    (await request(t.http).get(`/api/Events/overview-models?fromDate=${from}&toDate=${to}${extra}`).set(who.auth).expect(200))
      .body as { id: number; seenByCurrentUser: boolean; fromDate: string; toDate: string }[];
  const seenBy = async (userId: number) =>
    (await t.db.query(`SELECT event_id FROM event_seen WHERE user_id = $1 ORDER BY 1`, [userId])).rows.map((row) => row.event_id);
  const groupA = () => ({ audience: Audience.OnlyClasses, classIds: [c.groupIds[0]] });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Events/overview-models?fromDate=2026-11-01&toDate=2026-11-30').expect(401);
    await request(t.http).get('/api/Events/1').expect(401);
    await request(t.http).post('/api/Events/').send({}).expect(401);
    await request(t.http).post('/api/Events/setAllSeen').expect(401);
    await request(t.http).post('/api/Events/1/setSeen').expect(401);
    await request(t.http).delete('/api/Events/1').expect(401);
  });

  it('answers 403 to MON (no calendar), and to a parent or a storekeeper who would write', async () => {
    const mon = await aUser(t.db, { role: Role.MON });
    const monAuth = { Authorization: `Bearer ${await signIn(t, mon.email)}` };
    await request(t.http).get('/api/Events/overview-models?fromDate=2026-11-01&toDate=2026-11-30').set(monAuth).expect(403);
    await request(t.http).post('/api/Events/setAllSeen').set(monAuth).expect(403);
    const body = { title: 'Празник', allDay: true, fromDate: '2026-12-18', toDate: '2026-12-18', audience: Audience.All };
    await save(c.parents[0][0], body).expect(403);
    await save(c.manciple, body).expect(403);
    const id = await create(c.director, body);
    await request(t.http).delete(`/api/Events/${id}`).set(c.parents[0][0].auth).expect(403);
    await request(t.http).delete(`/api/Events/${id}`).set(c.manciple.auth).expect(403);
    await request(t.http).delete(`/api/Events/${id}`).set(c.director.auth).expect(204);
  });

  it('shows a group’s event to that group’s families only, in Sofia days, and marks it seen', async () => {
    const [parentA] = c.parents[0];
    const [parentB] = c.parents[1];
    const forA = await create(c.director, {
      title: 'Родителска среща',
      description: '<p>В залата</p>',
      fromDate: '2026-11-30T17:30:00+02:00',
      toDate: '2026-11-30T23:30:00+02:00',
      ...groupA(),
    });
    const { rows } = await t.db.query(
      `SELECT kindergarten_id, title, all_day, audience, class_ids, created_by, starts_at = '2026-11-30T15:30:00Z' AS starts_ok
         FROM events WHERE id = $1`,
      [forA],
    );
    expect(rows).toEqual([
      {
        kindergarten_id: c.kindergartenId,
        title: 'Родителска среща',
        all_day: false,
        audience: Audience.OnlyClasses,
        class_ids: [c.groupIds[0]],
        created_by: c.director.user.id,
        starts_ok: true,
      },
    ]);

    const seenA = await list(parentA, '2026-11-30', '2026-11-30');
    expect(seenA).toEqual([
      expect.objectContaining({
        id: forA,
        fromDate: '2026-11-30T15:30:00Z',
        toDate: '2026-11-30T21:30:00Z',
        seenByCurrentUser: false,
      }),
    ]);
    expect((await list(parentA, '2026-12-01', '2026-12-31')).map((row) => row.id)).not.toContain(forA);
    expect((await list(parentB)).map((row) => row.id)).not.toContain(forA);
    await request(t.http).get(`/api/Events/${forA}`).set(parentB.auth).expect(404);
    await request(t.http).post(`/api/Events/${forA}/setSeen`).set(parentB.auth).expect(404);
    await request(t.http).post('/api/Events/setAllSeen').set(parentB.auth).expect(200);
    expect(await seenBy(parentB.user.id)).not.toContain(forA);

    const opened = await request(t.http).get(`/api/Events/${forA}`).set(parentA.auth).expect(200);
    expect(opened.body).toMatchObject({ title: 'Родителска среща', canEdit: false, createdBy: { id: c.director.user.id } });
    const marked = await request(t.http).post(`/api/Events/${forA}/setSeen`).set(parentA.auth).expect(200);
    expect(marked.body).toEqual({ marked: 1 });
    expect(await seenBy(parentA.user.id)).toContain(forA);
    expect(await list(parentA, '2026-11-30', '2026-11-30', '&unseenOnly=true')).toEqual([]);
  });

  it('shows an event for everybody to a family that joined after it was posted, and marks all seen at once', async () => {
    const party = await create(c.director, {
      title: 'Коледно тържество',
      allDay: true,
      fromDate: '2026-12-18',
      toDate: '2026-12-19',
      audience: Audience.All,
    });
    const staffOnly = await create(c.director, {
      title: 'Педагогически съвет',
      allDay: true,
      fromDate: '2026-12-17',
      toDate: '2026-12-17',
      audience: Audience.OnlyStaff,
    });
    const child = await aChild(t.db, c.kindergartenId, { classId: c.groupIds[1], fromDate: '2026-11-01' });
    const newcomer = await aSignedInParentOf(t, c.kindergartenId, child.id);
    const rows = await list(newcomer, '2026-12-01', '2026-12-31');
    expect(rows).toEqual([
      expect.objectContaining({ id: party, fromDate: '2026-12-18', toDate: '2026-12-19', seenByCurrentUser: false }),
    ]);
    expect((await list(c.manciple, '2026-12-01', '2026-12-31')).map((row) => row.id)).toEqual([staffOnly, party]);

    const all = await request(t.http).post('/api/Events/setAllSeen').set(newcomer.auth).expect(200);
    expect(all.body).toEqual({ marked: 1 });
    expect(await seenBy(newcomer.user.id)).toEqual([party]);
    const again = await request(t.http).post('/api/Events/setAllSeen').set(newcomer.auth).expect(200);
    expect(again.body).toEqual({ marked: 0 });
  });

  it('makes a changed date unseen again; only the author or a manager changes or deletes', async () => {
    const [parentA] = c.parents[0];
    const id = await create(c.teachers[0], {
      title: 'Разходка',
      allDay: true,
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      ...groupA(),
    });
    await request(t.http).post(`/api/Events/${id}/setSeen`).set(parentA.auth).expect(200);
    await save(c.teachers[0], {
      id,
      title: 'Разходка в парка',
      allDay: true,
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      ...groupA(),
    }).expect(200);
    expect(await seenBy(parentA.user.id)).toContain(id);
    await save(c.teachers[0], {
      id,
      title: 'Разходка в парка',
      allDay: true,
      fromDate: '2026-11-26',
      toDate: '2026-11-26',
      ...groupA(),
    }).expect(200);
    expect(await seenBy(parentA.user.id)).not.toContain(id);
    const { rows } = await t.db.query(
      `SELECT title, (starts_at AT TIME ZONE 'Europe/Sofia')::date::text AS day FROM events WHERE id = $1`,
      [id],
    );
    expect(rows).toEqual([{ title: 'Разходка в парка', day: '2026-11-26' }]);
    await save(c.parents[0][0], {
      id,
      title: 'x',
      allDay: true,
      fromDate: '2026-11-26',
      toDate: '2026-11-26',
      ...groupA(),
    }).expect(403);
    await request(t.http).delete(`/api/Events/${id}`).set(c.director.auth).expect(204);
    const { rows: gone } = await t.db.query(`SELECT count(*)::int AS n FROM events WHERE id = $1`, [id]);
    expect(gone).toEqual([{ n: 0 }]);
  });

  it('answers 404 for another kindergarten’s event, for reading, changing, seeing and deleting', async () => {
    const id = await create(c.director, {
      title: 'Само наш',
      allDay: true,
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      audience: Audience.All,
    });
    const stranger = await aSignedInMember(t, Role.Director);
    await request(t.http).get(`/api/Events/${id}`).set(stranger.auth).expect(404);
    await request(t.http).get(`/api/Events/${id}`).set(c.outsider.auth).expect(404);
    await save(stranger, {
      id,
      title: 'x',
      allDay: true,
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      audience: Audience.All,
    }).expect(404);
    await request(t.http).post(`/api/Events/${id}/setSeen`).set(stranger.auth).expect(404);
    await request(t.http).delete(`/api/Events/${id}`).set(stranger.auth).expect(404);
    expect(await list(stranger)).toEqual([]);
    const { rows } = await t.db.query(`SELECT title FROM events WHERE id = $1`, [id]);
    expect(rows).toEqual([{ title: 'Само наш' }]);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const bad = await save(c.director, {
      title: '',
      allDay: true,
      fromDate: '2026-11-20T10:00:00+02:00',
      toDate: '2026-11-19',
    }).expect(400);
    expect(bad.body.errors).toEqual({
      title: ['Полето е задължително.'],
      fromDate: ['Въведете дата във формат ГГГГ-ММ-ДД.'],
      audience: ['Изберете до кого е предназначено: аудитория или поне един човек.'],
    });
    const reversed = await save(c.director, {
      title: 'x',
      fromDate: '2026-11-20T10:00:00+02:00',
      toDate: '2026-11-20T09:00:00+02:00',
      audience: Audience.All,
    }).expect(400);
    expect(reversed.body.errors).toEqual({ toDate: ['Краят не може да е преди началото.'] });
    const foreignGroup = await save(c.director, {
      title: 'x',
      allDay: true,
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      audience: Audience.OnlyClasses,
      classIds: [999_999],
    }).expect(400);
    expect(foreignGroup.body.errors).toEqual({ classIds: ['Групата не е намерена.'] });
    await request(t.http).get('/api/Events/abc').set(c.director.auth).expect(400);
    await request(t.http).post('/api/Events/0/setSeen').set(c.director.auth).expect(400);
    await request(t.http).get('/api/Events/overview-models?fromDate=2026-11-01').set(c.director.auth).expect(400);
    const long = await request(t.http)
      .get('/api/Events/overview-models?fromDate=2026-01-01&toDate=2026-12-31')
      .set(c.director.auth)
      .expect(400);
    expect(long.body.errors).toEqual({ toDate: ['Изберете период до 62 дни.'] });
  });

  it('stores the description sanitised against the usual XSS payloads', async () => {
    const description =
      '<p>Здравейте<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">връзка</a>' +
      '<svg onload="alert(4)"></svg><a href="https://example.bg">сайт</a>';
    const id = await create(c.director, {
      title: 'XSS',
      description,
      allDay: true,
      fromDate: '2026-11-21',
      toDate: '2026-11-21',
      audience: Audience.All,
    });
    const { rows } = await t.db.query(`SELECT description FROM events WHERE id = $1`, [id]);
    const stored: string = rows[0].description;
    expect(stored).toBe('<p>Здравейте</p><a>връзка</a><a href="https://example.bg">сайт</a>');
    const read = await request(t.http).get(`/api/Events/${id}`).set(c.director.auth).expect(200);
    expect(read.body.description).toBe(stored);
  });

  it('e-mails a new event to the subscribed families it reaches, with the link to it', async () => {
    const jobs = t.app.get(JobsService);
    const runAll = async () => {
      while ((await jobs.runDue(100)) > 0);
    };
    await t.db.query(`DELETE FROM jobs`); // the announcements of the earlier tests are not this test's business
    mail.mails.length = 0;
    const [parentA] = c.parents[0];
    const id = await create(c.director, {
      title: 'Театър в градината',
      description: '<p>Представление за децата</p>',
      allDay: true,
      fromDate: '2026-12-03',
      toDate: '2026-12-03',
      ...groupA(),
    });
    await runAll();
    const subject = 'Ново събитие в календара: Театър в градината';
    const mine = () => mail.mails.find((m) => m.to.includes(parentA.user.email) && m.subject.includes(subject));
    for (let wait = 0; !mine() && wait < 50; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    const received = mine()!;
    expect(received.subject).toContain(subject);
    expect(received.text).toContain(`https://app.example.bg/calendar?id=${id}`);
    expect(mail.mails.some((m) => m.to.includes(c.parents[1][0].user.email) && m.subject.includes(subject))).toBe(false);
  }, 20_000);
});
