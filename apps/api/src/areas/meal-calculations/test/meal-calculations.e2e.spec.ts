import { mealCalculationMessages, ModuleLockGroup, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aChild, aGroup, aSignedInMember, anAttendanceRequest, aStaffMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { Db } from '../../../platform/database/db.service.js';
import { MealCalculationsService } from '../services/meal-calculations.service.js';
import { aProductCategory } from '../../products/test/product-factories.js';
import { aFoodProduct, aRecipeBook } from '../../recipes/test/recipe-factories.js';
import { aLine, aSupplier, aWarehouse } from '../../storage/test/storage-factories.js';

const CALCULATIONS = '/api/Meals/calculations';
const BOOKS = '/api/PortionBooks';
/** Tuesday 01.12.2026 in the test school year; its week's Monday. */
const DAY = '2026-12-01';
const WEEK = '2026-11-30';
const [PIECE, GRAM, KG, ML, LITRE] = [1, 2, 3, 4, 5];
const [BREAKFAST, LUNCH] = [1, 3];
const [NURSERY, JUNIOR, SENIOR] = [1, 2, 3];

/** A recipe of the book with ingredients per band: [product, unit, {band: gross}]. */
async function aDish(db: pg.Pool, bookId: number, name: string, ingredients: [number, number, Record<number, string>][]) {
  const bands = [...new Set(ingredients.flatMap(([, , gross]) => Object.keys(gross).map(Number)))];
  const { rows } = await db.query(
    `INSERT INTO recipes (kindergarten_id, book_id, name, category, meal_types, age_bands) VALUES (NULL, $1, $2, 2, '{1,3}', $3)
     RETURNING id`,
    [bookId, name, bands],
  );
  for (const [index, [productId, unit, gross]] of ingredients.entries()) {
    const ingredient = await db.query(
      `INSERT INTO recipe_ingredients (recipe_id, kindergarten_id, position, product_id, unit) VALUES ($1, NULL, $2, $3, $4)
       RETURNING id`,
      [rows[0].id, index + 1, productId, unit],
    );
    for (const [band, value] of Object.entries(gross)) {
      await db.query(
        `INSERT INTO recipe_ingredient_quantities (ingredient_id, kindergarten_id, age_band, gross, net) VALUES ($1, NULL, $2, $3, $3)`,
        [ingredient.rows[0].id, band, value],
      );
    }
  }
  return rows[0].id as number;
}

/** Daily meal calculations and portion books: docs/meal-calculations.md. */
describe('/api/Meals/calculations and /api/PortionBooks: the daily meal calculation and the portion book', () => {
  let t: TestApp;
  let bookId: number;
  let category: number;
  beforeAll(async () => {
    t = await startTestApp();
    bookId = await aRecipeBook(t.db);
    category = await aProductCategory(t.db);
  });
  afterAll(() => t.close());

  /**
   * A kindergarten on 01.12.2026: a 5–7 group (3 children: 2 present, 1 absent), a 3–5 group with no attendance entered
   * (2 placed, 1 with a filed absence request), a nursery group (1 child) without a published menu; two staff eat
   * lunch, one breakfast; published menus of the 5–7 and 3–5 bands: breakfast milk (200/150 ml), lunch flour (80/60 g)
   * and one egg; stock: milk 20 l at 1.55 €, flour 10 kg at 1.20 €, no eggs.
   */
  async function aKitchen(role = Role.Manciple) {
    const keeper = await aSignedInMember(t, role);
    const kg = keeper.kindergartenId;
    const senior = await aGroup(t.db, kg, 'Подготвителна');
    await t.db.query(`UPDATE classes SET age_type = 8 WHERE id = $1`, [senior]);
    const junior = await aGroup(t.db, kg, 'Втора');
    const nursery = await aGroup(t.db, kg, 'Яслена');
    await t.db.query(`UPDATE classes SET age_type = 1 WHERE id = $1`, [nursery]);
    const seniors = [
      await aChild(t.db, kg, { classId: senior }),
      await aChild(t.db, kg, { classId: senior }),
      await aChild(t.db, kg, { classId: senior }),
    ];
    const juniors = [await aChild(t.db, kg, { classId: junior }), await aChild(t.db, kg, { classId: junior })];
    await aChild(t.db, kg, { classId: nursery });
    for (const [index, child] of seniors.entries()) {
      await t.db.query(
        `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, $4, $5)`,
        [kg, senior, child.id, DAY, index < 2 ? 2 : 1],
      );
    }
    await anAttendanceRequest(t.db, kg, juniors[0]!.id, DAY);
    const cook = await aStaffMember(t.db, kg, { firstName: 'Готвачка', pedagogical: false });
    const teacher = await aStaffMember(t.db, kg);
    for (const [teacherId, meal] of [
      [cook, LUNCH],
      [teacher, LUNCH],
      [cook, BREAKFAST],
    ] as const) {
      await t.db.query(`INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type) VALUES ($1, $2, $3, $4)`, [
        kg,
        teacherId,
        DAY,
        meal,
      ]);
    }
    const milk = await aFoodProduct(t.db, {
      categoryId: category,
      kindergartenId: kg,
      name: 'Прясно мляко',
      unit: LITRE,
      conversions: [{ unit: LITRE, grams: '1030' }],
    });
    const flour = await aFoodProduct(t.db, { categoryId: category, kindergartenId: kg, name: 'Брашно', unit: KG });
    const eggs = await aFoodProduct(t.db, {
      categoryId: category,
      kindergartenId: kg,
      name: 'Яйца',
      unit: PIECE,
      conversions: [{ unit: PIECE, grams: '50' }],
    });
    const breakfast = await aDish(t.db, bookId, `Мляко ${kg}`, [
      [milk, ML, { [SENIOR]: '200', [JUNIOR]: '150', [NURSERY]: '100' }],
    ]);
    const lunch = await aDish(t.db, bookId, `Палачинки ${kg}`, [
      [flour, GRAM, { [SENIOR]: '80', [JUNIOR]: '60' }],
      [eggs, PIECE, { [SENIOR]: '1', [JUNIOR]: '1' }],
    ]);
    for (const [band, status] of [
      [SENIOR, 3],
      [JUNIOR, 3],
      [NURSERY, 1],
    ]) {
      const menu = await t.db.query(
        `INSERT INTO menus (kindergarten_id, week_start, age_band, status) VALUES ($1, $2, $3, $4) RETURNING id`,
        [kg, WEEK, band, status],
      );
      for (const [meal, recipe] of band === NURSERY
        ? [[BREAKFAST, breakfast]]
        : [
            [BREAKFAST, breakfast],
            [LUNCH, lunch],
          ]) {
        await t.db.query(
          `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id) VALUES ($1, $2, 2, $3, 1, $4)`,
          [kg, menu.rows[0].id, meal, recipe],
        );
      }
    }
    const warehouseId = await aWarehouse(t.db, kg, 'Кухненски склад');
    const supplierId = await aSupplier(t.db, kg);
    await request(t.http)
      .post('/api/UnitedStockReceipts')
      .set(keeper.auth)
      .send({
        supplierId,
        warehouseId,
        receiptDate: '2026-11-20',
        invoiceNumber: '0000000001',
        invoiceDate: '2026-11-20',
        lines: [
          aLine(milk, { unit: LITRE, quantity: '20', unitPrice: '1.55' }),
          aLine(flour, { unit: KG, quantity: '10', unitPrice: '1.20' }),
        ],
      })
      .expect(200);
    return { keeper, kg, warehouseId, milk, flour, eggs, senior, junior, breakfast, lunch };
  }
  type Kitchen = Awaited<ReturnType<typeof aKitchen>>;

  const create = (kitchen: Kitchen, forDate = DAY) =>
    request(t.http).post(CALCULATIONS).set(kitchen.keeper.auth).send({ forDate, warehouseId: kitchen.warehouseId });
  const created = async (kitchen: Kitchen, forDate = DAY): Promise<number> =>
    (await create(kitchen, forDate).expect(200)).body.entityId;

  /** The products needed recomputed from the underlying rows in SQL: menu dishes × recipe gross × the stored counts. */
  async function recomputed(kg: number, calculationId: number) {
    const grams = (unit: string, product: string) => `CASE ${unit} WHEN 2 THEN 1 WHEN 3 THEN 1000
        WHEN 1 THEN (SELECT grams FROM product_conversions WHERE product_id = ${product} AND unit = 1)
        WHEN 4 THEN (SELECT grams FROM product_conversions WHERE product_id = ${product} AND unit = 5) / 1000
        WHEN 5 THEN (SELECT grams FROM product_conversions WHERE product_id = ${product} AND unit = 5) END`;
    const { rows } = await t.db.query(
      `SELECT d.meal_type AS "mealType", i.product_id AS "productId",
              round(sum((a.children + a.staff) * q.gross * CASE WHEN i.unit = p.unit THEN 1
                        ELSE ${grams('i.unit', 'p.id')} / ${grams('p.unit', 'p.id')} END), 6)::text AS quantity
         FROM menus m JOIN menu_dishes d ON d.menu_id = m.id
         JOIN meal_calculation_attendances a ON a.calculation_id = $2 AND a.age_band = m.age_band AND a.meal_type = d.meal_type
         JOIN recipe_ingredients i ON i.recipe_id = d.recipe_id
         JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id AND q.age_band = m.age_band
         JOIN products p ON p.id = i.product_id
        WHERE m.kindergarten_id = $1 AND m.status = 3 AND m.week_start = $3 AND d.weekday = 2
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [kg, calculationId, WEEK],
    );
    return rows;
  }

  it('makes the day’s calculation: the fed per band and meal, the products from the menus, costed at the average price', async () => {
    const kitchen = await aKitchen();
    const id = await created(kitchen);

    const { rows: stored } = await t.db.query(
      `SELECT age_band, meal_type, counted_children, counted_staff, children, staff FROM meal_calculation_attendances
        WHERE calculation_id = $1 ORDER BY meal_type, age_band`,
      [id],
    );
    expect(stored).toEqual([
      { age_band: JUNIOR, meal_type: BREAKFAST, counted_children: 1, counted_staff: 0, children: 1, staff: 0 },
      { age_band: SENIOR, meal_type: BREAKFAST, counted_children: 2, counted_staff: 1, children: 2, staff: 1 },
      { age_band: JUNIOR, meal_type: LUNCH, counted_children: 1, counted_staff: 0, children: 1, staff: 0 },
      { age_band: SENIOR, meal_type: LUNCH, counted_children: 2, counted_staff: 2, children: 2, staff: 2 },
    ]);

    const products = (await request(t.http).get(`${CALCULATIONS}/products/${id}`).set(kitchen.keeper.auth).expect(200)).body;
    const lines = products.lines.map((line: Record<string, unknown>) => [
      line.mealType,
      line.productName,
      line.quantity,
      line.unitPrice,
      line.value,
    ]);
    expect(lines).toEqual([
      [BREAKFAST, 'Прясно мляко', '0.750000', '1.5500000000', '1.1625000000000000'],
      [LUNCH, 'Брашно', '0.380000', '1.2000000000', '0.4560000000000000'],
      [LUNCH, 'Яйца', '5.000000', null, null],
    ]);
    // The same figures from the rows underneath, by SQL independent of the service's arithmetic.
    const { rows: db } = await t.db.query(
      `SELECT meal_type AS "mealType", product_id AS "productId", quantity::text FROM meal_calculation_products
        WHERE calculation_id = $1 ORDER BY 1, 2`,
      [id],
    );
    expect(db).toEqual(await recomputed(kitchen.kg, id));
    expect(products.meals).toEqual([
      { mealType: BREAKFAST, portions: 4, value: '1.1625000000000000', costPerPortion: '0.29063' },
      { mealType: LUNCH, portions: 5, value: '0.4560000000000000', costPerPortion: '0.09120' },
    ]);
    expect(products).toMatchObject({ total: '1.62', costPerPerson: '0.38183', unpriced: 1, mayEdit: true, portionBook: null });
    expect(products.warnings).toEqual([mealCalculationMessages.bandWithoutMenu('Яслена възраст (1–3 г.)')]);

    const list = (
      await request(t.http).get(`${CALCULATIONS}/overview-models?year=2026&month=12`).set(kitchen.keeper.auth).expect(200)
    ).body;
    expect(list).toEqual({
      result: [
        {
          id,
          forDate: DAY,
          warehouseName: 'Кухненски склад',
          childrenFed: 3,
          staffFed: 2,
          total: '1.62',
          unpriced: 1,
          portionBookNumber: null,
        },
      ],
      rowsCount: 1,
    });
    expect(
      (await request(t.http).get(`${CALCULATIONS}/overview-models?month=11`).set(kitchen.keeper.auth).expect(200)).body.rowsCount,
    ).toBe(0);

    const refused = await create(kitchen).expect(409);
    expect(refused.body.message).toBe(mealCalculationMessages.dayTaken('01.12.2026'));
  });

  it('refuses a weekend, a day off, a day inside the storage-and-kitchen lock and a day without a published menu (409)', async () => {
    const kitchen = await aKitchen();
    expect((await create(kitchen, '2026-12-05').expect(409)).body.message).toMatch(/калкулация не се съставя/i);
    await t.db.query(
      `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
       SELECT $1, id, '2026-12-03', '2026-12-03', 'Ден на детската градина', 0 FROM kindergarten_periods
        WHERE kindergarten_id = $1 AND is_active`,
      [kitchen.kg],
    );
    expect((await create(kitchen, '2026-12-03').expect(409)).body.message).toMatch(/Ден на детската градина.*не се съставя/);
    expect((await create(kitchen, '2026-12-08').expect(409)).body.message).toBe(mealCalculationMessages.noMenu('08.12.2026'));
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-12-01')`, [
      kitchen.kg,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    expect((await create(kitchen).expect(409)).body.message).toBe(
      'Модулът „Склад и кухня“ е заключен до 01.12.2026 включително.',
    );
    expect(
      (await t.db.query(`SELECT count(*)::int AS n FROM meal_calculations WHERE kindergarten_id = $1`, [kitchen.kg])).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('corrects the counts with a reason: uncorrected products follow, a corrected one keeps the storekeeper’s quantity', async () => {
    const kitchen = await aKitchen();
    const id = await created(kitchen);
    await request(t.http)
      .post(`${CALCULATIONS}/edit-products/${id}`)
      .set(kitchen.keeper.auth)
      .send({
        changes: [
          { mealType: LUNCH, productId: kitchen.eggs, quantity: '6', note: 'Едно яйце за резерва' },
          { mealType: BREAKFAST, productId: kitchen.flour, quantity: '0,05', note: 'За поръсване' },
        ],
      })
      .expect(200);
    await request(t.http)
      .post(`${CALCULATIONS}/edit-attendances/${id}`)
      .set(kitchen.keeper.auth)
      .send({ reason: 'Две деца дойдоха след 9 ч.', rows: [{ ageBand: SENIOR, mealType: LUNCH, children: 4, staff: 2 }] })
      .expect(200);
    const { rows } = await t.db.query(
      `SELECT a.children, a.staff, a.counted_children, a.reason, a.edited_by FROM meal_calculation_attendances a
        WHERE a.calculation_id = $1 AND a.age_band = 3 AND a.meal_type = 3`,
      [id],
    );
    expect(rows).toEqual([
      { children: 4, staff: 2, counted_children: 2, reason: 'Две деца дойдоха след 9 ч.', edited_by: kitchen.keeper.user.id },
    ]);
    const { rows: products } = await t.db.query(
      `SELECT meal_type, product_id, computed_quantity::text, quantity::text, note FROM meal_calculation_products
        WHERE calculation_id = $1 ORDER BY meal_type, product_id`,
      [id],
    );
    expect(products).toEqual(
      [
        { meal_type: BREAKFAST, product_id: kitchen.milk, computed_quantity: '0.750000', quantity: '0.750000', note: null },
        { meal_type: BREAKFAST, product_id: kitchen.flour, computed_quantity: null, quantity: '0.05', note: 'За поръсване' },
        // 6 portions × 80 g + 1 × 60 g = 0.54 kg; eggs 7 computed, the storekeeper's 6 kept.
        { meal_type: LUNCH, product_id: kitchen.flour, computed_quantity: '0.540000', quantity: '0.540000', note: null },
        {
          meal_type: LUNCH,
          product_id: kitchen.eggs,
          computed_quantity: '7.000000',
          quantity: '6',
          note: 'Едно яйце за резерва',
        },
      ].sort((a, b) => a.meal_type - b.meal_type || a.product_id - b.product_id),
    );
    expect(
      (
        await t.db.query(
          `SELECT meal_type AS "mealType", product_id AS "productId", computed_quantity::text AS quantity
          FROM meal_calculation_products WHERE calculation_id = $1 AND computed_quantity IS NOT NULL ORDER BY 1, 2`,
          [id],
        )
      ).rows,
    ).toEqual(await recomputed(kitchen.kg, id));
    // Taking out a product added by hand deletes its line.
    await request(t.http)
      .post(`${CALCULATIONS}/edit-products/${id}`)
      .set(kitchen.keeper.auth)
      .send({ changes: [{ mealType: BREAKFAST, productId: kitchen.flour, quantity: '0', note: 'Не е нужно' }] })
      .expect(200);
    expect(
      (
        await t.db.query(
          `SELECT 1 FROM meal_calculation_products WHERE calculation_id = $1 AND meal_type = 1 AND product_id = $2`,
          [id, kitchen.flour],
        )
      ).rows,
    ).toHaveLength(0);
    // What the stock request takes: per product the quantity to issue over all meals, in the product's unit.
    const scope = (kindergartenId: number) => ({
      userId: kitchen.keeper.user.id,
      kindergartenId,
      readableKindergartenIds: [],
      readAll: false,
      allKindergartens: false,
    });
    const needed = (kindergartenId: number) =>
      t.app.get(Db).tenant(scope(kindergartenId), () => t.app.get(MealCalculationsService).productsNeeded(kindergartenId, id));
    expect(await needed(kitchen.kg)).toEqual([
      { productId: kitchen.milk, quantity: '0.750000' },
      { productId: kitchen.flour, quantity: '0.540000' },
      { productId: kitchen.eggs, quantity: '6' },
    ]);
    const other = await aSignedInMember(t, Role.Manciple);
    expect(await needed(other.kindergartenId)).toBeNull();
    const attendances = (await request(t.http).get(`${CALCULATIONS}/attendances/${id}`).set(kitchen.keeper.auth).expect(200))
      .body;
    expect(
      attendances.rows.find((row: { ageBand: number; mealType: number }) => row.ageBand === SENIOR && row.mealType === LUNCH),
    ).toMatchObject({
      children: 4,
      countedChildren: 2,
      reason: 'Две деца дойдоха след 9 ч.',
      editedBy: expect.any(String),
    });
  });

  it('answers 400 with Bulgarian field messages for bad bodies', async () => {
    const kitchen = await aKitchen();
    const id = await created(kitchen);
    const bad = await request(t.http).post(CALCULATIONS).set(kitchen.keeper.auth).send({ forDate: '01.12.2026' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['forDate', 'warehouseId']);
    const counts = await request(t.http)
      .post(`${CALCULATIONS}/edit-attendances/${id}`)
      .set(kitchen.keeper.auth)
      .send({ reason: ' ', rows: [{ ageBand: SENIOR, mealType: LUNCH, children: -1, staff: 'много' }] })
      .expect(400);
    expect(counts.body.errors).toEqual({
      reason: [mealCalculationMessages.reason],
      'rows.0.children': [mealCalculationMessages.count],
      'rows.0.staff': [mealCalculationMessages.count],
    });
    const unknown = await request(t.http)
      .post(`${CALCULATIONS}/edit-attendances/${id}`)
      .set(kitchen.keeper.auth)
      .send({ reason: 'Корекция', rows: [{ ageBand: NURSERY, mealType: LUNCH, children: 1, staff: 0 }] })
      .expect(400);
    expect(unknown.body.errors).toEqual({ 'rows.0.mealType': [mealCalculationMessages.rowUnknown] });
    const products = await request(t.http)
      .post(`${CALCULATIONS}/edit-products/${id}`)
      .set(kitchen.keeper.auth)
      .send({ changes: [{ mealType: LUNCH, productId: kitchen.eggs, quantity: '1.2345678', note: '' }] })
      .expect(400);
    expect(products.body.errors).toEqual({
      'changes.0.quantity': [mealCalculationMessages.quantity],
      'changes.0.note': [mealCalculationMessages.note],
    });
    const meal = await request(t.http)
      .post(`${CALCULATIONS}/edit-products/${id}`)
      .set(kitchen.keeper.auth)
      .send({ changes: [{ mealType: 4, productId: kitchen.eggs, quantity: '1', note: 'За следобед' }] })
      .expect(400);
    expect(meal.body.errors).toEqual({ 'changes.0.mealType': [mealCalculationMessages.mealNotInCalculation] });
    await request(t.http).post(`${BOOKS}/create-portionbook`).set(kitchen.keeper.auth).send({ calculationId: 'x' }).expect(400);
  });

  it('answers 401 without a token, 403 to a teacher and a parent, 404 for another kindergarten’s records', async () => {
    const kitchen = await aKitchen();
    const id = await created(kitchen);
    const book = (
      await request(t.http).post(`${BOOKS}/create-portionbook`).set(kitchen.keeper.auth).send({ calculationId: id }).expect(200)
    ).body.entityId;
    const calls = (calculationId: number, bookId: number) =>
      [
        ['get', `${CALCULATIONS}/overview-models`],
        ['post', CALCULATIONS, { forDate: DAY, warehouseId: kitchen.warehouseId }],
        ['get', `${CALCULATIONS}/attendances/${calculationId}`],
        ['get', `${CALCULATIONS}/products/${calculationId}`],
        [
          'post',
          `${CALCULATIONS}/edit-attendances/${calculationId}`,
          { reason: 'x', rows: [{ ageBand: 3, mealType: 3, children: 1, staff: 0 }] },
        ],
        [
          'post',
          `${CALCULATIONS}/edit-products/${calculationId}`,
          { changes: [{ mealType: 3, productId: kitchen.eggs, quantity: '1', note: 'x' }] },
        ],
        ['get', `${CALCULATIONS}/receipt/${calculationId}`],
        ['get', '/api/Classes/classes-by-meal-calculation-group-type'],
        ['get', `${BOOKS}/last-number`],
        ['get', `${BOOKS}/${bookId}`],
        ['get', `/api/StockReferences/portion-book/receipt?id=${bookId}`],
        ['post', `${BOOKS}/create-portionbook`, { calculationId }],
        ['delete', `${BOOKS}/${bookId}`],
      ] as const;
    const send = (call: readonly [string, string, object?], auth?: Record<string, string>) => {
      const [method, url, body] = call;
      let pending = request(t.http)[method as 'get' | 'post' | 'delete'](url);
      if (auth) pending = pending.set(auth);
      return body ? pending.send(body) : pending;
    };
    for (const call of calls(id, book)) await send(call).expect(401);
    const teacher = await aSignedInMember(t, Role.Teacher, kitchen.kg);
    const parent = await aSignedInMember(t, Role.Parent, kitchen.kg);
    for (const call of calls(id, book)) {
      await send(call, teacher.auth).expect(403);
      await send(call, parent.auth).expect(403);
    }
    const other = await aSignedInMember(t, Role.Manciple);
    const otherWarehouse = await aWarehouse(t.db, other.kindergartenId);
    for (const call of calls(id, book).filter(([, url]) => /\d+$|\?id=/.test(url) || url.endsWith('create-portionbook'))) {
      const answer = await send(call, other.auth);
      expect([call[1], answer.status]).toEqual([call[1], 404]);
    }
    await request(t.http).post(CALCULATIONS).set(other.auth).send({ forDate: DAY, warehouseId: kitchen.warehouseId }).expect(404);
    await request(t.http)
      .post(CALCULATIONS)
      .set(kitchen.keeper.auth)
      .send({ forDate: DAY, warehouseId: otherWarehouse })
      .expect(404);
  });

  it('answers the groups by meal-calculation group type and the receipt PDF', async () => {
    const kitchen = await aKitchen(Role.Director);
    const id = await created(kitchen);
    const groups = (
      await request(t.http)
        .get(`/api/Classes/classes-by-meal-calculation-group-type?date=${DAY}`)
        .set(kitchen.keeper.auth)
        .expect(200)
    ).body;
    expect(
      groups.map((group: { type: number; typeName: string; classes: { name: string }[] }) => [
        group.type,
        group.classes.map((c) => c.name),
      ]),
    ).toEqual([
      [NURSERY, ['Яслена']],
      [JUNIOR, ['Втора']],
      [SENIOR, ['Подготвителна']],
    ]);
    expect(groups[2].typeName).toBe('Подготвителни групи (5–7 г.)');
    const pdf = await request(t.http).get(`${CALCULATIONS}/receipt/${id}`).set(kitchen.keeper.auth).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes the portion book of a calculation: per meal and dish the portions per band and the products', async () => {
    const kitchen = await aKitchen();
    const id = await created(kitchen);
    expect((await request(t.http).get(`${BOOKS}/last-number`).set(kitchen.keeper.auth).expect(200)).body).toEqual({ number: 0 });
    const bookId = (
      await request(t.http).post(`${BOOKS}/create-portionbook`).set(kitchen.keeper.auth).send({ calculationId: id }).expect(200)
    ).body.entityId;
    const again = await request(t.http)
      .post(`${BOOKS}/create-portionbook`)
      .set(kitchen.keeper.auth)
      .send({ calculationId: id })
      .expect(409);
    expect(again.body.message).toBe(mealCalculationMessages.portionBookExists(1));
    const book = (await request(t.http).get(`${BOOKS}/${bookId}`).set(kitchen.keeper.auth).expect(200)).body;
    expect(book).toMatchObject({ number: 1, forDate: DAY, calculationId: id, isLast: true });
    const lunch = book.meals.find((meal: { mealType: number }) => meal.mealType === LUNCH);
    expect(lunch.dishes).toEqual([
      {
        recipeId: kitchen.lunch,
        recipeName: expect.stringMatching(/^Палачинки/),
        bands: [
          { ageBand: JUNIOR, portions: 1 },
          { ageBand: SENIOR, portions: 4 },
        ],
        products: [
          { productId: kitchen.flour, productName: 'Брашно', unit: KG, quantities: ['0.060000', '0.320000'], total: '0.380000' },
          { productId: kitchen.eggs, productName: 'Яйца', unit: PIECE, quantities: ['1.000000', '4.000000'], total: '5.000000' },
        ],
      },
    ]);
    expect((await request(t.http).get(`${BOOKS}/last-number`).set(kitchen.keeper.auth).expect(200)).body).toEqual({ number: 1 });
    const pdf = await request(t.http)
      .get(`/api/StockReferences/portion-book/receipt?id=${bookId}`)
      .set(kitchen.keeper.auth)
      .buffer(true)
      .expect(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(
      (await request(t.http).get(`${CALCULATIONS}/products/${id}`).set(kitchen.keeper.auth).expect(200)).body.portionBook,
    ).toEqual({
      id: bookId,
      number: 1,
      isLast: true,
    });
  });

  it('numbers portion books without gaps under two concurrent creations and deletes only the last one', async () => {
    const kitchen = await aKitchen();
    await t.db.query(
      `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id)
       SELECT kindergarten_id, menu_id, 3, meal_type, position, recipe_id FROM menu_dishes WHERE kindergarten_id = $1 AND weekday = 2`,
      [kitchen.kg],
    );
    const calculations = [await created(kitchen, DAY), await created(kitchen, '2026-12-02')];
    const answers = await Promise.all(
      calculations.map((calculationId) =>
        request(t.http).post(`${BOOKS}/create-portionbook`).set(kitchen.keeper.auth).send({ calculationId }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { rows } = await t.db.query(
      `SELECT id, number, calculation_id FROM portion_books WHERE kindergarten_id = $1 ORDER BY number`,
      [kitchen.kg],
    );
    expect(rows.map((row) => row.number)).toEqual([1, 2]);
    expect(rows.map((row) => row.calculation_id).sort()).toEqual([...calculations].sort());
    const refused = await request(t.http).delete(`${BOOKS}/${rows[0].id}`).set(kitchen.keeper.auth).expect(409);
    expect(refused.body.message).toBe(mealCalculationMessages.notLastPortionBook(2));
    await request(t.http).delete(`${BOOKS}/${rows[1].id}`).set(kitchen.keeper.auth).expect(204);
    expect((await t.db.query(`SELECT 1 FROM portion_book_lines WHERE portion_book_id = $1`, [rows[1].id])).rows).toHaveLength(0);
    // The number went back to the counter: the book made again is № 2.
    const again = (
      await request(t.http)
        .post(`${BOOKS}/create-portionbook`)
        .set(kitchen.keeper.auth)
        .send({ calculationId: rows[1].calculation_id })
        .expect(200)
    ).body.entityId;
    expect((await t.db.query(`SELECT number FROM portion_books WHERE id = $1`, [again])).rows).toEqual([{ number: 2 }]);
  });
});
