import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** The notice board (web-routes.tsv /notes). */
export const noticeBoardArea: AreaRoutes = {
  routes: [{ path: 'notes', lazy: lazyRoute(async () => ({ Component: (await import('./pages/notice-board-page')).default })) }],
};
