/**
 * The method and path of the one call the sign-in page makes, without its schemas: the page's first load must not
 * carry zod and the schemas (its budget is 250 KB of JavaScript). `identityRoutes.login` spreads it, so the path is
 * still written once; the web types the call with `typeof identityRoutes.login` (a type import, erased).
 */
export const signInPath = { method: 'POST', path: 'identity/login' } as const;
