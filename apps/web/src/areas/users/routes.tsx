import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/group-form-page')).default }));

/**
 * User groups and users (web-routes.tsv: /platform/groups, /platform/groups/create, /platform/groups/:id). The users
 * of the kindergarten are a tab of /platform/groups (`?tab=users`): the route list has no page of their own.
 */
export const usersArea: AreaRoutes = {
  routes: [
    {
      path: 'platform/groups',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/groups-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
  ],
};
