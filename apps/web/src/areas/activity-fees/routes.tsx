import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

/** Monthly fees and the desk's payments (web-routes.tsv /activities/fees…, /activities/notifications; docs/activity-fees.md). */
export const activityFeesArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/fees',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/fees-page')).default })),
    },
    {
      path: 'activities/fees/:year/:month?/:studentId?/:id?',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/student-month-page')).default })),
    },
    {
      path: 'activities/notifications',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/fee-notifications-page')).default })),
    },
  ],
};
