import { Role } from '@kg/contracts';
import request from 'supertest';
import { aSchoolYear, aSignedInMember, aUser, PLOVDIV, signIn, SOFIA } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { schoolMonths, schoolWeeks, sofiaDay } from '../services/school-calendar.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 30_000);
afterAll(() => t.close());

describe('geography: /api/Areas, Districts, cities, regions, countries', () => {
  let auth: { Authorization: string };
  beforeAll(async () => {
    auth = (await aSignedInMember(t, Role.Parent)).auth;
  });

  const get = (path: string) => request(t.http).get(path).set(auth);

  it('lists the 28 oblasts in Bulgarian order, "други" (abroad) last, cacheable for an hour', async () => {
    const response = await get('/api/Areas').expect(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.body.rowsCount).toBe(29);
    const names = response.body.result.map((area: { name: string }) => area.name);
    expect(names.slice(0, 3)).toEqual(['Благоевград', 'Бургас', 'Варна']);
    expect(names.at(-1)).toBe('други');
    expect(names.indexOf('София-град')).toBeLessThan(names.indexOf('Стара Загора'));
  });

  it('lists the municipalities of an oblast, by areaId or regionId; all 266 without a filter', async () => {
    const plovdivArea = (await get('/api/Areas').expect(200)).body.result.find((area: { code: string }) => area.code === 'PDV');
    const byArea = await get(`/api/Districts?areaId=${plovdivArea.id}`).expect(200);
    expect(byArea.body.result).toContainEqual({ id: 155, name: 'Пловдив', code: 'PDV22', areaId: plovdivArea.id });
    expect(byArea.body.result.every((district: { areaId: number }) => district.areaId === plovdivArea.id)).toBe(true);
    expect((await get(`/api/Districts?regionId=${plovdivArea.id}`).expect(200)).body).toEqual(byArea.body);
    expect((await get('/api/Districts').expect(200)).body.rowsCount).toBe(266);
  });

  it('searches settlements by name, paged, with the town/village label and where they are', async () => {
    const response = await get('/api/cities?search=бяла&pageSize=2').expect(200);
    expect(response.body.rowsCount).toBeGreaterThanOrEqual(3);
    expect(response.body.result).toHaveLength(2);
    expect(response.body.result[0]).toMatchObject({ name: 'Бяла', type: 1, typeName: 'гр.' });
    const village = await get('/api/cities?search=Николаево&districtId=188').expect(200);
    expect(village.body).toEqual({
      result: [
        {
          id: 51634,
          ekatte: '51634',
          name: 'Николаево',
          type: 2,
          typeName: 'с.',
          districtId: 188,
          districtName: expect.any(String),
          areaId: expect.any(Number),
          areaName: 'Сливен',
        },
      ],
      rowsCount: 1,
    });
    const sofia = await get(`/api/cities?id=${SOFIA}`).expect(200);
    expect(sofia.body.result).toEqual([expect.objectContaining({ name: 'София', typeName: 'гр.', districtName: 'Столична' })]);
    // A % typed by the user is a character, not a wildcard.
    expect((await get('/api/cities?search=%25').expect(200)).body.rowsCount).toBe(0);
    // Bulgarian collation: "Ябълково" after "Щръклево", not before "А…".
    const page = await get('/api/cities?municipalityId=220&pageSize=100').expect(200);
    const names = page.body.result.map((city: { name: string }) => city.name);
    expect([...names].sort(new Intl.Collator('bg').compare)).toEqual(names);
  });

  it('never offers the nomenclature’s test settlement, and writes EKATTE codes with their leading zeros', async () => {
    // „тестово населено място“ (90004, oblast „други“): in the table as published, in no list, search or lookup.
    expect((await t.db.query(`SELECT name FROM settlements WHERE id = 90004`)).rows).toEqual([
      { name: 'тестово населено място' },
    ]);
    expect((await get('/api/cities?search=тестово').expect(200)).body).toEqual({ result: [], rowsCount: 0 });
    expect((await get('/api/cities?id=90004').expect(200)).body.rowsCount).toBe(0);
    expect((await get('/api/cities?districtId=265&pageSize=500').expect(200)).body.result).not.toContainEqual(
      expect.objectContaining({ id: 90004 }),
    );
    const all = await get('/api/cities?pageSize=500&pageNumber=11').expect(200);
    expect(all.body.rowsCount).toBe(5345);
    // Бургас is 07079, not 7079.
    const burgas = await get('/api/cities?id=7079').expect(200);
    expect(burgas.body.result).toEqual([expect.objectContaining({ id: 7079, ekatte: '07079', name: 'Бургас' })]);
  });

  it('lists the districts of Sofia, Plovdiv and Varna', async () => {
    const plovdiv = await get(`/api/regions?cityId=${PLOVDIV}`).expect(200);
    expect(plovdiv.body.rowsCount).toBe(6);
    expect(plovdiv.body.result.every((region: { cityId: number }) => region.cityId === PLOVDIV)).toBe(true);
    expect((await get(`/api/regions?cityId=${SOFIA}`).expect(200)).body.rowsCount).toBe(24);
    expect((await get('/api/regions').expect(200)).body.rowsCount).toBe(35);
  });

  it('lists the countries in Bulgarian order', async () => {
    const response = await get('/api/countries').expect(200);
    expect(response.body.rowsCount).toBe(247);
    expect(response.body.result).toContainEqual({ id: expect.any(Number), name: 'България', code: 'BG' });
    expect(response.body.result[0].name).toBe('Австралия');
  });

  it('answers 401 without a token', async () => {
    for (const path of [
      '/api/Areas',
      '/api/Districts',
      '/api/cities',
      '/api/regions',
      '/api/countries',
      '/api/weeks',
      '/api/months',
    ]) {
      await request(t.http).get(path).expect(401);
    }
  });

  it('answers 400 for a bad filter', async () => {
    const response = await get('/api/cities?districtId=abc').expect(400);
    expect(response.body.errors).toHaveProperty('districtId');
    await get('/api/cities?pageSize=0').expect(400);
    await get('/api/Districts?areaId=-1').expect(400);
    await get('/api/regions?cityId=x').expect(400);
  });

  it('is reference data for every signed-in role, national ones included (no 403, no kindergarten scope)', async () => {
    for (const role of [Role.MON, Role.Master]) {
      const user = await aUser(t.db, { role });
      const token = await signIn(t, user.email);
      const response = await request(t.http).get('/api/Areas').set('Authorization', `Bearer ${token}`).expect(200);
      expect(response.body.rowsCount).toBe(29);
    }
  });
});

describe('calendar: /api/weeks and /api/months of the selected school year', () => {
  it('gives the weeks and months of the selected year, the current ones selected', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const today = sofiaDay();
    const weeks = await request(t.http).get('/api/weeks').set(member.auth).expect(200);
    expect(weeks.body).toEqual(schoolWeeks('2026-09-15', '2027-08-31', today));
    expect(weeks.body.weeks[0]).toEqual({ id: 1, fromDate: '2026-09-15', toDate: '2026-09-20', name: '15.09.2026 – 20.09.2026' });
    const months = await request(t.http).get('/api/months').set(member.auth).expect(200);
    expect(months.body).toEqual(schoolMonths('2026-09-15', '2027-08-31', today));
    expect(months.body.months).toHaveLength(12);
  });

  it('follows the school year the user selected, not the active one', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const previous = await aSchoolYear(t.db, member.kindergartenId, { fromYear: 2024, active: false });
    await request(t.http).post(`/api/identity/change-school-year/${previous}`).set(member.auth).expect(200);
    const months = await request(t.http).get('/api/months').set(member.auth).expect(200);
    expect(months.body.year).toBe(2024);
    expect(months.body.months[0]).toMatchObject({ year: 2024, month: 9, isCurrent: false });
    expect(months.body.selected).toEqual({ year: 2024, month: 9 });
    const weeks = await request(t.http).get('/api/weeks').set(member.auth).expect(200);
    // 15 September 2024 is a Sunday: the first week starts on the Monday after it.
    expect(weeks.body.weeks[0].fromDate).toBe('2024-09-16');
    expect(weeks.body.selected).toBe(1);
  });

  it('gives a user without a school year empty lists', async () => {
    const master = await aUser(t.db, { role: Role.Master });
    const auth = { Authorization: `Bearer ${await signIn(t, master.email)}` };
    await request(t.http).get('/api/weeks').set(auth).expect(200, { weeks: [], selected: null });
    await request(t.http).get('/api/months').set(auth).expect(200, { year: null, months: [], selected: null });
  });
});
