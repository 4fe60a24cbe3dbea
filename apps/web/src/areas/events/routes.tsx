import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** The calendar (web-routes.tsv /calendar, `?id=` opens one event: the notification target of spec 1 §2). */
export const eventsArea: AreaRoutes = {
  routes: [{ path: 'calendar', lazy: lazyRoute(async () => ({ Component: (await import('./pages/calendar-page')).default })) }],
};
