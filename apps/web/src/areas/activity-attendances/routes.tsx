import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

/** Activity attendance (web-routes.tsv /activities/attendances, /activities/parents/attendances; docs/activities.md). */
export const activityAttendancesArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/attendances',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/activity-attendance-page')).default })),
    },
    {
      path: 'activities/parents/attendances',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/parent-activity-attendance-page')).default })),
    },
  ],
};
