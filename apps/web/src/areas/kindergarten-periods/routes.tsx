import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const page = lazyRoute(async () => ({ Component: (await import('./pages/school-years-page')).default }));

/**
 * School years (spec 1 §2 /platform/settings/school-years; the API's KindergartenPeriods of the kindergartens area).
 * The form is a routed drawer over the list: /create and /:id open it, so a link or reload keeps it open.
 * The entry needs read on resource 35; MON, municipality and the master have none (spec 1 §6), parents only their
 * own groups' read ("r"), which the settings page does not serve: they keep the top bar's switcher.
 */
export const kindergartenPeriodsArea: AreaRoutes = {
  routes: [
    {
      path: 'platform/settings/school-years',
      children: [
        { index: true, lazy: page },
        { path: 'create', lazy: page },
        { path: ':id', lazy: page },
      ],
    },
  ],
};
