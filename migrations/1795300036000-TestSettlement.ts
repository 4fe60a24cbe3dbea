import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ministry's nomenclature carries one settlement that is not a place: „тестово населено място“ (id 90004, code 0,
 * in the municipality and oblast „други“). It stays in the table as published (nothing refers to it, and the data is
 * kept as the ministry gives it), marked `is_test`, so that no picker, search or choice of a town offers or accepts
 * it (docs/geography.md).
 */
export class TestSettlement1795300036000 implements MigrationInterface {
  name = 'TestSettlement1795300036000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE settlements ADD COLUMN is_test boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE settlements SET is_test = true WHERE id = 90004`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE settlements DROP COLUMN is_test`);
  }
}
