import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));

/**
 * The master administrator's account pages (web-routes.tsv /admin/user/*): find an account and what it is linked to,
 * send its links, correct its details, and the MON and municipality accounts.
 */
export const accountManagementArea: AreaRoutes = {
  routes: [
    {
      path: 'admin/user',
      children: [
        { path: 'account', lazy: page(() => import('./pages/account-page')) },
        { path: 'activation', lazy: page(() => import('./pages/activation-page')) },
        { path: 'info', lazy: page(() => import('./pages/info-page')) },
        { path: 'mon', lazy: page(() => import('./pages/mon-accounts-page')) },
        { path: 'municipal', lazy: page(() => import('./pages/municipal-accounts-page')) },
      ],
    },
  ],
};
