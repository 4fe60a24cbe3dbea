import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** Anthropometric measurements (web-routes.tsv: /kids/measurements; docs/anthropometrics.md). */
export const anthropometricsArea: AreaRoutes = {
  routes: [
    {
      path: 'kids/measurements',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/measurements-page')).default })),
    },
  ],
};
