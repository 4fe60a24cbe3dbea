/**
 * The statements of the hot paths, for the benchmark (tools/bench): it times them directly through pg next to
 * the HTTP calls, and imports them from here so that it always measures what the API runs.
 */
export { SESSION_LOOKUP_SQL } from './platform/auth/auth-context.loader.js';
export { scopeStatement } from './platform/database/tenant-scope.js';
export { USER_KINDERGARTENS_SQL, USER_PROFILE_SQL } from './areas/identity/data/user-data.sql.js';
export { THROTTLE_WINDOW_MINUTES } from './areas/identity/services/login-throttle.service.js';
export {
  CANDIDATE_SQL,
  SELECT_KINDERGARTEN_IF_NONE_SQL,
  SWEEP_OLD_SESSIONS_SQL,
  THROTTLE_CLEAR_SQL,
  THROTTLE_COUNT_SQL,
} from './areas/identity/data/login.sql.js';
export { PARTNERS_SQL } from './areas/partners/data/partners.sql.js';
export { pagedStatements, preparedStatement } from './platform/database/paged-query.js';
export { studentListSelect } from './areas/students/data/students.sql.js';
export { parentListSelect } from './areas/parents/data/parents.repository.js';
export {
  GRID_CELLS_SQL,
  GRID_COUNTS_SQL,
  GRID_GROUP_SQL,
  GRID_NOTES_SQL,
  GRID_REQUESTS_SQL,
  GRID_ROWS_SQL,
  SAVE_CHECKS_SQL,
  SAVE_UPSERT_SQL,
} from './areas/attendance/data/student-attendances.sql.js';
export { entryLockArgs, EntryModule } from './areas/days-off/services/calendar-locks.service.js';
export { DATA_VERSION_SQL, DATA_VERSIONS_SQL } from './platform/cache/versioned-cache.js';
export {
  ACTIVITY_SQL as ACTIVITY_GRID_ACTIVITY_SQL,
  GRID_MARKS_SQL as ACTIVITY_GRID_MARKS_SQL,
  GRID_ROWS_SQL as ACTIVITY_GRID_ROWS_SQL,
} from './areas/activity-attendances/data/activity-attendances.sql.js';
export { ENTRY_LOCKS_SQL } from './areas/days-off/data/calendar-locks.sql.js';
export { overviewSelect as activityOverviewSelect, PARENT_ACTIVITIES_SQL } from './areas/activities/data/activities.sql.js';
export { feeListSelect, GENERATE_SQL as GENERATE_FEES_SQL } from './areas/activity-fees/data/activity-fees.sql.js';
export { PARENT_FAMILY_SQL, parentFeesSelect } from './areas/parent-fees/data/parent-fees.repository.js';
export { productListSelect } from './areas/products/data/products.sql.js';
export { NUTRITION_SQL as RECIPE_NUTRITION_SQL } from './areas/recipes/data/recipes.sql.js';
export {
  GROUP_SQL as MENU_GROUP_SQL,
  MEALS_SQL as MENU_MEALS_SQL,
  MENU_NUTRITION_SQL,
  WEEK_HEADER_SQL as MENU_WEEK_SQL,
} from './areas/menus/data/menus.sql.js';
export { availabilitySelect } from './areas/storage/data/stock.sql.js';
export { trialBalanceStatement } from './areas/storage/data/stock-references.sql.js';
export {
  INTAKE_SQL as NUTRITION_INTAKE_SQL,
  NORM_GROUPS_SQL,
  NORMS_BY_IDS_SQL,
  UNATTRIBUTED_SQL as NUTRITION_UNATTRIBUTED_SQL,
} from './areas/meal-calculations/data/nutrition-norms.repository.js';
