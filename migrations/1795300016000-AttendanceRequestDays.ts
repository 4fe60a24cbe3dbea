import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parents' attendance requests (docs/attendance-requests.md): the number of working days a request covers, counted
 * when it is filed and again when it is approved (weekends, locking days off and locked attendance periods left out),
 * so that lists and the family-reason cap (used days + days of pending requests) read it without a calendar per row.
 */
export class AttendanceRequestDays1795300016000 implements MigrationInterface {
  name = 'AttendanceRequestDays1795300016000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE student_attendance_requests ADD COLUMN working_days smallint NOT NULL DEFAULT 0 CHECK (working_days >= 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE student_attendance_requests DROP COLUMN working_days`);
  }
}
