import { Allergen, allergenLabels, MenuAgeBand, RecommendedQuantityType, Role, StorageCondition } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aProduct, aProductCategory } from './product-factories.js';

const CATEGORIES = '/api/administration/ProductManagement/categories';
const QUANTITY = '/api/Products/recommended-quantity/save';

describe('Products: categories, recommended quantities and the nomenclatures', () => {
  let t: TestApp;
  let master: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, user.email)}` };
  });
  afterAll(() => t.close());

  const category = async (id: number) => (await t.db.query(`SELECT * FROM product_categories WHERE id = $1`, [id])).rows[0];
  const quantities = async (id: number) =>
    (
      await t.db.query(`SELECT age_band, grams::text FROM product_category_quantities WHERE category_id = $1 ORDER BY age_band`, [
        id,
      ])
    ).rows;

  it('the master builds a two-level tree, renames, moves and deletes categories; every reader sees it with counts', async () => {
    const top = await request(t.http).post(CATEGORIES).set(master).send({ name: 'Тестови зеленчуци' }).expect(200);
    const sub = await request(t.http)
      .post(CATEGORIES)
      .set(master)
      .send({ name: ' Тестови листни ', parentId: top.body.entityId })
      .expect(200);
    expect(await category(sub.body.entityId)).toMatchObject({ name: 'Тестови листни', parent_id: top.body.entityId });

    const director = await aSignedInMember(t, Role.Director);
    const other = await aSignedInMember(t, Role.Director);
    await aProduct(t.db, { categoryId: sub.body.entityId, name: 'Тестова маруля' });
    await aProduct(t.db, { categoryId: sub.body.entityId, kindergartenId: director.kindergartenId, name: 'Тестов спанак' });
    await aProduct(t.db, { categoryId: sub.body.entityId, kindergartenId: other.kindergartenId, name: 'Тестов киселец' });
    const tree = await request(t.http).get('/api/Products/categories').set(director.auth).expect(200);
    const node = tree.body.find((row: { id: number }) => row.id === top.body.entityId);
    expect(node).toEqual({
      id: top.body.entityId,
      name: 'Тестови зеленчуци',
      parentId: null,
      recommendedQuantityType: null,
      quantities: [],
      productsCount: 0,
      children: [
        {
          id: sub.body.entityId,
          name: 'Тестови листни',
          parentId: top.body.entityId,
          recommendedQuantityType: null,
          quantities: [],
          productsCount: 2,
        },
      ],
    });
    const masterTree = await request(t.http).get('/api/Products/categories').set(master).expect(200);
    expect(masterTree.body.find((row: { id: number }) => row.id === top.body.entityId).children[0].productsCount).toBe(1);

    await request(t.http)
      .post(CATEGORIES)
      .set(master)
      .send({ id: sub.body.entityId, name: 'Тестови листни зеленчуци', parentId: null })
      .expect(200);
    expect(await category(sub.body.entityId)).toMatchObject({ name: 'Тестови листни зеленчуци', parent_id: null });
    const inUse = await request(t.http).delete(`${CATEGORIES}/${sub.body.entityId}`).set(master).expect(409);
    expect(inUse.body.message).toBe('Категорията не може да бъде изтрита: има продукти или подкатегории в нея.');
    await request(t.http).delete(`${CATEGORIES}/${top.body.entityId}`).set(master).expect(204);
    expect(await category(top.body.entityId)).toBeUndefined();
  });

  it('refuses a third level, a parent of itself, a category with children moved down and a name taken on the level', async () => {
    const top = await aProductCategory(t.db, 'Тестови плодове');
    const sub = await aProductCategory(t.db, 'Тестови цитруси', top);
    const third = await request(t.http).post(CATEGORIES).set(master).send({ name: 'Лимони', parentId: sub }).expect(400);
    expect(third.body.errors).toEqual({
      parentId: ['Категориите са на две нива: подкатегория може да има само категория от първо ниво.'],
    });
    const self = await request(t.http)
      .post(CATEGORIES)
      .set(master)
      .send({ id: top, name: 'Тестови плодове', parentId: top })
      .expect(400);
    expect(self.body.errors).toEqual({ parentId: ['Категорията не може да е подкатегория на себе си.'] });
    const other = await aProductCategory(t.db, 'Тестови ядки');
    const down = await request(t.http)
      .post(CATEGORIES)
      .set(master)
      .send({ id: top, name: 'Тестови плодове', parentId: other })
      .expect(400);
    expect(down.body.errors).toEqual({ parentId: ['Категорията не може да стане подкатегория: тя има свои подкатегории.'] });
    const taken = await request(t.http).post(CATEGORIES).set(master).send({ name: 'тестови ЦИТРУСИ', parentId: top }).expect(400);
    expect(taken.body.errors).toEqual({ name: ['Вече има категория с това наименование на същото ниво.'] });
    // The same name on another level is another category.
    await request(t.http).post(CATEGORIES).set(master).send({ name: 'Тестови цитруси' }).expect(200);
    const empty = await request(t.http).post(CATEGORIES).set(master).send({ name: '' }).expect(400);
    expect(empty.body.errors).toEqual({ name: ['Полето е задължително.'] });
    await request(t.http).post(CATEGORIES).set(master).send({ id: 999999, name: 'Няма я' }).expect(404);
    await request(t.http).delete(`${CATEGORIES}/999999`).set(master).expect(404);
    expect((await category(sub)).parent_id).toBe(top);
  });

  it('answers 401 and 403 on the master’s category calls, writing nothing', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const id = await aProductCategory(t.db, 'Тестови бобови');
    await request(t.http).post(CATEGORIES).send({ name: 'Х' }).expect(401);
    await request(t.http).delete(`${CATEGORIES}/${id}`).expect(401);
    await request(t.http).post(CATEGORIES).set(director.auth).send({ name: 'Х' }).expect(403);
    await request(t.http).post(CATEGORIES).set(director.auth).send({ id, name: 'Х' }).expect(403);
    await request(t.http).delete(`${CATEGORIES}/${id}`).set(director.auth).expect(403);
    expect((await category(id)).name).toBe('Тестови бобови');
    expect((await t.db.query(`SELECT 1 FROM product_categories WHERE name = 'Х'`)).rowCount).toBe(0);
  });

  it('the master saves and clears a category’s recommended quantity per child by age band', async () => {
    const id = await aProductCategory(t.db, 'Тестови млечни');
    await request(t.http)
      .post(`${QUANTITY}/${id}`)
      .set(master)
      .send({
        recommendedQuantityType: RecommendedQuantityType.PerDay,
        quantities: [
          { ageBand: MenuAgeBand.Senior, grams: '250,5' },
          { ageBand: MenuAgeBand.Nursery, grams: '200' },
        ],
      })
      .expect(200, { isSuccessful: true, entityId: id });
    expect((await category(id)).recommended_quantity_type).toBe(RecommendedQuantityType.PerDay);
    expect(await quantities(id)).toEqual([
      { age_band: MenuAgeBand.Nursery, grams: '200.00' },
      { age_band: MenuAgeBand.Senior, grams: '250.50' },
    ]);
    const tree = await request(t.http).get('/api/Products/categories').set(master).expect(200);
    expect(tree.body.find((row: { id: number }) => row.id === id).quantities).toEqual([
      { ageBand: MenuAgeBand.Nursery, grams: '200.00' },
      { ageBand: MenuAgeBand.Senior, grams: '250.50' },
    ]);

    const bad = await request(t.http)
      .post(`${QUANTITY}/${id}`)
      .set(master)
      .send({
        recommendedQuantityType: null,
        quantities: [
          { ageBand: MenuAgeBand.Junior, grams: '0' },
          { ageBand: MenuAgeBand.Junior, grams: '10' },
        ],
      })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'quantities.0.grams': ['Въведете грамове: положително число с до два знака след десетичната запетая.'],
      'quantities.1.ageBand': ['Възрастовата група е въведена повече от веднъж.'],
      recommendedQuantityType: ['Изберете дали количеството е на ден или на седмица.'],
    });
    expect(await quantities(id)).toHaveLength(2);

    await request(t.http)
      .post(`${QUANTITY}/${id}`)
      .set(master)
      .send({ recommendedQuantityType: null, quantities: [] })
      .expect(200);
    expect(await quantities(id)).toEqual([]);
    expect((await category(id)).recommended_quantity_type).toBeNull();
    await request(t.http).post(`${QUANTITY}/999999`).set(master).send({ quantities: [] }).expect(404);

    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).post(`${QUANTITY}/${id}`).send({ quantities: [] }).expect(401);
    await request(t.http)
      .post(`${QUANTITY}/${id}`)
      .set(director.auth)
      .send({ recommendedQuantityType: 1, quantities: [{ ageBand: 1, grams: '5' }] })
      .expect(403);
    expect(await quantities(id)).toEqual([]);
  });

  it('answers the nomenclatures: the 14 allergens with their menu numbers, storage conditions and quantity types', async () => {
    const storekeeper = await aSignedInMember(t, Role.Manciple);
    const allergens = await request(t.http).get('/api/Products/allergens').set(storekeeper.auth).expect(200);
    expect(allergens.body).toHaveLength(14);
    expect(allergens.body[0]).toEqual({ id: 1, name: allergenLabels[Allergen.Gluten] });
    expect(allergens.body[13]).toEqual({ id: 14, name: 'Мекотели и продукти от тях' });
    const storage = await request(t.http).get('/api/Products/storage-conditions').set(master).expect(200);
    expect(storage.body.map((row: { id: number }) => row.id)).toEqual([
      StorageCondition.Dry,
      StorageCondition.Cool,
      StorageCondition.Chilled,
      StorageCondition.Frozen,
    ]);
    const types = await request(t.http).get('/api/Products/recommended-quantity-types').set(storekeeper.auth).expect(200);
    expect(types.body).toEqual([
      { id: 1, name: 'На ден' },
      { id: 2, name: 'На седмица' },
    ]);
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/Products/recommended-quantity-types').expect(401);
    await request(t.http).get('/api/Products/recommended-quantity-types').set(teacher.auth).expect(403);
  });
});
