import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

/**
 * The parents' activity requests (web-routes.tsv): /activities/applications/enrollment (+/create) and
 * /activities/applications/removal (docs/activities.md "Enrolment requests").
 */
export const activityEnrollmentRequestsArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/applications/enrollment',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/enrollment-requests-page')).default })) },
        { path: 'create', lazy: lazyRoute(async () => ({ Component: (await import('./pages/create-request-page')).default })) },
      ],
    },
    {
      path: 'activities/applications/removal',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/removal-requests-page')).default })),
    },
  ],
};
