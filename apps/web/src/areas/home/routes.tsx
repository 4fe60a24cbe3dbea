import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazy-route';

/** Pages of the signed-in area that belong to home. */
export const homeRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/home-page')).default })) },
];
