import type { MigrationInterface, QueryRunner } from 'typeorm';
import { disableTenancy, enableTenancy } from './tenancy.js';

/**
 * The educational directions a kindergarten works in, in its order (docs/kindergartens.md), and two guards of the
 * kindergarten record: a kindergarten is never its own branch, and the master's list sorts names by an index.
 */
export class KindergartenSubjects1795300008000 implements MigrationInterface {
  name = 'KindergartenSubjects1795300008000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE kindergarten_subjects (
        kindergarten_id integer NOT NULL REFERENCES kindergartens(id),
        subject_id smallint NOT NULL CHECK (subject_id BETWEEN 1 AND 99),
        position smallint NOT NULL CHECK (position > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kindergarten_id, subject_id),
        UNIQUE (kindergarten_id, position) DEFERRABLE INITIALLY DEFERRED
      )`);
    await enableTenancy(queryRunner, 'kindergarten_subjects');
    await queryRunner.query(
      `ALTER TABLE kindergartens ADD CONSTRAINT kindergartens_not_own_branch CHECK (mother_kindergarten_id <> id)`,
    );
    await queryRunner.query(`CREATE INDEX kindergartens_name_idx ON kindergartens (name COLLATE "bg-BG-x-icu", id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX kindergartens_name_idx`);
    await queryRunner.query(`ALTER TABLE kindergartens DROP CONSTRAINT kindergartens_not_own_branch`);
    await disableTenancy(queryRunner, 'kindergarten_subjects');
    await queryRunner.query(`DROP TABLE kindergarten_subjects`);
  }
}
