import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/**
 * Kindergarten records (web-routes.tsv): the master's /admin/kindergartens (+ /:id), and the selected kindergarten's
 * /platform/settings/configuration, /platform/settings/subjects and /platform/about. The shell's switchers of this
 * area live in `components/`.
 */
export const kindergartensArea: AreaRoutes = {
  routes: [
    {
      path: 'admin/kindergartens',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/admin-kindergartens-page')).default })) },
        { path: ':id', lazy: lazyRoute(async () => ({ Component: (await import('./pages/admin-kindergarten-page')).default })) },
      ],
    },
    {
      path: 'platform/settings/configuration',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/configuration-page')).default })),
    },
    {
      path: 'platform/settings/subjects',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/subjects-page')).default })),
    },
    { path: 'platform/about', lazy: lazyRoute(async () => ({ Component: (await import('./pages/about-page')).default })) },
  ],
};
