import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/substitution-form-page')).default }));

/**
 * Staff substitutions (web-routes.tsv: /staff/members-substitution, /create, /:id?) and their two references
 * (/staff/references/substitutions, /staff/references/mandatory). The entries sit under "Персонал" (areas/teachers/menu.ts).
 */
export const substitutionsArea: AreaRoutes = {
  routes: [
    {
      path: 'staff/members-substitution',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/substitutions-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
    {
      path: 'staff/references/substitutions',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/substitution-totals-page')).default })),
    },
    {
      path: 'staff/references/mandatory',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/mandatory-norms-page')).default })),
    },
  ],
};
