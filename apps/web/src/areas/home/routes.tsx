import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** Home (/): its page (its menu entry is in menu.ts). */
export const homeArea: AreaRoutes = {
  routes: [{ index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/home-page')).default })) }],
};
