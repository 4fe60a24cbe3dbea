import { Injectable } from '@nestjs/common';
import { APP_ROLE } from '@kg/migrations';
import type pg from 'pg';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { type RequestStore, requestStore } from './request-context.js';
import { scopeStatement, type TenantScope } from './tenant-scope.js';
import { Sql } from './sql.js';

/**
 * Opens the runner's transaction and sets its tenant scope in ONE round trip (a simple-protocol string of several
 * statements; every request pays for this, and each round trip costs both processes a wake-up), then tells TypeORM
 * that its runner is in that transaction, as `startTransaction` would: commit, rollback and nested savepoints then
 * work as usual.
 */
async function beginScoped(runner: QueryRunner, scopeSql: string): Promise<void> {
  const client = (await runner.connect()) as pg.PoolClient;
  Object.assign(runner, { isTransactionActive: true, transactionDepth: 1 });
  await client.query(`START TRANSACTION; ${scopeSql}`);
}

/**
 * The one way to the database. A request's work runs in its tenant transaction (opened by
 * TenantTransactionInterceptor) and reaches it through `manager`; work that must see across
 * kindergartens (signing in, loading the signed-in user) says so by calling `system`.
 */
@Injectable()
export class Db {
  constructor(readonly dataSource: DataSource) {}

  /** The current request's transactional manager, under its kindergarten's row-level security. */
  get manager(): EntityManager {
    const manager = requestStore.getStore()?.manager;
    if (!manager) throw new Error('No tenant transaction: this code must run inside a request or Db.tenant()');
    return manager;
  }

  /** Typed statements in the current request's tenant transaction (platform/database/sql.ts). */
  get sql(): Sql {
    return new Sql(this.manager);
  }

  /** Runs `work` in one transaction under the scope's row-level security; then what waited for the commit. */
  async tenant<T>(scope: TenantScope, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const store: RequestStore = { afterCommit: [] };
    const runner = this.dataSource.createQueryRunner();
    let result: T;
    try {
      await beginScoped(runner, scopeStatement(scope, APP_ROLE));
      store.manager = runner.manager;
      result = await requestStore.run(store, () => work(runner.manager));
      await runner.commitTransaction();
    } catch (error) {
      // Also when the scope itself failed: the connection goes back to the pool out of any transaction.
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
    for (const effect of store.afterCommit) effect();
    return result;
  }

  /**
   * Runs `effect` once the current transaction has committed (at once outside one): what others are told about
   * a change (realtime pushes) must never announce a change that was rolled back.
   */
  afterCommit(effect: () => void): void {
    const store = requestStore.getStore();
    if (store?.manager) store.afterCommit.push(effect);
    else effect();
  }

  /**
   * A hot, fixed statement as a named prepared statement in the request's transaction: PostgreSQL plans it once
   * per connection instead of on every call (planning the hot shell queries costs more than running them).
   */
  async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const client = (this.manager.queryRunner as unknown as { databaseConnection?: pg.PoolClient } | undefined)
      ?.databaseConnection;
    if (!client) throw new Error('No tenant transaction for a prepared statement');
    return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  }

  /** A named prepared statement as the schema owner, outside any transaction (the per-request session lookup). */
  async preparedAsOwner<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.dataSource.driver as PostgresDriver).master as pg.Pool;
    return (await pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  }

  /** Runs `work` in one transaction as the schema owner: no row-level security. Use sparingly. */
  async system<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }
}
