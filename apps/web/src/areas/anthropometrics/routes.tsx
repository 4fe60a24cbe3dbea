import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** Anthropometric measurements (web-routes.tsv: /kids/measurements; docs/anthropometrics.md). */
export const anthropometricsArea: AreaRoutes = {
  routes: [
    {
      path: 'kids/measurements',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/measurements-page')).default })),
    },
  ],
};
