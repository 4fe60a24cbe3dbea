import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/kid-form-page')).default }));

/**
 * Children's records (web-routes.tsv: /kids/records, /kids/records/create, /kids/records/:id/:kindergatrenId? —
 * the parameter's spelling as written). The entry needs read on Students; a parent reads their own children
 * through attendance review and the dashboard (spec 1 §6), not this register, so the entry is hidden for them.
 */
export const studentsArea: AreaRoutes = {
  routes: [
    {
      path: 'kids/records',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/kids-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id/:kindergatrenId?', lazy: formPage },
      ],
    },
  ],
};
