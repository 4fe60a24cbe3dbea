// Runs in every jest test file before its tests: the tests and the API they start read "now" from the tests' one
// clock (KG_CLOCK_SHIFT_DAYS, tools/lib/clock.mjs); PostgreSQL follows it too (global-setup.ts starts it shifted).
import { installShiftedClock } from '../../../tools/lib/clock.mjs';

installShiftedClock();
