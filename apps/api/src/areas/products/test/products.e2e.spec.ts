import { Allergen, ProductUnit, Role, StorageCondition } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aProduct, aProductCategory } from './product-factories.js';

const MANAGEMENT = '/api/administration/ProductManagement';
const PRODUCTS = '/api/Products';

/** A catalogue product body as the master's form sends it. */
const eggs = (categoryId: number, name = 'Яйца от тестовия кокошарник') => ({
  name,
  categoryId,
  unit: ProductUnit.Quantity,
  storageCondition: StorageCondition.Chilled,
  ediblePercent: '88,0',
  conversions: [{ unit: ProductUnit.Quantity, grams: '50' }],
  allergens: [Allergen.Eggs],
  nutrients: { energyKcal: '143', protein: '12.56', fat: '9.51', salt: '0.355', calcium: '56', iron: '1.75', sugars: '' },
  nutrientSource: 'USDA SR28 NDB 01123',
  nutrientSourceDescription: 'Egg, whole, raw, fresh',
});

describe('Products: the master’s catalogue and a kindergarten’s own products', () => {
  let t: TestApp;
  let master: Record<string, string>;
  let category: number;
  let otherCategory: number;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    category = await aProductCategory(t.db);
    otherCategory = await aProductCategory(t.db);
  });
  afterAll(() => t.close());

  const productRow = async (id: number) => (await t.db.query(`SELECT * FROM products WHERE id = $1`, [id])).rows[0];
  const children = async (id: number) => ({
    conversions: (
      await t.db.query(`SELECT unit, grams::text, kindergarten_id FROM product_conversions WHERE product_id = $1 ORDER BY unit`, [
        id,
      ])
    ).rows,
    allergens: (
      await t.db.query(`SELECT allergen FROM product_allergens WHERE product_id = $1 ORDER BY allergen`, [id])
    ).rows.map((row) => row.allergen),
    substitutes: (
      await t.db.query(`SELECT substitute_id FROM product_substitutions WHERE product_id = $1 ORDER BY substitute_id`, [id])
    ).rows.map((row) => row.substitute_id),
  });

  describe('the master’s catalogue (POST/DELETE administration/ProductManagement)', () => {
    it('creates a catalogue product with conversions, allergens, nutrients and source, then edits and deletes it', async () => {
      const created = await request(t.http).post(MANAGEMENT).set(master).send(eggs(category)).expect(200);
      const id = created.body.entityId;
      const row = await productRow(id);
      expect(row).toMatchObject({
        kindergarten_id: null,
        category_id: category,
        name: 'Яйца от тестовия кокошарник',
        unit: ProductUnit.Quantity,
        storage_condition: StorageCondition.Chilled,
        edible_share: '0.880',
        energy_kcal: '143.00',
        protein: '12.56',
        salt: '0.355',
        sugars: null,
        fibre: null,
        nutrient_source: 'USDA SR28 NDB 01123',
      });
      expect(await children(id)).toEqual({
        conversions: [{ unit: ProductUnit.Quantity, grams: '50.000', kindergarten_id: null }],
        allergens: [Allergen.Eggs],
        substitutes: [],
      });

      const substitute = await aProduct(t.db, { categoryId: category, name: 'Яйчен прах от тестовия кокошарник' });
      await request(t.http)
        .post(`${MANAGEMENT}/${id}`)
        .set(master)
        .send({
          ...eggs(otherCategory, 'Яйца от тестовото село'),
          allergens: [],
          nutrientSource: '',
          nutrients: {},
          substituteIds: [substitute],
        })
        .expect(200);
      expect(await productRow(id)).toMatchObject({
        name: 'Яйца от тестовото село',
        category_id: otherCategory,
        energy_kcal: null,
        nutrient_source: null,
      });
      expect(await children(id)).toMatchObject({ allergens: [], substitutes: [substitute] });

      await request(t.http).delete(`${MANAGEMENT}/${id}`).set(master).expect(204);
      expect(await productRow(id)).toBeUndefined();
      expect((await t.db.query(`SELECT 1 FROM product_substitutions WHERE product_id = $1`, [id])).rowCount).toBe(0);
    });

    it('answers 400 with Bulgarian field messages and writes nothing', async () => {
      const bad = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({
          name: ' ',
          categoryId: category,
          unit: 0,
          ediblePercent: '120',
          conversions: [
            { unit: ProductUnit.Gram, grams: '1' },
            { unit: ProductUnit.Quantity, grams: '-5' },
          ],
          allergens: [15],
          nutrients: { protein: '101', energyKcal: '12.345' },
        })
        .expect(400);
      expect(bad.body.errors).toEqual({
        name: ['Полето е задължително.'],
        unit: ['Изберете мерна единица.'],
        ediblePercent: ['Годната част е в проценти: над 0 и най-много 100, с до един знак след десетичната запетая.'],
        'conversions.1.grams': ['Въведете грамове: положително число с до три знака след десетичната запетая.'],
        'allergens.0': ['Изберете една от позволените стойности.'],
        'nutrients.protein': ['Въведете g на 100 г: число от 0 до 100 с до два знака след десетичната запетая.'],
        'nutrients.energyKcal': ['Въведете kcal на 100 г: число от 0 до 1000 с до два знака след десетичната запетая.'],
      });
      const fixedUnit = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({ ...eggs(category, 'Брашно от тестовата мелница'), conversions: [{ unit: ProductUnit.Kilogram, grams: '1000' }] })
        .expect(400);
      expect(fixedUnit.body.errors).toEqual({
        'conversions.0.unit': ['Грамът и килограмът нямат нужда от преобразуване (1 г и 1000 г).'],
      });
      const unknownCategory = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send(eggs(999999, 'Ориз от тестовата нива'))
        .expect(400);
      expect(unknownCategory.body.errors).toEqual({ categoryId: ['Категорията не е намерена.'] });
      const sourceOnly = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send({ ...eggs(category, 'Ориз от тестовата нива'), nutrients: {} })
        .expect(400);
      expect(sourceOnly.body.errors).toEqual({
        nutrientSource: ['Посочете източник само когато има въведени хранителни стойности.'],
      });
      expect(
        (await t.db.query(`SELECT 1 FROM products WHERE name IN ('Брашно от тестовата мелница', 'Ориз от тестовата нива')`))
          .rowCount,
      ).toBe(0);

      await request(t.http).post(MANAGEMENT).set(master).send(eggs(category, 'Кашкавал от тестовата мандра')).expect(200);
      const clash = await request(t.http)
        .post(MANAGEMENT)
        .set(master)
        .send(eggs(category, 'КАШКАВАЛ ОТ ТЕСТОВАТА МАНДРА'))
        .expect(400);
      expect(clash.body.errors).toEqual({ name: ['Вече има продукт с това наименование в каталога.'] });
    });

    it('does not let the master change a kindergarten’s own product through the catalogue (404)', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const own = await aProduct(t.db, { categoryId: category, kindergartenId: director.kindergartenId, name: 'Домашна баница' });
      await request(t.http).post(`${MANAGEMENT}/${own}`).set(master).send(eggs(category, 'Чужда')).expect(404);
      await request(t.http).delete(`${MANAGEMENT}/${own}`).set(master).expect(404);
      await request(t.http).get(`${PRODUCTS}/${own}`).set(master).expect(404);
      await request(t.http).delete(`${MANAGEMENT}/999999`).set(master).expect(404);
      expect((await productRow(own)).name).toBe('Домашна баница');
    });

    it('answers 401 without a token and 403 to a director, writing nothing', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const id = await aProduct(t.db, { categoryId: category, name: 'Мед от тестовия пчелин' });
      await request(t.http).post(MANAGEMENT).send(eggs(category, 'Нов')).expect(401);
      await request(t.http).post(`${MANAGEMENT}/${id}`).send(eggs(category, 'Нов')).expect(401);
      await request(t.http).delete(`${MANAGEMENT}/${id}`).expect(401);
      await request(t.http).post(MANAGEMENT).set(director.auth).send(eggs(category, 'Нов')).expect(403);
      await request(t.http).post(`${MANAGEMENT}/${id}`).set(director.auth).send(eggs(category, 'Нов')).expect(403);
      await request(t.http).delete(`${MANAGEMENT}/${id}`).set(director.auth).expect(403);
      expect((await productRow(id)).name).toBe('Мед от тестовия пчелин');
      expect((await t.db.query(`SELECT 1 FROM products WHERE name = 'Нов'`)).rowCount).toBe(0);
    });
  });

  describe('a kindergarten’s products (POST/GET/DELETE Products)', () => {
    it('a storekeeper adds an own product copied from the catalogue, reads it, edits and deletes it', async () => {
      const storekeeper = await aSignedInMember(t, Role.Manciple);
      const catalogue = await aProduct(t.db, {
        categoryId: category,
        name: 'Масло от тестовата мандра',
        allergens: [Allergen.Milk],
      });
      const created = await request(t.http)
        .post(PRODUCTS)
        .set(storekeeper.auth)
        .send({ ...eggs(category, 'Масло краве от село'), copiedFromId: catalogue, substituteIds: [catalogue] })
        .expect(200);
      const id = created.body.entityId;
      expect(await productRow(id)).toMatchObject({ kindergarten_id: storekeeper.kindergartenId, copied_from_id: catalogue });
      expect(await children(id)).toEqual({
        conversions: [{ unit: ProductUnit.Quantity, grams: '50.000', kindergarten_id: storekeeper.kindergartenId }],
        allergens: [Allergen.Eggs],
        substitutes: [catalogue],
      });

      const details = await request(t.http).get(`${PRODUCTS}/${id}`).set(storekeeper.auth).expect(200);
      expect(details.body).toMatchObject({
        id,
        name: 'Масло краве от село',
        own: true,
        editable: true,
        copiedFrom: { id: catalogue, name: 'Масло от тестовата мандра', own: false },
        ediblePercent: '88.0',
        conversions: [{ unit: ProductUnit.Quantity, grams: '50.000' }],
        nutrients: { energyKcal: '143.00', protein: '12.56', fibre: null, salt: '0.355' },
        nutrientSource: 'USDA SR28 NDB 01123',
        substitutes: [{ id: catalogue, name: 'Масло от тестовата мандра', own: false }],
      });
      const catalogueDetails = await request(t.http).get(`${PRODUCTS}/${catalogue}`).set(storekeeper.auth).expect(200);
      expect(catalogueDetails.body).toMatchObject({ own: false, editable: false, allergens: [Allergen.Milk] });

      await request(t.http)
        .post(PRODUCTS)
        .set(storekeeper.auth)
        .send({ ...eggs(category, 'Масло от село'), id, conversions: [] })
        .expect(200);
      expect(await productRow(id)).toMatchObject({ name: 'Масло от село', copied_from_id: catalogue });
      expect((await children(id)).conversions).toEqual([]);

      await request(t.http).delete(`${PRODUCTS}/${id}`).set(storekeeper.auth).expect(204);
      expect(await productRow(id)).toBeUndefined();
      expect(await productRow(catalogue)).toBeDefined();
    });

    it('lists the catalogue and the own products with filters, paged, in Bulgarian order', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const other = await aSignedInMember(t, Role.Director);
      const sub = await aProductCategory(t.db, 'Подкатегория на списъка', otherCategory);
      const tag = `Тест-${Date.now()}`;
      const ids = {
        apple: await aProduct(t.db, { categoryId: sub, name: `${tag} ябълка` }),
        cheese: await aProduct(t.db, { categoryId: otherCategory, name: `${tag} бяло сирене`, allergens: [Allergen.Milk] }),
        own: await aProduct(t.db, { categoryId: sub, name: `${tag} айран`, kindergartenId: director.kindergartenId }),
        foreign: await aProduct(t.db, { categoryId: sub, name: `${tag} чужд`, kindergartenId: other.kindergartenId }),
      };
      const list = async (query: Record<string, string | number>) =>
        (
          await request(t.http)
            .get(`${PRODUCTS}/overview-models`)
            .set(director.auth)
            .query({ search: tag, ...query })
            .expect(200)
        ).body;

      const all = await list({});
      expect(all.rowsCount).toBe(3);
      expect(all.result.map((row: { id: number }) => row.id)).toEqual([ids.own, ids.cheese, ids.apple]);
      expect(all.result[1]).toEqual({
        id: ids.cheese,
        name: `${tag} бяло сирене`,
        categoryId: otherCategory,
        categoryName: expect.any(String),
        unit: ProductUnit.Gram,
        own: false,
        allergens: [Allergen.Milk],
        storageCondition: null,
        energyKcal: null,
        unsourced: true,
      });
      expect(all.result[2].categoryName).toMatch(/ › Подкатегория на списъка$/);
      expect((await list({ origin: 'own' })).result.map((row: { id: number }) => row.id)).toEqual([ids.own]);
      expect((await list({ origin: 'catalogue' })).rowsCount).toBe(2);
      expect((await list({ allergen: Allergen.Milk })).result.map((row: { id: number }) => row.id)).toEqual([ids.cheese]);
      expect((await list({ categoryId: otherCategory })).rowsCount).toBe(3);
      expect((await list({ categoryId: sub })).result.map((row: { id: number }) => row.id)).toEqual([ids.own, ids.apple]);
      const page2 = await list({ pageSize: 2, pageNumber: 2 });
      expect(page2).toMatchObject({ rowsCount: 3, result: [{ id: ids.apple }] });
      expect((await list({ search: `${tag} АЙР` })).result.map((row: { id: number }) => row.id)).toEqual([ids.own]);

      const masterList = await request(t.http).get(`${PRODUCTS}/overview-models`).set(master).query({ search: tag }).expect(200);
      expect(masterList.body.rowsCount).toBe(2);

      const lookup = await request(t.http).get(`${PRODUCTS}/list`).set(director.auth).query({ search: tag }).expect(200);
      expect(lookup.body).toEqual([
        { id: ids.own, name: `${tag} айран`, unit: ProductUnit.Gram, categoryId: sub, own: true },
        { id: ids.cheese, name: `${tag} бяло сирене`, unit: ProductUnit.Gram, categoryId: otherCategory, own: false },
        { id: ids.apple, name: `${tag} ябълка`, unit: ProductUnit.Gram, categoryId: sub, own: false },
      ]);

      const bad = await request(t.http).get(`${PRODUCTS}/overview-models`).set(director.auth).query({ allergen: 15 }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['allergen']);
    });

    it('answers 404 for another kindergarten’s product and 403 for a catalogue product, changing nothing', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const other = await aSignedInMember(t, Role.Director);
      const foreign = await aProduct(t.db, { categoryId: category, kindergartenId: other.kindergartenId, name: 'Чужд продукт' });
      const catalogue = await aProduct(t.db, { categoryId: category, name: 'Каталожен продукт' });
      await request(t.http).get(`${PRODUCTS}/${foreign}`).set(director.auth).expect(404);
      await request(t.http)
        .post(PRODUCTS)
        .set(director.auth)
        .send({ ...eggs(category, 'Откраднат'), id: foreign })
        .expect(404);
      await request(t.http).delete(`${PRODUCTS}/${foreign}`).set(director.auth).expect(404);
      const readOnly = await request(t.http)
        .post(PRODUCTS)
        .set(director.auth)
        .send({ ...eggs(category, 'Променен'), id: catalogue })
        .expect(403);
      expect(readOnly.body.message).toBe(
        'Продуктите от каталога се променят само от администратора. Копирайте продукта като собствен.',
      );
      await request(t.http).delete(`${PRODUCTS}/${catalogue}`).set(director.auth).expect(403);
      const foreignSubstitute = await request(t.http)
        .post(PRODUCTS)
        .set(director.auth)
        .send({ ...eggs(category, 'С чужд заместител'), substituteIds: [foreign] })
        .expect(400);
      expect(foreignSubstitute.body.errors).toEqual({ substituteIds: ['Някои от заместителите не са намерени.'] });
      const foreignCopy = await request(t.http)
        .post(PRODUCTS)
        .set(director.auth)
        .send({ ...eggs(category, 'Копие на чужд'), copiedFromId: foreign })
        .expect(400);
      expect(foreignCopy.body.errors).toEqual({ copiedFromId: ['Може да се копира само продукт от каталога.'] });
      expect((await productRow(foreign)).name).toBe('Чужд продукт');
      expect((await productRow(catalogue)).name).toBe('Каталожен продукт');
    });

    it('answers 400 for a name the kindergarten already uses, but lets another kindergarten use it', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const other = await aSignedInMember(t, Role.Director);
      await request(t.http)
        .post(PRODUCTS)
        .set(director.auth)
        .send(eggs(category, 'Кисело мляко от тестовата мандра'))
        .expect(200);
      const clash = await request(t.http)
        .post(PRODUCTS)
        .set(director.auth)
        .send(eggs(category, 'кисело мляко от тестовата мандра'))
        .expect(400);
      expect(clash.body.errors).toEqual({ name: ['Вече има продукт с това наименование.'] });
      await request(t.http).post(PRODUCTS).set(other.auth).send(eggs(category, 'Кисело мляко от тестовата мандра')).expect(200);
      const rows = await t.db.query(
        `SELECT kindergarten_id FROM products WHERE name = 'Кисело мляко от тестовата мандра' ORDER BY kindergarten_id`,
      );
      expect(rows.rows.map((row) => row.kindergarten_id)).toEqual([director.kindergartenId, other.kindergartenId]);
    });

    it('answers 401 without a token and 403 to a teacher and a parent', async () => {
      const teacher = await aSignedInMember(t, Role.Teacher);
      const parent = await aSignedInMember(t, Role.Parent);
      const id = await aProduct(t.db, {
        categoryId: category,
        kindergartenId: teacher.kindergartenId,
        name: 'Леща от тестовата нива',
      });
      for (const path of [
        'overview-models',
        'list',
        'categories',
        'allergens',
        'storage-conditions',
        'product-substitutions',
        `${id}`,
      ]) {
        await request(t.http).get(`${PRODUCTS}/${path}`).expect(401);
        await request(t.http).get(`${PRODUCTS}/${path}`).set(teacher.auth).expect(403);
        await request(t.http).get(`${PRODUCTS}/${path}`).set(parent.auth).expect(403);
      }
      await request(t.http).post(PRODUCTS).send(eggs(category, 'Нахут от тестовата нива')).expect(401);
      await request(t.http).post(PRODUCTS).set(teacher.auth).send(eggs(category, 'Нахут от тестовата нива')).expect(403);
      await request(t.http).delete(`${PRODUCTS}/${id}`).expect(401);
      await request(t.http).delete(`${PRODUCTS}/${id}`).set(teacher.auth).expect(403);
      expect(await productRow(id)).toBeDefined();
      expect((await t.db.query(`SELECT 1 FROM products WHERE name = 'Нахут от тестовата нива'`)).rowCount).toBe(0);
    });
  });

  describe('substitutions (GET/POST Products/product-substitutions)', () => {
    it('the master sets a catalogue product’s substitutes; a kindergarten its own product’s', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const butter = await aProduct(t.db, { categoryId: category, name: 'Краве масло за заместване' });
      const margarine = await aProduct(t.db, { categoryId: category, name: 'Маргарин за заместване' });
      const oil = await aProduct(t.db, { categoryId: category, name: 'Олио за заместване' });
      const own = await aProduct(t.db, { categoryId: category, kindergartenId: director.kindergartenId, name: 'Свинска мас' });

      await request(t.http)
        .post(`${PRODUCTS}/product-substitutions`)
        .set(master)
        .send({ productId: butter, productSubstitutions: [oil, margarine] })
        .expect(200);
      expect((await children(butter)).substitutes).toEqual([margarine, oil].sort((a, b) => a - b));
      const page = await request(t.http)
        .get(`${PRODUCTS}/product-substitutions`)
        .set(master)
        .query({ search: 'за заместване' })
        .expect(200);
      expect(page.body).toEqual({
        rowsCount: 1,
        result: [
          {
            productId: butter,
            productName: 'Краве масло за заместване',
            own: false,
            editable: true,
            productSubstitutions: [
              { id: margarine, name: 'Маргарин за заместване', own: false },
              { id: oil, name: 'Олио за заместване', own: false },
            ],
          },
        ],
      });

      const ownSubstitute = await request(t.http)
        .post(`${PRODUCTS}/product-substitutions`)
        .set(master)
        .send({ productId: butter, productSubstitutions: [own] })
        .expect(400);
      expect(ownSubstitute.body.errors).toEqual({
        productSubstitutions: ['Заместител на продукт от каталога може да е само продукт от каталога.'],
      });

      await request(t.http)
        .post(`${PRODUCTS}/product-substitutions`)
        .set(director.auth)
        .send({ productId: own, productSubstitutions: [butter] })
        .expect(200);
      expect((await children(own)).substitutes).toEqual([butter]);
      const mine = await request(t.http)
        .get(`${PRODUCTS}/product-substitutions`)
        .set(director.auth)
        .query({ productId: own })
        .expect(200);
      expect(mine.body.result[0]).toMatchObject({ productId: own, own: true, editable: true });

      const readOnly = await request(t.http)
        .post(`${PRODUCTS}/product-substitutions`)
        .set(director.auth)
        .send({ productId: butter, productSubstitutions: [] })
        .expect(403);
      expect(readOnly.body.message).toMatch(/^Продуктите от каталога се променят само от администратора/);
      expect((await children(butter)).substitutes).toHaveLength(2);

      const self = await request(t.http)
        .post(`${PRODUCTS}/product-substitutions`)
        .set(director.auth)
        .send({ productId: own, productSubstitutions: [own] })
        .expect(400);
      expect(self.body.errors).toEqual({ productSubstitutions: ['Продуктът не може да е заместител на себе си.'] });
    });

    it('answers 401, 403 and 404 (another kindergarten’s product), changing nothing', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
      const other = await aSignedInMember(t, Role.Director);
      const foreign = await aProduct(t.db, { categoryId: category, kindergartenId: other.kindergartenId });
      const catalogue = await aProduct(t.db, { categoryId: category });
      const body = { productId: foreign, productSubstitutions: [catalogue] };
      await request(t.http).post(`${PRODUCTS}/product-substitutions`).send(body).expect(401);
      await request(t.http).post(`${PRODUCTS}/product-substitutions`).set(teacher.auth).send(body).expect(403);
      await request(t.http).post(`${PRODUCTS}/product-substitutions`).set(director.auth).send(body).expect(404);
      await request(t.http)
        .get(`${PRODUCTS}/product-substitutions`)
        .set(director.auth)
        .query({ productId: foreign })
        .expect(200, { rowsCount: 0, result: [] });
      const bad = await request(t.http)
        .post(`${PRODUCTS}/product-substitutions`)
        .set(director.auth)
        .send({ productId: 'x', productSubstitutions: [catalogue, catalogue] })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['productId']);
      expect((await children(foreign)).substitutes).toEqual([]);
    });
  });
});
