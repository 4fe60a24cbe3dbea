import { Audience, audienceMessages, defaultAccess, messageMessages, Resource, Role } from '@kg/contracts';
import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { aGroup, aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

type Auth = { Authorization: string };

describe('messages: sending to an audience, reading only one’s own, conversations with each recipient', () => {
  let t: TestApp;
  let c: Community;
  let mon: Auth;

  beforeAll(async () => {
    t = await startTestApp();
    c = await aCommunity(t);
    const national = await aUser(t.db, { role: Role.MON });
    mon = { Authorization: `Bearer ${await signIn(t, national.email)}` };
  }, 60_000);
  afterAll(() => t.close());

  const send = (auth: Auth, body: object) => request(t.http).post('/api/Messages').set(auth).send(body);
  const toGroup = async (auth: Auth, groupIndex: 0 | 1, title = 'Разходка в парка') => {
    const response = await send(auth, {
      title,
      content: '<p>Утре излизаме в <strong>10 ч.</strong></p>',
      audience: Audience.OnlyClasses,
      classIds: [c.groupIds[groupIndex]],
    }).expect(200);
    return response.body.entityId as number;
  };
  const inbox = async (auth: Auth, query = '') =>
    (await request(t.http).get(`/api/Messages/overview-models${query}`).set(auth).expect(200)).body;
  const recipient = async (messageId: number, userId: number) =>
    (
      await t.db.query(
        `SELECT is_author, seen_at, unseen_replies FROM message_recipients WHERE message_id = $1 AND user_id = $2`,
        [messageId, userId],
      )
    ).rows[0];

  const calls: [method: 'get' | 'post' | 'delete', path: string, body?: object][] = [
    ['get', '/api/Messages/overview-models'],
    ['get', '/api/Messages/1'],
    ['get', '/api/Messages/recipients'],
    ['post', '/api/Messages', { title: 'x', content: 'x', audience: Audience.OnlyStaff }],
    ['post', '/api/Messages/for-kindergartens', { kindergartenIds: [1], title: 'x', content: 'x', audience: 0 }],
    ['post', '/api/Messages/direct', { userId: 1, content: 'x' }],
    ['post', '/api/Messages/update', { id: 1, title: 'x', content: 'x' }],
    ['post', '/api/Messages/reply/1', { content: 'x' }],
    ['post', '/api/Messages/1/setSeen'],
    ['post', '/api/Messages/setAllSeen'],
    ['delete', '/api/Messages/1'],
    ['delete', '/api/messages/1/reply/1'],
  ];

  it('refuses every call without a token (401) and to a user without access to messages (403)', async () => {
    for (const [method, path, body] of calls) {
      await request(t.http)[method](path).send(body).expect(401);
      await request(t.http)[method](path).set(mon).send(body).expect(403);
    }
  });

  it('refuses bad bodies, params and queries with Bulgarian messages (400)', async () => {
    const director = c.director.auth;
    const noTitle = await send(director, { content: 'x', audience: Audience.All }).expect(400);
    expect(noTitle.body.errors.title).toBeDefined();
    const nobody = await send(director, { title: 'x', content: 'x' }).expect(400);
    expect(nobody.body.errors.audience).toEqual([audienceMessages.nobody]);
    await send(director, { title: 'x', content: 'x', audience: Audience.OnlyClasses }).expect(400);
    await request(t.http).get('/api/Messages/abc').set(director).expect(400);
    await request(t.http).get('/api/Messages/overview-models?pageSize=0').set(director).expect(400);
    await request(t.http)
      .get(`/api/Messages/recipients?search=${'я'.repeat(101)}`)
      .set(director)
      .expect(400);
    await request(t.http).get('/api/Messages/overview-models?unreadOnly=maybe').set(director).expect(400);
    await request(t.http).post('/api/Messages/reply/1').set(director).send({}).expect(400);
    await request(t.http).delete('/api/messages/1/reply/x').set(director).expect(400);
    await request(t.http).post('/api/Messages/update').set(director).send({ id: 1, title: '' }).expect(400);
    await request(t.http)
      .post('/api/Messages/for-kindergartens')
      .set(director)
      .send({ kindergartenIds: [c.kindergartenId, c.kindergartenId], title: 'x', content: 'x', audience: 0 })
      .expect(400);
    const onlyTags = await send(director, { title: 'x', content: '<script>alert(1)</script>', audience: 0 }).expect(400);
    expect(onlyTags.body.errors.content).toEqual([messageMessages.contentRequired]);
  });

  it('stores a group message once for the group’s families and teacher and the author, and nobody else reads it', async () => {
    const id = await toGroup(c.director.auth, 0);
    const { rows } = await t.db.query(
      `SELECT user_id, is_author, seen_at IS NOT NULL AS seen FROM message_recipients WHERE message_id = $1 ORDER BY user_id`,
      [id],
    );
    const expected = [c.director, c.teachers[0], ...c.parents[0]].map((m) => m.user.id).sort((a, b) => a - b);
    expect(rows.map((row) => row.user_id)).toEqual(expected);
    expect(rows.filter((row) => row.is_author).map((row) => [row.user_id, row.seen])).toEqual([[c.director.user.id, true]]);

    const parentA = await inbox(c.parents[0][0].auth);
    expect(parentA.result[0]).toMatchObject({
      id,
      title: 'Разходка в парка',
      excerpt: 'Утре излизаме в 10 ч.',
      seenByCurrentUser: false,
      numberOfUnseenReplies: 0,
      isAuthor: false,
      recipientsCount: null,
      createdBy: { id: c.director.user.id },
    });
    const author = await inbox(c.director.auth);
    expect(author.result.find((row: { id: number }) => row.id === id)).toMatchObject({ isAuthor: true, recipientsCount: 3 });

    for (const outsider of [c.parents[1][0], c.teachers[1], c.manciple, c.outsider]) {
      expect((await inbox(outsider.auth)).result.map((row: { id: number }) => row.id)).not.toContain(id);
      await request(t.http).get(`/api/Messages/${id}`).set(outsider.auth).expect(404);
      await request(t.http).post(`/api/Messages/${id}/setSeen`).set(outsider.auth).expect(404);
      await request(t.http).post(`/api/Messages/reply/${id}`).set(outsider.auth).send({ content: 'Здравейте' }).expect(404);
    }
    const details = (await request(t.http).get(`/api/Messages/${id}`).set(c.director.auth).expect(200)).body;
    expect(details.recipients).toMatchObject({ audience: Audience.OnlyClasses, count: 3, seenCount: 0 });
    expect(details.recipients.classes.map((g: { id: number }) => g.id)).toEqual([c.groupIds[0]]);
  });

  it('keeps a teacher with own-group reach to their groups and parents to the staff; an empty audience reaches nobody', async () => {
    // The reach of the grant (docs/access-model.md): lower-case = own groups only. The default teacher grant is
    // upper-case on Messages (docs/messages.md "Open question"), so the own-group rule is tested on such a grant.
    const ownGroups = defaultAccess(Role.Teacher).map((entry) =>
      entry.resource === Resource.Messages ? { ...entry, canView: false, canCreate: false, canEdit: false } : entry,
    );
    await t.db.query(`UPDATE kindergarten_users SET access = $1 WHERE user_id = $2`, [
      JSON.stringify(ownGroups),
      c.teachers[0].user.id,
    ]);
    const teacher = c.teachers[0].auth;
    await send(teacher, { title: 'Своята група', content: 'x', audience: 1, classIds: [c.groupIds[0]] }).expect(200);
    const other = await send(teacher, { title: 'x', content: 'x', audience: 1, classIds: [c.groupIds[1]] }).expect(400);
    expect(other.body.errors.classIds).toEqual([audienceMessages.classNotYours]);
    await send(teacher, { title: 'x', content: 'x', audience: Audience.All }).expect(400);
    const parent = c.parents[0][0].auth;
    const toParent = await send(parent, { title: 'x', content: 'x', userIds: [c.parents[0][1].user.id] }).expect(400);
    expect(toParent.body.errors.userIds).toEqual([audienceMessages.userNotMember]);
    await send(parent, { title: 'x', content: 'x', userIds: [c.outsider.user.id] }).expect(400);
    await send(parent, { title: 'Въпрос', content: 'Кога е срещата?', userIds: [c.teachers[0].user.id] }).expect(200);

    const empty = await aGroup(t.db, c.kindergartenId);
    const before = await t.db.query(`SELECT count(*)::int AS n FROM messages`);
    const nobody = await send(c.director.auth, { title: 'x', content: 'x', audience: 1, classIds: [empty] }).expect(400);
    expect(nobody.body.message).toBe(audienceMessages.nobodyReached);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM messages`)).rows[0].n).toBe(before.rows[0].n);
    await t.db.query(`UPDATE kindergarten_users SET access = NULL WHERE user_id = $1`, [c.teachers[0].user.id]);
  });

  it('offers a parent the staff only, and the staff every member of the kindergarten, never another kindergarten’s', async () => {
    const names = async (auth: Auth, query = '') =>
      (await request(t.http).get(`/api/Messages/recipients${query}`).set(auth).expect(200)).body.map((p: { id: number }) => p.id);
    const staff = [c.director, ...c.teachers, c.manciple].map((m) => m.user.id);
    const parent = c.parents[0][0];
    const forParent = await names(parent.auth);
    expect(forParent.filter((id: number) => staff.includes(id)).sort()).toEqual([...staff].sort());
    expect(forParent).not.toContain(c.parents[0][1].user.id);
    const forTeacher = await names(c.teachers[0].auth);
    expect(forTeacher).toContain(parent.user.id);
    expect(forTeacher).not.toContain(c.teachers[0].user.id);
    expect(forTeacher).not.toContain(c.outsider.user.id);
    await t.db.query(`UPDATE users SET first_name = 'Светлозара' WHERE id = $1`, [c.manciple.user.id]);
    expect(await names(c.director.auth, `?search=${encodeURIComponent('светлоз')}`)).toEqual([c.manciple.user.id]);
  });

  it('sends a direct message to one member; a parent only to staff, nobody to themselves', async () => {
    const parent = c.parents[1][0];
    const sent = await request(t.http)
      .post('/api/Messages/direct')
      .set(parent.auth)
      .send({ userId: c.teachers[1].user.id, content: 'Детето ще закъснее.' })
      .expect(200);
    const { rows } = await t.db.query(`SELECT title, is_direct FROM messages WHERE id = $1`, [sent.body.entityId]);
    expect(rows[0]).toEqual({ title: messageMessages.directTitle, is_direct: true });
    expect(await recipient(sent.body.entityId, c.teachers[1].user.id)).toMatchObject({ is_author: false, seen_at: null });
    await request(t.http)
      .post('/api/Messages/direct')
      .set(parent.auth)
      .send({ userId: c.parents[1][1].user.id, content: 'x' })
      .expect(400);
    await request(t.http)
      .post('/api/Messages/direct')
      .set(parent.auth)
      .send({ userId: parent.user.id, content: 'x' })
      .expect(400);
    await request(t.http)
      .post('/api/Messages/direct')
      .set(c.director.auth)
      .send({ userId: c.outsider.user.id, content: 'x' })
      .expect(400);
  });

  it('keeps replies private between the author and each recipient, and counts the unseen ones', async () => {
    const id = await toGroup(c.teachers[0].auth, 0, 'Празник');
    const [first, second] = c.parents[0];
    const teacher = c.teachers[0];
    await request(t.http).post(`/api/Messages/${id}/setSeen`).set(first.auth).expect(204);
    await request(t.http).post(`/api/Messages/reply/${id}`).set(first.auth).send({ content: '<p>Ще дойдем.</p>' }).expect(200);
    await request(t.http)
      .post(`/api/Messages/reply/${id}`)
      .set(first.auth)
      .send({ content: 'x', threadUserId: second.user.id })
      .expect(400);
    expect((await recipient(id, teacher.user.id)).unseen_replies).toBe(1);
    expect((await recipient(id, second.user.id)).unseen_replies).toBe(0);

    const missingThread = await request(t.http)
      .post(`/api/Messages/reply/${id}`)
      .set(teacher.auth)
      .send({ content: 'x' })
      .expect(400);
    expect(missingThread.body.errors.threadUserId).toEqual([messageMessages.threadRequired]);
    await request(t.http)
      .post(`/api/Messages/reply/${id}`)
      .set(teacher.auth)
      .send({ content: 'x', threadUserId: c.parents[1][0].user.id })
      .expect(400);
    await request(t.http)
      .post(`/api/Messages/reply/${id}`)
      .set(teacher.auth)
      .send({ content: 'Благодаря!', threadUserId: first.user.id })
      .expect(200);
    expect(await recipient(id, first.user.id)).toMatchObject({ unseen_replies: 1 });
    const firstRow = (await inbox(first.auth, '?unreadOnly=true')).result.find((row: { id: number }) => row.id === id);
    expect(firstRow).toMatchObject({ seenByCurrentUser: true, numberOfUnseenReplies: 1 });

    const byAuthor = (await request(t.http).get(`/api/Messages/${id}`).set(teacher.auth).expect(200)).body;
    expect(byAuthor.conversations).toHaveLength(1);
    expect(byAuthor.conversations[0].user.id).toBe(first.user.id);
    expect(byAuthor.conversations[0].replies.map((r: { content: string }) => r.content)).toEqual([
      '<p>Ще дойдем.</p>',
      'Благодаря!',
    ]);
    const bySecond = (await request(t.http).get(`/api/Messages/${id}`).set(second.auth).expect(200)).body;
    expect(bySecond.conversations).toEqual([]);
    expect(bySecond.recipients).toBeNull();

    await request(t.http).post(`/api/Messages/${id}/setSeen`).set(first.auth).expect(204);
    expect(await recipient(id, first.user.id)).toMatchObject({ unseen_replies: 0 });
    expect((await inbox(first.auth, '?unreadOnly=true')).result.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('deletes a reply by its author only and takes back the unseen count it raised', async () => {
    const id = await toGroup(c.director.auth, 1, 'Отговори');
    const parent = c.parents[1][1];
    const reply = await request(t.http).post(`/api/Messages/reply/${id}`).set(parent.auth).send({ content: 'Да' }).expect(200);
    expect((await recipient(id, c.director.user.id)).unseen_replies).toBe(1);
    await request(t.http).delete(`/api/messages/${id}/reply/${reply.body.entityId}`).set(c.director.auth).expect(404);
    await request(t.http).delete(`/api/messages/${id}/reply/${reply.body.entityId}`).set(c.outsider.auth).expect(404);
    await request(t.http).delete(`/api/messages/${id}/reply/${reply.body.entityId}`).set(parent.auth).expect(204);
    expect((await recipient(id, c.director.user.id)).unseen_replies).toBe(0);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM message_replies WHERE message_id = $1`, [id])).rows[0].n).toBe(0);
  });

  it('lists newest first with paging, an unread filter, an escaped title search, and marks all seen in one go', async () => {
    const director = await aSignedInMember(t, Role.Director, c.kindergartenId);
    const reader = c.teachers[1];
    const ids: number[] = [];
    for (const title of ['Първо 100%', 'Второ', 'Трето']) {
      ids.push((await send(director.auth, { title, content: 'текст', userIds: [reader.user.id] }).expect(200)).body.entityId);
    }
    const page = await inbox(reader.auth, '?pageNumber=1&pageSize=2');
    expect(page.result.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    const oldest = await inbox(reader.auth, '?pageSize=200&orderByColumn=creationTime&orderByDescending=false');
    expect(oldest.result.map((row: { id: number }) => row.id).slice(-3)).toEqual(ids);
    await request(t.http).get('/api/Messages/overview-models?orderByColumn=title').set(reader.auth).expect(400);
    expect(page.rowsCount).toBeGreaterThanOrEqual(3);
    expect((await inbox(reader.auth, '?search=100%25')).result.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await inbox(reader.auth, '?search=%25')).result.map((row: { id: number }) => row.id)).toEqual([ids[0]]);

    expect((await inbox(reader.auth, '?unreadOnly=true')).rowsCount).toBeGreaterThanOrEqual(3);
    await request(t.http).post('/api/Messages/setAllSeen').set(reader.auth).expect(204);
    expect((await inbox(reader.auth, '?unreadOnly=true')).rowsCount).toBe(0);
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM message_recipients WHERE user_id = $1 AND (seen_at IS NULL OR unseen_replies > 0)`,
      [reader.user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('lets the author edit title and content; those who had seen it see it as unread again', async () => {
    const id = await toGroup(c.director.auth, 0, 'Старо заглавие');
    const [seen, unseen] = c.parents[0];
    await request(t.http).post(`/api/Messages/${id}/setSeen`).set(seen.auth).expect(204);
    const edit = { id, title: 'Ново заглавие', content: '<p>Нов текст</p>' };
    await request(t.http).post('/api/Messages/update').set(seen.auth).send(edit).expect(404);
    await request(t.http).post('/api/Messages/update').set(c.outsider.auth).send(edit).expect(404);
    await request(t.http).post('/api/Messages/update').set(c.director.auth).send(edit).expect(200);
    const { rows } = await t.db.query(`SELECT title, content FROM messages WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ title: 'Ново заглавие', content: '<p>Нов текст</p>' });
    expect((await recipient(id, seen.user.id)).seen_at).toBeNull();
    expect((await recipient(id, unseen.user.id)).seen_at).toBeNull();
    expect((await recipient(id, c.director.user.id)).seen_at).not.toBeNull();
    expect((await t.db.query(`SELECT count(*)::int AS n FROM message_recipients WHERE message_id = $1`, [id])).rows[0].n).toBe(4);
  });

  it('deletes a message by its author or the director, with its people and replies; nobody else may', async () => {
    const id = await toGroup(c.teachers[0].auth, 0, 'За изтриване');
    await request(t.http).post(`/api/Messages/reply/${id}`).set(c.parents[0][0].auth).send({ content: 'Добре' }).expect(200);
    await request(t.http).delete(`/api/Messages/${id}`).set(c.parents[0][0].auth).expect(404);
    await request(t.http).delete(`/api/Messages/${id}`).set(c.manciple.auth).expect(404);
    await request(t.http).delete(`/api/Messages/${id}`).set(c.outsider.auth).expect(404);
    await request(t.http).delete(`/api/Messages/${id}`).set(c.director.auth).expect(204);
    for (const table of ['messages', 'message_recipients', 'message_replies']) {
      const column = table === 'messages' ? 'id' : 'message_id';
      expect((await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id])).rows[0].n).toBe(0);
    }
    const own = await toGroup(c.teachers[0].auth, 0, 'Мое');
    await request(t.http).delete(`/api/Messages/${own}`).set(c.teachers[0].auth).expect(204);
  });

  it('stores content sanitised: scripts, event handlers and javascript: links are gone', async () => {
    const payload = [
      '<p>Здравейте<script>alert(1)</script></p>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)">връзка</a>',
      '<svg onload="alert(4)"><circle/></svg>',
      '<p onclick="alert(5)">Текст</p>',
    ].join('');
    const id = (await send(c.director.auth, { title: 'XSS', content: payload, audience: Audience.OnlyStaff }).expect(200)).body
      .entityId;
    const { rows } = await t.db.query(`SELECT content FROM messages WHERE id = $1`, [id]);
    const returned = (await request(t.http).get(`/api/Messages/${id}`).set(c.teachers[0].auth).expect(200)).body.content;
    for (const stored of [rows[0].content, returned]) {
      expect(stored).not.toMatch(/script|onerror|onload|onclick|javascript:|<img|<svg/i);
      expect(stored).toContain('Здравейте');
      expect(stored).toContain('Текст');
    }
    await request(t.http).post(`/api/Messages/reply/${id}`).set(c.teachers[0].auth).send({ content: payload }).expect(200);
    const reply = await t.db.query(`SELECT content FROM message_replies WHERE message_id = $1`, [id]);
    expect(reply.rows[0].content).not.toMatch(/script|onerror|onload|onclick|javascript:/i);
  });

  it('sends one copy per kindergarten of a member of several, all or none', async () => {
    const second = await aKindergarten(t.db);
    await aSchoolYear(t.db, second);
    const colleague = await aSignedInMember(t, Role.Teacher, second);
    await t.db.query(`INSERT INTO kindergarten_users (kindergarten_id, user_id, role) VALUES ($1, $2, $3)`, [
      second,
      c.director.user.id,
      Role.Director,
    ]);
    const body = { kindergartenIds: [c.kindergartenId, second], title: 'До всички градини', content: 'Общо', audience: 2 };
    const sent = await request(t.http).post('/api/Messages/for-kindergartens').set(c.director.auth).send(body).expect(200);
    const { rows } = await t.db.query(
      `SELECT kindergarten_id, batch_id::text FROM messages WHERE title = 'До всички градини' ORDER BY kindergarten_id`,
    );
    expect(rows).toEqual([
      { kindergarten_id: Math.min(c.kindergartenId, second), batch_id: sent.body.entityId },
      { kindergarten_id: Math.max(c.kindergartenId, second), batch_id: sent.body.entityId },
    ]);
    const colleagueInbox = await inbox(colleague.auth);
    expect(colleagueInbox.result.map((row: { title: string }) => row.title)).toEqual(['До всички градини']);
    // The director still acts in the selected kindergarten after the call.
    expect((await inbox(c.director.auth)).result[0].title).toBe('До всички градини');

    const stranger = await aKindergarten(t.db);
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE title = 'Нищо'`)).rows[0].n;
    const none = { ...body, title: 'Нищо', kindergartenIds: [c.kindergartenId, stranger] };
    await request(t.http).post('/api/Messages/for-kindergartens').set(c.director.auth).send(none).expect(404);
    expect(await count()).toBe(0);
    await t.db.query(`UPDATE kindergarten_users SET access = '[]' WHERE kindergarten_id = $1 AND user_id = $2`, [
      second,
      c.director.user.id,
    ]);
    await request(t.http)
      .post('/api/Messages/for-kindergartens')
      .set(c.director.auth)
      .send({ ...none, kindergartenIds: [c.kindergartenId, second] })
      .expect(403);
    expect(await count()).toBe(0);
  });
});
