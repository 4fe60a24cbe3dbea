import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));
const kitchenForm = page(() => import('./pages/kitchen-recipe-form-page'));
const adminForm = page(() => import('./pages/admin-recipe-form-page'));

/** Recipes (web-routes.tsv /kitchen/recipes/* for a kindergarten, /admin/recipes/* for the master). */
export const recipesArea: AreaRoutes = {
  routes: [
    {
      path: 'kitchen/recipes',
      children: [
        { index: true, lazy: page(() => import('./pages/kitchen-recipes-page')) },
        { path: 'create', lazy: kitchenForm },
        { path: ':id', lazy: kitchenForm },
      ],
    },
    {
      path: 'admin/recipes',
      children: [
        { path: 'list', lazy: page(() => import('./pages/admin-recipes-page')) },
        { path: 'list/create', lazy: adminForm },
        { path: 'list/:id', lazy: adminForm },
        { path: 'recipe-books', lazy: page(() => import('./pages/recipe-books-page')) },
      ],
    },
  ],
};
