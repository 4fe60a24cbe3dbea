import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

/**
 * The provider documents (web-routes.tsv /activities/accounting, accounting/invoice (+/create, /:id), accounting/order
 * (+/create, /:id); docs/provider-invoices.md). "order" is the разходен касов ордер.
 */
export const providerInvoicesArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/accounting',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/accounting-page')).default })),
    },
    {
      path: 'activities/accounting/invoice',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/invoices-page')).default })),
    },
    {
      path: 'activities/accounting/invoice/create',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/invoice-create-page')).default })),
    },
    {
      path: 'activities/accounting/invoice/:id',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/invoice-page')).default })),
    },
    {
      path: 'activities/accounting/order',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/orders-page')).default })),
    },
    {
      path: 'activities/accounting/order/create',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/order-create-page')).default })),
    },
    {
      path: 'activities/accounting/order/:id',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/order-page')).default })),
    },
  ],
};
