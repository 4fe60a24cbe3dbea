import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));

/** The master's administrative messages and maintenance notices (web-routes.tsv /admin/messages/*). */
export const adminMessagesArea: AreaRoutes = {
  routes: [
    {
      path: 'admin/messages',
      children: [
        { path: 'dashboard', lazy: page(() => import('./pages/admin-messages-page')) },
        { path: 'real-time', lazy: page(() => import('./pages/maintenance-messages-page')) },
      ],
    },
  ],
};
