import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/**
 * Parents' requests (web-routes.tsv): the director's /parents/registration-parents/:id? and the signed-in parent's
 * /parent-child-application. The guest pages (/registration-parents, its success message, /login/signup) are in
 * `guest-routes.tsx`, listed with the other guest pages.
 */
export const parentRegistrationsArea: AreaRoutes = {
  routes: [
    {
      path: 'parents/registration-parents/:id?',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/registrations-page')).default })),
    },
    {
      path: 'parent-child-application',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/child-application-page')).default })),
    },
  ],
};
