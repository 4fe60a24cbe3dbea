import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** Home (/) and a child's dashboard (linked from a parent's home; not in the menu). Its menu entry is in menu.ts. */
export const dashboardsArea: AreaRoutes = {
  routes: [
    { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/home-page')).default })) },
    {
      path: 'dashboard/children/:studentId',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/child-dashboard-page')).default })),
    },
  ],
};
