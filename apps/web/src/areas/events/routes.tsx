import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** The calendar (web-routes.tsv /calendar, `?id=` opens one event: the notification target of spec 1 §2). */
export const eventsArea: AreaRoutes = {
  routes: [{ path: 'calendar', lazy: lazyRoute(async () => ({ Component: (await import('./pages/calendar-page')).default })) }],
};
