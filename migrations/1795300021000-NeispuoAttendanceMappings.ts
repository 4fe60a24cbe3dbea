import type { MigrationInterface, QueryRunner } from 'typeorm';
import { disableTenancy, enableAudit } from './tenancy.js';

/**
 * NEISPUO attendance mapping (docs/smp-and-neispuo.md): the national information system knows three attendance types
 * (1 present, 2 unexcused absence, 3 excused absence) and three reasons of an excused absence (1 health, 2 family,
 * 3 other). One row per child attendance status of spec 1 §3 (1–15) says what the status is in NEISPUO; a NULL type
 * means the day is not sent (a locked or vacation day). National, like national_days_off: no kindergarten, read by
 * every signed-in request, written only by the master (the policy says so as well as the routes).
 */
export class NeispuoAttendanceMappings1795300021000 implements MigrationInterface {
  name = 'NeispuoAttendanceMappings1795300021000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE neispuo_attendance_mappings (
        status smallint PRIMARY KEY CHECK (status BETWEEN 1 AND 15),
        neispuo_type smallint CHECK (neispuo_type IN (1, 2, 3)),
        neispuo_reason smallint CHECK (neispuo_reason IN (1, 2, 3)),
        updated_by integer REFERENCES users(id),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- a reason only with an excused absence, and an excused absence always with its reason
        CHECK ((neispuo_type = 3) = (neispuo_reason IS NOT NULL))
      )`);
    await queryRunner.query(`ALTER TABLE neispuo_attendance_mappings ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(
      `CREATE POLICY neispuo_attendance_mappings_read ON neispuo_attendance_mappings FOR SELECT USING (true)`,
    );
    const master = `(current_setting('app.all_kindergartens', true) = 'on')`;
    await queryRunner.query(
      `CREATE POLICY neispuo_attendance_mappings_update ON neispuo_attendance_mappings FOR UPDATE
         USING ${master} WITH CHECK ${master}`,
    );
    // status: type, reason — the defaults explained line by line in docs/smp-and-neispuo.md
    await queryRunner.query(`
      INSERT INTO neispuo_attendance_mappings (status, neispuo_type, neispuo_reason) VALUES
        (1, 2, NULL),   -- Отсъствие: unexcused (in summer attendance_kind() makes it excused / other)
        (2, 1, NULL),   -- Присъствие: present
        (3, 3, 3),      -- Уважително отсъствие: excused / other
        (4, 3, 2),      -- По семейни причини: excused / family
        (5, 3, 1),      -- Болест (медицинска бележка): excused / health
        (6, 3, 1),      -- Болест (бележка от родител): excused / health
        (7, 1, NULL),   -- Почасово 1 час: present
        (8, 1, NULL),   -- Почасово 2 часа: present
        (9, 1, NULL),   -- Почасово 3 часа: present
        (10, 3, 1),     -- Карантина: excused / health
        (11, 3, 1),     -- Специализиран център: excused / health
        (12, 3, 1),     -- Грипна ваканция: excused / health
        (13, NULL, NULL), -- Заключен ден: not sent
        (14, NULL, NULL), -- Ваканция: not sent
        (15, 3, 1)      -- ТЕЛК: excused / health
    `);
    await enableAudit(queryRunner, 'neispuo_attendance_mappings');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await disableTenancy(queryRunner, 'neispuo_attendance_mappings');
    await queryRunner.query(`DROP TABLE neispuo_attendance_mappings`);
  }
}
