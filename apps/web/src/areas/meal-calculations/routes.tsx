import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));

/**
 * The daily meal calculations under „Склад“ (web-routes.tsv /storage/calculations, /create, /:id). The portion book has
 * no route of its own in web-routes.tsv: it lives on the calculation's page (docs/meal-calculations.md "Web").
 */
export const mealCalculationsArea: AreaRoutes = {
  routes: [
    {
      path: 'storage/calculations',
      children: [
        { index: true, lazy: page(() => import('./pages/calculations-page')) },
        { path: 'create', lazy: page(() => import('./pages/calculation-create-page')) },
        { path: ':id', lazy: page(() => import('./pages/calculation-page')) },
      ],
    },
  ],
};
