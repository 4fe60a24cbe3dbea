import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** The master's NEISPUO pages (web-routes.tsv /admin/neispuo/*): so far the attendance mapping. */
export const neispuoAdminArea: AreaRoutes = {
  routes: [
    {
      path: 'admin/neispuo/attendances',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/attendance-mapping-page')).default })),
    },
  ],
};
