import { Injectable } from '@nestjs/common';
import { APP_ROLE } from '@kg/migrations';
import type pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { type RequestStore, requestStore } from './request-context.js';
import { scopeStatement, type TenantScope } from './tenant-scope.js';

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

  /** Runs `work` in one transaction under the scope's row-level security; then what waited for the commit. */
  async tenant<T>(scope: TenantScope, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const store: RequestStore = { afterCommit: [] };
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query(scopeStatement(scope, APP_ROLE));
      store.manager = manager;
      return requestStore.run(store, () => work(manager));
    });
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
