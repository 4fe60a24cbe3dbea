import { Audience, Role } from '@kg/contracts';
import request from 'supertest';
import { type Community, withCommunityApp } from '../../../../test/community.js';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';

type Auth = { auth: Record<string, string> };

describe('/api/Dashboards/messages: the notice board', () => {
  let t: TestApp;
  let c: Community;

  withCommunityApp((app, community) => ([t, c] = [app, community]));

  const post = (who: Auth, body: object) => request(t.http).post('/api/Dashboards/message').set(who.auth).send(body);
  const create = async (who: Auth, title: string, audience: object = { audience: Audience.All }): Promise<number> =>
    (await post(who, { title, content: `<p>${title}</p>`, ...audience }).expect(200)).body.entityId;
  const board = async (who: Auth) =>
    (await request(t.http).get('/api/Dashboards/messages/overview-models').set(who.auth).expect(200)).body as {
      rowsCount: number;
      result: { id: number; title: string; name: string; seenByCurrentUser: boolean; canDelete: boolean }[];
    };
  const order = (who: Auth, ids: number[]) => request(t.http).post('/api/Dashboards/messages/order').set(who.auth).send({ ids });
  const seen = (who: Auth, body: object = {}) => request(t.http).post('/api/Dashboards/messages/seen').set(who.auth).send(body);
  const positions = async () =>
    (
      await t.db.query(`SELECT id FROM board_notices WHERE kindergarten_id = $1 ORDER BY position, id`, [c.kindergartenId])
    ).rows.map((row) => row.id);

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Dashboards/messages/overview-models').expect(401);
    await request(t.http).post('/api/Dashboards/message').send({}).expect(401);
    await request(t.http).delete('/api/Dashboards/message/1').expect(401);
    await request(t.http)
      .post('/api/Dashboards/messages/order')
      .send({ ids: [1] })
      .expect(401);
    await request(t.http).post('/api/Dashboards/messages/seen').send({}).expect(401);
  });

  it('answers 403 to MON (no board), and to a parent or a storekeeper who would write or order', async () => {
    const mon = await aUser(t.db, { role: Role.MON });
    const monAuth = { auth: { Authorization: `Bearer ${await signIn(t, mon.email)}` } };
    await request(t.http).get('/api/Dashboards/messages/overview-models').set(monAuth.auth).expect(403);
    await seen(monAuth).expect(403);
    await post(c.parents[0][0], { title: 'x', content: 'x', audience: Audience.All }).expect(403);
    await post(c.manciple, { title: 'x', content: 'x', audience: Audience.All }).expect(403);
    const id = await create(c.director, 'Забранено за триене');
    await request(t.http).delete(`/api/Dashboards/message/${id}`).set(c.parents[0][0].auth).expect(403);
    await order(c.manciple, await positions()).expect(403);
    await request(t.http).delete(`/api/Dashboards/message/${id}`).set(c.director.auth).expect(204);
  });

  it('puts a new notice on top, shows a group’s notice to that group only, and reorders the whole board', async () => {
    const [parentA] = c.parents[0];
    const [parentB] = c.parents[1];
    const first = await create(c.director, 'Ваканция');
    const second = await create(c.teachers[0], 'Екскурзия на група А', {
      audience: Audience.OnlyClasses,
      classIds: [c.groupIds[0]],
    });
    const { rows } = await t.db.query(
      `SELECT kindergarten_id, title, audience, class_ids, created_by FROM board_notices WHERE id = $1`,
      [second],
    );
    expect(rows).toEqual([
      {
        kindergarten_id: c.kindergartenId,
        title: 'Екскурзия на група А',
        audience: Audience.OnlyClasses,
        class_ids: [c.groupIds[0]],
        created_by: c.teachers[0].user.id,
      },
    ]);
    expect((await board(parentA)).result.map((row) => row.id)).toEqual([second, first]);
    expect((await board(parentA)).result[0]).toMatchObject({ seenByCurrentUser: false, canDelete: false });
    expect((await board(parentB)).result.map((row) => row.id)).toEqual([first]);

    await order(c.director, [first, second]).expect(204);
    expect(await positions()).toEqual([first, second]);
    expect((await board(parentA)).result.map((row) => row.title)).toEqual(['Ваканция', 'Екскурзия на група А']);

    const missing = await order(c.director, [first]).expect(400);
    expect(missing.body.errors).toEqual({ ids: ['Подредбата трябва да съдържа всяка обява от таблото точно веднъж.'] });
    const other = await aSignedInMember(t, Role.Director);
    const foreign = await create(other, 'Чужда');
    await order(c.director, [first, foreign]).expect(400);
    await order(c.director, [first, second, second]).expect(400);
    expect(await positions()).toEqual([first, second]);
  });

  it('marks the given or all visible notices seen, and never another group’s', async () => {
    const [, parentA2] = c.parents[0];
    const [parentB] = c.parents[1];
    const ids = (await board(parentA2)).result.map((row) => row.id);
    const [groupNotice] = (await board(c.director)).result.filter((row) => row.title === 'Екскурзия на група А');
    await seen(parentB, { ids: [groupNotice!.id] }).expect(404);
    const marked = await seen(parentA2, { ids: [ids[0]] }).expect(200);
    expect(marked.body).toEqual({ marked: 1 });
    const all = await seen(parentA2).expect(200);
    expect(all.body).toEqual({ marked: ids.length - 1 });
    const { rows } = await t.db.query(`SELECT notice_id FROM board_notice_seen WHERE user_id = $1 ORDER BY 1`, [
      parentA2.user.id,
    ]);
    expect(rows.map((row) => row.notice_id)).toEqual([...ids].sort((a, b) => a - b));
    expect((await board(parentA2)).result.every((row) => row.seenByCurrentUser)).toBe(true);
    await seen(parentB).expect(200);
    const { rows: b } = await t.db.query(`SELECT notice_id FROM board_notice_seen WHERE user_id = $1`, [parentB.user.id]);
    expect(b.map((row) => row.notice_id)).not.toContain(groupNotice!.id);
  });

  it('answers 404 for another kindergarten’s notice', async () => {
    const id = await create(c.director, 'Само за нас');
    const stranger = await aSignedInMember(t, Role.Director);
    await request(t.http).delete(`/api/Dashboards/message/${id}`).set(stranger.auth).expect(404);
    await seen(stranger, { ids: [id] }).expect(404);
    await seen(c.outsider, { ids: [id] }).expect(404);
    expect((await board(stranger)).result.map((row) => row.id)).not.toContain(id);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM board_notices WHERE id = $1`, [id]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('answers 400 with Bulgarian field messages for a bad body or id', async () => {
    const bad = await post(c.director, { title: ' ', content: '' }).expect(400);
    expect(bad.body.errors).toMatchObject({
      title: ['Полето е задължително.'],
      content: ['Полето е задължително.'],
      audience: ['Изберете до кого е предназначено: аудитория или поне един човек.'],
    });
    const foreignGroup = await post(c.teachers[0], {
      title: 'x',
      content: 'x',
      audience: Audience.OnlyClasses,
      classIds: [999_999],
    }).expect(400);
    expect(foreignGroup.body.errors).toEqual({ classIds: ['Групата не е намерена.'] });
    await request(t.http).delete('/api/Dashboards/message/abc').set(c.director.auth).expect(400);
    await order(c.director, []).expect(400);
    await seen(c.director, { ids: ['x'] }).expect(400);
  });

  it('stores the content sanitised against the usual XSS payloads, and deletes a notice', async () => {
    const content =
      '<p>Внимание<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">връзка</a>' +
      '<svg onload="alert(4)"></svg>';
    const id = (await post(c.director, { title: 'XSS', content, audience: Audience.All }).expect(200)).body.entityId;
    const { rows } = await t.db.query(`SELECT content FROM board_notices WHERE id = $1`, [id]);
    expect(rows).toEqual([{ content: '<p>Внимание</p><a>връзка</a>' }]);
    expect((await board(c.director)).result.find((row) => row.id === id)).toMatchObject({
      content: '<p>Внимание</p><a>връзка</a>',
      canDelete: true,
    });
    await request(t.http).delete(`/api/Dashboards/message/${id}`).set(c.director.auth).expect(204);
    await request(t.http).delete(`/api/Dashboards/message/${id}`).set(c.director.auth).expect(404);
  });
});
