import { type Grant, MealType as M, Resource, Role, StaffAttendanceStatus as S } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aStaffMember } from './staff-fixtures.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

const none = { read: true, create: false, update: false, delete: false, canView: true, canCreate: false, canEdit: false };
const createOnly = (resource: Resource): Grant => ({ ...none, resource, create: true, canCreate: true });
const updateOnly = (resource: Resource): Grant => ({ ...none, resource, update: true, canEdit: true });

/**
 * The staff grids' saves are `save` calls: the route lets in whoever may create or update, and the save itself
 * checks what it turned out to be. A new cell needs create; a cell it changes or clears needs update.
 */
describe('staff attendance and staff meals: the operation each save turns out to be', () => {
  let t: TestApp;
  let director: Member;
  let creator: Member;
  let updater: Member;
  let angel: number;
  let bistra: number;

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    creator = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    updater = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    angel = await aStaffMember(t.db, director.kindergartenId, 'Ангел', 'Иванов');
    bistra = await aStaffMember(t.db, director.kindergartenId, 'Бистра', 'Петрова');
    const resources = [Resource.TeacherAttendances, Resource.TeacherMeals];
    await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ name: 'Само въвеждане', memberIds: [creator.user.id], grants: resources.map(createOnly) })
      .expect(200);
    await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ name: 'Само редакция', memberIds: [updater.user.id], grants: resources.map(updateOnly) })
      .expect(200);
  });
  afterAll(() => t.close());

  describe('POST /api/TeacherAttendances', () => {
    const save = (auth: Record<string, string>, cells: { teacherId: number; forDate: string; type: S | null }[]) =>
      request(t.http).post('/api/TeacherAttendances').set(auth).send({ cells });
    const stored = async () =>
      (
        await t.db.query(
          `SELECT teacher_id AS "teacherId", for_date::text AS "forDate", type FROM teacher_attendances
            WHERE kindergarten_id = $1 ORDER BY teacher_id, for_date`,
          [director.kindergartenId],
        )
      ).rows;

    it('create-only: adds new cells, but may not overwrite or clear a stored one (403, nothing changed)', async () => {
      await save(creator.auth, [
        { teacherId: angel, forDate: '2026-10-05', type: S.Attendance },
        { teacherId: angel, forDate: '2026-10-06', type: S.Attendance },
      ]).expect(200);
      const before = await stored();
      expect(before).toHaveLength(2);

      await save(creator.auth, [{ teacherId: angel, forDate: '2026-10-05', type: S.SickLeave }]).expect(403);
      await save(creator.auth, [{ teacherId: angel, forDate: '2026-10-06', type: null }]).expect(403);
      // A new cell with an overwrite in the same save: all or nothing.
      await save(creator.auth, [
        { teacherId: angel, forDate: '2026-10-07', type: S.Attendance },
        { teacherId: angel, forDate: '2026-10-05', type: S.Absence },
      ]).expect(403);
      expect(await stored()).toEqual(before);

      // The same status again changes nothing, and clearing an empty cell clears nothing.
      await save(creator.auth, [
        { teacherId: angel, forDate: '2026-10-05', type: S.Attendance },
        { teacherId: angel, forDate: '2026-10-08', type: null },
      ]).expect(200);
      expect(await stored()).toEqual(before);
    });

    it('update-only: changes and clears stored cells, but may not add a new one (403, nothing changed)', async () => {
      await t.db.query(
        `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type) VALUES ($1, $2, '2026-10-12', $3), ($1, $2, '2026-10-13', $3)`,
        [director.kindergartenId, bistra, S.Attendance],
      );
      const before = await stored();
      await save(updater.auth, [{ teacherId: bistra, forDate: '2026-10-14', type: S.Attendance }]).expect(403);
      await save(updater.auth, [
        { teacherId: bistra, forDate: '2026-10-12', type: S.Shift1 },
        { teacherId: bistra, forDate: '2026-10-15', type: S.Shift1 },
      ]).expect(403);
      expect(await stored()).toEqual(before);

      await save(updater.auth, [
        { teacherId: bistra, forDate: '2026-10-12', type: S.Shift1 },
        { teacherId: bistra, forDate: '2026-10-13', type: null },
      ]).expect(200);
      const bistraCells = (await stored()).filter((cell) => cell.teacherId === bistra);
      expect(bistraCells).toEqual([{ teacherId: bistra, forDate: '2026-10-12', type: S.Shift1 }]);
    });
  });

  describe('POST /api/meals/teachers', () => {
    const save = (auth: Record<string, string>, cells: { teacherId: number; forDate: string; mealTypes: M[] }[]) =>
      request(t.http).post('/api/meals/teachers').set(auth).send({ cells });
    const meals = async () =>
      (
        await t.db.query(
          `SELECT teacher_id AS "teacherId", for_date::text AS "forDate", array_agg(meal_type ORDER BY meal_type) AS types
             FROM teacher_meals WHERE kindergarten_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
          [director.kindergartenId],
        )
      ).rows;

    it('create-only: fills empty cells, but may not change or clear a cell with meals (403, nothing changed)', async () => {
      await save(creator.auth, [
        { teacherId: angel, forDate: '2026-10-05', mealTypes: [M.Lunch] },
        { teacherId: angel, forDate: '2026-10-06', mealTypes: [M.Breakfast] },
      ]).expect(200);
      const before = await meals();
      expect(before).toHaveLength(2);

      await save(creator.auth, [{ teacherId: angel, forDate: '2026-10-05', mealTypes: [M.Lunch, M.AfternoonSnack] }]).expect(403);
      await save(creator.auth, [{ teacherId: angel, forDate: '2026-10-06', mealTypes: [] }]).expect(403);
      await save(creator.auth, [
        { teacherId: angel, forDate: '2026-10-07', mealTypes: [M.Lunch] },
        { teacherId: angel, forDate: '2026-10-05', mealTypes: [M.Breakfast] },
      ]).expect(403);
      expect(await meals()).toEqual(before);

      await save(creator.auth, [{ teacherId: angel, forDate: '2026-10-05', mealTypes: [M.Lunch] }]).expect(200);
      expect(await meals()).toEqual(before);
    });

    it('update-only: changes and clears cells with meals, but may not fill an empty one (403, nothing changed)', async () => {
      await save(director.auth, [
        { teacherId: bistra, forDate: '2026-10-12', mealTypes: [M.Lunch] },
        { teacherId: bistra, forDate: '2026-10-13', mealTypes: [M.Lunch] },
      ]).expect(200);
      const before = await meals();
      await save(updater.auth, [{ teacherId: bistra, forDate: '2026-10-14', mealTypes: [M.Lunch] }]).expect(403);
      expect(await meals()).toEqual(before);

      await save(updater.auth, [
        { teacherId: bistra, forDate: '2026-10-12', mealTypes: [M.Lunch, M.Breakfast] },
        { teacherId: bistra, forDate: '2026-10-13', mealTypes: [] },
      ]).expect(200);
      const bistraDays = (await meals()).filter((row) => row.teacherId === bistra);
      expect(bistraDays).toEqual([{ teacherId: bistra, forDate: '2026-10-12', types: [M.Breakfast, M.Lunch] }]);
    });
  });

  describe('POST /api/meals/teachers/pattern and /fill', () => {
    const pattern = (auth: Record<string, string>, teacherId: number, weekdays: number[], mealTypes: M[]) =>
      request(t.http).post('/api/meals/teachers/pattern').set(auth).send({ teacherId, weekdays, mealTypes });
    const patterns = async () =>
      (
        await t.db.query(
          `SELECT teacher_id AS "teacherId", weekdays, meal_types AS "mealTypes" FROM teacher_meal_patterns
            WHERE kindergarten_id = $1 ORDER BY teacher_id`,
          [director.kindergartenId],
        )
      ).rows;

    it('a new usual-meals pattern needs create; changing or removing one needs update', async () => {
      await pattern(updater.auth, angel, [1], [M.Lunch]).expect(403);
      expect(await patterns()).toEqual([]);
      await pattern(creator.auth, angel, [1, 3], [M.Lunch]).expect(200);
      const before = await patterns();
      expect(before).toEqual([{ teacherId: angel, weekdays: [1, 3], mealTypes: [M.Lunch] }]);

      await pattern(creator.auth, angel, [1, 2], [M.Lunch]).expect(403);
      await pattern(creator.auth, angel, [], []).expect(403);
      expect(await patterns()).toEqual(before);

      await pattern(updater.auth, angel, [2], [M.Breakfast]).expect(200);
      expect(await patterns()).toEqual([{ teacherId: angel, weekdays: [2], mealTypes: [M.Breakfast] }]);
      await pattern(updater.auth, angel, [], []).expect(200);
      expect(await patterns()).toEqual([]);
    });

    it('filling the month only adds meals to empty cells: create, never update', async () => {
      await pattern(director.auth, bistra, [5], [M.Lunch]).expect(200);
      const count = async () =>
        (
          await t.db.query(`SELECT count(*)::int AS count FROM teacher_meals WHERE kindergarten_id = $1`, [
            director.kindergartenId,
          ])
        ).rows[0].count;
      const before = await count();
      await request(t.http).post('/api/meals/teachers/fill').set(updater.auth).send({ month: 11, year: 2026 }).expect(403);
      expect(await count()).toBe(before);
      const filled = await request(t.http)
        .post('/api/meals/teachers/fill')
        .set(creator.auth)
        .send({ month: 11, year: 2026, teacherIds: [bistra] })
        .expect(200);
      // The Fridays of November 2026: 6, 13, 20, 27.
      expect(filled.body).toEqual({ saved: 4, deleted: 0 });
    });
  });
});
