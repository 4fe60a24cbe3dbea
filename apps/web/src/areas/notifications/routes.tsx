import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/**
 * /notifications (web-routes.tsv, "Common"): reached from the header's "Всички известия", not from the side menu — the
 * menu's badges on Табло за обяви, Съобщения, Календар and Анкети already lead to each list (docs/notifications.md).
 */
export const notificationsArea: AreaRoutes = {
  routes: [
    {
      path: 'notifications',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/notifications-page')).default })),
    },
  ],
};
