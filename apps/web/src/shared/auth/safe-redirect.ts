/**
 * Where to go after sign-in (spec 1 §2, §5): the remembered page only when it is a path of this site made of
 * safe characters. Anything else (another origin, `//host`, `javascript:`, back-slashes, spaces) goes home.
 */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~/?=&%]*$/;

/** Pages that make no sense to come back to right after signing in. */
const NOT_A_DESTINATION = /^\/(login|logout)(?=$|[/?])/i;

export function isSafeRedirect(target: string | null | undefined): target is string {
  return typeof target === 'string' && SAFE_PATH.test(target) && !target.startsWith('//');
}

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!isSafeRedirect(target) || NOT_A_DESTINATION.test(target)) return fallback;
  return target;
}

/** The sign-in page that brings the user back to `location` afterwards. */
export function loginPath(location: { pathname: string; search?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}`;
  if (!isSafeRedirect(target) || target === '/' || NOT_A_DESTINATION.test(target)) return '/login';
  return `/login?${new URLSearchParams({ redirect: target }).toString()}`;
}
