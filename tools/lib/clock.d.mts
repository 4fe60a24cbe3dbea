// Types of clock.mjs (the tests' one clock) for the TypeScript that imports it: the API's jest set-up, the web tests.
type Env = Record<string, string | undefined>;
export declare function clockShiftDays(env?: Env): number;
export declare function clockShiftMs(env?: Env): number;
export declare function shiftDate(shiftMs: number, target?: { Date: DateConstructor }): void;
export declare function installShiftedClock(target?: { Date: DateConstructor }, env?: Env): boolean;
export declare const shiftedClockScript: typeof shiftDate;
export declare function shiftedProcessEnv(env?: Env): Record<string, string>;
