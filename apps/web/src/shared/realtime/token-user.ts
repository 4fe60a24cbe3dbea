/**
 * The user id (`sub`) inside the sign-in token, read without verifying it: only to keep each user's local
 * memory apart in a shared browser. The server checks the token on every call.
 */
export function userIdOfToken(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    const id = typeof sub === 'string' ? Number(sub) : sub;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
