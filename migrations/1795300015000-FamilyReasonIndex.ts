import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The family-reason days of a child in a school year are counted on every grid read and save (the cap of Наредба № 5
 * чл. 10): a partial index holds only those cells, so the count does not walk a year of a child's daily rows.
 */
export class FamilyReasonIndex1795300015000 implements MigrationInterface {
  name = 'FamilyReasonIndex1795300015000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX student_attendances_family_reason_idx ON student_attendances (kindergarten_id, student_id, for_date)
        WHERE type = 4`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX student_attendances_family_reason_idx`);
  }
}
