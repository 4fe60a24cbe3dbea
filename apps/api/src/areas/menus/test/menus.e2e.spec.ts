import { Allergen, MealType, MenuAgeBand, menuAgeBandLabels, menuMessages, MenuStatus, RealtimeEvent, Role } from '@kg/contracts';
import request from 'supertest';
import {
  aChild,
  aGroup,
  aSignedInMember,
  aSignedInParentOf,
  aSignedInTeacherOf,
  aUser,
  signIn,
} from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { hubDelivered } from '../../../../test/settle.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';
import {
  connectToHub,
  type HubClient,
  listenOnLoopback,
  nextEvent,
  recorder,
} from '../../../platform/realtime/test/realtime-client.js';
import { aProductCategory } from '../../products/test/product-factories.js';
import { aFoodProduct, aRecipe, aRecipeBook } from '../../recipes/test/recipe-factories.js';

const MENUS = '/api/Menus';
/** A Monday of the test school year (2026/2027) with no holiday in its week. */
const WEEK = '2026-11-30';
const NEXT_WEEK = '2026-12-07';

const full = {
  energyKj: '1000',
  protein: '10',
  fat: '5',
  saturatedFat: '1',
  carbohydrate: '50',
  sugars: '2',
  fibre: '3',
  salt: '0.5',
  calcium: '100',
  iron: '1.25',
};

describe('Weekly menus: configuration, menus, approval, publication, a group’s week with allergy warnings', () => {
  let t: TestApp;
  let category: number;
  let book: number;
  /** Shared recipes (100 g of one product, senior band): bread 250 kcal with gluten, milk 64 kcal with milk, and one without sugars. */
  let bread: number;
  let milk: number;
  let incomplete: number;
  let url: string;
  const sockets: HubClient[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    url = await listenOnLoopback(t.app);
    category = await aProductCategory(t.db);
    book = await aRecipeBook(t.db);
    const breadProduct = await aFoodProduct(t.db, {
      categoryId: category,
      allergens: [Allergen.Gluten],
      nutrients: { ...full, energyKcal: '250' },
    });
    const milkProduct = await aFoodProduct(t.db, {
      categoryId: category,
      allergens: [Allergen.Milk],
      nutrients: { ...full, energyKcal: '64', protein: '3.3' },
    });
    const riceProduct = await aFoodProduct(t.db, {
      categoryId: category,
      nutrients: { ...full, sugars: undefined, energyKcal: '360' },
    });
    bread = await aRecipe(t.db, { bookId: book, productId: breadProduct, name: 'Хляб с масло' });
    milk = await aRecipe(t.db, { bookId: book, productId: milkProduct, name: 'Прясно мляко' });
    incomplete = await aRecipe(t.db, { bookId: book, productId: riceProduct, name: 'Ориз на фурна' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const socketOf = async (token: string): Promise<HubClient> => {
    const socket = await connectToHub(url, { token });
    sockets.push(socket);
    return socket;
  };

  /** A kindergarten with its director, storekeeper, a senior group with two children (one allergic to milk), their teacher and parents. */
  async function aKitchen() {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    const manciple = await aSignedInMember(t, Role.Manciple, kg);
    const group = await aGroup(t.db, kg, 'Слънчице');
    await t.db.query(`UPDATE classes SET age_type = 8 WHERE id = $1`, [group]);
    const ana = await aChild(t.db, kg, { classId: group, firstName: 'Ана' });
    const boris = await aChild(t.db, kg, { classId: group, firstName: 'Борис' });
    await t.db.query(
      `INSERT INTO student_allergens (kindergarten_id, student_id, allergen) VALUES ($1, $2, 7), ($1, $3, 7), ($1, $3, 1)`,
      [kg, ana.id, boris.id],
    );
    const teacher = await aSignedInTeacherOf(t, kg, group);
    const parent = await aSignedInParentOf(t, kg, ana.id);
    return { director, kg, manciple, group, ana, boris, teacher, parent };
  }

  const week = (values: Record<string, unknown> = {}) => ({
    weekStart: WEEK,
    ageBand: MenuAgeBand.Senior,
    note: 'Меню за зимата',
    dishes: [
      { weekday: 1, mealType: MealType.Breakfast, recipeId: bread },
      { weekday: 1, mealType: MealType.Breakfast, recipeId: milk },
      { weekday: 2, mealType: MealType.AfternoonSnack, recipeId: milk },
    ],
    ...values,
  });

  const menuRow = async (id: number) =>
    (
      await t.db.query(
        `SELECT kindergarten_id, to_char(week_start, 'YYYY-MM-DD') AS week, age_band, status, note, approved_by, published_by
           FROM menus WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const dishRows = async (id: number) =>
    (
      await t.db.query(
        `SELECT weekday, meal_type, position, recipe_id FROM menu_dishes WHERE menu_id = $1 ORDER BY weekday, meal_type, position`,
        [id],
      )
    ).rows;

  it('answers 401 without a token on every call', async () => {
    const calls: [string, string][] = [
      ['get', `${MENUS}/overview-models`],
      ['get', `${MENUS}/meal-types`],
      ['get', `${MENUS}/configuration`],
      ['post', `${MENUS}/configuration`],
      ['get', `${MENUS}/groups`],
      ['get', `${MENUS}/weekly-menu/1/${WEEK}`],
      ['get', `${MENUS}/receipts?id=1`],
      ['get', `/api/Files/kitchen-menus?week=${WEEK}`],
      ['get', `${MENUS}/1`],
      ['post', MENUS],
      ['post', `${MENUS}/copy`],
      ['post', `${MENUS}/approve/1`],
      ['post', `${MENUS}/publish/1`],
      ['delete', `${MENUS}/1`],
      ['get', '/api/Meals/menu-types'],
      ['get', `${MENUS}/estimated-quantities-per-menu?id=1`],
      ['get', `${MENUS}/estimated-quantities-per-menu/report?id=1&format=pdf`],
    ];
    for (const [method, path] of calls) {
      await (request(t.http) as unknown as Record<string, (path: string) => request.Test>)[method]!(path).expect(401);
    }
  });

  it('builds a week, refuses to approve it while a recipe’s nutrition is incomplete, approves, publishes, edits back to a draft', async () => {
    const { director, manciple, kg } = await aKitchen();
    const created = await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ dishes: [...week().dishes, { weekday: 3, mealType: MealType.Lunch, recipeId: incomplete }] }))
      .expect(200);
    const id = created.body.entityId;
    expect(await menuRow(id)).toEqual({
      kindergarten_id: kg,
      week: WEEK,
      age_band: MenuAgeBand.Senior,
      status: MenuStatus.Draft,
      note: 'Меню за зимата',
      approved_by: null,
      published_by: null,
    });
    expect(await dishRows(id)).toEqual([
      { weekday: 1, meal_type: 1, position: 1, recipe_id: bread },
      { weekday: 1, meal_type: 1, position: 2, recipe_id: milk },
      { weekday: 2, meal_type: 4, position: 1, recipe_id: milk },
      { weekday: 3, meal_type: 3, position: 1, recipe_id: incomplete },
    ]);

    const details = (await request(t.http).get(`${MENUS}/${id}`).set(manciple.auth).expect(200)).body;
    // 100 g of each product per portion: a dish's values are the product's per 100 g; a day's are their sum.
    expect(
      details.days.map((day: { date: string; nutrients: { energyKcal: string } | null }) => [
        day.date,
        day.nutrients?.energyKcal ?? null,
      ]),
    ).toEqual([
      ['2026-11-30', '314.00'],
      ['2026-12-01', '64.00'],
      ['2026-12-02', '360.00'],
      ['2026-12-03', null],
      ['2026-12-04', null],
    ]);
    expect(details.days[0].nutrients.protein).toBe('13.30');
    expect(details.days[2].nutrients.sugars).toBeNull();
    // The week's average of the three days with dishes: (314 + 64 + 360) / 3 = 246; iron (2.5 + 1.25 + 1.25) / 3 = 1.667
    // (three places, as the product's column); sugars unknown on Wednesday.
    expect(details.weekAverage).toMatchObject({ energyKcal: '246.00', sugars: null, iron: '1.667' });
    expect(details.dishes.find((dish: { recipeId: number }) => dish.recipeId === bread).allergens).toEqual([Allergen.Gluten]);
    expect(details.incompleteRecipes).toEqual([{ id: incomplete, name: 'Ориз на фурна' }]);
    expect(details).toMatchObject({ mayEdit: true, mayApprove: false });

    await request(t.http).post(`${MENUS}/approve/${id}`).set(manciple.auth).expect(403);
    const refused = await request(t.http).post(`${MENUS}/approve/${id}`).set(director.auth).expect(409);
    expect(refused.body.message).toBe(menuMessages.incomplete(['Ориз на фурна']));
    expect((await menuRow(id)).status).toBe(MenuStatus.Draft);
    await request(t.http).post(`${MENUS}/publish/${id}`).set(director.auth).expect(409);

    await request(t.http).post(MENUS).set(manciple.auth).send(week({ id })).expect(200);
    await request(t.http).post(`${MENUS}/approve/${id}`).set(director.auth).expect(200);
    expect(await menuRow(id)).toMatchObject({ status: MenuStatus.Approved, approved_by: director.user.id });
    const deleteApproved = await request(t.http).delete(`${MENUS}/${id}`).set(manciple.auth).expect(409);
    expect(deleteApproved.body.message).toBe(menuMessages.deleteOnlyDraft);
    await request(t.http).post(`${MENUS}/publish/${id}`).set(director.auth).expect(200);
    expect(await menuRow(id)).toMatchObject({ status: MenuStatus.Published, published_by: director.user.id });

    // An edit of a published menu returns it to a draft: approval and publication are undone.
    await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ id, note: null }))
      .expect(200);
    expect(await menuRow(id)).toMatchObject({ status: MenuStatus.Draft, approved_by: null, published_by: null, note: null });

    const list = await request(t.http).get(`${MENUS}/overview-models?week=2026-12-02&ageBand=3`).set(manciple.auth).expect(200);
    expect(list.body).toEqual({
      result: [expect.objectContaining({ id, weekStart: WEEK, ageBand: 3, status: MenuStatus.Draft, dishesCount: 3 })],
      rowsCount: 1,
    });

    const pdf = await request(t.http).get(`${MENUS}/receipts?id=${id}`).set(manciple.auth).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    // Copy to the next week: a new draft with the same dishes; the same week again is refused.
    const copied = await request(t.http).post(`${MENUS}/copy`).set(manciple.auth).send({ id, weekStart: NEXT_WEEK }).expect(200);
    expect(await menuRow(copied.body.entityId)).toMatchObject({ week: NEXT_WEEK, status: MenuStatus.Draft, age_band: 3 });
    expect((await dishRows(copied.body.entityId)).map((dish: { recipe_id: number }) => dish.recipe_id)).toEqual([
      bread,
      milk,
      milk,
    ]);
    const again = await request(t.http).post(`${MENUS}/copy`).set(manciple.auth).send({ id, weekStart: NEXT_WEEK }).expect(400);
    expect(again.body.errors.weekStart).toEqual([menuMessages.weekTaken]);

    await request(t.http).delete(`${MENUS}/${copied.body.entityId}`).set(manciple.auth).expect(204);
    expect(await menuRow(copied.body.entityId)).toBeUndefined();
    expect(await dishRows(copied.body.entityId)).toEqual([]);
  });

  it('refuses bad menus with Bulgarian messages per field', async () => {
    const { manciple, kg } = await aKitchen();
    const other = await aSignedInMember(t, Role.Director);
    const foreignBook = await aRecipeBook(t.db, other.kindergartenId);
    const foreignProduct = await aFoodProduct(t.db, { categoryId: category, kindergartenId: other.kindergartenId });
    const foreign = await aRecipe(t.db, { bookId: foreignBook, productId: foreignProduct, kindergartenId: other.kindergartenId });
    const nursery = await aRecipe(t.db, { bookId: book, productId: await aFoodProduct(t.db, { categoryId: category }) });
    await t.db.query(`UPDATE recipes SET age_bands = '{1}' WHERE id = $1`, [nursery]);
    await t.db.query(
      `INSERT INTO menu_meal_settings (kindergarten_id, meal_type, position, served_at) VALUES ($1, 1, 1, '08:30'), ($1, 3, 2, '12:00')`,
      [kg],
    );

    const notMonday = await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ weekStart: '2026-12-01' }))
      .expect(400);
    expect(notMonday.body.errors.weekStart).toEqual([menuMessages.notMonday]);
    const bad = await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(
        week({
          dishes: [
            { weekday: 1, mealType: MealType.Breakfast, recipeId: foreign },
            { weekday: 1, mealType: MealType.AfternoonSnack, recipeId: bread },
            { weekday: 2, mealType: MealType.Lunch, recipeId: nursery },
          ],
        }),
      )
      .expect(400);
    expect(bad.body.errors).toEqual({
      'dishes.0.recipeId': [menuMessages.recipeNotFound],
      'dishes.1.mealType': [menuMessages.mealNotServed],
      'dishes.2.recipeId': [expect.stringContaining(menuMessages.recipeWithoutBand)],
    });
    const duplicate = await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ dishes: [week().dishes[0], week().dishes[0]] }))
      .expect(400);
    expect(duplicate.body.errors['dishes.1.recipeId']).toEqual([menuMessages.dishDuplicate]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM menus WHERE kindergarten_id = $1`, [kg])).rows[0].n).toBe(0);

    await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ dishes: [] }))
      .expect(200);
    const taken = await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ dishes: [] }))
      .expect(400);
    expect(taken.body.errors.weekStart).toEqual([menuMessages.weekTaken]);

    const badConfig = await request(t.http)
      .post(`${MENUS}/configuration`)
      .set(manciple.auth)
      .send({
        meals: [
          { mealType: 3, time: '12:00' },
          { mealType: 1, time: '8:30' },
        ],
      })
      .expect(400);
    expect(badConfig.body.errors['meals.1.time']).toEqual([menuMessages.time]);
  });

  it('saves the meal configuration and serves it as the meal types; the age bands as the menu types', async () => {
    const { manciple, kg, parent } = await aKitchen();
    const defaults = await request(t.http).get(`${MENUS}/configuration`).set(manciple.auth).expect(200);
    expect(defaults.body.meals.map((meal: { mealType: number }) => meal.mealType)).toEqual([1, 2, 3, 4]);
    const meals = [
      { mealType: MealType.Breakfast, time: '08:15' },
      { mealType: MealType.Lunch, time: '12:00' },
      { mealType: MealType.AfternoonSnack, time: '15:30' },
    ];
    await request(t.http).post(`${MENUS}/configuration`).set(manciple.auth).send({ meals }).expect(200);
    expect(
      (
        await t.db.query(
          `SELECT meal_type, position, to_char(served_at, 'HH24:MI') AS time FROM menu_meal_settings WHERE kindergarten_id = $1 ORDER BY position`,
          [kg],
        )
      ).rows,
    ).toEqual([
      { meal_type: 1, position: 1, time: '08:15' },
      { meal_type: 3, position: 2, time: '12:00' },
      { meal_type: 4, position: 3, time: '15:30' },
    ]);
    const types = await request(t.http).get(`${MENUS}/meal-types`).set(parent.auth).expect(200);
    expect(types.body).toEqual([
      { value: 1, label: 'Закуска', time: '08:15' },
      { value: 3, label: 'Обяд', time: '12:00' },
      { value: 4, label: 'Следобедна закуска', time: '15:30' },
    ]);
    await request(t.http).post(`${MENUS}/configuration`).set(parent.auth).send({ meals }).expect(403);
    const bands = await request(t.http).get('/api/Meals/menu-types').set(manciple.auth).expect(200);
    expect(bands.body.map((band: { value: number }) => band.value)).toEqual([1, 2, 3]);
  });

  it('shows a group’s week: a parent only a published one and only her own child’s warning; the teacher names; the storekeeper counts', async () => {
    const { director, manciple, group, ana, boris, teacher, parent, kg } = await aKitchen();
    const id = (await request(t.http).post(MENUS).set(manciple.auth).send(week()).expect(200)).body.entityId;
    const url = `${MENUS}/weekly-menu/${group}/2026-12-02`;

    const draftForParent = await request(t.http).get(url).set(parent.auth).expect(200);
    expect(draftForParent.body).toMatchObject({ classId: group, className: 'Слънчице', ageBand: 3, weekStart: WEEK, menu: null });
    await request(t.http).get(`${MENUS}/${id}`).set(parent.auth).expect(404);
    const parentList = await request(t.http).get(`${MENUS}/overview-models`).set(parent.auth).expect(200);
    expect(parentList.body.rowsCount).toBe(0);

    // Publishing tells the parents of the band's groups' children (their open /menu reloads), nobody else.
    const juniorChild = await aChild(t.db, kg, { classId: await aGroup(t.db, kg) });
    const juniorParent = await aSignedInParentOf(t, kg, juniorChild.id);
    const parentSocket = await socketOf(parent.token);
    const juniorSocket = await socketOf(juniorParent.token);
    const juniorHeard = recorder(juniorSocket, RealtimeEvent.MenuPublished);
    const published = nextEvent(parentSocket, RealtimeEvent.MenuPublished);
    await request(t.http).post(`${MENUS}/approve/${id}`).set(director.auth).expect(200);
    await request(t.http).post(`${MENUS}/publish/${id}`).set(director.auth).expect(200);
    expect(await published).toEqual({
      id,
      weekStart: WEEK,
      ageBand: MenuAgeBand.Senior,
      text: 'Публикувано е менюто за седмицата 30.11.2026 – 04.12.2026.',
    });
    await hubDelivered(t, juniorSocket);
    expect(juniorHeard).toEqual([]);

    const forParent = (await request(t.http).get(url).set(parent.auth).expect(200)).body.menu;
    const milkOnMonday = (menu: { dishes: { weekday: number; recipeId: number }[] }) =>
      menu.dishes.find((dish) => dish.weekday === 1 && dish.recipeId === milk) as unknown as Record<string, unknown>;
    expect(milkOnMonday(forParent)).toMatchObject({
      allergens: [Allergen.Milk],
      conflicts: [{ studentId: ana.id, fullName: 'Ана Иванова Петрова', allergens: [Allergen.Milk] }],
      conflictCounts: [],
    });
    const breadForParent = forParent.dishes.find((dish: { recipeId: number }) => dish.recipeId === bread);
    expect(breadForParent.conflicts).toEqual([]);
    await request(t.http).get(`${MENUS}/${id}`).set(parent.auth).expect(200);

    const forTeacher = (await request(t.http).get(url).set(teacher.auth).expect(200)).body.menu;
    expect(milkOnMonday(forTeacher).conflicts).toEqual([
      { studentId: ana.id, fullName: 'Ана Иванова Петрова', allergens: [Allergen.Milk] },
      { studentId: boris.id, fullName: 'Борис Иванова Петрова', allergens: [Allergen.Milk] },
    ]);
    const reads = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'student_health' AND entity_id = $1 AND kindergarten_id = $2`,
      [String(boris.id), kg],
    );
    expect(reads.rows[0].n).toBeGreaterThan(0);

    const forManciple = (await request(t.http).get(url).set(manciple.auth).expect(200)).body.menu;
    expect(milkOnMonday(forManciple)).toMatchObject({
      conflicts: [],
      conflictCounts: [{ allergen: Allergen.Milk, children: 2 }],
    });
    expect(forManciple.dishes.find((dish: { recipeId: number }) => dish.recipeId === bread).conflictCounts).toEqual([
      { allergen: Allergen.Gluten, children: 1 },
    ]);

    // A parent whose child is in another group does not reach this group; the groups of /menu are her child's.
    const otherGroup = await aGroup(t.db, kg);
    const otherChild = await aChild(t.db, kg, { classId: otherGroup });
    const otherParent = await aSignedInParentOf(t, kg, otherChild.id);
    await request(t.http).get(url).set(otherParent.auth).expect(404);
    const groups = await request(t.http).get(`${MENUS}/groups`).set(parent.auth).expect(200);
    expect(groups.body).toEqual([{ classId: group, className: 'Слънчице', ageBand: 3, children: ['Ана'] }]);
  });

  it('estimates the week’s products for the children expected each day, less the filed absences, and reports them', async () => {
    const { manciple, teacher, kg, ana } = await aKitchen();
    const id = (await request(t.http).post(MENUS).set(manciple.auth).send(week()).expect(200)).body.entityId;
    // Ана's family-reason absence on Tuesday is filed (pending): she is not expected that day.
    await t.db.query(
      `INSERT INTO student_attendance_requests (kindergarten_id, period_id, student_id, type, from_date, to_date, status)
       SELECT $1, id, $2, 1, '2026-12-01', '2026-12-01', 0 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`,
      [kg, ana.id],
    );
    const answer = await request(t.http).get(`${MENUS}/estimated-quantities-per-menu?id=${id}`).set(manciple.auth).expect(200);
    expect(answer.body.days.map((day: { date: string; children: number }) => [day.date, day.children])).toEqual([
      ['2026-11-30', 2],
      ['2026-12-01', 1],
      ['2026-12-02', 2],
      ['2026-12-03', 2],
      ['2026-12-04', 2],
    ]);
    // 100 g per portion (aRecipe): bread on Monday for 2; milk on Monday for 2 and on Tuesday for 1; stocked in kilograms.
    expect(
      answer.body.products.map((row: { netGrams: string; grossGrams: string; quantity: string; unit: number }) => [
        row.netGrams,
        row.grossGrams,
        row.quantity,
        row.unit,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['200.000', '200.000', '0.200', 3],
        ['300.000', '300.000', '0.300', 3],
      ]),
    );
    expect(answer.body.products).toHaveLength(2);

    const excel = await request(t.http)
      .get(`${MENUS}/estimated-quantities-per-menu/report?id=${id}&format=excel`)
      .set(manciple.auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect((excel.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    const pdf = await request(t.http)
      .get(`${MENUS}/estimated-quantities-per-menu/report?id=${id}&format=pdf`)
      .set(manciple.auth)
      .expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const noFormat = await request(t.http)
      .get(`${MENUS}/estimated-quantities-per-menu/report?id=${id}`)
      .set(manciple.auth)
      .expect(400);
    expect(noFormat.body.errors.format).toEqual(['Изберете формат: pdf или excel.']);
    await request(t.http).get(`${MENUS}/estimated-quantities-per-menu?id=${id}`).set(teacher.auth).expect(403);
    const stranger = await aSignedInMember(t, Role.Manciple);
    await request(t.http).get(`${MENUS}/estimated-quantities-per-menu?id=${id}`).set(stranger.auth).expect(404);
  });

  it('gives the kitchen the week’s approved menus of every band in one PDF, never a draft; 404 for a week without one', async () => {
    const { manciple, director, teacher, parent } = await aKitchen();
    const stranger = await aKitchen();
    const kitchenMenus = (auth: Record<string, string>, day: string) =>
      request(t.http).get(`/api/Files/kitchen-menus?week=${day}`).set(auth);
    const senior = (await request(t.http).post(MENUS).set(manciple.auth).send(week()).expect(200)).body.entityId;
    await request(t.http).post(`${MENUS}/approve/${senior}`).set(director.auth).expect(200);
    // The junior band's week is still a draft: not cooked from, not in the kitchen's file.
    await request(t.http)
      .post(MENUS)
      .set(manciple.auth)
      .send(week({ ageBand: MenuAgeBand.Junior, dishes: [] }))
      .expect(200);

    // Any day of the week names it (Wednesday here).
    const file = await kitchenMenus(manciple.auth, '2026-12-02').expect(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = (await pdfPages(file.body as Buffer)).join('\n');
    expect(text).toContain('Менюта за кухнята');
    expect(text).toContain(menuAgeBandLabels[MenuAgeBand.Senior]);
    expect(text).toContain('Хляб с масло (1)');
    expect(text).not.toContain(menuAgeBandLabels[MenuAgeBand.Junior]);
    await kitchenMenus(director.auth, WEEK).expect(200);

    expect((await kitchenMenus(manciple.auth, NEXT_WEEK).expect(404)).body.message).toBe(menuMessages.noApprovedMenus);
    // Another kindergarten's kitchen has no menu that week: its own file is refused, ours is never shown.
    expect((await kitchenMenus(stranger.manciple.auth, WEEK).expect(404)).body.message).toBe(menuMessages.noApprovedMenus);
    await kitchenMenus(teacher.auth, WEEK).expect(403);
    await kitchenMenus(parent.auth, WEEK).expect(403);
    expect((await kitchenMenus(manciple.auth, '30.11.2026').expect(400)).body.errors.week).toBeDefined();
  });

  it('answers 403 to roles without the right and 404 for another kindergarten’s menu or group', async () => {
    const { manciple, director, parent, teacher, group } = await aKitchen();
    const id = (await request(t.http).post(MENUS).set(manciple.auth).send(week()).expect(200)).body.entityId;
    const stranger = await aKitchen();
    const master = await aUser(t.db, { role: Role.Master });
    const masterAuth = { Authorization: `Bearer ${await signIn(t, master.email)}` };

    await request(t.http).post(MENUS).set(parent.auth).send(week()).expect(403);
    await request(t.http).post(MENUS).set(teacher.auth).send(week()).expect(403);
    await request(t.http).delete(`${MENUS}/${id}`).set(teacher.auth).expect(403);
    await request(t.http).post(`${MENUS}/publish/${id}`).set(manciple.auth).expect(403);
    await request(t.http).get(`${MENUS}/overview-models`).set(masterAuth).expect(403);

    for (const auth of [stranger.manciple.auth, stranger.director.auth]) {
      await request(t.http).get(`${MENUS}/${id}`).set(auth).expect(404);
      await request(t.http).get(`${MENUS}/receipts?id=${id}`).set(auth).expect(404);
      await request(t.http).get(`${MENUS}/weekly-menu/${group}/${WEEK}`).set(auth).expect(404);
    }
    await request(t.http).post(MENUS).set(stranger.manciple.auth).send(week({ id })).expect(404);
    await request(t.http).post(`${MENUS}/copy`).set(stranger.manciple.auth).send({ id, weekStart: NEXT_WEEK }).expect(404);
    await request(t.http).delete(`${MENUS}/${id}`).set(stranger.manciple.auth).expect(404);
    await request(t.http).post(`${MENUS}/approve/${id}`).set(stranger.director.auth).expect(404);
    await request(t.http).post(`${MENUS}/publish/${id}`).set(stranger.director.auth).expect(404);
    expect((await menuRow(id)).status).toBe(MenuStatus.Draft);
    expect(await dishRows(id)).toHaveLength(3);
    expect(director.kindergartenId).not.toBe(stranger.kg);
  });
});
