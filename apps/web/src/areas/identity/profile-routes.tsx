import type { RouteObject } from 'react-router';
import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

/** Pages of the signed-in area that belong to the user's own profile: /profile (spec 1 §2). */
export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: lazyRoute(async () => ({ Component: (await import('./pages/profile-page')).default })) },
];

/** The profile area for the shell's route registry (app/route-registry.ts); reached from the user menu, not the side menu. */
export const profileArea: AreaRoutes = { routes: profileRoutes };
