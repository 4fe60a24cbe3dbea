/** The partners in the two orders the list offers (exported for the benchmark, apps/api/src/hot-paths.ts). */
export const PARTNERS_SQL = {
  byName: `SELECT id, name FROM partners ORDER BY name COLLATE "bg-BG-x-icu", id`,
  byId: `SELECT id, name FROM partners ORDER BY id`,
};
