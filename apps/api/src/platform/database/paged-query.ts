import { createHash } from 'node:crypto';
import type { PagedResult, PageQuery } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { sqlOf } from './sql.js';

/** Conditions with positional parameters, built one filter at a time: `where.add('a.entity = ?', value)`. */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds a condition; each `?` in it takes the next value. */
  add(condition: string, ...values: unknown[]): this {
    let index = 0;
    this.conditions.push(condition.replace(/\?/g, () => `$${this.params.push(values[index++])}`));
    return this;
  }

  /** A value used outside the conditions (in a join of `from`): its `$n` placeholder. */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  /** Adds the condition only when the value is given (a filter the user left empty filters nothing). */
  addIf(value: unknown, condition: string): this {
    return value === undefined || value === null || value === '' ? this : this.add(condition, value);
  }

  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

export interface PagedSelect {
  /** The select list, with columns aliased to the contract's field names. */
  select: string;
  /** FROM and JOINs. */
  from: string;
  where?: SqlConditions;
  /** Sortable columns: the name a client may send → its SQL expression. The query schema (pageQueryOrderedBy) refuses others. */
  orderBy: Record<string, string>;
  /** The order when the client asks for none; also the tie-breaker that makes paging stable. */
  defaultOrder: string;
}

/** The two statements of a paged list (count, page) with their values: what `pagedQuery` runs, and what the bench times. */
export function pagedStatements(spec: PagedSelect, page: PageQuery): { count: SqlStatement; page: SqlStatement } {
  const where = spec.where ?? new SqlConditions();
  const column = page.orderByColumn ? spec.orderBy[page.orderByColumn] : undefined;
  const order = column ? `${column} ${page.orderByDescending ? 'DESC' : 'ASC'}, ${spec.defaultOrder}` : spec.defaultOrder;
  const params = [...where.params, page.pageSize, (page.pageNumber - 1) * page.pageSize];
  return {
    count: { text: `SELECT count(*)::int AS count ${spec.from} ${where.sql}`, values: where.params },
    page: {
      text: `SELECT ${spec.select} ${spec.from} ${where.sql} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      values: params,
    },
  };
}

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** A paged list answer `{result, rowsCount}` (spec 2 §3): one count and one page query, in the request's transaction. */
export async function pagedQuery<T>(manager: EntityManager, spec: PagedSelect, page: PageQuery): Promise<PagedResult<T>> {
  const statements = pagedStatements(spec, page);
  const sql = sqlOf(manager);
  const { count } = await sql.one<{ count: number }>(statements.count.text, statements.count.values);
  const result = await sql.many<T>(statements.page.text, statements.page.values);
  return { result, rowsCount: count };
}

/**
 * A prepared statement's name for one text of a list: each combination of filters and order is a text of its own,
 * planned once per connection (planning the list costs more than running it: ~1 ms against ~0.8 ms on the bench data).
 */
export function preparedStatement(prefix: string, statement: SqlStatement): { name: string; text: string; values: unknown[] } {
  const digest = createHash('sha1').update(statement.text).digest('hex').slice(0, 16);
  return { name: `${prefix}-${digest}`, text: statement.text, values: statement.values };
}
