import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A meal calculation's products are issued by one stock request per warehouse that holds them (docs/storage.md
 * "Requests from a calculation"): at most one request per calculation and warehouse, instead of one per calculation.
 */
export class StockRequestsPerWarehouse1795699799093 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX stock_requests_meal_calculation_idx');
    await queryRunner.query(`
      CREATE UNIQUE INDEX stock_requests_meal_calculation_idx ON stock_requests (meal_calculation_id, warehouse_id)
        WHERE meal_calculation_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX stock_requests_meal_calculation_idx');
    await queryRunner.query(`
      CREATE UNIQUE INDEX stock_requests_meal_calculation_idx ON stock_requests (meal_calculation_id)
        WHERE meal_calculation_id IS NOT NULL`);
  }
}
