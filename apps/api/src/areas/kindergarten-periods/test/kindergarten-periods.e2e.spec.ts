import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('GET /api/KindergartenPeriods', () => {
  let t: TestApp;
  let first: number;
  let second: number;
  let years: { current: number; previous: number; older: number };
  let directorToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    first = await aKindergarten(t.db, { name: 'ДГ „Дъга“' });
    second = await aKindergarten(t.db, { name: 'ДГ „Слънце“' });
    // Inserted out of order: the answer is ordered by the first day, not by id.
    const previous = await aSchoolYear(t.db, first, { fromYear: 2025, active: false });
    const current = await aSchoolYear(t.db, first, { fromYear: 2026 });
    const older = await aSchoolYear(t.db, first, { fromYear: 2024, active: false });
    years = { current, previous, older };
    await aSchoolYear(t.db, second, { fromYear: 2026 });
    await aSchoolYear(t.db, second, { fromYear: 2023, active: false });
    const director = await aUser(t.db, { role: Role.Director, kindergartenIds: [first, second] });
    directorToken = await signIn(t, director.email);
  });
  afterAll(() => t.close());

  const list = (bearer: string | null, query = '') => {
    const call = request(t.http).get(`/api/KindergartenPeriods${query}`);
    return bearer ? call.set('Authorization', `Bearer ${bearer}`) : call;
  };

  it("lists the selected kindergarten's school years, newest first, with the active one marked", async () => {
    const response = await list(directorToken).expect(200);
    expect(response.body).toEqual({
      result: [
        { id: years.current, name: '2026/2027', fromDate: '2026-09-15', toDate: '2027-08-31', active: true },
        { id: years.previous, name: '2025/2026', fromDate: '2025-09-15', toDate: '2026-08-31', active: false },
        { id: years.older, name: '2024/2025', fromDate: '2024-09-15', toDate: '2025-08-31', active: false },
      ],
      rowsCount: 3,
    });
  });

  it("never shows another kindergarten's years, not even one of the user's own other kindergartens", async () => {
    const response = await list(directorToken).expect(200);
    expect(response.body.result.map((year: { name: string }) => year.name)).not.toContain('2023/2024');

    // After switching kindergarten the list follows the selection.
    await request(t.http).post(`/api/Kindergartens/change/${second}`).set('Authorization', `Bearer ${directorToken}`).expect(200);
    const after = await list(directorToken).expect(200);
    expect(after.body.result.map((year: { name: string }) => year.name)).toEqual(['2026/2027', '2023/2024']);
    await request(t.http).post(`/api/Kindergartens/change/${first}`).set('Authorization', `Bearer ${directorToken}`).expect(200);

    // A member of an unrelated kindergarten sees only its own year.
    const stranger = await aSignedInMember(t, Role.Teacher);
    const theirs = await list(stranger.token).expect(200);
    expect(theirs.body.rowsCount).toBe(1);
    expect(theirs.body.result[0].id).not.toBe(years.current);
  });

  it('is open to every kindergarten role, parents included', async () => {
    for (const role of [Role.Parent, Role.Teacher, Role.Manciple, Role.ResourceSpecialist, Role.Administrator]) {
      const member = await aSignedInMember(t, role, first);
      const response = await list(member.token).expect(200);
      expect(response.body.rowsCount).toBe(3);
    }
  });

  it('gives MON, municipality and master users, who act in no kindergarten, an empty list', async () => {
    for (const role of [Role.MON, Role.Municipality, Role.Master]) {
      const user = await aUser(t.db, { role });
      await list(await signIn(t, user.email)).expect(200, { result: [], rowsCount: 0 });
    }
  });

  it('pages: pageSize and pageNumber', async () => {
    const response = await list(directorToken, '?PageSize=1&PageNumber=2').expect(200);
    expect(response.body).toEqual({
      result: [{ id: years.previous, name: '2025/2026', fromDate: '2025-09-15', toDate: '2026-08-31', active: false }],
      rowsCount: 3,
    });
  });

  it('answers 401 without a token', async () => {
    await list(null).expect(401);
  });

  it('answers 400 for a bad page size', async () => {
    const response = await list(directorToken, '?pageSize=0').expect(400);
    expect(response.body.errors).toHaveProperty('pageSize');
    await list(directorToken, '?pageSize=abc').expect(400);
    await list(directorToken, '?pageNumber=-1').expect(400);
  });
});
