import { Audience, PollFilter, PollQuestionKind, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { type TestApp } from '../../../../test/harness.js';
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const binary = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function sheets(body: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const result: Record<string, unknown[][]> = {};
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    result[sheet.name] = rows;
  }
  return result;
}

describe('/api/Polls', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let c: Community;

  beforeAll(async () => {
    const started = await startTestAppWithMail();
    [t, mail] = [started, started.mail];
    c = await aCommunity(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const pollBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Екскурзия до зоопарка',
    description: '<p>Моля, отговорете до петък.</p>',
    expirationTime: inDays(7),
    isAnonymous: false,
    audience: Audience.OnlyClasses,
    classIds: [c.groupIds[0]],
    questions: [
      {
        text: 'Ще дойде ли детето?',
        kind: PollQuestionKind.SingleChoice,
        options: [{ text: 'Да' }, { text: 'Не' }, { text: 'Не знам' }],
      },
      {
        text: 'Кой транспорт предпочитате?',
        kind: PollQuestionKind.MultipleChoice,
        isRequired: false,
        options: [{ text: 'Автобус' }, { text: 'Влак' }],
      },
      { text: 'Коментар', kind: PollQuestionKind.FreeText, isRequired: false },
    ],
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, auth = c.director.auth) =>
    (await request(t.http).post('/api/Polls/').set(auth).send(pollBody(overrides)).expect(200)).body.entityId as number;
  const details = async (id: number, auth: Record<string, string>) =>
    (await request(t.http).get(`/api/Polls/${id}`).set(auth).expect(200)).body;
  const vote = (id: number, auth: Record<string, string>, answers: unknown[]) =>
    request(t.http).put('/api/Polls/vote').set(auth).send({ pollId: id, answers });
  const nameOf = async (member: { user: { id: number } }) =>
    (await t.db.query(`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`, [member.user.id])).rows[0]
      .name as string;
  const list = async (type: PollFilter, auth: Record<string, string>) =>
    (await request(t.http).get(`/api/Polls?type=${type}&pageSize=100`).set(auth).expect(200)).body;

  it('asks exactly the group it is for, lets each recipient vote once and shows the results after the vote', async () => {
    const id = await create();
    const [a1, a2] = c.parents[0];
    const { rows: recipients } = await t.db.query(`SELECT user_id FROM poll_recipients WHERE poll_id = $1 ORDER BY user_id`, [
      id,
    ]);
    expect(recipients.map((row) => row.user_id)).toEqual([c.teachers[0].user.id, a1.user.id, a2.user.id].sort((x, y) => x - y));

    // A parent of group B never sees a poll for group A.
    const b1 = c.parents[1][0];
    expect((await list(PollFilter.Active, b1.auth)).result.map((row: { id: number }) => row.id)).not.toContain(id);
    await request(t.http).get(`/api/Polls/${id}`).set(b1.auth).expect(404);
    await vote(id, b1.auth, []).expect(404);

    const active = await list(PollFilter.Active, a1.auth);
    expect(active.result).toContainEqual(
      expect.objectContaining({ id, question: 'Екскурзия до зоопарка', canVote: true, isMine: false, recipientsCount: null }),
    );
    const before = await details(id, a1.auth);
    expect(before).toMatchObject({ canVote: true, canSeeResults: false, canManage: false });
    expect(before.questions[0].options[0]).not.toHaveProperty('count');
    const [single, multiple, free] = before.questions;

    await vote(id, a1.auth, [
      { questionId: single.id, optionIds: [single.options[0].id] },
      { questionId: multiple.id, optionIds: [multiple.options[0].id, multiple.options[1].id] },
      { questionId: free.id, text: 'Ще дойдем с баба.' },
    ]).expect(204);
    const { rows: answers } = await t.db.query(
      `SELECT question_id, option_id, text FROM poll_answers WHERE poll_id = $1 AND user_id = $2 ORDER BY id`,
      [id, a1.user.id],
    );
    expect(answers).toEqual([
      { question_id: single.id, option_id: single.options[0].id, text: null },
      { question_id: multiple.id, option_id: multiple.options[0].id, text: null },
      { question_id: multiple.id, option_id: multiple.options[1].id, text: null },
      { question_id: free.id, option_id: null, text: 'Ще дойдем с баба.' },
    ]);

    const again = await vote(id, a1.auth, [{ questionId: single.id, optionIds: [single.options[1].id] }]).expect(400);
    expect(again.body.message).toBe('Вече сте гласували.');

    const after = await details(id, a1.auth);
    expect(after).toMatchObject({ canVote: false, canSeeResults: true, votesCount: 1, recipientsCount: 3 });
    expect(after.questions[0]).toMatchObject({ myOptionIds: [single.options[0].id], answeredCount: 1 });
    expect(after.questions[0].options.map((o: { count: number; percent: number }) => [o.count, o.percent])).toEqual([
      [1, 100],
      [0, 0],
      [0, 0],
    ]);
    expect(after.questions[2].textAnswers).toEqual([{ text: 'Ще дойдем с баба.', name: await nameOf(a1) }]);
    expect((await list(PollFilter.Answered, a1.auth)).result).toContainEqual(expect.objectContaining({ id, canVote: false }));
    expect((await list(PollFilter.Mine, c.director.auth)).result).toContainEqual(
      expect.objectContaining({ id, isMine: true, recipientsCount: 3, votesCount: 1 }),
    );
    // The other parent has not voted: no results yet.
    expect(await details(id, a2.auth)).toMatchObject({ canVote: true, canSeeResults: false });
  });

  it('refuses bad votes with Bulgarian messages: a wrong option, missing required answers, two single choices, after expiry', async () => {
    const id = await create();
    const other = await create();
    const parent = c.parents[0][1];
    const [single, multiple] = (await details(id, parent.auth)).questions;
    const foreign = (await details(other, parent.auth)).questions[0];

    const wrong = await vote(id, parent.auth, [{ questionId: single.id, optionIds: [foreign.options[0].id] }]).expect(400);
    expect(wrong.body.errors).toEqual({ [`answers.${single.id}`]: ['Отговорът не е от този въпрос.'] });
    const missing = await vote(id, parent.auth, [{ questionId: multiple.id, optionIds: [multiple.options[0].id] }]).expect(400);
    expect(missing.body.errors).toEqual({ [`answers.${single.id}`]: ['Отговорете на задължителния въпрос.'] });
    const two = await vote(id, parent.auth, [
      { questionId: single.id, optionIds: single.options.slice(0, 2).map((o: { id: number }) => o.id) },
    ]).expect(400);
    expect(two.body.errors).toEqual({ [`answers.${single.id}`]: ['Изберете точно един отговор.'] });
    const stray = await vote(id, parent.auth, [{ questionId: foreign.id, optionIds: [foreign.options[0].id] }]).expect(400);
    expect(stray.body.errors[`answers.${foreign.id}`]).toEqual(['Въпросът не е от тази анкета.']);
    const { rows } = await t.db.query(`SELECT voted_at FROM poll_recipients WHERE poll_id = $1 AND user_id = $2`, [
      id,
      parent.user.id,
    ]);
    expect(rows).toEqual([{ voted_at: null }]);

    await t.db.query(`UPDATE polls SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const late = await vote(id, parent.auth, [{ questionId: single.id, optionIds: [single.options[0].id] }]).expect(400);
    expect(late.body.message).toBe('Анкетата е изтекла.');
    expect((await list(PollFilter.Active, parent.auth)).result.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await list(PollFilter.Expired, parent.auth)).result).toContainEqual(expect.objectContaining({ id, canVote: false }));
    // After expiry a recipient sees the results.
    expect(await details(id, parent.auth)).toMatchObject({ isExpired: true, canSeeResults: true });
  });

  it('counts exactly one of two concurrent votes of the same person', async () => {
    const id = await create({
      questions: [{ text: 'Да или не?', kind: PollQuestionKind.SingleChoice, options: [{ text: 'Да' }, { text: 'Не' }] }],
    });
    const parent = c.parents[0][0];
    const [question] = (await details(id, parent.auth)).questions;
    const answers = [{ questionId: question.id, optionIds: [question.options[0].id] }];
    const results = await Promise.all([
      vote(id, parent.auth, answers),
      vote(id, parent.auth, answers),
      vote(id, parent.auth, answers),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 400, 400]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM poll_answers WHERE poll_id = $1`, [id]);
    expect(rows[0].n).toBe(1);
  });

  it('exports the results: percentages of a single choice add to 100, the PDF and the Excel carry the same figures', async () => {
    const id = await create({
      title: 'Празник на есента',
      questions: [
        {
          text: 'Кой ден?',
          kind: PollQuestionKind.SingleChoice,
          options: [{ text: 'Петък' }, { text: 'Събота' }, { text: 'Неделя' }],
        },
        { text: 'Идеи', kind: PollQuestionKind.FreeText, isRequired: false },
      ],
    });
    const voters = [c.parents[0][0], c.parents[0][1], c.teachers[0]];
    const [day, ideas] = (await details(id, voters[0]!.auth)).questions;
    for (const [index, voter] of voters.entries()) {
      await vote(id, voter.auth, [
        { questionId: day.id, optionIds: [day.options[index].id] },
        ...(index === 0 ? [{ questionId: ideas.id, text: 'Печени кестени' }] : []),
      ]).expect(204);
    }
    const results = await details(id, c.director.auth);
    const percents = results.questions[0].options.map((o: { percent: number }) => o.percent);
    expect(results.questions[0].options.map((o: { count: number }) => o.count)).toEqual([1, 1, 1]);
    expect(percents.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 5);
    expect(percents).toEqual([33.4, 33.3, 33.3]);

    const pdf = (await binary(request(t.http).get(`/api/Polls/export/${id}`).set(c.director.auth)).expect(200)).body as Buffer;
    const text = (await pdfPages(pdf)).join('\n');
    expect(text).toContain('Резултати от анкета');
    expect(text).toContain('Празник на есента');
    expect(text).toMatch(/Петък\s*1\s*33,4 %/);
    expect(text).toMatch(/Неделя\s*1\s*33,3 %/);
    expect(text).toMatch(/Отговорили\s*3 от 3 \(100,0 %\)/);
    expect(text).toContain('Печени кестени');
    expect(text).toContain(`Само групите:`);

    const xlsx = (await binary(request(t.http).get(`/api/Polls/export/excel/${id}`).set(c.director.auth)).expect(200))
      .body as Buffer;
    const book = await sheets(xlsx);
    expect(book['Резултати']).toEqual([
      ['Въпрос', 'Отговор', 'Брой', 'Процент'],
      ['Кой ден?', 'Петък', 1, 33.4],
      ['Кой ден?', 'Събота', 1, 33.3],
      ['Кой ден?', 'Неделя', 1, 33.3],
      ['Идеи', 'Печени кестени', 1],
    ]);
    const who = book['Кой какво отговори']!;
    expect(who[0]).toEqual(['Име', 'Попълнена на', 'Въпрос', 'Отговор']);
    expect(who).toHaveLength(1 + 4);
    expect(who.filter((row) => row[2] === 'Идеи')).toEqual([
      [await nameOf(voters[0]!), expect.anything(), 'Идеи', 'Печени кестени'],
    ]);

    // A recipient may not export (403); a stranger gets 404.
    await request(t.http).get(`/api/Polls/export/${id}`).set(c.parents[0][0].auth).expect(403);
    await request(t.http).get(`/api/Polls/export/excel/${id}`).set(c.outsider.auth).expect(404);
  });

  it('hides the names of an anonymous poll’s free-text answers and leaves out the sheet of who answered what', async () => {
    const id = await create({ isAnonymous: true, questions: [{ text: 'Какво да подобрим?', kind: PollQuestionKind.FreeText }] });
    const parent = c.parents[0][0];
    const [question] = (await details(id, parent.auth)).questions;
    await vote(id, parent.auth, [{ questionId: question.id, text: 'Повече игри навън' }]).expect(204);
    expect((await details(id, c.director.auth)).questions[0].textAnswers).toEqual([{ text: 'Повече игри навън', name: null }]);
    const book = await sheets(
      (await binary(request(t.http).get(`/api/Polls/export/excel/${id}`).set(c.director.auth)).expect(200)).body,
    );
    expect(Object.keys(book)).toEqual(['Анкета', 'Резултати']);
  });

  it('updates texts and expiry always, the questions only while nobody has voted, and deletes with everything', async () => {
    const id = await create();
    const update = { title: 'Нов заглавие', description: '<p>x</p>', expirationTime: inDays(3) };
    await request(t.http)
      .post(`/api/Polls/${id}`)
      .set(c.director.auth)
      .send({ ...update, questions: [{ text: 'Само един въпрос', kind: PollQuestionKind.FreeText }] })
      .expect(200);
    const { rows: questions } = await t.db.query(`SELECT id, text FROM poll_questions WHERE poll_id = $1`, [id]);
    expect(questions.map((q) => q.text)).toEqual(['Само един въпрос']);
    await vote(id, c.parents[0][0].auth, [{ questionId: questions[0].id, text: 'Добре' }]).expect(204);

    const locked = await request(t.http)
      .post(`/api/Polls/${id}`)
      .set(c.director.auth)
      .send({ ...update, questions: [{ text: 'Друг', kind: PollQuestionKind.FreeText }] })
      .expect(400);
    expect(locked.body.message).toBe('Анкетата вече има отговори: въпросите и отговорите не могат да се променят.');
    await request(t.http)
      .post(`/api/Polls/${id}`)
      .set(c.director.auth)
      .send({ ...update, title: 'Окончателно' })
      .expect(200);
    const { rows } = await t.db.query(`SELECT title FROM polls WHERE id = $1`, [id]);
    expect(rows).toEqual([{ title: 'Окончателно' }]);

    await request(t.http).delete(`/api/Polls/${id}`).set(c.director.auth).expect(204);
    const { rows: left } = await t.db.query(
      `SELECT (SELECT count(*) FROM polls WHERE id = $1)::int + (SELECT count(*) FROM poll_answers WHERE poll_id = $1)::int
              + (SELECT count(*) FROM poll_recipients WHERE poll_id = $1)::int AS n`,
      [id],
    );
    expect(left[0].n).toBe(0);
  });

  it('stores the description sanitised: the usual XSS payloads are removed', async () => {
    const id = await create({
      description:
        '<p>Здравейте<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">връзка</a><svg onload="alert(4)"></svg></p>',
    });
    const { rows } = await t.db.query(`SELECT description FROM polls WHERE id = $1`, [id]);
    const returned = (await details(id, c.director.auth)).description;
    for (const stored of [rows[0].description, returned]) {
      expect(stored).toContain('Здравейте');
      expect(stored).not.toMatch(/script|onerror|javascript:|onload|<svg|<img/i);
    }
  });

  it('e-mails a subscribed parent of the group about a new poll', async () => {
    const id = await create({ title: 'Анкета за менюто' });
    const jobs = t.app.get(JobsService);
    await jobs.runDue();
    await jobs.runDue();
    await mail.next(c.parents[0][0].user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = mail.mails.find((m) => m.to.includes(c.parents[0][0].user.email) && m.subject.includes('Анкета за менюто'))!;
    expect(received.subject).toContain('Нова анкета: Анкета за менюто');
    expect(received.text).toContain(`https://app.example.bg/polls/${id}`);
    expect(received.text).toMatch(/\/unsubscribe\/[\w-]+/);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Polls').expect(401);
    await request(t.http).get('/api/Polls/1').expect(401);
    await request(t.http).post('/api/Polls/').send(pollBody()).expect(401);
    await request(t.http).post('/api/Polls/1').send({}).expect(401);
    await request(t.http).delete('/api/Polls/1').expect(401);
    await request(t.http).put('/api/Polls/vote').send({}).expect(401);
    await request(t.http).get('/api/Polls/export/1').expect(401);
    await request(t.http).get('/api/Polls/export/excel/1').expect(401);
  });

  it('answers 403 to a role without the permission', async () => {
    const id = await create();
    const parent = c.parents[0][0];
    await request(t.http).post('/api/Polls/').set(parent.auth).send(pollBody()).expect(403);
    await request(t.http)
      .post(`/api/Polls/${id}`)
      .set(parent.auth)
      .send({ title: 'x', expirationTime: inDays(1) })
      .expect(403);
    await request(t.http).delete(`/api/Polls/${id}`).set(parent.auth).expect(403);
    await request(t.http).post('/api/Polls/').set(c.manciple.auth).send(pollBody()).expect(403);
    const monUser = await aUser(t.db, { role: Role.MON });
    const mon = { auth: { Authorization: `Bearer ${await signIn(t, monUser.email)}` } };
    await request(t.http).get('/api/Polls').set(mon.auth).expect(403);
    await request(t.http).put('/api/Polls/vote').set(mon.auth).send({ pollId: id, answers: [] }).expect(403);
  });

  it('answers 404 for another kindergarten’s poll, for reading, voting, changing, deleting and exporting', async () => {
    const id = await create();
    const stranger = await aSignedInMember(t, Role.Director);
    await request(t.http).get(`/api/Polls/${id}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post(`/api/Polls/${id}`)
      .set(stranger.auth)
      .send({ title: 'x', expirationTime: inDays(1) })
      .expect(404);
    await request(t.http).delete(`/api/Polls/${id}`).set(stranger.auth).expect(404);
    await request(t.http).get(`/api/Polls/export/${id}`).set(stranger.auth).expect(404);
    await request(t.http).get(`/api/Polls/export/excel/${id}`).set(stranger.auth).expect(404);
    await vote(id, c.outsider.auth, []).expect(404);
    expect((await list(PollFilter.Mine, stranger.auth)).rowsCount).toBe(0);
    // Nor may a poll be addressed to another kindergarten's group.
    const foreignGroup = await request(t.http).post('/api/Polls/').set(stranger.auth).send(pollBody()).expect(400);
    expect(foreignGroup.body.errors).toEqual({ classIds: ['Групата не е намерена.'] });
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const past = await request(t.http)
      .post('/api/Polls/')
      .set(c.director.auth)
      .send(pollBody({ expirationTime: inDays(-1) }))
      .expect(400);
    expect(past.body.errors).toEqual({ expirationTime: ['Крайният срок трябва да е в бъдещето.'] });
    const options = await request(t.http)
      .post('/api/Polls/')
      .set(c.director.auth)
      .send(
        pollBody({
          title: '',
          questions: [
            { text: 'Един отговор?', kind: PollQuestionKind.SingleChoice, options: [{ text: 'Само един' }] },
            { text: 'Текст', kind: PollQuestionKind.FreeText, options: [{ text: 'Излишен' }] },
          ],
        }),
      )
      .expect(400);
    expect(options.body.errors).toEqual({
      title: ['Полето е задължително.'],
      'questions.0.options': ['Въпрос с избор има от 2 до 20 отговора.'],
      'questions.1.options': ['Въпрос със свободен текст няма възможни отговори.'],
    });
    await request(t.http)
      .post('/api/Polls/')
      .set(c.director.auth)
      .send(pollBody({ questions: [] }))
      .expect(400);
    await request(t.http).get('/api/Polls/abc').set(c.director.auth).expect(400);
    await request(t.http).get('/api/Polls?type=9').set(c.director.auth).expect(400);
    await request(t.http).get('/api/Polls?orderByColumn=password').set(c.director.auth).expect(400);
    await request(t.http).put('/api/Polls/vote').set(c.director.auth).send({ pollId: 'x', answers: [] }).expect(400);
    const long = await request(t.http)
      .put('/api/Polls/vote')
      .set(c.director.auth)
      .send({ pollId: 1, answers: [{ questionId: 1, text: 'а'.repeat(2001) }] })
      .expect(400);
    expect(Object.keys(long.body.errors)).toEqual(['answers.0.text']);
    await request(t.http).post('/api/Polls/1').set(c.director.auth).send({ title: 'x', expirationTime: 'утре' }).expect(400);
    await request(t.http).delete('/api/Polls/0').set(c.director.auth).expect(400);
    await request(t.http).get('/api/Polls/export/x').set(c.director.auth).expect(400);
  });
});
