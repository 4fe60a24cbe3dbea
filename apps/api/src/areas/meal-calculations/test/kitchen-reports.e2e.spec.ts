import { kitchenReportMessages, ModuleLockGroup, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aSignedInMember, aStaffMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aStockProduct, aSupplier, aWarehouse } from '../../storage/test/storage-factories.js';

const REPORTS = '/api/StockReferences';
const [BREAKFAST, LUNCH] = [1, 3];
const [NURSERY, JUNIOR, SENIOR] = [1, 2, 3];
const KG = 3;

/** Kitchen-fed storage reports: docs/meal-calculations.md "Kitchen reports". */
describe('/api/StockReferences month, staff nutrition and period reports: the figures of the meal calculations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /**
   * Calculations on 01.12 and 02.12.2026 and 05.01.2027 (outside the month): counts per band and meal, products with
   * prices chosen so that the costs per meal do not divide evenly, an unpriced line, and two staff with meals.
   */
  async function aKitchenMonth() {
    const keeper = await aSignedInMember(t, Role.Manciple);
    const kg = keeper.kindergartenId;
    const warehouse = await aWarehouse(t.db, kg);
    const milk = await aStockProduct(t.db, kg, 5, {}, `Мляко ${kg}`);
    const flour = await aStockProduct(t.db, kg, KG, {}, `Брашно ${kg}`);
    const eggs = await aStockProduct(t.db, kg, 1, {}, `Яйца ${kg}`);
    const cook = await aStaffMember(t.db, kg, { firstName: 'Готвачка', pedagogical: false });
    const teacher = await aStaffMember(t.db, kg, { firstName: 'Ана' });
    const calculation = async (
      day: string,
      fed: [number, number, number, number][],
      lines: [number, number, string, string | null][],
    ) => {
      const { rows } = await t.db.query(
        `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id) VALUES ($1, $2, $3) RETURNING id`,
        [kg, day, warehouse],
      );
      const id = rows[0].id as number;
      for (const [band, meal, children, staff] of fed) {
        await t.db.query(
          `INSERT INTO meal_calculation_attendances (kindergarten_id, calculation_id, age_band, meal_type, counted_children,
             counted_staff, children, staff) VALUES ($1, $2, $3, $4, $5, $6, $5, $6)`,
          [kg, id, band, meal, children, staff],
        );
      }
      for (const [meal, product, quantity, price] of lines) {
        await t.db.query(
          `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, computed_quantity,
             quantity, unit_price) VALUES ($1, $2, $3, $4, $5, $5, $6)`,
          [kg, id, meal, product, quantity, price],
        );
      }
      return id;
    };
    const first = await calculation(
      '2026-12-01',
      [
        [NURSERY, BREAKFAST, 4, 0],
        [JUNIOR, BREAKFAST, 5, 0],
        [SENIOR, BREAKFAST, 7, 1],
        [JUNIOR, LUNCH, 5, 0],
        [SENIOR, LUNCH, 7, 2],
      ],
      [
        [BREAKFAST, milk, '3.4', '1.5500000000'],
        [LUNCH, flour, '1.18', '1.2033333333'],
        [LUNCH, eggs, '14', null],
      ],
    );
    const second = await calculation(
      '2026-12-02',
      [
        [JUNIOR, BREAKFAST, 6, 0],
        [SENIOR, BREAKFAST, 6, 1],
        [JUNIOR, LUNCH, 6, 0],
        [SENIOR, LUNCH, 5, 1],
      ],
      [
        [BREAKFAST, milk, '2.6', '1.5700000000'],
        [LUNCH, flour, '1.05', '1.2100000000'],
      ],
    );
    await calculation('2027-01-05', [[SENIOR, LUNCH, 9, 0]], [[LUNCH, flour, '2', '9.9900000000']]);
    for (const [teacherId, day, meal] of [
      [cook, '2026-12-01', LUNCH],
      [cook, '2026-12-01', BREAKFAST],
      [teacher, '2026-12-01', LUNCH],
      [cook, '2026-12-02', LUNCH],
      [teacher, '2026-12-02', BREAKFAST],
      [teacher, '2026-12-03', LUNCH], // no calculation that day: not counted
    ] as const) {
      await t.db.query(`INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type) VALUES ($1, $2, $3, $4)`, [
        kg,
        teacherId,
        day,
        meal,
      ]);
    }
    return { keeper, kg, warehouse, first, second, cook, teacher, milk, flour, eggs };
  }

  /** An independent recomputation in SQL: per day and meal the portions, the exact value and the 5-place cost per portion. */
  async function dayMealsInSql(kg: number) {
    const { rows } = await t.db.query(
      `WITH fed AS (
         SELECT mc.for_date, a.meal_type, sum(a.children + a.staff)::int AS portions,
                sum(a.children) FILTER (WHERE a.age_band = 3)::int AS pg
           FROM meal_calculations mc JOIN meal_calculation_attendances a ON a.calculation_id = mc.id
          WHERE mc.kindergarten_id = $1 AND mc.for_date BETWEEN '2026-12-01' AND '2026-12-31' GROUP BY 1, 2
       ), worth AS (
         SELECT mc.for_date, p.meal_type, coalesce(sum(p.quantity * p.unit_price), 0) AS value
           FROM meal_calculations mc JOIN meal_calculation_products p ON p.calculation_id = mc.id
          WHERE mc.kindergarten_id = $1 GROUP BY 1, 2
       )
       SELECT to_char(f.for_date, 'YYYY-MM-DD') AS day, f.meal_type, f.portions, coalesce(f.pg, 0) AS pg,
              coalesce(w.value, 0) AS value, round(coalesce(w.value, 0) / f.portions, 5) AS cpp
         FROM fed f LEFT JOIN worth w USING (for_date, meal_type) ORDER BY 1, 2`,
      [kg],
    );
    return rows as { day: string; meal_type: number; portions: number; pg: number; value: string; cpp: string }[];
  }

  it('the month report: per meal the meals served, the value and the cost per meal (5 places), totals to 2 places', async () => {
    const { keeper, kg } = await aKitchenMonth();
    const response = await request(t.http).get(`${REPORTS}/month-report?year=2026&month=12`).set(keeper.auth).expect(200);
    const report = response.body;
    const meals = await dayMealsInSql(kg);
    const { rows: perMeal } = await t.db.query(
      `SELECT meal_type, sum(portions)::int AS portions, round(sum(value), 2)::text AS value,
              round(sum(value) / sum(portions), 5)::text AS cost
         FROM (SELECT unnest($1::int[]) AS meal_type, unnest($2::int[]) AS portions, unnest($3::numeric[]) AS value) x
        GROUP BY 1 ORDER BY 1`,
      [meals.map((m) => m.meal_type), meals.map((m) => m.portions), meals.map((m) => m.value)],
    );
    expect(report.isPGReference).toBe(false);
    expect(report.mealTypes).toEqual([BREAKFAST, LUNCH]);
    expect(report.columnNames).toEqual(['Закуска', 'Обяд']);
    expect(
      report.meals.map((m: { mealType: number; attendancesSum: number; value: string; costPerMeal: string }) => [
        m.mealType,
        m.attendancesSum,
        m.value,
        m.costPerMeal,
      ]),
    ).toEqual(perMeal.map((row) => [row.meal_type, row.portions, row.value, row.cost]));
    // Breakfast: (3.4 × 1.55 + 2.6 × 1.57) ÷ (17 + 13) = 9.352 ÷ 30 = 0.311733… → 0.31173.
    expect(report.meals[0]).toMatchObject({ children: 28, staff: 2, attendancesSum: 30, value: '9.35', costPerMeal: '0.31173' });
    expect(report.days.map((d: { forDate: string }) => d.forDate)).toEqual(['2026-12-01', '2026-12-02']);
    const firstLunch = meals.find((m) => m.day === '2026-12-01' && m.meal_type === LUNCH)!;
    expect(report.days[0].mealTypes[1]).toMatchObject({ attendancesSum: firstLunch.portions, valueNotRounded: firstLunch.value });
    const total = await t.db.query(`SELECT round(sum(v), 2)::text AS t FROM unnest($1::numeric[]) v`, [
      meals.map((m) => m.value),
    ]);
    expect(report.totalValue).toBe(total.rows[0].t);
    const avg = perMeal.reduce((sum, row) => sum + BigInt(row.cost.replace('.', '')), 0n);
    expect(report.avgMonthCost.replace('.', '')).toBe(avg.toString().padStart(6, '0'));
    expect(report.unpriced).toBe(1);
    // Per band: the senior band's lunch = Σ over days of the day's cost per portion × its children and staff.
    const seniorLunch = report.bands.find(
      (b: { ageBand: number; mealType: number }) => b.ageBand === SENIOR && b.mealType === LUNCH,
    );
    const lunches = meals.filter((m) => m.meal_type === LUNCH);
    const expected = await t.db.query(
      `SELECT round($1::numeric * 9 + $2::numeric * 6, 2)::text AS v, round(($1::numeric * 9 + $2::numeric * 6) / 15, 5)::text AS c`,
      [lunches[0]!.cpp, lunches[1]!.cpp],
    );
    expect(seniorLunch).toMatchObject({ children: 12, staff: 3, value: expected.rows[0].v, costPerMeal: expected.rows[0].c });
    expect(report.bands.some((b: { ageBand: number; mealType: number }) => b.ageBand === NURSERY && b.mealType === LUNCH)).toBe(
      false,
    );
  });

  it('the PG reference: the preschool groups’ children at the day’s cost per portion, totals not rounded', async () => {
    const { keeper, kg } = await aKitchenMonth();
    const report = (
      await request(t.http).get(`${REPORTS}/month-report?year=2026&month=12&referenceType=2`).set(keeper.auth).expect(200)
    ).body;
    const meals = await dayMealsInSql(kg);
    const { rows } = await t.db.query(
      `SELECT sum(cpp * pg)::text AS total, sum(pg)::int AS children FROM unnest($1::numeric[], $2::int[]) AS x(cpp, pg)`,
      [meals.map((m) => m.cpp), meals.map((m) => m.pg)],
    );
    expect(report.isPGReference).toBe(true);
    expect(Number(report.meals.reduce((n: number, m: { children: number }) => n + m.children, 0))).toBe(rows[0].children);
    const normalize = (value: string) => value.replace(/\.?0+$/, '');
    expect(normalize(report.totalValue)).toBe(normalize(rows[0].total));
    expect(report.totalValue.split('.')[1]!.length).toBeGreaterThan(2);
    expect(report.bands.every((b: { ageBand: number; staff: number }) => b.ageBand === SENIOR && b.staff === 0)).toBe(true);
    expect(report.days[0].mealTypes[0]).toMatchObject({ children: 7, staff: 0, attendancesSum: 7 });
    const excel = await request(t.http)
      .get(`${REPORTS}/month-report/file?year=2026&month=12&referenceType=2&format=excel`)
      .set(keeper.auth)
      .expect(200);
    expect(excel.headers['content-disposition']).toContain('.xlsx');
  });

  it('the staff nutrition report: the staff counted per meal and each person’s meals on calculated days', async () => {
    const { keeper, kg, cook, teacher } = await aKitchenMonth();
    const report = (
      await request(t.http).get(`${REPORTS}/staff-nutrition-report?year=2026&month=12`).set(keeper.auth).expect(200)
    ).body;
    const meals = await dayMealsInSql(kg);
    const cpp = (day: string, meal: number) => meals.find((m) => m.day === day && m.meal_type === meal)!.cpp;
    expect(report.mealsTotal).toBe(5);
    expect(report.totals.map((m: { mealType: number; meals: number }) => [m.mealType, m.meals])).toEqual([
      [BREAKFAST, 2],
      [LUNCH, 3],
    ]);
    const cookValue = await t.db.query(`SELECT round($1::numeric + $2::numeric + $3::numeric, 2)::text AS v`, [
      cpp('2026-12-01', LUNCH),
      cpp('2026-12-01', BREAKFAST),
      cpp('2026-12-02', LUNCH),
    ]);
    const people = Object.fromEntries(report.people.map((p: { teacherId: number }) => [p.teacherId, p]));
    expect(people[cook]).toMatchObject({ mealsTotal: 3, value: cookValue.rows[0].v });
    expect(people[teacher]).toMatchObject({ mealsTotal: 2 });
    const file = await request(t.http)
      .get(`${REPORTS}/staff-nutrition-report/file?year=2026&month=12&format=excel`)
      .set(keeper.auth);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('the period summary: per day the fed and value, per product the quantity and value of the period', async () => {
    const { keeper, kg, flour } = await aKitchenMonth();
    const report = (
      await request(t.http)
        .get(`${REPORTS}/calculations/summary-report?fromDate=2026-12-01&toDate=2027-01-31`)
        .set(keeper.auth)
        .expect(200)
    ).body;
    expect(report.days.map((d: { forDate: string }) => d.forDate)).toEqual(['2026-12-01', '2026-12-02', '2027-01-05']);
    expect(report.days[0]).toMatchObject({ children: 16, staff: 2, portions: 31, unpriced: 1 });
    const { rows } = await t.db.query(
      `SELECT sum(p.quantity)::numeric AS q, round(sum(p.quantity * p.unit_price), 2)::text AS v
         FROM meal_calculation_products p JOIN meal_calculations mc ON mc.id = p.calculation_id
        WHERE mc.kindergarten_id = $1 AND p.product_id = $2`,
      [kg, flour],
    );
    const line = report.products.find((p: { productId: number }) => p.productId === flour);
    expect(Number(line.quantity)).toBe(Number(rows[0].q));
    expect(line.value).toBe(rows[0].v);
    const pdf = await request(t.http)
      .get(`${REPORTS}/calculations/summary-report/file?fromDate=2026-12-01&toDate=2026-12-31`)
      .set(keeper.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 401 without a token, 403 to a teacher, 400 with Bulgarian messages, and only the own kindergarten’s rows', async () => {
    const { kg } = await aKitchenMonth();
    const other = await aSignedInMember(t, Role.Manciple);
    const teacher = await aSignedInMember(t, Role.Teacher, kg);
    const calls = [
      '/month-report?year=2026&month=12',
      '/month-report/file?year=2026&month=12',
      '/staff-nutrition-report?year=2026&month=12',
      '/staff-nutrition-report/file?year=2026&month=12',
      '/calculations/summary-report?fromDate=2026-12-01&toDate=2026-12-31',
      '/calculations/summary-report/file?fromDate=2026-12-01&toDate=2026-12-31',
    ];
    for (const call of calls) {
      await request(t.http).get(`${REPORTS}${call}`).expect(401);
      await request(t.http).get(`${REPORTS}${call}`).set(teacher.auth).expect(403);
    }
    const bad = await request(t.http).get(`${REPORTS}/month-report?year=2026&month=13`).set(other.auth).expect(400);
    expect(bad.body.errors.month).toEqual(['Изберете месец.']);
    const period = await request(t.http)
      .get(`${REPORTS}/calculations/summary-report?fromDate=2026-12-31&toDate=2026-12-01`)
      .set(other.auth)
      .expect(400);
    expect(period.body.errors.toDate).toEqual([kitchenReportMessages.period]);
    const foreign = await request(t.http).get(`${REPORTS}/month-report?year=2026&month=12`).set(other.auth).expect(200);
    expect(foreign.body).toMatchObject({ days: [], meals: [], totalValue: '0.00', avgMonthCost: '0.00000' });
  });
});

/** The HACCP reference: docs/storage.md "HACCP". */
describe('/api/Haccp: temperature, cleaning and sample logs, incoming lots and traceability', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const temperature = (warehouseId: number | null, value: string, extra: Record<string, unknown> = {}) => ({
    kind: 1,
    entryDate: '2026-12-01',
    place: 'Хладилник 1',
    warehouseId,
    temperature: value,
    chilled: true,
    recordedBy: 'Мария Петрова',
    ...extra,
  });

  it('records a temperature, flags it outside 0–4 °C, edits and deletes it; the DB holds it', async () => {
    const keeper = await aSignedInMember(t, Role.Manciple);
    const warehouse = await aWarehouse(t.db, keeper.kindergartenId);
    const created = await request(t.http).post('/api/Haccp').set(keeper.auth).send(temperature(warehouse, '6,5')).expect(200);
    const id = created.body.entityId as number;
    const { rows } = await t.db.query(
      `SELECT kind, temperature::text, place, kindergarten_id FROM haccp_log_entries WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ kind: 1, temperature: '6.5', place: 'Хладилник 1', kindergarten_id: keeper.kindergartenId });
    const entry = (await request(t.http).get(`/api/Haccp/${id}`).set(keeper.auth).expect(200)).body;
    expect(entry).toMatchObject({ outOfRange: true, mayEdit: true, warehouseId: warehouse });
    await request(t.http).put(`/api/Haccp/${id}`).set(keeper.auth).send(temperature(warehouse, '3.0')).expect(200);
    expect((await request(t.http).get(`/api/Haccp/${id}`).set(keeper.auth)).body.outOfRange).toBe(false);
    const flagged = await request(t.http).get('/api/Haccp/overview-models?outOfRange=true').set(keeper.auth).expect(200);
    expect(flagged.body.rowsCount).toBe(0);
    await request(t.http).delete(`/api/Haccp/${id}`).set(keeper.auth).expect(204);
    expect((await t.db.query(`SELECT 1 FROM haccp_log_entries WHERE id = $1`, [id])).rowCount).toBe(0);
  });

  it('a food sample is kept 48 h, one per day and meal; a cleaning needs its description', async () => {
    const keeper = await aSignedInMember(t, Role.Manciple);
    const sample = {
      kind: 3,
      entryDate: '2026-12-01',
      place: 'Хладилник за проби',
      temperature: '2',
      description: 'Пилешка супа, мусака',
      mealType: LUNCH,
      takenAt: '12:15',
      recordedBy: 'Готвачка',
    };
    const { body } = await request(t.http).post('/api/Haccp').set(keeper.auth).send(sample).expect(200);
    const entry = (await request(t.http).get(`/api/Haccp/${body.entityId}`).set(keeper.auth).expect(200)).body;
    expect(entry).toMatchObject({ takenAt: '2026-12-01T12:15', discardAt: '2026-12-03T12:15', mealType: LUNCH });
    const again = await request(t.http).post('/api/Haccp').set(keeper.auth).send(sample).expect(409);
    expect(again.body.message).toBe(kitchenReportMessages.sampleTaken('01.12.2026', 'Обяд'));
    const cleaning = await request(t.http)
      .post('/api/Haccp')
      .set(keeper.auth)
      .send({ kind: 2, entryDate: '2026-12-01', place: 'Кухня', recordedBy: 'Ана' })
      .expect(400);
    expect(cleaning.body.errors).toEqual({ description: [kitchenReportMessages.cleaning] });
    const bad = await request(t.http)
      .post('/api/Haccp')
      .set(keeper.auth)
      .send({ kind: 1, entryDate: '2026-12-01', place: '', temperature: '120', recordedBy: '' })
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      place: [kitchenReportMessages.place],
      temperature: [kitchenReportMessages.temperature],
      recordedBy: [kitchenReportMessages.recordedBy],
    });
  });

  it('refuses an entry inside the storage-and-kitchen lock; 401, 403, 404 for another kindergarten', async () => {
    const keeper = await aSignedInMember(t, Role.Manciple);
    const kg = keeper.kindergartenId;
    const { body } = await request(t.http).post('/api/Haccp').set(keeper.auth).send(temperature(null, '2')).expect(200);
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-12-01')`, [
      kg,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    const locked = await request(t.http).post('/api/Haccp').set(keeper.auth).send(temperature(null, '2')).expect(409);
    expect(locked.body.message).toContain('заключен до 01.12.2026');
    expect((await request(t.http).get(`/api/Haccp/${body.entityId}`).set(keeper.auth)).body.mayEdit).toBe(false);
    await request(t.http).delete(`/api/Haccp/${body.entityId}`).set(keeper.auth).expect(409);
    const other = await aSignedInMember(t, Role.Manciple);
    const foreignWarehouse = await aWarehouse(t.db, other.kindergartenId);
    await request(t.http).get(`/api/Haccp/${body.entityId}`).set(other.auth).expect(404);
    await request(t.http).put(`/api/Haccp/${body.entityId}`).set(other.auth).send(temperature(null, '2')).expect(404);
    await request(t.http).delete(`/api/Haccp/${body.entityId}`).set(other.auth).expect(404);
    const wrongWarehouse = await request(t.http)
      .post('/api/Haccp')
      .set(keeper.auth)
      .send(temperature(foreignWarehouse, '2', { entryDate: '2026-12-02' }))
      .expect(400);
    expect(wrongWarehouse.body.errors).toEqual({ warehouseId: ['Складът не е намерен.'] });
    const teacher = await aSignedInMember(t, Role.Teacher, kg);
    for (const [method, path] of [
      ['get', '/api/Haccp/overview-models'],
      ['get', '/api/Haccp/lots?fromDate=2026-12-01&toDate=2026-12-31'],
      ['get', `/api/Haccp/traceability/1`],
      ['get', `/api/Haccp/${body.entityId}`],
      ['post', '/api/Haccp'],
      ['put', `/api/Haccp/${body.entityId}`],
      ['delete', `/api/Haccp/${body.entityId}`],
    ] as const) {
      await request(t.http)[method](path).expect(401);
      await request(t.http)[method](path).set(teacher.auth).send(temperature(null, '2')).expect(403);
    }
  });

  /** A received lot, issued by a completed stock request made from a day's calculation, written as the schema owner. */
  async function anIssuedLot(db: pg.Pool, kg: number) {
    const warehouse = await aWarehouse(db, kg);
    const supplier = await aSupplier(db, kg);
    const product = await aStockProduct(db, kg, KG, {}, `Сирене ${kg}`);
    const receipt = await db.query(
      `INSERT INTO stock_receipts (kindergarten_id, year, number, receipt_date, supplier_id, warehouse_id, invoice_number, invoice_date)
       VALUES ($1, 2026, 1, '2026-11-30', $2, $3, 'F-1', '2026-11-30') RETURNING id`,
      [kg, supplier, warehouse],
    );
    const line = await db.query(
      `INSERT INTO stock_receipt_lines (kindergarten_id, receipt_id, position, product_id, unit, quantity, unit_price,
         base_quantity, value, batch_number, expiry_date, check_result)
       VALUES ($1, $2, 1, $3, 3, 10, 8, 10, 80, 'B-77', '2026-12-20', 1) RETURNING id`,
      [kg, receipt.rows[0].id, product],
    );
    const lot = await db.query(
      `INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, batch_number, expiry_date, received_on, receipt_line_id)
       VALUES ($1, $2, $3, 'B-77', '2026-12-20', '2026-11-30', $4) RETURNING id`,
      [kg, warehouse, product, line.rows[0].id],
    );
    await db.query(
      `INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, receipt_line_id)
       VALUES ($1, $2, $3, $4, '2026-11-30', 1, 10, 80, $5)`,
      [kg, warehouse, product, lot.rows[0].id, line.rows[0].id],
    );
    const calculation = await db.query(
      `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id) VALUES ($1, '2026-12-01', $2) RETURNING id`,
      [kg, warehouse],
    );
    await db.query(
      `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, quantity, unit_price)
       VALUES ($1, $2, 1, $3, 1.5, 8)`,
      [kg, calculation.rows[0].id, product],
    );
    const stockRequest = await db.query(
      `INSERT INTO stock_requests (kindergarten_id, year, number, request_date, warehouse_id, meal_calculation_id, state, completed_at)
       VALUES ($1, 2026, 4, '2026-12-01', $2, $3, 2, now()) RETURNING id`,
      [kg, warehouse, calculation.rows[0].id],
    );
    const requestLine = await db.query(
      `INSERT INTO stock_request_lines (kindergarten_id, request_id, position, product_id, unit, quantity, base_quantity)
       VALUES ($1, $2, 1, $3, 3, 1.5, 1.5) RETURNING id`,
      [kg, stockRequest.rows[0].id, product],
    );
    await db.query(
      `INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, request_line_id)
       VALUES ($1, $2, $3, $4, '2026-12-01', 2, -1.5, -12, $5)`,
      [kg, warehouse, product, lot.rows[0].id, requestLine.rows[0].id],
    );
    return {
      lotId: lot.rows[0].id as number,
      calculationId: calculation.rows[0].id as number,
      requestId: stockRequest.rows[0].id,
    };
  }

  it('lists the incoming lots with expiry and check, and traces a lot to the request and the calculation it fed', async () => {
    const keeper = await aSignedInMember(t, Role.Manciple);
    const { lotId, calculationId, requestId } = await anIssuedLot(t.db, keeper.kindergartenId);
    const lots = (await request(t.http).get('/api/Haccp/lots?fromDate=2026-11-01&toDate=2026-11-30').set(keeper.auth).expect(200))
      .body;
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ lotId, batchNumber: 'B-77', expiryDate: '2026-12-20', checkResult: 1 });
    expect(Number(lots[0].remaining)).toBe(8.5);
    const trace = (await request(t.http).get(`/api/Haccp/traceability/${lotId}`).set(keeper.auth).expect(200)).body;
    expect(trace.movements).toHaveLength(2);
    expect(trace.movements[1]).toMatchObject({
      kind: 2,
      movementDate: '2026-12-01',
      requestId,
      requestNumber: 4,
      calculationId,
      calculationDate: '2026-12-01',
      mealTypes: [BREAKFAST],
    });
    const other = await aSignedInMember(t, Role.Manciple);
    await request(t.http).get(`/api/Haccp/traceability/${lotId}`).set(other.auth).expect(404);
    expect((await request(t.http).get('/api/Haccp/lots?fromDate=2026-11-01&toDate=2026-11-30').set(other.auth)).body).toEqual([]);
  });
});
