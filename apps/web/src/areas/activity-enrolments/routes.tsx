import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/**
 * Enrolment of children in the activities and their discounts (web-routes.tsv: /activities/groups,
 * /activities/preferences; docs/activities.md "Enrolment").
 */
export const activityEnrolmentsArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/groups',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/activity-groups-page')).default })),
    },
    {
      path: 'activities/preferences',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/preferences-page')).default })),
    },
  ],
};
