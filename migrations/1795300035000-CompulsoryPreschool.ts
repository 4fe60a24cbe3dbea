import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rules that hang on compulsory preschool education and on declared vacations (docs/attendance.md "Legal sources"):
 *
 * - `compulsory_preschool(birth date, day)`: preschool education is compulsory from the school year that starts in
 *   the year the child turns 4 (ЗПУО чл. 8, ал. 1 as amended in September 2020, everywhere from 2023/2024). The school
 *   year of a day starts on 15 September (docs/kindergarten-periods.md), so a day from 1 to 14 September belongs to the year
 *   before. A property of the child and the day, not of the group: a mixed group holds both kinds of children. NULL
 *   when the birth date is unknown (a guest child, whose record the host cannot read).
 * - `student_family_absence_limit(kindergarten, group age type, birth date, day)`: the family-reason cap of a child.
 *   A child in compulsory preschool education has the cap of Наредба № 5/2016 чл. 10, ал. 2 (ДВ бр. 75/2021: 10 days),
 *   kept as the setting of age type 8; any other child the kindergarten's own rule for the group's age type. Without a
 *   known birth date the group's age type decides, as before.
 * - `absence_day_off(kindergarten, group, day)`: the declared vacation (3), flu vacation (2) or quarantine (1) of the
 *   kindergarten, of the group or national, on the day; the smallest type when several (quarantine first, a health
 *   reason). Наредба № 5/2016 чл. 10, ал. 3 lets a child be absent during the vacations; a quarantine closes the group.
 * - `attendance_kind(type, day, day off)`: the classification of 1795300015000 plus the rule that a plain Absence (1)
 *   on such a day is excused. Written with immutable expressions only, so PostgreSQL inlines it and evaluates the day
 *   off only for an Absence outside the summer (a CASE branch is reached only when its conditions hold). Callers pass
 *   `absence_day_off(a.kindergarten_id, a.class_id, a.for_date)` (apps/api/src/areas/attendance/data/attendance-kind.sql.ts).
 */
export class CompulsoryPreschool1795300035000 implements MigrationInterface {
  name = 'CompulsoryPreschool1795300035000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION compulsory_preschool(p_birth_date date, p_on date) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT (extract(year FROM p_on)
                - CASE WHEN extract(month FROM p_on) * 100 + extract(day FROM p_on) < 915 THEN 1 ELSE 0 END
                - extract(year FROM p_birth_date)) >= 4
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION student_family_absence_limit(p_kindergarten_id integer, p_age_type smallint, p_birth_date date, p_on date)
      RETURNS smallint LANGUAGE sql STABLE AS $$
        SELECT family_absence_limit(
          p_kindergarten_id,
          CASE WHEN coalesce(compulsory_preschool(p_birth_date, p_on), false) THEN 8 ELSE p_age_type END::smallint,
          p_on)
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION absence_day_off(p_kindergarten_id integer, p_class_id integer, p_on date)
      RETURNS smallint LANGUAGE sql STABLE AS $$
        SELECT min(d.type)::smallint FROM (
          SELECT n.type FROM national_days_off n
           WHERE n.type BETWEEN 1 AND 3 AND n.from_date <= p_on AND n.to_date >= p_on
          UNION ALL
          SELECT k.type FROM kindergarten_days_off k
           WHERE k.kindergarten_id = p_kindergarten_id AND k.type BETWEEN 1 AND 3
             AND (k.class_id IS NULL OR k.class_id = p_class_id) AND k.from_date <= p_on AND k.to_date >= p_on
        ) d
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION attendance_kind(p_type smallint, p_on date, p_day_off smallint) RETURNS smallint
      LANGUAGE sql IMMUTABLE AS $$
        SELECT (CASE
          WHEN p_type IN (13, 14) THEN 0
          WHEN p_type IN (2, 7, 8, 9) THEN 1
          WHEN p_type = 1 AND (extract(month FROM p_on) * 100 + extract(day FROM p_on)) BETWEEN 601 AND 914 THEN 3
          WHEN p_type = 1 AND p_day_off IS NOT NULL THEN 3
          WHEN p_type = 1 THEN 2
          ELSE 3
        END)::smallint
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION attendance_kind(smallint, date, smallint)`);
    await queryRunner.query(`DROP FUNCTION absence_day_off(integer, integer, date)`);
    await queryRunner.query(`DROP FUNCTION student_family_absence_limit(integer, smallint, date, date)`);
    await queryRunner.query(`DROP FUNCTION compulsory_preschool(date, date)`);
  }
}
