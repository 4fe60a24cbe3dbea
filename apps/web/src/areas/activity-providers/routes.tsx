import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));
const formPage = page(() => import('./pages/provider-form-page'));

/** The master's activity providers and types (web-routes.tsv /admin/activities/*). */
export const activityProvidersArea: AreaRoutes = {
  routes: [
    {
      path: 'admin/activities',
      children: [
        { path: 'providers', lazy: page(() => import('./pages/providers-page')) },
        { path: 'providers/create', lazy: formPage },
        { path: 'providers/:id', lazy: formPage },
        { path: 'activities', lazy: page(() => import('./pages/activity-types-page')) },
      ],
    },
  ],
};
