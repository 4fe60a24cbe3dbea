import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/staff-form-page')).default }));

/** Staff records (web-routes.tsv: /staff/pedagogical, /staff/pedagogical/create, /staff/pedagogical/:id/:kindergartenId?). */
export const teachersArea: AreaRoutes = {
  routes: [
    {
      path: 'staff/pedagogical',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/staff-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id/:kindergartenId?', lazy: formPage },
      ],
    },
  ],
};
