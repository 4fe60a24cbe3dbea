import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/group-form-page')).default }));

/**
 * Groups (spec 1 §2 "Groups, kids, kitchen, parents": /groups/management, /create, /:id — read as children of
 * management, like /parents/management, in web-routes.tsv). The menu entry needs read on Classes; the kindergarten
 * section is never shown to MON, municipality or the master, and parents have no Classes access (spec 1 §6).
 */
export const classesArea: AreaRoutes = {
  routes: [
    {
      path: 'groups/management',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/groups-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
  ],
};
