import type { EntityManager, QueryRunner } from 'typeorm';

/** A statement's values: positional, `$1` … `$n`. */
export type SqlValues = readonly unknown[];

/** A row to write: column name (snake_case, as in the table) → value. Written once for insert and update alike. */
export type SqlRow = Readonly<Record<string, unknown>>;

interface StructuredResult {
  records: unknown[];
  affected?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A fixed SQL expression as a column's value in `insert`/`update` (written as it is, never a user's input). */
export class SqlExpression {
  constructor(readonly text: string) {}
}

/** The transaction's time: `updated_at: NOW`. */
export const NOW = new SqlExpression('now()');

/** `$n` for a value, or the expression itself. */
function placeholder(value: unknown, values: unknown[]): string {
  return value instanceof SqlExpression ? value.text : `$${values.push(value)}`;
}

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/**
 * The typed way to the database: every statement says the shape of its rows and how many it expects. Areas keep
 * their statements in their `data/` folder and reach the request's tenant transaction through `Db.sql` (or a
 * transaction of their own through `sqlOf(manager)`); nothing else calls `manager.query`.
 *
 * - `many<Row>`: all rows; `maybe<Row>`: the first row or undefined; `one<Row>`: exactly one row (a statement that
 *   finds none is a bug, not a 404: look up with `maybe` and throw the area's NotFoundError);
 * - `exec`: the number of rows the statement wrote;
 * - `insert` / `update`: a row given once as column → value.
 */
export class Sql {
  constructor(readonly manager: EntityManager) {}

  async many<Row>(text: string, values: SqlValues = []): Promise<Row[]> {
    return (await this.run(text, values)).records as Row[];
  }

  async maybe<Row>(text: string, values: SqlValues = []): Promise<Row | undefined> {
    return (await this.many<Row>(text, values))[0];
  }

  async one<Row>(text: string, values: SqlValues = []): Promise<Row> {
    const rows = await this.many<Row>(text, values);
    if (rows.length !== 1) throw new Error(`Expected one row, got ${rows.length}: ${text.slice(0, 120)}`);
    return rows[0];
  }

  /** Runs a write; answers how many rows it inserted, updated or deleted. */
  async exec(text: string, values: SqlValues = []): Promise<number> {
    return (await this.run(text, values)).affected ?? 0;
  }

  /** `INSERT INTO table (columns) VALUES (…) RETURNING returning`: the returned row. */
  async insert<Row = { id: number }>(table: string, row: SqlRow, returning = 'id'): Promise<Row> {
    const values: unknown[] = [];
    const columns = Object.keys(row).map(identifier);
    const placeholders = Object.values(row).map((value) => placeholder(value, values));
    return this.one<Row>(
      `INSERT INTO ${identifier(table)} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${returning}`,
      values,
    );
  }

  /** `UPDATE table SET … WHERE column = value AND …`: how many rows it changed. */
  async update(table: string, set: SqlRow, where: SqlRow): Promise<number> {
    const values: unknown[] = [];
    const assign = Object.entries(set).map(([column, value]) => `${identifier(column)} = ${placeholder(value, values)}`);
    const match = Object.entries(where).map(([column, value]) => `${identifier(column)} = ${placeholder(value, values)}`);
    if (match.length === 0) throw new Error(`An update of ${table} needs a condition`);
    return this.exec(`UPDATE ${identifier(table)} SET ${assign.join(', ')} WHERE ${match.join(' AND ')}`, values);
  }

  private async run(text: string, values: SqlValues): Promise<StructuredResult> {
    const runner: QueryRunner | undefined = this.manager.queryRunner;
    if (runner) return (await runner.query(text, [...values], true)) as StructuredResult;
    const own = this.manager.connection.createQueryRunner();
    try {
      return (await own.query(text, [...values], true)) as StructuredResult;
    } finally {
      await own.release();
    }
  }
}

/** The typed statements of a transaction the code opened itself (`Db.system`, `Db.tenant`, a data source's). */
export const sqlOf = (manager: EntityManager): Sql => new Sql(manager);
