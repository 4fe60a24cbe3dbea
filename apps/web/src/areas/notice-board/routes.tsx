import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** The notice board (web-routes.tsv /notes). */
export const noticeBoardArea: AreaRoutes = {
  routes: [{ path: 'notes', lazy: lazyRoute(async () => ({ Component: (await import('./pages/notice-board-page')).default })) }],
};
