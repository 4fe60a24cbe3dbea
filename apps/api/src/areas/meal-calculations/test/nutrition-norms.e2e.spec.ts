import { add, divide, type Exact, exact, multiply, nutritionNormMessages as messages, Role, round, shift } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aProductCategory } from '../../products/test/product-factories.js';
import { aFoodProduct, aRecipeBook } from '../../recipes/test/recipe-factories.js';
import { aWarehouse } from '../../storage/test/storage-factories.js';

const NORMS = '/api/NutritionNorms';
const ADMIN = '/api/administration/NutritionNorms';
const REPORTS = '/api/StockReferences';
const [BREAKFAST, LUNCH] = [1, 3];
const [JUNIOR, SENIOR] = [2, 3];
const ZERO: Exact = { digits: 0n, scale: 0 };

/** Nutrients per 100 g of the three test products (energy kcal, protein, fat, carbohydrate). */
const MILK = { energyKcal: '61', protein: '3.2', fat: '3.3', carbohydrate: '4.8' };
const FLOUR = { energyKcal: '364', protein: '10.33', fat: '0.98', carbohydrate: '76.31' };
const EGG = { energyKcal: '143', protein: '12.56', fat: '9.51', carbohydrate: '0.72' };
type Nutrients = typeof MILK;
const KEYS = ['energyKcal', 'protein', 'fat', 'carbohydrate'] as const;

/** A day's figure per child: Σ grams × value per 100 g ÷ 100, rounded to 2 places (the test's own arithmetic). */
const dayValue = (lines: [grams: string, per100: Nutrients][], key: (typeof KEYS)[number]): string =>
  round(
    shift(
      lines.reduce((sum, [grams, per100]) => add(sum, multiply(exact(grams), exact(per100[key]))), ZERO),
      2,
    ),
    2,
  );
const mean = (values: string[]): string =>
  divide(
    values.reduce((sum, value) => add(sum, exact(value)), ZERO),
    exact(String(values.length)),
    2,
  );
const percent = (intake: string[], norms: string[]): string =>
  divide(
    multiply(
      intake.reduce((sum, value) => add(sum, exact(value)), ZERO),
      exact('100'),
    ),
    norms.reduce((sum, value) => add(sum, exact(value)), ZERO),
    1,
  );

/** Nutrition norms and the norm reports: docs/meal-calculations.md "Nutrition norms". */
describe('/api/NutritionNorms and /api/StockReferences nutritional-norms: the master’s norms and the intake against them', () => {
  let t: TestApp;
  let master: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, user.email)}` };
  });
  afterAll(() => t.close());
  // The norms are platform-wide: each test starts without any.
  beforeEach(async () => {
    await t.db.query(`DELETE FROM nutrition_norms`);
  });

  /**
   * Two calculation days of the 3–5 band: breakfast a milk dish (150 ml net per portion; a litre weighs 1031 g), lunch
   * flour (55 g net) and an egg (0.88 piece net; 50 g a piece). The storekeeper issued 0.66 kg of flour for 0.6 computed
   * on the first day (× 1.1) and 1.2 l of milk for 1.8 computed on the second (× 2/3); an added product is not attributed.
   * The 5–7 band eats on the first day only. Another kindergarten's calculation on the same day must not count.
   */
  async function aKitchen() {
    const keeper = await aSignedInMember(t, Role.Manciple);
    const kg = keeper.kindergartenId;
    const warehouse = await aWarehouse(t.db, kg);
    const dairy = await aProductCategory(t.db, `Мляко и млечни ${kg}`);
    const freshMilk = await aProductCategory(t.db, `Прясно мляко ${kg}`, dairy);
    const grains = await aProductCategory(t.db, `Зърнени ${kg}`);
    const eggs = await aProductCategory(t.db, `Яйца ${kg}`);
    const milk = await aFoodProduct(t.db, {
      categoryId: freshMilk,
      unit: 5,
      conversions: [{ unit: 5, grams: '1031' }],
      nutrients: MILK,
    });
    const flour = await aFoodProduct(t.db, { categoryId: grains, unit: 3, nutrients: FLOUR });
    const egg = await aFoodProduct(t.db, { categoryId: eggs, unit: 1, conversions: [{ unit: 1, grams: '50' }], nutrients: EGG });
    const extra = await aFoodProduct(t.db, { categoryId: grains, name: `Добавен продукт ${kg}`, nutrients: FLOUR });
    const book = await aRecipeBook(t.db);
    const recipe = async (meal: number, ingredients: [product: number, unit: number, band: number, net: string][]) => {
      const { rows } = await t.db.query(
        `INSERT INTO recipes (kindergarten_id, book_id, name, category, meal_types, age_bands)
         VALUES (NULL, $1, $2, 2, $3, '{2,3}') RETURNING id`,
        [book, `Ястие ${kg}-${meal}-${ingredients.length}`, [meal]],
      );
      const id = rows[0].id as number;
      let position = 0;
      for (const [product, unit, band, net] of ingredients) {
        const existing = await t.db.query(`SELECT id FROM recipe_ingredients WHERE recipe_id = $1 AND product_id = $2`, [
          id,
          product,
        ]);
        const ingredientId =
          existing.rows[0]?.id ??
          (
            await t.db.query(
              `INSERT INTO recipe_ingredients (recipe_id, position, product_id, unit) VALUES ($1, $2, $3, $4) RETURNING id`,
              [id, ++position, product, unit],
            )
          ).rows[0].id;
        await t.db.query(
          `INSERT INTO recipe_ingredient_quantities (ingredient_id, age_band, gross, net) VALUES ($1, $2, $3, $3)`,
          [ingredientId, band, net],
        );
      }
      return id;
    };
    const milkDish = await recipe(BREAKFAST, [
      [milk, 4, JUNIOR, '150'],
      [milk, 4, SENIOR, '200'],
    ]);
    const lunch = await recipe(LUNCH, [
      [flour, 2, JUNIOR, '55'],
      [egg, 1, JUNIOR, '0.88'],
    ]);
    const calculation = async (
      kindergartenId: number,
      day: string,
      fed: [band: number, meal: number, children: number][],
      dishes: [band: number, meal: number, recipe: number][],
      lines: [meal: number, product: number, computed: string | null, quantity: string][],
    ) => {
      const house = kindergartenId === kg ? warehouse : await aWarehouse(t.db, kindergartenId);
      const { rows } = await t.db.query(
        `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id) VALUES ($1, $2, $3) RETURNING id`,
        [kindergartenId, day, house],
      );
      const id = rows[0].id as number;
      for (const [band, meal, children] of fed) {
        await t.db.query(
          `INSERT INTO meal_calculation_attendances (kindergarten_id, calculation_id, age_band, meal_type, counted_children,
             counted_staff, children, staff) VALUES ($1, $2, $3, $4, $5, 0, $5, 0)`,
          [kindergartenId, id, band, meal, children],
        );
      }
      let position = 0;
      for (const [band, meal, recipeId] of dishes) {
        await t.db.query(
          `INSERT INTO meal_calculation_dishes (kindergarten_id, calculation_id, age_band, meal_type, position, recipe_id)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [kindergartenId, id, band, meal, ++position, recipeId],
        );
      }
      for (const [meal, product, computed, quantity] of lines) {
        await t.db.query(
          `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, computed_quantity, quantity)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [kindergartenId, id, meal, product, computed, quantity],
        );
      }
    };
    await calculation(
      kg,
      '2026-10-05',
      [
        [JUNIOR, BREAKFAST, 10],
        [JUNIOR, LUNCH, 10],
        [SENIOR, BREAKFAST, 8],
      ],
      [
        [JUNIOR, BREAKFAST, milkDish],
        [JUNIOR, LUNCH, lunch],
        [SENIOR, BREAKFAST, milkDish],
      ],
      [
        [BREAKFAST, milk, '3.146', '3.146'],
        [LUNCH, flour, '0.6', '0.66'],
        [LUNCH, egg, '10', '10'],
      ],
    );
    await calculation(
      kg,
      '2026-10-06',
      [
        [JUNIOR, BREAKFAST, 12],
        [JUNIOR, LUNCH, 12],
      ],
      [
        [JUNIOR, BREAKFAST, milkDish],
        [JUNIOR, LUNCH, lunch],
      ],
      [
        [BREAKFAST, milk, '1.8', '1.2'],
        [LUNCH, flour, '0.66', '0.66'],
        [LUNCH, egg, '12', '12'],
        [LUNCH, extra, null, '0.5'],
      ],
    );
    const other = await aSignedInMember(t, Role.Manciple);
    await calculation(
      other.kindergartenId,
      '2026-10-05',
      [[JUNIOR, BREAKFAST, 3]],
      [[JUNIOR, BREAKFAST, milkDish]],
      [[BREAKFAST, milk, '0.5', '5']],
    );
    // Grams per child of the 3–5 band, from the rows above: net × grams per unit × issued ÷ computed.
    //   05.10: milk 150 ml × 1.031 g × 1 = 154.65; flour 55 × 0.66 / 0.6 = 60.5; egg 0.88 × 50 = 44
    //   06.10: milk 154.65 × 1.2 / 1.8 = 103.1;     flour 55;                     egg 44
    const junior: Record<string, [string, Nutrients][]> = {
      '2026-10-05': [
        ['154.65', MILK],
        ['60.5', FLOUR],
        ['44', EGG],
      ],
      '2026-10-06': [
        ['103.1', MILK],
        ['55', FLOUR],
        ['44', EGG],
      ],
    };
    return { keeper, kg, other, dairy, freshMilk, grains, eggs, junior };
  }

  const norm = (values: Record<string, unknown> = {}) => ({
    ageBand: JUNIOR,
    effectiveFrom: '2026-01-01',
    citation: 'Наредба № 6 от 10.08.2011 г., Приложение № 1 (ДВ бр. 65/2011, изм. ДВ бр. 87/2019)',
    energyKcal: '1000',
    protein: '30',
    fat: '',
    carbohydrate: '100,5',
    groups: [],
    ...values,
  });

  it('the master keeps the norms: create, read, update, delete, with the groups of the product tree; others may not write', async () => {
    const { keeper, dairy, freshMilk } = await aKitchen();
    const director = await aSignedInMember(t, Role.Director, keeper.kindergartenId);
    await request(t.http).post(ADMIN).send(norm()).expect(401);
    await request(t.http).post(ADMIN).set(director.auth).send(norm()).expect(403);
    await request(t.http).post(ADMIN).set(keeper.auth).send(norm()).expect(403);

    const created = await request(t.http)
      .post(ADMIN)
      .set(master)
      .send(norm({ groups: [{ categoryId: dairy, grams: '400' }] }))
      .expect(200);
    const id = created.body.entityId as number;
    const { rows } = await t.db.query(
      `SELECT n.age_band, to_char(n.effective_from, 'YYYY-MM-DD') AS day, n.energy_kcal::text, n.protein::text, n.fat,
              n.carbohydrate::text, g.category_id, g.grams::text
         FROM nutrition_norms n JOIN nutrition_norm_groups g ON g.norm_id = n.id WHERE n.id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        age_band: JUNIOR,
        day: '2026-01-01',
        energy_kcal: '1000.00',
        protein: '30.00',
        fat: null,
        carbohydrate: '100.50',
        category_id: dairy,
        grams: '400.00',
      },
    ]);
    // Everyone signed in reads them; the groups are the top-level categories.
    const list = await request(t.http).get(NORMS).set(keeper.auth).expect(200);
    expect(list.body.norms).toEqual([
      expect.objectContaining({ id, fat: null, groups: [expect.objectContaining({ categoryId: dairy, grams: '400.00' })] }),
    ]);
    expect(list.body.groups.map((g: { id: number }) => g.id)).toContain(dairy);
    expect(list.body.groups.map((g: { id: number }) => g.id)).not.toContain(freshMilk);
    await request(t.http).get(`${NORMS}/${id}`).expect(401);
    await request(t.http).get(`${NORMS}/${id}`).set(keeper.auth).expect(200);
    await request(t.http)
      .get(`${NORMS}/${id + 1000}`)
      .set(keeper.auth)
      .expect(404);

    // 400 with the field messages: a subcategory, zero, a missing citation, a band that does not exist.
    const bad = await request(t.http)
      .post(ADMIN)
      .set(master)
      .send(norm({ ageBand: 4, citation: ' ', energyKcal: '0,00', groups: [{ categoryId: dairy, grams: 'много' }] }))
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      ageBand: [messages.ageBand],
      citation: [messages.citation],
      energyKcal: [messages.energyKcal],
      'groups.0.grams': [messages.grams],
    });
    const sub = await request(t.http)
      .post(ADMIN)
      .set(master)
      .send(norm({ effectiveFrom: '2026-02-01', groups: [{ categoryId: freshMilk, grams: '100' }] }))
      .expect(400);
    expect(sub.body.errors['groups.0.categoryId']).toEqual([messages.category]);
    const twice = await request(t.http).post(ADMIN).set(master).send(norm()).expect(409);
    expect(twice.body.message).toBe(messages.duplicate);

    await request(t.http).post(`${ADMIN}/${id}`).set(director.auth).send(norm()).expect(403);
    await request(t.http)
      .post(`${ADMIN}/${id + 1000}`)
      .set(master)
      .send(norm())
      .expect(404);
    await request(t.http)
      .post(`${ADMIN}/${id}`)
      .set(master)
      .send(norm({ energyKcal: '1100', groups: [] }))
      .expect(200);
    const updated = await t.db.query(
      `SELECT energy_kcal::text, (SELECT count(*)::int FROM nutrition_norm_groups WHERE norm_id = $1) AS groups
         FROM nutrition_norms WHERE id = $1`,
      [id],
    );
    expect(updated.rows[0]).toEqual({ energy_kcal: '1100.00', groups: 0 });

    await request(t.http).delete(`${ADMIN}/${id}`).set(director.auth).expect(403);
    await request(t.http).delete(`${ADMIN}/${id}`).set(master).expect(204);
    await request(t.http).delete(`${ADMIN}/${id}`).set(master).expect(404);
    expect((await t.db.query(`SELECT 1 FROM nutrition_norms WHERE id = $1`, [id])).rowCount).toBe(0);
  });

  it('the report: per child and day what was issued, the averages, the norm in force that day and the deviations', async () => {
    const { keeper, dairy, grains, eggs, junior } = await aKitchen();
    // The first norm and a second one in force from the second day (versioning by the date of entry into force).
    await request(t.http)
      .post(ADMIN)
      .set(master)
      .send(norm({ groups: [{ categoryId: dairy, grams: '400' }] }))
      .expect(200);
    await request(t.http)
      .post(ADMIN)
      .set(master)
      .send(
        norm({
          effectiveFrom: '2026-10-06',
          energyKcal: '350',
          protein: '20',
          carbohydrate: '',
          groups: [{ categoryId: dairy, grams: '110' }],
        }),
      )
      .expect(200);
    const response = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-01&to=2026-10-10&band=${JUNIOR}`)
      .set(keeper.auth)
      .expect(200);
    const report = response.body;
    expect(report.tolerancePercent).toBe('10');
    expect(report.bands).toHaveLength(1);
    const band = report.bands[0];
    expect(band.days.map((d: { forDate: string; children: number }) => [d.forDate, d.children])).toEqual([
      ['2026-10-05', 10],
      ['2026-10-06', 12],
    ]);
    const days = Object.keys(junior);
    for (const [index, day] of days.entries()) {
      for (const key of KEYS) expect(band.days[index].values[key]).toBe(dayValue(junior[day]!, key));
    }
    // Product groups: milk is counted under its top-level category.
    expect(band.days[0].values[`group:${dairy}`]).toBe('154.65');
    expect(band.days[1].values[`group:${dairy}`]).toBe('103.10');
    expect(band.days[0].values[`group:${grains}`]).toBe('60.50');
    expect(band.days[1].values[`group:${eggs}`]).toBe('44.00');

    const indicator = (key: string) => band.indicators.find((i: { key: string }) => i.key === key);
    const energy = days.map((day) => dayValue(junior[day]!, 'energyKcal'));
    expect(indicator('energyKcal')).toEqual({
      key: 'energyKcal',
      label: 'Енергия',
      unit: 'kcal',
      average: mean(energy),
      norm: mean(['1000', '350']),
      normDays: 2,
      comparedAverage: mean(energy),
      percentOfNorm: percent(energy, ['1000', '350']),
      deviationPercent: round(add(exact(percent(energy, ['1000', '350'])), exact('-100')), 1),
      outside: true,
    });
    // Carbohydrate: only the first norm gives it, so only the first day is compared.
    const carbs = dayValue(junior['2026-10-05']!, 'carbohydrate');
    expect(indicator('carbohydrate')).toMatchObject({
      normDays: 1,
      norm: '100.50',
      comparedAverage: carbs,
      percentOfNorm: percent([carbs], ['100.5']),
    });
    // Fat: no norm gives it — „Нормата не е въведена“, no deviation.
    expect(indicator('fat')).toMatchObject({
      norm: null,
      normDays: 0,
      percentOfNorm: null,
      deviationPercent: null,
      outside: false,
    });
    expect(indicator('fat').average).toBe(mean(days.map((day) => dayValue(junior[day]!, 'fat'))));
    // Dairy grams against 400 and then 110 g: (154.65 + 103.10) × 100 ÷ 510 = 50.5 % → 49.5 % under.
    expect(indicator(`group:${dairy}`)).toMatchObject({
      average: '128.88',
      norm: '255.00',
      percentOfNorm: '50.5',
      deviationPercent: '-49.5',
      outside: true,
    });
    expect(band.norms.map((n: { effectiveFrom: string }) => n.effectiveFrom)).toEqual(['2026-01-01', '2026-10-06']);
    expect(report.unattributed).toEqual([{ forDate: '2026-10-06', productName: expect.stringContaining('Добавен продукт') }]);

    // All bands: the 5–7 band ate on the first day only (200 ml of milk), without a norm.
    const all = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-01&to=2026-10-10`)
      .set(keeper.auth)
      .expect(200);
    expect(all.body.bands.map((b: { ageBand: number }) => b.ageBand)).toEqual([JUNIOR, SENIOR]);
    const senior = all.body.bands[1];
    expect(senior.days.map((d: { forDate: string }) => d.forDate)).toEqual(['2026-10-05']);
    expect(senior.days[0].values.energyKcal).toBe(dayValue([['206.2', MILK]], 'energyKcal'));
    expect(senior.indicators.find((i: { key: string }) => i.key === 'energyKcal')).toMatchObject({
      norm: null,
      deviationPercent: null,
    });
  });

  it('a norm that comes into force mid-period applies from that day only; without any norm the report says none', async () => {
    const { keeper, junior } = await aKitchen();
    const none = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-05&to=2026-10-06&band=${JUNIOR}`)
      .set(keeper.auth)
      .expect(200);
    for (const indicator of none.body.bands[0].indicators) {
      expect(indicator).toMatchObject({ norm: null, normDays: 0, percentOfNorm: null, deviationPercent: null, outside: false });
    }
    expect(none.body.bands[0].days.map((d: { normId: number | null }) => d.normId)).toEqual([null, null]);

    await request(t.http)
      .post(ADMIN)
      .set(master)
      .send(norm({ effectiveFrom: '2026-10-06', energyKcal: '700' }))
      .expect(200);
    const report = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-05&to=2026-10-06&band=${JUNIOR}`)
      .set(keeper.auth)
      .expect(200);
    const second = dayValue(junior['2026-10-06']!, 'energyKcal');
    const energy = report.body.bands[0].indicators.find((i: { key: string }) => i.key === 'energyKcal');
    expect(report.body.bands[0].days[0].normId).toBeNull();
    expect(energy).toMatchObject({
      norm: '700.00',
      normDays: 1,
      comparedAverage: second,
      percentOfNorm: percent([second], ['700']),
    });
  });

  it('the recap: months as columns per band', async () => {
    const { keeper, junior } = await aKitchen();
    await request(t.http).post(ADMIN).set(master).send(norm()).expect(200);
    const recap = await request(t.http)
      .get(`${REPORTS}/recap-nutritional-norms/report?from=2026-09&to=2026-11&band=${JUNIOR}`)
      .set(keeper.auth)
      .expect(200);
    expect(recap.body.months).toEqual(['2026-09', '2026-10', '2026-11']);
    const energy = recap.body.bands[0].indicators.find((i: { key: string }) => i.key === 'energyKcal');
    const values = Object.values(junior).map((lines) => dayValue(lines, 'energyKcal'));
    expect(energy.months).toEqual([
      { month: '2026-09', days: 0, average: null, norm: null, percentOfNorm: null, deviationPercent: null, outside: false },
      {
        month: '2026-10',
        days: 2,
        average: mean(values),
        norm: '1000.00',
        percentOfNorm: percent(values, ['1000', '1000']),
        deviationPercent: round(add(exact(percent(values, ['1000', '1000'])), exact('-100')), 1),
        outside: true,
      },
      { month: '2026-11', days: 0, average: null, norm: null, percentOfNorm: null, deviationPercent: null, outside: false },
    ]);
  });

  it('files: the report as PDF and Excel, the recap as PDF', async () => {
    const { keeper } = await aKitchen();
    await request(t.http).post(ADMIN).set(master).send(norm()).expect(200);
    const download = (path: string) =>
      request(t.http)
        .get(`${REPORTS}${path}`)
        .set(keeper.auth)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
    const pdf = await download('/nutritional-norms/report/file?from=2026-10-01&to=2026-10-10&format=pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const excel = await download(`/nutritional-norms/report/file?from=2026-10-01&to=2026-10-10&band=${JUNIOR}&format=excel`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    const summary = workbook.worksheets[0]!;
    expect(summary.getRow(1).values).toEqual([
      undefined,
      'Показател',
      'Средно',
      'Норма',
      '% от нормата',
      'Отклонение, %',
      'Оценка',
    ]);
    const energyRow = summary.getRow(2).values as unknown[];
    expect(energyRow[1]).toBe('Енергия, kcal');
    expect(energyRow[3]).toBe(1000);
    const fatRow = summary.getRow(4).values as unknown[];
    expect(fatRow[1]).toBe('Мазнини, g');
    expect(fatRow[6]).toBe(messages.notEntered);
    expect(workbook.worksheets[1]!.rowCount).toBe(3); // the header and the two days
    const recap = await download('/recap-nutritional-norms/report/file?from=2026-09&to=2026-10');
    expect((recap.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('401 without a token, 403 to a teacher, 400 on a bad period or band; another kindergarten sees none of the rows', async () => {
    const { keeper, kg, other } = await aKitchen();
    const teacher = await aSignedInMember(t, Role.Teacher, kg);
    const calls = [
      '/nutritional-norms/report?from=2026-10-01&to=2026-10-10',
      '/nutritional-norms/report/file?from=2026-10-01&to=2026-10-10',
      '/recap-nutritional-norms/report?from=2026-09&to=2026-10',
      '/recap-nutritional-norms/report/file?from=2026-09&to=2026-10',
    ];
    for (const call of calls) {
      await request(t.http).get(`${REPORTS}${call}`).expect(401);
      await request(t.http).get(`${REPORTS}${call}`).set(teacher.auth).expect(403);
    }
    await request(t.http).get(NORMS).expect(401);
    const long = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-01&to=2026-11-01`)
      .set(keeper.auth)
      .expect(400);
    expect(long.body.errors.to).toEqual([messages.periodTooLong]);
    // 31 days is allowed.
    await request(t.http).get(`${REPORTS}/nutritional-norms/report?from=2026-10-01&to=2026-10-31`).set(keeper.auth).expect(200);
    const reversed = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-10&to=2026-10-01`)
      .set(keeper.auth)
      .expect(400);
    expect(reversed.body.errors.to).toEqual([messages.period]);
    const band = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-01&to=2026-10-10&band=4`)
      .set(keeper.auth)
      .expect(400);
    expect(band.body.errors.band).toEqual([messages.band]);
    const noDate = await request(t.http).get(`${REPORTS}/nutritional-norms/report?to=2026-10-10`).set(keeper.auth).expect(400);
    expect(noDate.body.errors.from).toEqual([messages.from]);
    const months = await request(t.http)
      .get(`${REPORTS}/recap-nutritional-norms/report?from=2026-01&to=2027-01`)
      .set(keeper.auth)
      .expect(400);
    expect(months.body.errors.to).toEqual([messages.monthsTooMany]);
    const format = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report/file?from=2026-10-01&to=2026-10-10&format=doc`)
      .set(keeper.auth)
      .expect(400);
    expect(format.body.errors.format).toEqual(['Изберете формат: pdf или excel.']);
    // The other kindergarten has one calculation on 05.10 (3 children): it sees only that, and ours never sees it.
    const foreign = await request(t.http)
      .get(`${REPORTS}/nutritional-norms/report?from=2026-10-01&to=2026-10-10`)
      .set(other.auth)
      .expect(200);
    expect(foreign.body.bands.map((b: { days: { children: number }[] }) => b.days.map((d) => d.children))).toEqual([[3]]);
    expect(foreign.body.unattributed).toEqual([]);
  });
});
