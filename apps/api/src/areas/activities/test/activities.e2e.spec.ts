import { ActivityPriceModel, Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, anActivityType, anEnrolment, aProvider } from '../../../../test/activity-factories.js';
import {
  aChild,
  aGroup,
  aKindergarten,
  aSchoolYear,
  aSignedInMember,
  aSignedInParentOf,
  aStaffMember,
} from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

/** Dates that hold whatever today is: the activities and enrolments below run "now". */
const LONG_AGO = '2020-01-01';

describe('/api/activities: the director’s activities and the parents’ offer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A director with two groups, a provider working in the kindergarten, a type and a pedagogical staff member. */
  async function aDirectorWithData() {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    const bees = await aGroup(t.db, kg, 'Пчелица');
    const stars = await aGroup(t.db, kg, 'Звездичка');
    const providerId = await aProvider(t.db, [kg], { name: 'Танцово студио „Ритъм“' });
    const typeId = await anActivityType(t.db);
    const teacherId = await aStaffMember(t.db, kg, { firstName: 'Елена' });
    return { director, kg, bees, stars, providerId, typeId, teacherId };
  }

  const body = (data: Awaited<ReturnType<typeof aDirectorWithData>>, values: Record<string, unknown> = {}) => ({
    providerId: data.providerId,
    activityTypeId: data.typeId,
    name: 'Народни танци',
    description: 'Два пъти седмично в салона.',
    teacherId: data.teacherId,
    classIds: [data.bees, data.stars],
    schedule: [
      { dayOfWeek: 2, startsAt: '16:00', endsAt: '16:45' },
      { dayOfWeek: 4, startsAt: '16:00', endsAt: '16:45' },
    ],
    capacity: 20,
    priceModel: ActivityPriceModel.MonthlyFlat,
    priceCents: 2280,
    activeFrom: LONG_AGO,
    activeTo: null,
    enrollmentRequestsEnabled: true,
    delistmentEnabled: false,
    ...values,
  });

  it('creates an activity for two groups with its hours, reads, lists, filters and updates it', async () => {
    const data = await aDirectorWithData();
    const { director } = data;
    const created = await request(t.http).post('/api/activities').set(director.auth).send(body(data)).expect(200);
    expect(created.body).toEqual({ isSuccessful: true, entityId: expect.any(Number) });
    const id: number = created.body.entityId;
    const stored = await t.db.query(
      `SELECT kindergarten_id, provider_id, name, teacher_id, capacity, price_model, price_cents, minimum_cents,
              delistment_enabled FROM activities WHERE id = $1`,
      [id],
    );
    expect(stored.rows).toEqual([
      {
        kindergarten_id: data.kg,
        provider_id: data.providerId,
        name: 'Народни танци',
        teacher_id: data.teacherId,
        capacity: 20,
        price_model: ActivityPriceModel.MonthlyFlat,
        price_cents: 2280,
        minimum_cents: null,
        delistment_enabled: false,
      },
    ]);
    const groups = await t.db.query(`SELECT class_id FROM activity_classes WHERE activity_id = $1 ORDER BY class_id`, [id]);
    expect(groups.rows.map((row) => row.class_id)).toEqual([data.bees, data.stars].sort((a, b) => a - b));
    const hours = await t.db.query(
      `SELECT day_of_week, to_char(starts_at, 'HH24:MI') AS starts FROM activity_schedule WHERE activity_id = $1 ORDER BY day_of_week`,
      [id],
    );
    expect(hours.rows).toEqual([
      { day_of_week: 2, starts: '16:00' },
      { day_of_week: 4, starts: '16:00' },
    ]);

    const child = await aChild(t.db, data.kg, { classId: data.bees, fromDate: LONG_AGO });
    await anEnrolment(t.db, data.kg, id, child.id, { fromDate: LONG_AGO });

    const details = await request(t.http).get(`/api/activities/${id}`).set(director.auth).expect(200);
    expect(details.body).toMatchObject({
      id,
      providerName: 'Танцово студио „Ритъм“',
      teacherName: 'Елена Колева',
      groups: [
        { id: data.stars, name: 'Звездичка' },
        { id: data.bees, name: 'Пчелица' },
      ],
      schedule: [
        { dayOfWeek: 2, startsAt: '16:00', endsAt: '16:45' },
        { dayOfWeek: 4, startsAt: '16:00', endsAt: '16:45' },
      ],
      priceCents: 2280,
      activeFrom: LONG_AGO,
      enrolledCount: 1,
      hasHistory: true,
    });

    const other = await anActivity(t.db, data.kg, {
      name: 'Английски език',
      classIds: [data.stars],
      activeFrom: LONG_AGO,
      activeTo: '2020-06-30',
    });
    const list = await request(t.http).get('/api/Activities/overview-models').set(director.auth).expect(200);
    expect(list.body.rowsCount).toBe(2);
    expect(list.body.result.map((row: { name: string }) => row.name)).toEqual(['Английски език', 'Народни танци']);
    expect(list.body.result[1]).toMatchObject({ enrolledCount: 1, capacity: 20, isActive: true, teacherName: 'Елена Колева' });
    expect(list.body.result[0]).toMatchObject({ id: other, isActive: false, enrolledCount: 0 });
    const current = await request(t.http)
      .get('/api/Activities/overview-models')
      .query({ onlyActive: 'true', orderByColumn: 'name', orderByDescending: 'true' })
      .set(director.auth)
      .expect(200);
    expect(current.body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    const ofGroup = await request(t.http).get('/api/Activities/overview-models').query({ classId: data.bees }).set(director.auth);
    expect(ofGroup.body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    const onDay = await request(t.http)
      .get('/api/Activities/overview-models')
      .query({ activeOn: '2020-03-01' })
      .set(director.auth);
    expect(onDay.body.rowsCount).toBe(2);
    const searched = await request(t.http).get('/api/Activities/overview-models').query({ search: 'НАРОД' }).set(director.auth);
    expect(searched.body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    const byProvider = await request(t.http)
      .get('/api/Activities/overview-models')
      .query({ providerId: data.providerId, activityTypeId: data.typeId })
      .set(director.auth);
    expect(byProvider.body.result.map((row: { id: number }) => row.id)).toEqual([id]);

    const options = await request(t.http).get('/api/Activities/overview-simple-models').set(director.auth).expect(200);
    expect(options.body).toEqual([
      { id: other, name: 'Английски език' },
      { id, name: 'Народни танци' },
    ]);
    const active = await request(t.http).get('/api/Activities/overview-simple-models?onlyActive=true').set(director.auth);
    expect(active.body).toEqual([{ id, name: 'Народни танци' }]);

    // Update: the provider's own teacher, one group (the one with the enrolled child), the per-session price with a minimum.
    await request(t.http)
      .post('/api/activities')
      .set(director.auth)
      .send(
        body(data, {
          id,
          teacherId: null,
          providerTeacherName: 'Иван Петров',
          classIds: [data.bees],
          schedule: [{ dayOfWeek: 1, startsAt: '17:00', endsAt: '17:30' }],
          priceModel: ActivityPriceModel.MonthlyWithMinimum,
          priceCents: 500,
          minimumCents: 2000,
          delistmentEnabled: true,
        }),
      )
      .expect(200);
    const updated = await t.db.query(
      `SELECT teacher_id, provider_teacher_name, price_model, price_cents, minimum_cents FROM activities WHERE id = $1`,
      [id],
    );
    expect(updated.rows).toEqual([
      {
        teacher_id: null,
        provider_teacher_name: 'Иван Петров',
        price_model: ActivityPriceModel.MonthlyWithMinimum,
        price_cents: 500,
        minimum_cents: 2000,
      },
    ]);
    expect((await t.db.query(`SELECT class_id FROM activity_classes WHERE activity_id = $1`, [id])).rows).toEqual([
      { class_id: data.bees },
    ]);
    expect((await t.db.query(`SELECT day_of_week FROM activity_schedule WHERE activity_id = $1`, [id])).rows).toEqual([
      { day_of_week: 1 },
    ]);
    const delist = await request(t.http).get('/api/Activities/with-delistment-enabled').set(director.auth).expect(200);
    expect(delist.body).toEqual([{ id, name: 'Народни танци' }]);
  });

  it('lists the master’s activity types by name', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const typeId = await anActivityType(t.db, `Акробатика ${process.pid}`);
    const types = await request(t.http).get('/api/Activities/types').set(director.auth).expect(200);
    expect(types.body).toContainEqual({ id: typeId, name: `Акробатика ${process.pid}` });
    const names = types.body.map((type: { name: string }) => type.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('bg').compare));
  });

  it('refuses a provider that does not work in the kindergarten, a foreign group or teacher, and saves nothing', async () => {
    const data = await aDirectorWithData();
    const elsewhere = await aKindergarten(t.db);
    const foreignProvider = await aProvider(t.db, [elsewhere]);
    const provider = await request(t.http)
      .post('/api/activities')
      .set(data.director.auth)
      .send(body(data, { providerId: foreignProvider }))
      .expect(400);
    expect(provider.body.errors).toEqual({ providerId: ['Доставчикът не работи в тази детска градина.'] });
    await aSchoolYear(t.db, elsewhere);
    const foreignGroup = await aGroup(t.db, elsewhere);
    const group = await request(t.http)
      .post('/api/activities')
      .set(data.director.auth)
      .send(body(data, { classIds: [data.bees, foreignGroup] }))
      .expect(400);
    expect(group.body.errors).toEqual({ classIds: ['Групата не е от избраната учебна година.'] });
    const foreignTeacher = await aStaffMember(t.db, elsewhere, { firstName: 'Цвета' });
    const teacher = await request(t.http)
      .post('/api/activities')
      .set(data.director.auth)
      .send(body(data, { teacherId: foreignTeacher }))
      .expect(400);
    expect(teacher.body.errors.teacherId).toBeDefined();
    expect((await t.db.query(`SELECT 1 FROM activities WHERE kindergarten_id = $1`, [data.kg])).rows).toEqual([]);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const data = await aDirectorWithData();
    const auth = data.director.auth;
    const empty = await request(t.http)
      .post('/api/activities')
      .set(auth)
      .send(body(data, { name: '', classIds: [] }))
      .expect(400);
    expect(empty.body.errors).toMatchObject({ name: ['Полето е задължително.'], classIds: ['Изберете поне една група.'] });
    const hours = await request(t.http)
      .post('/api/activities')
      .set(auth)
      .send(
        body(data, {
          schedule: [
            { dayOfWeek: 1, startsAt: '16:00', endsAt: '15:00' },
            { dayOfWeek: 2, startsAt: '16:00', endsAt: '17:00' },
            { dayOfWeek: 2, startsAt: '16:30', endsAt: '17:30' },
            { dayOfWeek: 6, startsAt: '10:00', endsAt: '11:00' },
          ],
        }),
      )
      .expect(400);
    expect(hours.body.errors['schedule.0.endsAt']).toEqual(['Краят трябва да е след началото.']);
    expect(hours.body.errors['schedule.2.startsAt']).toEqual(['Часовете се застъпват с друг ред за същия ден.']);
    expect(hours.body.errors['schedule.3.dayOfWeek']).toBeDefined();
    const price = await request(t.http)
      .post('/api/activities')
      .set(auth)
      .send(body(data, { priceModel: ActivityPriceModel.MonthlyWithMinimum, activeTo: '2019-12-31', teacherId: null }))
      .expect(400);
    expect(price.body.errors).toMatchObject({
      minimumCents: ['Въведете месечния минимум.'],
      activeTo: ['Крайната дата трябва да е след началната или същата.'],
      teacherId: ['Изберете служител на детската градина или въведете името на преподавателя от доставчика.'],
    });
    await request(t.http).get('/api/activities/abc').set(auth).expect(400);
    await request(t.http).get('/api/Activities/overview-models?orderByColumn=price').set(auth).expect(400);
    await request(t.http).get('/api/Activities/overview-models?activeOn=вчера').set(auth).expect(400);
    expect((await t.db.query(`SELECT 1 FROM activities WHERE kindergarten_id = $1`, [data.kg])).rows).toEqual([]);
  });

  it('refuses a capacity below the enrolled children and removing a group that still has enrolled children', async () => {
    const data = await aDirectorWithData();
    const id = await anActivity(t.db, data.kg, {
      providerId: data.providerId,
      typeId: data.typeId,
      classIds: [data.bees, data.stars],
      activeFrom: LONG_AGO,
    });
    for (const name of ['Ана', 'Бела']) {
      const child = await aChild(t.db, data.kg, { classId: data.bees, fromDate: LONG_AGO, firstName: name });
      await anEnrolment(t.db, data.kg, id, child.id, { fromDate: LONG_AGO });
    }
    const capacity = await request(t.http)
      .post('/api/activities')
      .set(data.director.auth)
      .send(body(data, { id, capacity: 1 }))
      .expect(400);
    expect(capacity.body.errors).toEqual({ capacity: ['Капацитетът не може да е по-малък от броя на записаните деца (2).'] });
    const group = await request(t.http)
      .post('/api/activities')
      .set(data.director.auth)
      .send(body(data, { id, classIds: [data.stars] }))
      .expect(400);
    expect(group.body.errors).toEqual({
      classIds: ['В група „Пчелица“ има деца, записани в дейността: отпишете ги, преди да премахнете групата.'],
    });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM activity_classes WHERE activity_id = $1`, [id])).rows).toEqual([
      { n: 2 },
    ]);
    // The group without enrolled children may go.
    await request(t.http)
      .post('/api/activities')
      .set(data.director.auth)
      .send(body(data, { id, classIds: [data.bees] }))
      .expect(200);
  });

  it('deletes an activity without history with its groups and hours, and refuses one that ever had a child', async () => {
    const data = await aDirectorWithData();
    const { body: saved } = await request(t.http).post('/api/activities').set(data.director.auth).send(body(data)).expect(200);
    await request(t.http).delete(`/api/activities/${saved.entityId}`).set(data.director.auth).expect(204);
    for (const table of ['activities', 'activity_classes', 'activity_schedule']) {
      const column = table === 'activities' ? 'id' : 'activity_id';
      expect((await t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [saved.entityId])).rows).toEqual([]);
    }
    await request(t.http).get(`/api/activities/${saved.entityId}`).set(data.director.auth).expect(404);

    const used = await anActivity(t.db, data.kg, { classIds: [data.bees] });
    const child = await aChild(t.db, data.kg, { classId: data.bees });
    await anEnrolment(t.db, data.kg, used, child.id, { fromDate: '2026-09-15', toDate: '2026-09-30' });
    const refused = await request(t.http).delete(`/api/activities/${used}`).set(data.director.auth).expect(409);
    expect(refused.body.message).toContain('Въведете крайна дата вместо това.');
    expect((await t.db.query(`SELECT 1 FROM activities WHERE id = $1`, [used])).rows).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    for (const path of [
      '/api/Activities/overview-models',
      '/api/Activities/types',
      '/api/Activities/overview-simple-models',
      '/api/Activities/with-delistment-enabled',
      '/api/activities/parents',
      '/api/activities/1',
    ]) {
      await request(t.http).get(path).expect(401);
    }
    await request(t.http).post('/api/activities').send({}).expect(401);
    await request(t.http).delete('/api/activities/1').expect(401);
  });

  it('answers 403 to roles without the permission, and writes nothing', async () => {
    const data = await aDirectorWithData();
    const id = await anActivity(t.db, data.kg, { classIds: [data.bees] });
    const parent = await aSignedInMember(t, Role.Parent, data.kg);
    await request(t.http).get('/api/Activities/overview-models').set(parent.auth).expect(403);
    await request(t.http).get(`/api/activities/${id}`).set(parent.auth).expect(403);
    await request(t.http).post('/api/activities').set(parent.auth).send(body(data)).expect(403);
    const teacher = await aSignedInMember(t, Role.Teacher, data.kg);
    await request(t.http).get('/api/Activities/overview-models').set(teacher.auth).expect(200);
    await request(t.http).post('/api/activities').set(teacher.auth).send(body(data)).expect(403);
    await request(t.http).post('/api/activities').set(teacher.auth).send(body(data, { id })).expect(403);
    await request(t.http).delete(`/api/activities/${id}`).set(teacher.auth).expect(403);
    await request(t.http).get('/api/activities/parents').set(data.director.auth).expect(403);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM activities WHERE kindergarten_id = $1`, [data.kg])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('answers 404 for another kindergarten’s activity, for reading, changing and deleting', async () => {
    const owner = await aDirectorWithData();
    const stranger = await aDirectorWithData();
    const id = await anActivity(t.db, owner.kg, { classIds: [owner.bees], name: 'Чужда' });
    await request(t.http).get(`/api/activities/${id}`).set(stranger.director.auth).expect(404);
    await request(t.http).post('/api/activities').set(stranger.director.auth).send(body(stranger, { id })).expect(404);
    await request(t.http).delete(`/api/activities/${id}`).set(stranger.director.auth).expect(404);
    const list = await request(t.http).get('/api/Activities/overview-models').set(stranger.director.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const options = await request(t.http).get('/api/Activities/overview-simple-models').set(stranger.director.auth);
    expect(options.body).toEqual([]);
    expect((await t.db.query(`SELECT name FROM activities WHERE id = $1`, [id])).rows).toEqual([{ name: 'Чужда' }]);
  });

  it('shows a parent only the activities open to their own children’s groups today, with provider and price', async () => {
    const data = await aDirectorWithData();
    const mine = await aChild(t.db, data.kg, { classId: data.bees, fromDate: LONG_AGO, firstName: 'Яна' });
    // Another family's child in the other group.
    await aChild(t.db, data.kg, { classId: data.stars, fromDate: LONG_AGO });
    const offered = await anActivity(t.db, data.kg, {
      providerId: data.providerId,
      name: 'Футбол',
      classIds: [data.bees],
      activeFrom: LONG_AGO,
      priceModel: ActivityPriceModel.MonthlyWithMinimum,
      priceCents: 600,
      minimumCents: 2400,
    });
    await t.db.query(`UPDATE activity_providers SET phone = '0888123456', email = 'info@ritam.bg' WHERE id = $1`, [
      data.providerId,
    ]);
    await t.db.query(
      `INSERT INTO activity_schedule (kindergarten_id, activity_id, day_of_week, starts_at, ends_at) VALUES ($1, $2, 3, '10:00', '10:40')`,
      [data.kg, offered],
    );
    const enrolledIn = await anActivity(t.db, data.kg, { name: 'Английски', classIds: [data.bees], activeFrom: LONG_AGO });
    await anEnrolment(t.db, data.kg, enrolledIn, mine.id, { fromDate: LONG_AGO });
    await anActivity(t.db, data.kg, { name: 'За другата група', classIds: [data.stars], activeFrom: LONG_AGO });
    await anActivity(t.db, data.kg, { name: 'Приключила', classIds: [data.bees], activeFrom: LONG_AGO, activeTo: '2020-06-30' });
    const parent = await aSignedInParentOf(t, data.kg, mine.id);

    const answer = await request(t.http).get('/api/activities/parents').set(parent.auth).expect(200);
    expect(answer.body).toEqual([
      {
        studentId: mine.id,
        studentName: 'Яна Иванова Петрова',
        classId: data.bees,
        className: 'Пчелица',
        activities: [
          expect.objectContaining({ id: enrolledIn, name: 'Английски', isEnrolled: true }),
          expect.objectContaining({
            id: offered,
            name: 'Футбол',
            provider: { name: 'Танцово студио „Ритъм“', phone: '0888123456', email: 'info@ritam.bg' },
            schedule: [{ dayOfWeek: 3, startsAt: '10:00', endsAt: '10:40' }],
            priceModel: ActivityPriceModel.MonthlyWithMinimum,
            priceCents: 600,
            minimumCents: 2400,
            activeFrom: LONG_AGO,
            isEnrolled: false,
          }),
        ],
      },
    ]);

    // A parent in another kindergarten sees none of these.
    const elsewhere = await aSignedInMember(t, Role.Parent);
    const foreign = await request(t.http).get('/api/activities/parents').set(elsewhere.auth).expect(200);
    expect(foreign.body).toEqual([]);
  });
});
