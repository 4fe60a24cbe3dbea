import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Children's records: a child is in at most one group at a time (one open placement, to_date NULL), and the list
 * finds each child's open placement through this index (one probe per child of the kindergarten).
 */
export class StudentPlacements1795300005000 implements MigrationInterface {
  name = 'StudentPlacements1795300005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX student_classes_open_key ON student_classes (student_id) WHERE to_date IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX student_classes_open_key`);
  }
}
