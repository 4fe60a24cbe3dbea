import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** Anthropometric measurements (web-routes.tsv: /kids/measurements; docs/measurements.md). */
export const measurementsArea: AreaRoutes = {
  routes: [
    {
      path: 'kids/measurements',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/measurements-page')).default })),
    },
  ],
};
