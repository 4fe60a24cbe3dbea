import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * School years of one kindergarten never overlap (docs/kindergarten-periods.md). The API checks it first to answer
 * with the clashing year's name; this constraint is the guarantee. Ranges of the built-in range types have GiST
 * operator classes, so no extension (btree_gist) is needed: the kindergarten id is compared as a one-value range.
 */
export class SchoolYearsNoOverlap1795300002000 implements MigrationInterface {
  name = 'SchoolYearsNoOverlap1795300002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE kindergarten_periods ADD CONSTRAINT kindergarten_periods_no_overlap EXCLUDE USING gist (
        int4range(kindergarten_id, kindergarten_id, '[]') WITH &&,
        daterange(from_date, to_date, '[]') WITH &&)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE kindergarten_periods DROP CONSTRAINT kindergarten_periods_no_overlap`);
  }
}
