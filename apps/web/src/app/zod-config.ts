/**
 * The page's Content-Security-Policy forbids eval, so zod must run "jitless" (without even probing for eval: the
 * probe logs a CSP violation). zod keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy of
 * zod, and creates it only when absent: setting it here, before any page loads zod, keeps zod itself out of the
 * first download (the sign-in page does not validate with zod). `zod-config.test.ts` checks zod sees it, whichever
 * loads first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
