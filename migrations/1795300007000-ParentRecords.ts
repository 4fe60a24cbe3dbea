import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parents' records (issue #4 item 5): an e-mail belongs to one parent record per kindergarten (case-insensitive),
 * a child has one mother and one father at most, and the overview sorts by name in Bulgarian order.
 * The services check the same rules first for a Bulgarian message; these indexes hold under concurrent writes.
 */
export class ParentRecords1795300007000 implements MigrationInterface {
  name = 'ParentRecords1795300007000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX parents_email_key ON parents (kindergarten_id, lower(email)) WHERE email IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX student_parents_mother_father_key ON student_parents (student_id, relation) WHERE relation IN (1, 2)`,
    );
    await queryRunner.query(
      `CREATE INDEX parents_kindergarten_name_idx ON parents (kindergarten_id, first_name COLLATE "bg-BG-x-icu", last_name COLLATE "bg-BG-x-icu", id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX parents_kindergarten_name_idx`);
    await queryRunner.query(`DROP INDEX student_parents_mother_father_key`);
    await queryRunner.query(`DROP INDEX parents_email_key`);
  }
}
