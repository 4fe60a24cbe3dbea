import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** Home (/): its page and its menu entry. */
export const homeArea: AreaRoutes = {
  routes: [{ index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/home-page')).default })) }],
  menu: [{ key: 'home', section: 'main', order: 0, label: 'Начало', path: '/', icon: 'home' }],
};
