import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from './tenancy.js';

/**
 * What locks entry into a module over a range of days, as rows (CalendarLocks, docs/days-off.md): the module's lock
 * (`kind` 'lock', its last locked day in `to_date`) and, when the module closes on days off, the locking days off
 * touching the range, national and the kindergarten's own (of the whole kindergarten or of `p_class_id`). One SQL
 * function so that a hot path (the attendance save) can read them inside its own statement, in the same round trip.
 * LANGUAGE sql and STABLE: the planner inlines it, and row-level security applies as for the caller.
 */
export class EntryLockRows1795300034000 implements MigrationInterface {
  name = 'EntryLockRows1795300034000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION entry_lock_rows(p_kindergarten_id integer, p_lock_group smallint, p_with_days_off boolean,
                                      p_day_off_type smallint, p_from date, p_to date, p_class_id integer)
      RETURNS TABLE (kind text, from_date date, to_date date, name text, is_national boolean, class_name text)
      LANGUAGE sql STABLE AS $$
        SELECT 'lock', NULL::date, l.locked_until, NULL::text, false, NULL::text
          FROM module_locks l
         WHERE l.kindergarten_id = p_kindergarten_id AND l.lock_group = p_lock_group
        UNION ALL
        SELECT 'dayOff', n.from_date, n.to_date, n.name::text, true, NULL::text
          FROM national_days_off n
         WHERE p_with_days_off AND n.type = p_day_off_type AND n.to_date >= p_from AND n.from_date <= p_to
        UNION ALL
        SELECT 'dayOff', o.from_date, o.to_date, o.name::text, false, c.name::text
          FROM kindergarten_days_off o LEFT JOIN classes c ON c.id = o.class_id
         WHERE p_with_days_off AND o.kindergarten_id = p_kindergarten_id AND o.type = p_day_off_type
           AND o.to_date >= p_from AND o.from_date <= p_to AND (o.class_id IS NULL OR o.class_id = p_class_id)
      $$`);
    await queryRunner.query(
      `REVOKE EXECUTE ON FUNCTION entry_lock_rows(integer, smallint, boolean, smallint, date, date, integer) FROM PUBLIC`,
    );
    await queryRunner.query(
      `GRANT EXECUTE ON FUNCTION entry_lock_rows(integer, smallint, boolean, smallint, date, date, integer) TO ${APP_ROLE}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION entry_lock_rows(integer, smallint, boolean, smallint, date, date, integer)`);
  }
}
