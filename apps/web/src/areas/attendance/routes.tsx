import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** Children's attendance (web-routes.tsv: /attendances/**): the monthly grid of a group (docs/attendance.md). */
export const attendanceArea: AreaRoutes = {
  routes: [
    {
      path: 'attendances/management',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/attendance-grid-page')).default })),
    },
  ],
};
