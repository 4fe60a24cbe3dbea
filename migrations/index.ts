import { Geography1795200000000 } from './1795200000000-Geography.js';
import { Platform1795300000000 } from './1795300000000-Platform.js';
import { Jobs1795300001000 } from './1795300001000-Jobs.js';

/** Every migration, in order. Registered as classes so the app, the CLI and the tests all find them. */
export const migrations = [Geography1795200000000, Platform1795300000000, Jobs1795300001000];

export { APP_ROLE, enableTenancy, enableAudit, disableTenancy } from './tenancy.js';
