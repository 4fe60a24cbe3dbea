import { readFileSync } from 'node:fs';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulgaria's administrative nomenclature as the ministry's own NEISPUO lists publish it (ids match the
 * national system). Source and licence: migrations/data/geography/README.md.
 */
const dataDir = new URL('./data/geography/', import.meta.url);

function readCsv(file: string): string[][] {
  return readFileSync(new URL(file, dataDir), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
}

async function insertRows(queryRunner: QueryRunner, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const batch = 500;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    await queryRunner.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

const emptyToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

export class Geography1795200000000 implements MigrationInterface {
  name = 'Geography1795200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE regions (id integer PRIMARY KEY, name varchar(100) NOT NULL, code varchar(3) NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE municipalities (
        id integer PRIMARY KEY, name varchar(100) NOT NULL, code varchar(10) NOT NULL,
        region_id integer NOT NULL REFERENCES regions(id))`);
    await queryRunner.query(`CREATE INDEX municipalities_region_idx ON municipalities (region_id)`);
    await queryRunner.query(`
      CREATE TABLE settlements (
        id integer PRIMARY KEY, name varchar(100) NOT NULL, code varchar(10) NOT NULL,
        type smallint NOT NULL, category smallint, longitude numeric(9, 6), latitude numeric(9, 6),
        municipality_id integer NOT NULL REFERENCES municipalities(id), mayoralty_code varchar(20))`);
    await queryRunner.query(`CREATE INDEX settlements_municipality_idx ON settlements (municipality_id)`);
    await queryRunner.query(`CREATE INDEX settlements_name_idx ON settlements (name COLLATE "bg-BG-x-icu")`);
    await queryRunner.query(`
      CREATE TABLE local_areas (
        id integer PRIMARY KEY, name varchar(100) NOT NULL, settlement_id integer NOT NULL REFERENCES settlements(id))`);
    await queryRunner.query(
      `CREATE TABLE countries (id integer PRIMARY KEY, name varchar(100) NOT NULL, code varchar(2) NOT NULL)`,
    );

    await insertRows(
      queryRunner,
      'regions',
      ['id', 'name', 'code'],
      readCsv('regions.csv').map((r) => [r[0], r[1], r[2]]),
    );
    await insertRows(
      queryRunner,
      'municipalities',
      ['id', 'name', 'code', 'region_id'],
      readCsv('municipalities.csv').map((r) => [r[0], r[1], r[2], r[3]]),
    );
    await insertRows(
      queryRunner,
      'settlements',
      ['id', 'name', 'code', 'type', 'category', 'longitude', 'latitude', 'municipality_id', 'mayoralty_code'],
      readCsv('settlements.csv').map((r) => [
        r[0],
        r[1],
        r[2],
        r[3],
        emptyToNull(r[4]),
        emptyToNull(r[5]),
        emptyToNull(r[6]),
        r[7],
        emptyToNull(r[8]),
      ]),
    );
    await insertRows(
      queryRunner,
      'local_areas',
      ['id', 'name', 'settlement_id'],
      readCsv('local-areas.csv').map((r) => [r[0], r[1], r[2]]),
    );
    await insertRows(
      queryRunner,
      'countries',
      ['id', 'name', 'code'],
      readCsv('countries.csv').map((r) => [r[0], r[1], r[2]]),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['countries', 'local_areas', 'settlements', 'municipalities', 'regions']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
