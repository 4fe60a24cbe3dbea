import { redirect } from 'react-router';
import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

/**
 * The activity references (web-routes.tsv /activities/references/**; docs/payment-references.md "Pages"); the old
 * cash_depricated address goes to the cash reference with its filters.
 */
export const paymentReferencesArea: AreaRoutes = {
  routes: [
    {
      path: 'activities/references',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/references-index-page')).default })),
    },
    {
      path: 'activities/references/kindergarten',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/kindergarten-reference-page')).default })),
    },
    {
      path: 'activities/references/groups',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/groups-reference-page')).default })),
    },
    {
      path: 'activities/references/kids',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/kids-reference-page')).default })),
    },
    {
      path: 'activities/references/cash',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/cash-reference-page')).default })),
    },
    {
      path: 'activities/references/cash_depricated',
      loader: ({ request }) => redirect(`/activities/references/cash${new URL(request.url).search}`),
    },
    {
      path: 'activities/references/batch-payments',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/batch-payments-reference-page')).default })),
    },
    {
      path: 'activities/references/fees',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/fees-reference-page')).default })),
    },
    {
      path: 'activities/references/students',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/students-reference-page')).default })),
    },
    {
      path: 'activities/references/enrollments',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/enrollments-reference-page')).default })),
    },
    {
      path: 'activities/references/attendances',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/attendances-reference-page')).default })),
    },
  ],
};
