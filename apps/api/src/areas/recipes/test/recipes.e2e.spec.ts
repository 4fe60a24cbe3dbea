import {
  Allergen,
  MealType,
  MenuAgeBand,
  type NutrientKey,
  nutrientKeys,
  type NutritionItem,
  portionNutrition,
  ProductUnit,
  RecipeCategory,
  Role,
} from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aProductCategory } from '../../products/test/product-factories.js';
import { seedDemoRecipes } from '../../../../../../tools/seed/recipes-seed.js';
import { aFoodProduct, aRecipe, aRecipeBook } from './recipe-factories.js';

const BOOKS = '/api/RecipeBooks';
const RECIPES = '/api/Recipes';
const MANAGEMENT = '/api/administration/RecipeManagement';

const full = {
  energyKj: '100',
  protein: '1',
  fat: '1',
  saturatedFat: '0.5',
  carbohydrate: '1',
  sugars: '1',
  fibre: '0',
  salt: '0.1',
  calcium: '10',
  iron: '0.1',
};

describe('Recipes and recipe books: the master’s shared ones and a kindergarten’s own', () => {
  let t: TestApp;
  let master: Record<string, string>;
  let category: number;
  let milk: number;
  let rice: number;
  let eggs: number;
  let sharedBook: number;

  /** Мляко с ориз for the 3–5 and 5–7 bands: milk in millilitres, rice in grams, eggs by the piece with 12 % shell. */
  const milkWithRice = (bookId: number, name = 'Мляко с ориз') => ({
    bookId,
    name,
    category: RecipeCategory.Dessert,
    mealTypes: [MealType.AfternoonSnack, MealType.Breakfast],
    ageBands: [MenuAgeBand.Senior, MenuAgeBand.Junior],
    technology: 'Оризът се сварява в мляко.',
    ingredients: [
      {
        productId: milk,
        unit: ProductUnit.Millilitre,
        quantities: [
          { ageBand: MenuAgeBand.Junior, gross: '150' },
          { ageBand: MenuAgeBand.Senior, gross: '200' },
        ],
      },
      {
        productId: rice,
        unit: ProductUnit.Gram,
        cookingLossPercent: '',
        quantities: [
          { ageBand: MenuAgeBand.Junior, gross: '20' },
          { ageBand: MenuAgeBand.Senior, gross: '25,0', net: '25' },
        ],
      },
      {
        productId: eggs,
        unit: ProductUnit.Quantity,
        wastePercent: '12',
        quantities: [
          { ageBand: MenuAgeBand.Junior, gross: '0.25' },
          { ageBand: MenuAgeBand.Senior, gross: '0.25', net: '0.22' },
        ],
      },
    ],
  });

  beforeAll(async () => {
    t = await startTestApp();
    const user = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    category = await aProductCategory(t.db);
    milk = await aFoodProduct(t.db, {
      categoryId: category,
      name: `Мляко ${Date.now()}`,
      unit: ProductUnit.Liter,
      conversions: [{ unit: ProductUnit.Liter, grams: '1031' }],
      allergens: [Allergen.Milk],
      nutrients: { ...full, energyKcal: '61' },
    });
    rice = await aFoodProduct(t.db, { categoryId: category, nutrients: { ...full, energyKcal: '360' } });
    eggs = await aFoodProduct(t.db, {
      categoryId: category,
      unit: ProductUnit.Quantity,
      conversions: [{ unit: ProductUnit.Quantity, grams: '50' }],
      allergens: [Allergen.Eggs],
      nutrients: { ...full, energyKcal: '143' },
    });
    sharedBook = await aRecipeBook(t.db);
  });
  afterAll(() => t.close());

  const recipeRow = async (id: number) => (await t.db.query(`SELECT * FROM recipes WHERE id = $1`, [id])).rows[0];
  const quantities = async (id: number) =>
    (
      await t.db.query(
        `SELECT i.product_id, i.unit, i.waste_percent::text AS waste, q.age_band, q.gross::text AS gross, q.net::text AS net,
                q.kindergarten_id
           FROM recipe_ingredients i JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id
          WHERE i.recipe_id = $1 ORDER BY i.position, q.age_band`,
        [id],
      )
    ).rows;

  describe('the master’s shared recipes (POST/DELETE administration/RecipeManagement)', () => {
    it('creates a shared recipe deriving the net from the waste, computes its nutrition, edits and deletes it', async () => {
      const created = await request(t.http).post(MANAGEMENT).set(master).send(milkWithRice(sharedBook)).expect(200);
      const id = created.body.entityId;
      expect(await recipeRow(id)).toMatchObject({
        kindergarten_id: null,
        book_id: sharedBook,
        name: 'Мляко с ориз',
        category: RecipeCategory.Dessert,
        meal_types: [MealType.Breakfast, MealType.AfternoonSnack],
        age_bands: [MenuAgeBand.Junior, MenuAgeBand.Senior],
      });
      expect(await quantities(id)).toEqual([
        { product_id: milk, unit: 4, waste: '0.0', age_band: 2, gross: '150.000', net: '150.000', kindergarten_id: null },
        { product_id: milk, unit: 4, waste: '0.0', age_band: 3, gross: '200.000', net: '200.000', kindergarten_id: null },
        { product_id: rice, unit: 2, waste: '0.0', age_band: 2, gross: '20.000', net: '20.000', kindergarten_id: null },
        { product_id: rice, unit: 2, waste: '0.0', age_band: 3, gross: '25.000', net: '25.000', kindergarten_id: null },
        { product_id: eggs, unit: 1, waste: '12.0', age_band: 2, gross: '0.250', net: '0.220', kindergarten_id: null },
        { product_id: eggs, unit: 1, waste: '12.0', age_band: 3, gross: '0.250', net: '0.220', kindergarten_id: null },
      ]);

      const details = await request(t.http).get(`${RECIPES}/${id}`).set(master).expect(200);
      expect(details.body).toMatchObject({
        id,
        own: false,
        editable: true,
        ageBands: [2, 3],
        technology: 'Оризът се сварява в мляко.',
      });
      // 150 ml × 1.031 g × 0.61 + 20 g × 3.6 + 0.22 × 50 g × 1.43 = 94.3365 + 72 + 15.73
      expect(details.body.nutrition).toMatchObject({
        allergens: [Allergen.Eggs, Allergen.Milk],
        complete: true,
        missing: [],
        unsourced: [],
        bands: [
          { ageBand: 2, netGrams: '185.7', nutrients: { energyKcal: '182.07', energyKj: '185.65', salt: '0.186' } },
          { ageBand: 3, netGrams: '242.2', nutrients: { energyKcal: '231.51' } },
        ],
      });

      await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({
          ...milkWithRice(sharedBook, 'Мляко с ориз и ванилия'),
          id,
          ageBands: [MenuAgeBand.Junior],
          ingredients: [{ productId: rice, unit: ProductUnit.Gram, quantities: [{ ageBand: MenuAgeBand.Junior, gross: '30' }] }],
        })
        .expect(200);
      expect(await recipeRow(id)).toMatchObject({ name: 'Мляко с ориз и ванилия', age_bands: [MenuAgeBand.Junior] });
      expect((await quantities(id)).map((row) => [row.product_id, row.gross])).toEqual([[rice, '30.000']]);

      await request(t.http).delete(`${MANAGEMENT}/${id}`).set(master).expect(204);
      expect(await recipeRow(id)).toBeUndefined();
      expect((await t.db.query(`SELECT 1 FROM recipe_ingredients WHERE recipe_id = $1`, [id])).rowCount).toBe(0);
    });

    it('answers 400 with Bulgarian field messages and writes nothing', async () => {
      const bad = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({
          bookId: sharedBook,
          name: ' ',
          category: 0,
          ageBands: [MenuAgeBand.Senior],
          ingredients: [
            {
              productId: rice,
              unit: ProductUnit.Kilogram,
              wastePercent: '100',
              quantities: [{ ageBand: MenuAgeBand.Senior, gross: '0' }],
            },
          ],
        })
        .expect(400);
      expect(bad.body.errors).toEqual({
        name: ['Полето е задължително.'],
        category: ['Изберете вид на ястието.'],
        'ingredients.0.unit': ['Изберете мерна единица: грам, милилитър или брой.'],
        'ingredients.0.wastePercent': ['Въведете процент от 0 до 99,9 с до един знак след десетичната запетая.'],
        'ingredients.0.quantities.0.gross': [
          'Въведете количество: положително число до 99999 с до три знака след десетичната запетая.',
        ],
      });
      const across = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({
          ...milkWithRice(sharedBook, 'Нищо'),
          ageBands: [MenuAgeBand.Senior],
          ingredients: [
            { productId: rice, unit: ProductUnit.Gram, quantities: [{ ageBand: MenuAgeBand.Senior, gross: '10' }] },
            { productId: rice, unit: ProductUnit.Gram, quantities: [{ ageBand: MenuAgeBand.Junior, gross: '10', net: '11' }] },
          ],
        })
        .expect(400);
      expect(across.body.errors).toEqual({
        'ingredients.1.productId': ['Продуктът е добавен повече от веднъж.'],
        'ingredients.1.quantities': ['Въведете бруто за всяка избрана възрастова група (и само за тях).'],
        'ingredients.1.quantities.0.net': ['Нетото не може да е повече от брутото.'],
      });
      const none = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({ ...milkWithRice(sharedBook), ingredients: [], ageBands: [] })
        .expect(400);
      expect(none.body.errors).toEqual({
        ageBands: ['Изберете поне една възрастова група.'],
        ingredients: ['Добавете поне една съставка.'],
      });

      const director = await aSignedInMember(t, Role.Director);
      const own = await aFoodProduct(t.db, { categoryId: category, kindergartenId: director.kindergartenId });
      const ownBook = await aRecipeBook(t.db, director.kindergartenId);
      const notUsable = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({
          ...milkWithRice(ownBook, 'Нищо'),
          ageBands: [MenuAgeBand.Senior],
          ingredients: [
            { productId: own, unit: ProductUnit.Gram, quantities: [{ ageBand: MenuAgeBand.Senior, gross: '10' }] },
            { productId: rice, unit: ProductUnit.Quantity, quantities: [{ ageBand: MenuAgeBand.Senior, gross: '1' }] },
          ],
        })
        .expect(400);
      expect(notUsable.body.errors).toEqual({
        bookId: ['Книгата с рецепти не е намерена.'],
        'ingredients.0.productId': ['Продуктът не е намерен или не може да се използва в тази рецепта.'],
        'ingredients.1.unit': ['Продуктът няма преобразуване в грамове за тази мерна единица.'],
      });

      await request(t.http).post(MANAGEMENT).set(master).send(milkWithRice(sharedBook, 'Баница')).expect(200);
      const clash = await request(t.http).post(MANAGEMENT).set(master).send(milkWithRice(sharedBook, 'БАНИЦА')).expect(400);
      expect(clash.body.errors).toEqual({ name: ['Вече има рецепта с това наименование в книгата.'] });
      expect((await t.db.query(`SELECT 1 FROM recipes WHERE name IN ('Нищо', ' ')`)).rowCount).toBe(0);
    });

    it('does not let the master reach a kindergarten’s own recipe (404), and refuses others (401, 403)', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const book = await aRecipeBook(t.db, director.kindergartenId);
      const own = await aRecipe(t.db, { bookId: book, productId: rice, kindergartenId: director.kindergartenId, name: 'Чужда' });
      await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({ ...milkWithRice(sharedBook, 'Пак'), id: own })
        .expect(404);
      await request(t.http).delete(`${MANAGEMENT}/${own}`).set(master).expect(404);
      await request(t.http).get(`${RECIPES}/${own}`).set(master).expect(404);

      await request(t.http).post(MANAGEMENT).send(milkWithRice(sharedBook, 'Нов')).expect(401);
      await request(t.http).delete(`${MANAGEMENT}/${own}`).expect(401);
      await request(t.http).post(MANAGEMENT).set(director.auth).send(milkWithRice(sharedBook, 'Нов')).expect(403);
      await request(t.http).delete(`${MANAGEMENT}/${own}`).set(director.auth).expect(403);
      expect((await recipeRow(own)).name).toBe('Чужда');
      expect((await t.db.query(`SELECT 1 FROM recipes WHERE name = 'Нов'`)).rowCount).toBe(0);
    });
  });

  describe('a kindergarten’s recipes (GET/POST/DELETE Recipes, GET Recipes/nutritions)', () => {
    it('a storekeeper copies a shared recipe into an own book with an own product, finds it by its filters and deletes it', async () => {
      const storekeeper = await aSignedInMember(t, Role.Manciple);
      const shared = await aRecipe(t.db, { bookId: sharedBook, productId: milk, name: `Таратор ${Date.now()}` });
      const book = (await request(t.http).post(BOOKS).set(storekeeper.auth).send({ name: 'Нашите рецепти' }).expect(200)).body
        .entityId;
      expect((await t.db.query(`SELECT kindergarten_id FROM recipe_books WHERE id = $1`, [book])).rows[0]).toEqual({
        kindergarten_id: storekeeper.kindergartenId,
      });
      const cucumber = await aFoodProduct(t.db, {
        categoryId: category,
        kindergartenId: storekeeper.kindergartenId,
        name: 'Краставици от градината',
        nutrients: { energyKcal: '15' },
        source: null,
      });
      const body = {
        ...milkWithRice(book, 'Таратор по нашему'),
        category: RecipeCategory.Soup,
        mealTypes: [MealType.Lunch],
        ageBands: [MenuAgeBand.Nursery],
        copiedFromId: shared,
        ingredients: [
          { productId: milk, unit: ProductUnit.Millilitre, quantities: [{ ageBand: MenuAgeBand.Nursery, gross: '100' }] },
          {
            productId: cucumber,
            unit: ProductUnit.Gram,
            wastePercent: '10',
            quantities: [{ ageBand: MenuAgeBand.Nursery, gross: '50' }],
          },
        ],
      };
      const id = (await request(t.http).post(RECIPES).set(storekeeper.auth).send(body).expect(200)).body.entityId;
      expect(await recipeRow(id)).toMatchObject({
        kindergarten_id: storekeeper.kindergartenId,
        book_id: book,
        copied_from_id: shared,
      });
      expect((await quantities(id))[1]).toMatchObject({ net: '45.000', kindergarten_id: storekeeper.kindergartenId });

      const list = await request(t.http)
        .get(`${RECIPES}/overview-models`)
        .query({ mealType: MealType.Lunch, origin: 'own' })
        .set(storekeeper.auth)
        .expect(200);
      expect(list.body).toEqual({
        rowsCount: 1,
        result: [
          {
            id,
            name: 'Таратор по нашему',
            bookId: book,
            bookName: 'Нашите рецепти',
            own: true,
            category: RecipeCategory.Soup,
            mealTypes: [MealType.Lunch],
            ageBands: [MenuAgeBand.Nursery],
            allergens: [Allergen.Milk],
            ingredientsCount: 2,
            nutritionComplete: false,
          },
        ],
      });
      const freeOfMilk = await request(t.http)
        .get(`${RECIPES}/overview-models`)
        .query({ freeOf: Allergen.Milk, bookId: book })
        .set(storekeeper.auth)
        .expect(200);
      expect(freeOfMilk.body.rowsCount).toBe(0);
      const withShared = await request(t.http)
        .get(`${RECIPES}/overview-models`)
        .query({ search: 'Таратор' })
        .set(storekeeper.auth)
        .expect(200);
      expect(withShared.body.result.map((row: { id: number }) => row.id).sort()).toEqual([shared, id].sort());

      const nutritions = await request(t.http)
        .get(`${RECIPES}/nutritions`)
        .query({ ids: `${id},${shared}` })
        .set(storekeeper.auth)
        .expect(200);
      expect(nutritions.body.map((row: { recipeId: number }) => row.recipeId)).toEqual([id, shared]);
      expect(nutritions.body[0]).toMatchObject({
        complete: false,
        unsourced: [{ id: cucumber, name: 'Краставици от градината' }],
        missing: [
          {
            id: cucumber,
            nutrients: [
              'energyKj',
              'protein',
              'fat',
              'saturatedFat',
              'carbohydrate',
              'sugars',
              'fibre',
              'salt',
              'calcium',
              'iron',
            ],
          },
        ],
        // 100 ml × 1.031 × 0.61 + 45 g × 0.15; the protein is unknown, not counted as 0
        bands: [{ ageBand: 1, netGrams: '148.1', nutrients: { energyKcal: '69.64', protein: null } }],
      });
      expect(nutritions.body[1]).toMatchObject({ complete: true, allergens: [Allergen.Milk] });

      const books = await request(t.http).get(BOOKS).set(storekeeper.auth).expect(200);
      expect(books.body).toEqual(
        expect.arrayContaining([
          { id: sharedBook, name: expect.any(String), own: false, editable: false, recipesCount: expect.any(Number) },
          { id: book, name: 'Нашите рецепти', own: true, editable: true, recipesCount: 1 },
        ]),
      );
      const inUse = await request(t.http).delete(`${BOOKS}/${book}`).set(storekeeper.auth).expect(409);
      expect(inUse.body.message).toBe('Книгата не може да бъде изтрита: в нея има рецепти.');
      const productInUse = await request(t.http).delete(`/api/Products/${cucumber}`).set(storekeeper.auth).expect(409);
      expect(productInUse.body.message).toBe('Продуктът не може да бъде изтрит: използва се в рецепти или в други записи.');
      expect((await t.db.query(`SELECT 1 FROM products WHERE id = $1`, [cucumber])).rowCount).toBe(1);

      await request(t.http).delete(`${RECIPES}/${id}`).set(storekeeper.auth).expect(204);
      expect(await recipeRow(id)).toBeUndefined();
      await request(t.http).post(BOOKS).set(storekeeper.auth).send({ id: book, name: 'Зимни рецепти' }).expect(200);
      expect((await t.db.query(`SELECT name FROM recipe_books WHERE id = $1`, [book])).rows[0].name).toBe('Зимни рецепти');
      await request(t.http).delete(`${BOOKS}/${book}`).set(storekeeper.auth).expect(204);
      expect((await t.db.query(`SELECT 1 FROM recipe_books WHERE id = $1`, [book])).rowCount).toBe(0);
    });

    it('a kindergarten cannot change the master’s recipe or book (403), only copy it', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const shared = await aRecipe(t.db, { bookId: sharedBook, productId: rice, name: `Пиле с ориз ${Date.now()}` });
      const details = await request(t.http).get(`${RECIPES}/${shared}`).set(director.auth).expect(200);
      expect(details.body).toMatchObject({ own: false, editable: false });
      await request(t.http)
        .post(RECIPES)
        .set(director.auth)
        .send({ ...milkWithRice(sharedBook, 'Промяна'), id: shared })
        .expect(403);
      await request(t.http).delete(`${RECIPES}/${shared}`).set(director.auth).expect(403);
      await request(t.http).post(BOOKS).set(director.auth).send({ id: sharedBook, name: 'Моята' }).expect(403);
      await request(t.http).delete(`${BOOKS}/${sharedBook}`).set(director.auth).expect(403);
      const intoShared = await request(t.http)
        .post(RECIPES)
        .set(director.auth)
        .send(milkWithRice(sharedBook, 'В общата'))
        .expect(400);
      expect(intoShared.body.errors).toEqual({ bookId: ['Общите книги се променят само от администратора.'] });
      expect((await recipeRow(shared)).name).toMatch(/^Пиле с ориз/);
      expect((await t.db.query(`SELECT 1 FROM recipes WHERE name IN ('Промяна', 'В общата')`)).rowCount).toBe(0);
    });

    it('answers 404 for another kindergarten’s recipe and book, and leaves them out of the nutritions', async () => {
      const owner = await aSignedInMember(t, Role.Manciple);
      const other = await aSignedInMember(t, Role.Manciple);
      const book = await aRecipeBook(t.db, owner.kindergartenId);
      const theirs = await aRecipe(t.db, { bookId: book, productId: rice, kindergartenId: owner.kindergartenId, name: 'Тяхна' });
      await request(t.http).get(`${RECIPES}/${theirs}`).set(other.auth).expect(404);
      await request(t.http)
        .post(RECIPES)
        .set(other.auth)
        .send({ ...milkWithRice(book, 'Моя'), id: theirs })
        .expect(404);
      await request(t.http).delete(`${RECIPES}/${theirs}`).set(other.auth).expect(404);
      await request(t.http).post(BOOKS).set(other.auth).send({ id: book, name: 'Моя' }).expect(404);
      await request(t.http).delete(`${BOOKS}/${book}`).set(other.auth).expect(404);
      const otherBook = await aRecipeBook(t.db, other.kindergartenId);
      const foreignBook = await request(t.http).post(RECIPES).set(other.auth).send(milkWithRice(book, 'Моя')).expect(400);
      expect(foreignBook.body.errors).toEqual({ bookId: ['Книгата с рецепти не е намерена.'] });
      const copyOfOwn = await request(t.http)
        .post(RECIPES)
        .set(other.auth)
        .send({ ...milkWithRice(otherBook, 'Моя'), copiedFromId: theirs })
        .expect(400);
      expect(copyOfOwn.body.errors).toEqual({ copiedFromId: ['Може да се копира само обща рецепта.'] });
      expect(
        (await request(t.http).get(`${RECIPES}/nutritions`).query({ ids: theirs }).set(other.auth).expect(200)).body,
      ).toEqual([]);
      const seen = await request(t.http).get(`${RECIPES}/overview-models`).query({ search: 'Тяхна' }).set(other.auth).expect(200);
      expect(seen.body.rowsCount).toBe(0);
      expect((await recipeRow(theirs)).name).toBe('Тяхна');
      expect((await t.db.query(`SELECT 1 FROM recipes WHERE name = 'Моя'`)).rowCount).toBe(0);
    });

    it('answers 400 with Bulgarian messages to bad bodies and queries', async () => {
      const storekeeper = await aSignedInMember(t, Role.Manciple);
      const bad = await request(t.http)
        .post(RECIPES)
        .set(storekeeper.auth)
        .send({ bookId: 'x', name: 'a'.repeat(201), category: RecipeCategory.Soup })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['ageBands', 'bookId', 'ingredients', 'name']);
      const book = await request(t.http).post(BOOKS).set(storekeeper.auth).send({ name: '' }).expect(400);
      expect(book.body.errors).toEqual({ name: ['Полето е задължително.'] });
      await request(t.http).post(BOOKS).set(storekeeper.auth).send({ name: 'Супи' }).expect(200);
      const taken = await request(t.http).post(BOOKS).set(storekeeper.auth).send({ name: 'СУПИ' }).expect(400);
      expect(taken.body.errors).toEqual({ name: ['Вече има книга с това наименование.'] });
      const tooMany = await request(t.http)
        .get(`${RECIPES}/nutritions`)
        .query({ ids: Array.from({ length: 201 }, (_, index) => index + 1).join(',') })
        .set(storekeeper.auth)
        .expect(400);
      expect(tooMany.body.errors).toEqual({ ids: ['Най-много 200 рецепти наведнъж.'] });
      await request(t.http).get(`${RECIPES}/overview-models`).query({ allergen: 15 }).set(storekeeper.auth).expect(400);
    });

    it('answers 401 without a token and 403 to a teacher and a parent on every call', async () => {
      const teacher = await aSignedInMember(t, Role.Teacher);
      const parent = await aSignedInMember(t, Role.Parent);
      const calls = [
        () => request(t.http).get(BOOKS),
        () => request(t.http).post(BOOKS).send({ name: 'Книга' }),
        () => request(t.http).delete(`${BOOKS}/${sharedBook}`),
        () => request(t.http).get(`${RECIPES}/overview-models`),
        () => request(t.http).get(`${RECIPES}/nutritions`).query({ ids: '1' }),
        () => request(t.http).get(`${RECIPES}/1`),
        () => request(t.http).post(RECIPES).send(milkWithRice(sharedBook, 'Нов')),
        () => request(t.http).delete(`${RECIPES}/1`),
      ];
      for (const call of calls) {
        await call().expect(401);
        await call().set(teacher.auth).expect(403);
        await call().set(parent.auth).expect(403);
      }
      expect((await t.db.query(`SELECT 1 FROM recipe_books WHERE name = 'Книга'`)).rowCount).toBe(0);
    });
  });

  describe('the master’s shared books (RecipeBooks)', () => {
    it('the master adds, renames and deletes a shared book and sees no kindergarten’s books', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const theirs = await aRecipeBook(t.db, director.kindergartenId, 'Книга на градината');
      const id = (await request(t.http).post(BOOKS).set(master).send({ name: 'Рецептурник за детски градини' }).expect(200)).body
        .entityId;
      expect(
        (await t.db.query(`SELECT kindergarten_id FROM recipe_books WHERE id = $1`, [id])).rows[0].kindergarten_id,
      ).toBeNull();
      const books = await request(t.http).get(BOOKS).set(master).expect(200);
      expect(books.body).toContainEqual({
        id,
        name: 'Рецептурник за детски градини',
        own: false,
        editable: true,
        recipesCount: 0,
      });
      expect(books.body.map((book: { id: number }) => book.id)).not.toContain(theirs);
      await request(t.http).post(BOOKS).set(master).send({ id: theirs, name: 'Чужда' }).expect(404);
      await request(t.http).post(BOOKS).set(master).send({ id, name: 'Рецептурник' }).expect(200);
      await request(t.http).delete(`${BOOKS}/${id}`).set(master).expect(204);
      expect((await t.db.query(`SELECT 1 FROM recipe_books WHERE id = $1`, [id])).rowCount).toBe(0);
    });
  });

  describe('the demo’s shared book (tools/seed/recipes-seed.ts)', () => {
    it('builds eight recipes from the catalogue whose nutrition and allergens a storekeeper reads in one call', async () => {
      expect(await seedDemoRecipes(t.db)).toEqual({ recipes: 8 });
      expect(await seedDemoRecipes(t.db)).toEqual({ recipes: 0 });
      const storekeeper = await aSignedInMember(t, Role.Manciple);
      const { rows } = await t.db.query(
        `SELECT r.id, r.name FROM recipes r JOIN recipe_books b ON b.id = r.book_id WHERE b.name = 'Примерни рецепти (демо)' ORDER BY r.id`,
      );
      expect(rows).toHaveLength(8);
      const answer = await request(t.http)
        .get(`${RECIPES}/nutritions`)
        .query({ ids: rows.map((row) => row.id).join(',') })
        .set(storekeeper.auth)
        .expect(200);
      const byName = new Map(answer.body.map((recipe: { name: string }) => [recipe.name, recipe]));
      expect(byName.get('Таратор')).toMatchObject({ allergens: [Allergen.Milk, Allergen.Nuts] });
      expect(byName.get('Млечна баница')).toMatchObject({ allergens: [Allergen.Gluten, Allergen.Eggs, Allergen.Milk] });
      for (const recipe of answer.body as { bands: { nutrients: { energyKcal: string | null } }[] }[]) {
        for (const band of recipe.bands) expect(Number(band.nutrients.energyKcal)).toBeGreaterThan(50);
      }

      // The statement's figures equal the TypeScript mirror's (libs/contracts/src/recipe-arithmetic.ts) on the same data.
      const inputs = await t.db.query(
        `SELECT r.id AS recipe, q.age_band AS band, q.net::text AS net, i.unit, i.cooking_loss_percent::text AS loss,
                ${nutrientKeys.map((key) => `p.${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}::text AS "${key}"`).join(', ')},
                coalesce((SELECT json_agg(json_build_object('unit', v.unit, 'grams', v.grams::text))
                  FROM product_conversions v WHERE v.product_id = p.id), '[]') AS conversions
           FROM recipes r JOIN recipe_ingredients i ON i.recipe_id = r.id JOIN products p ON p.id = i.product_id
           JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id
          WHERE r.id = ANY($1::int[])`,
        [rows.map((row) => row.id)],
      );
      const mirror = new Map<string, NutritionItem[]>();
      for (const input of inputs.rows) {
        const items = mirror.get(`${input.recipe}/${input.band}`) ?? [];
        items.push({
          net: input.net,
          unit: input.unit,
          conversions: input.conversions,
          cookingLossPercent: input.loss,
          nutrients: Object.fromEntries(nutrientKeys.map((key) => [key, input[key]])) as Record<NutrientKey, string | null>,
        });
        mirror.set(`${input.recipe}/${input.band}`, items);
      }
      const compared = (answer.body as { recipeId: number; bands: { ageBand: number }[] }[]).flatMap((recipe) =>
        recipe.bands.map((band) => {
          expect(band).toEqual({
            ageBand: band.ageBand,
            ...portionNutrition(mirror.get(`${recipe.recipeId}/${band.ageBand}`) ?? []),
          });
          return band;
        }),
      );
      expect(compared.length).toBe(6 * 3 + 2 * 2);
    });
  });
});
