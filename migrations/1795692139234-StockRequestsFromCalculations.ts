import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stock request made from a day's meal calculation names it (docs/storage.md "Stock requests"): the foreign key its
 * migration could not have (the calculations came after), and at most one request per calculation, so the day's
 * products are not issued twice.
 */
export class StockRequestsFromCalculations1795692139234 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stock_requests
        ADD CONSTRAINT stock_requests_meal_calculation_fk
        FOREIGN KEY (meal_calculation_id, kindergarten_id) REFERENCES meal_calculations (id, kindergarten_id)`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX stock_requests_meal_calculation_idx ON stock_requests (meal_calculation_id)
        WHERE meal_calculation_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX stock_requests_meal_calculation_idx');
    await queryRunner.query('ALTER TABLE stock_requests DROP CONSTRAINT stock_requests_meal_calculation_fk');
  }
}
