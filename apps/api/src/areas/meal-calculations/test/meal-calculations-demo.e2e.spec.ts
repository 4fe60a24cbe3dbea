import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';

/**
 * The demo's meal calculation (tools/seed/meal-calculations-seed.ts): the storekeeper finds it with its portion book,
 * and the API computing its products again from the same counts gives the seed's quantities.
 */
describe('demo meal calculation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.databaseUrl);
  });
  afterAll(() => t.close());

  it('gives the storekeeper the last school day’s calculation, costed, with portion book № 1, as the API computes it', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'manciple@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const list = (await request(t.http).get('/api/Meals/calculations/overview-models').set(auth).expect(200)).body;
    expect(list.rowsCount).toBe(1);
    const [row] = list.result;
    expect(row).toMatchObject({ warehouseName: 'Сух склад', portionBookNumber: 1 });
    expect(row.childrenFed).toBeGreaterThan(0);
    const before = (await request(t.http).get(`/api/Meals/calculations/products/${row.id}`).set(auth).expect(200)).body;
    expect(before.lines.length).toBeGreaterThan(0);
    expect(before.lines.some((line: { unitPrice: string | null }) => line.unitPrice !== null)).toBe(true);

    // The same counts through the API: its recomputation leaves every seeded quantity as it was.
    const { rows } = (await request(t.http).get(`/api/Meals/calculations/attendances/${row.id}`).set(auth).expect(200)).body;
    await request(t.http)
      .post(`/api/Meals/calculations/edit-attendances/${row.id}`)
      .set(auth)
      .send({
        reason: 'Проверка',
        rows: rows.map(({ ageBand, mealType, children, staff }: Record<string, number>) => ({
          ageBand,
          mealType,
          children,
          staff,
        })),
      })
      .expect(200);
    const after = (await request(t.http).get(`/api/Meals/calculations/products/${row.id}`).set(auth).expect(200)).body;
    const quantities = (body: { lines: { mealType: number; productId: number; quantity: string }[] }) =>
      body.lines.map((line) => [line.mealType, line.productId, line.quantity]);
    expect(quantities(after)).toEqual(quantities(before));
    expect(after.warnings).toEqual(before.warnings);

    const book = (await request(t.http).get(`/api/PortionBooks/${before.portionBook.id}`).set(auth).expect(200)).body;
    expect(book.number).toBe(1);
    expect(book.meals.length).toBeGreaterThan(0);
    expect((await request(t.http).get('/api/PortionBooks/last-number').set(auth).expect(200)).body).toEqual({ number: 1 });
  });
});
