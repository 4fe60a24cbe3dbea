import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));
const adminForm = page(() => import('./pages/admin-product-form-page'));
const storageForm = page(() => import('./pages/storage-product-form-page'));

/** Products (web-routes.tsv /admin/products/* for the master, /storage/products* for a kindergarten; docs/products.md). */
export const productsArea: AreaRoutes = {
  routes: [
    {
      path: 'admin/products',
      children: [
        { path: 'list', lazy: page(() => import('./pages/admin-products-page')) },
        { path: 'list/create', lazy: adminForm },
        { path: 'list/:id', lazy: adminForm },
        { path: 'categories', lazy: page(() => import('./pages/categories-page')) },
        { path: 'allergens', lazy: page(() => import('./pages/allergens-page')) },
        { path: 'substitutions', lazy: page(() => import('./pages/substitutions-page')) },
      ],
    },
    {
      path: 'storage/products',
      children: [
        { index: true, lazy: page(() => import('./pages/storage-products-page')) },
        { path: 'create', lazy: storageForm },
        { path: ':id', lazy: storageForm },
      ],
    },
  ],
};
