import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/parent-form-page')).default }));

/** Parents' records (web-routes.tsv: /parents/management, /parents/management/create, /parents/management/:id). */
export const parentsArea: AreaRoutes = {
  routes: [
    {
      path: 'parents/management',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/parents-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
  ],
};
