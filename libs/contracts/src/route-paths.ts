/**
 * The paths of contract routes, with no schema library: the web's request builder and the sign-in page use these
 * without pulling zod and every schema into the first load (`@kg/contracts/route-paths`).
 */

/**
 * The path with its parameters filled in and URL-encoded: `Parents/:id` with `{ id: 5 }` is `Parents/5`; an optional
 * parameter (`:id?`) left out drops its segment.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path
    .split('/')
    .flatMap((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match) return [segment];
      const value = params?.[match[1]];
      if (value === undefined || value === null || value === '') {
        if (match[2]) return [];
        throw new Error(`Missing path parameter ${match[1]} of ${path}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

/** A regular expression matching the route's concrete paths under `/api/` (case-insensitive, as the API routes). */
export function routePattern(route: { path: string }): RegExp {
  const source = route.path
    .split('/')
    .map((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return match[2] ? `(?:/(?<${match[1]}>[^/]+))?` : `/(?<${match[1]}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^/api${source}/?$`, 'i');
}
