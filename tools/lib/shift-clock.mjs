// `node --import ./tools/lib/shift-clock.mjs …`: this process runs on the tests' clock (KG_CLOCK_SHIFT_DAYS; see clock.mjs).
import { installShiftedClock } from './clock.mjs';

installShiftedClock();
