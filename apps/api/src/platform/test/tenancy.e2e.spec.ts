import { Role } from '@kg/contracts';
import { Db } from '../database/db.service.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { aKindergarten, aSchoolYear, aUser, PLOVDIV, SOFIA } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

const scopeOf = (values: Partial<TenantScope>): TenantScope => ({
  userId: null,
  kindergartenId: null,
  readableKindergartenIds: [],
  readAll: false,
  allKindergartens: false,
  ...values,
});

describe('tenancy: the database wall', () => {
  let t: TestApp;
  let db: Db;
  let sofia: number;
  let plovdiv: number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(Db);
    sofia = await aKindergarten(t.db, { settlementId: SOFIA });
    plovdiv = await aKindergarten(t.db, { settlementId: PLOVDIV });
    for (const kindergartenId of [sofia, plovdiv]) {
      const period = await aSchoolYear(t.db, kindergartenId);
      await t.db.query(`INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Първа група', 4)`, [
        kindergartenId,
        period,
      ]);
      await t.db.query(
        `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
         VALUES ($1, 'Иван', 'Петров', 0, '2247126457', 1, '2022-07-12')`,
        [kindergartenId],
      );
    }
  });
  afterAll(() => t.close());

  it('a deliberately unscoped query sees only the selected kindergarten', async () => {
    const rows = await db.tenant(scopeOf({ kindergartenId: sofia }), (manager) =>
      manager.query(`SELECT kindergarten_id FROM students`),
    );
    expect(rows).toEqual([{ kindergarten_id: sofia }]);
    const classes = await db.tenant(scopeOf({ kindergartenId: plovdiv }), (manager) =>
      manager.query(`SELECT kindergarten_id FROM classes`),
    );
    expect(classes).toEqual([{ kindergarten_id: plovdiv }]);
  });

  it('refuses to write a row into another kindergarten, and to move a row there', async () => {
    await expect(
      db.tenant(scopeOf({ kindergartenId: sofia }), (manager) =>
        manager.query(
          `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
           VALUES ($1, 'Мила', 'Петрова', 0, '2252110552', 2, '2022-12-11')`,
          [plovdiv],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      db.tenant(scopeOf({ kindergartenId: sofia }), (manager) =>
        manager.query(`UPDATE students SET kindergarten_id = $1`, [plovdiv]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('an unscoped update or delete touches nothing of another kindergarten', async () => {
    await db.tenant(scopeOf({ kindergartenId: sofia }), async (manager) => {
      await manager.query(`UPDATE students SET address = 'променен'`);
      await manager.query(`DELETE FROM student_parents`);
    });
    const { rows } = await t.db.query(`SELECT kindergarten_id, address FROM students ORDER BY kindergarten_id`);
    expect(rows).toEqual([
      { kindergarten_id: sofia, address: 'променен' },
      { kindergarten_id: plovdiv, address: null },
    ]);
  });

  it('a request with no kindergarten sees no kindergarten-owned rows', async () => {
    const rows = await db.tenant(scopeOf({}), (manager) => manager.query(`SELECT id FROM students`));
    expect(rows).toEqual([]);
  });

  it('MON reads every kindergarten and writes none', async () => {
    const rows = await db.tenant(scopeOf({ readAll: true }), (manager) => manager.query(`SELECT id FROM students`));
    expect(rows).toHaveLength(2);
    await expect(
      db.tenant(scopeOf({ readAll: true }), (manager) => manager.query(`UPDATE students SET address = 'x' RETURNING id`)),
    ).resolves.toEqual([[], 0]);
  });

  it('a municipality reads the kindergartens of its municipality only', async () => {
    const [{ municipality_id: sofiaMunicipality }] = (
      await t.db.query(`SELECT municipality_id FROM settlements WHERE id = $1`, [SOFIA])
    ).rows;
    const user = await aUser(t.db, { role: Role.Municipality, municipalityId: sofiaMunicipality });
    const { AuthContextLoader } = await import('../auth/auth-context.loader.js');
    const sessionId = '00000000-0000-4000-8000-000000000001';
    await t.db.query(`INSERT INTO auth_sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      sessionId,
      user.id,
    ]);
    const auth = await t.app.get(AuthContextLoader).load(sessionId);
    expect(auth?.scope.readableKindergartenIds).toEqual([sofia]);
    const rows = await db.tenant(auth!.scope, (manager) => manager.query(`SELECT kindergarten_id FROM students`));
    expect(rows).toEqual([{ kindergarten_id: sofia }]);
  });

  it('the master administrator reads and writes every kindergarten', async () => {
    const rows = await db.tenant(scopeOf({ allKindergartens: true }), (manager) => manager.query(`SELECT id FROM classes`));
    expect(rows).toHaveLength(2);
  });

  it('a failed write leaves nothing half-saved', async () => {
    await expect(
      db.tenant(scopeOf({ kindergartenId: sofia }), async (manager) => {
        await manager.query(`UPDATE classes SET name = 'Половин запис'`);
        await manager.query(`INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, 1, 'x', 3)`, [sofia]);
      }),
    ).rejects.toThrow();
    const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM classes WHERE name = 'Половин запис'`);
    expect(rows[0].count).toBe(0);
  });

  // Db.tenant opens the transaction and its scope in one round trip, outside TypeORM's startTransaction.
  it('runs a request in one transaction whose nested savepoint rolls back alone, and commits the rest', async () => {
    const marker = `Савепойнт ${Date.now()}`;
    await db.tenant(scopeOf({ kindergartenId: sofia }), async (manager) => {
      const [{ xid, role }] = await manager.query(`SELECT pg_current_xact_id()::text AS xid, current_user AS role`);
      expect(role).toBe('kg_app');
      await manager.query(`UPDATE classes SET name = $1 WHERE kindergarten_id = $2`, [marker, sofia]);
      await expect(
        manager.transaction(async (inner) => {
          await inner.query(`UPDATE classes SET name = 'отменено' WHERE kindergarten_id = $1`, [sofia]);
          throw new Error('назад до точката');
        }),
      ).rejects.toThrow('назад до точката');
      const [{ same }] = await manager.query(`SELECT pg_current_xact_id()::text = $1 AS same`, [xid]);
      expect(same).toBe(true);
    });
    const { rows } = await t.db.query(`SELECT name FROM classes WHERE kindergarten_id = $1`, [sofia]);
    expect(rows.map((row: { name: string }) => row.name)).toEqual([marker]);
  });

  it('gives its connection back out of any transaction and role after a failed statement', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(db.tenant(scopeOf({ kindergartenId: sofia }), (manager) => manager.query(`SELECT 1 / 0`))).rejects.toThrow(
        'division by zero',
      );
    }
    for (let attempt = 0; attempt < 12; attempt++) {
      const state = await db.tenant(scopeOf({ kindergartenId: plovdiv }), async (manager) => {
        const [row] = await manager.query(
          `SELECT current_setting('app.kindergarten_id') AS kindergarten, (SELECT count(*)::int FROM classes) AS classes`,
        );
        return row;
      });
      expect(state).toEqual({ kindergarten: String(plovdiv), classes: 1 });
    }
    const [outside] = await db.dataSource.query(`SELECT current_user AS role, now() = statement_timestamp() AS fresh`);
    expect(outside.role).not.toBe('kg_app');
  });
});

describe('audit trail', () => {
  let t: TestApp;
  let db: Db;
  let kindergartenId: number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(Db);
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
  });
  afterAll(() => t.close());

  it('records who changed what, where and when, with before and after, in the writing transaction', async () => {
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [kindergartenId] });
    const [{ id }] = await db.tenant(scopeOf({ kindergartenId, userId: user.id, requestId: 'req-1' }), (manager) =>
      manager.query(
        `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
         VALUES ($1, 'Ана', 'Колева', 0, '2252110552', 2, '2022-12-11') RETURNING id`,
        [kindergartenId],
      ),
    );
    await db.tenant(scopeOf({ kindergartenId, userId: user.id }), (manager) =>
      manager.query(`UPDATE students SET first_name = 'Анна' WHERE id = $1`, [id]),
    );
    const { rows } = await t.db.query(
      `SELECT user_id, kindergarten_id, action, before, after, request_id FROM audit_log WHERE entity = 'students' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: user.id,
        kindergarten_id: kindergartenId,
        action: 'insert',
        before: null,
        request_id: 'req-1',
      }),
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ first_name: 'Ана' }),
        after: expect.objectContaining({ first_name: 'Анна' }),
      }),
    ]);
  });

  it('rolls the audit row back with the write it records', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS count FROM audit_log`)).rows[0].count;
    await expect(
      db.tenant(scopeOf({ kindergartenId }), async (manager) => {
        await manager.query(`UPDATE kindergarten_periods SET name = '2030/2031'`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await t.db.query(`SELECT count(*)::int AS count FROM audit_log`)).rows[0].count).toBe(before);
  });

  it('never records password hashes', async () => {
    await t.db.query(`UPDATE users SET password_hash = 'secret-hash', first_name = 'Петя'`);
    const { rows } = await t.db.query(
      `SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM audit_log WHERE entity = 'users'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.text).not.toContain('secret-hash');
  });

  it('is append-only, even for the schema owner', async () => {
    await expect(t.db.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});

describe('integrity across kindergartens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses to link a child to a group, or a parent to a child, of another kindergarten', async () => {
    const [first, second] = [await aKindergarten(t.db), await aKindergarten(t.db)];
    const period = await aSchoolYear(t.db, second);
    const {
      rows: [group],
    } = await t.db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Група', 2) RETURNING id`,
      [second, period],
    );
    const {
      rows: [child],
    } = await t.db.query(
      `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, 'Иван', 'Петров', 0, '2247126457', 1, '2022-07-12') RETURNING id`,
      [first],
    );
    await expect(
      t.db.query(
        `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-09-15')`,
        [first, child.id, group.id],
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      t.db.query(`INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Чужда година', 2)`, [
        first,
        period,
      ]),
    ).rejects.toThrow(/foreign key/);
  });
});
