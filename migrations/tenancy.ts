import type { QueryRunner } from 'typeorm';

/**
 * Row-level security for kindergarten-owned tables. Requests run as the role `kg_app` (see
 * apps/api/src/platform/database/db.service.ts) with these transaction settings:
 *   app.kindergarten_id        the selected kindergarten: the only one a request may write to
 *   app.readable_kindergartens comma list of the kindergartens a request may read (MON and
 *                              municipality users read across their scope)
 *   app.read_all               'on' for MON: reads every kindergarten, writes none
 *   app.all_kindergartens      'on' for the master administrator and for system jobs
 *   app.user_id                who acts, for the audit trail
 * The schema owner (migrations, seeding, signing in) is not subject to the policies: RLS is enabled
 * but not forced, so only `kg_app` is fenced in.
 * Every migration that creates a kindergarten-owned table calls `enableTenancy` for it.
 */
export const APP_ROLE = 'kg_app';

const canRead = `(current_setting('app.all_kindergartens', true) = 'on'
  OR current_setting('app.read_all', true) = 'on'
  OR kindergarten_id = ANY (string_to_array(nullif(current_setting('app.readable_kindergartens', true), ''), ',')::int[]))`;
const canWrite = `(current_setting('app.all_kindergartens', true) = 'on'
  OR kindergarten_id = nullif(current_setting('app.kindergarten_id', true), '')::int)`;

export async function enableTenancy(
  queryRunner: QueryRunner,
  table: string,
  options: { audit?: boolean; auditExclude?: string[] } = {},
): Promise<void> {
  await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
  await queryRunner.query(`CREATE POLICY "${table}_read" ON "${table}" FOR SELECT USING ${canRead}`);
  await queryRunner.query(`CREATE POLICY "${table}_insert" ON "${table}" FOR INSERT WITH CHECK ${canWrite}`);
  await queryRunner.query(`CREATE POLICY "${table}_update" ON "${table}" FOR UPDATE USING ${canWrite} WITH CHECK ${canWrite}`);
  await queryRunner.query(`CREATE POLICY "${table}_delete" ON "${table}" FOR DELETE USING ${canWrite}`);
  if (options.audit !== false) await enableAudit(queryRunner, table, options.auditExclude ?? []);
}

/** Every write to the table is recorded in audit_log by a trigger, in the writing transaction. */
export async function enableAudit(queryRunner: QueryRunner, table: string, exclude: string[] = []): Promise<void> {
  const args = exclude.map((column) => `'${column}'`).join(', ');
  await queryRunner.query(
    `CREATE TRIGGER "${table}_audit" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
     FOR EACH ROW EXECUTE FUNCTION audit_row_change(${args})`,
  );
}

export async function disableTenancy(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`DROP TRIGGER IF EXISTS "${table}_audit" ON "${table}"`);
  for (const action of ['read', 'insert', 'update', 'delete']) {
    await queryRunner.query(`DROP POLICY IF EXISTS "${table}_${action}" ON "${table}"`);
  }
}
