import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/activity-form-page')).default }));

/**
 * The director's activities (/activities/management, /create, /:id) and the parents' offer
 * (/activities/parents/providers); web-routes.tsv, docs/activities.md.
 */
export const activitiesArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/management',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/activities-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
    {
      path: 'activities/parents/providers',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/parent-activities-page')).default })),
    },
  ],
};
