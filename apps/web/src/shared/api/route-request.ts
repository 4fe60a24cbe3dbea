import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { RouteArgs, RouteDefinition } from '@kg/contracts';
import { fillPath } from '@kg/contracts/route-paths';

/**
 * The request of a contract route (libs/contracts `<area>Routes`) for RTK Query: its method, its path with the
 * parameters filled in, its query and body. Areas never write a URL: an endpoint is
 *
 *   getParent: build.query<RouteResponse<typeof parentsRoutes.get>, number>({
 *     query: (id) => routeRequest(parentsRoutes.get, { params: { id } }),
 *   })
 */
export function routeRequest<R extends RouteDefinition>(route: Pick<R, 'method' | 'path'>, args: RouteArgs<R>): FetchArgs {
  const parts = args as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return {
    url: fillPath(route.path, parts.params),
    method: route.method,
    ...(parts.query ? { params: withoutEmpty(parts.query) } : {}),
    ...('body' in parts ? { body: parts.body } : {}),
  };
}

/**
 * (A page of the first load passes only the route's method and path, from a file of the contracts without schemas,
 * and names the route's type: `routeRequest<typeof identityRoutes.login>(signInPath, { body })`.)
 */

/** The path of a contract route under /api with its query string: what `DownloadButton` and `downloadFile` take. */
export function routePath<R extends RouteDefinition>(route: R, args: RouteArgs<R>): string {
  const request = routeRequest(route, args);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `${request.url}${query ? `?${query}` : ''}`;
}

/** The URL of a contract route (a picture's src, a link), with its query string. */
export function routeUrl<R extends RouteDefinition>(route: R, args: RouteArgs<R>): string {
  return `/api/${routePath(route, args)}`;
}

/** Query values left empty filter nothing: they are not sent (as the hand-written URLs did not send them). */
function withoutEmpty(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}
