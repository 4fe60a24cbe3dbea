import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/day-off-form-page')).default }));

/**
 * Days off and module locks (spec 1 §2: /days-off, /days-off/create, /days-off/:id?, /admin/days-off,
 * /platform/settings/lock). Menu rules of spec 1 §6: "Неучебни дни" needs read on DaysOff and is hidden from parents,
 * MON and municipality (their section or access already hides it); the master's entry is in the admin section;
 * "Заключване" needs read on ModuleSettings, hidden from MON but not from the municipality.
 */
export const daysOffArea: AreaRoutes = {
  routes: [
    {
      path: 'days-off',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/days-off-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
    {
      path: 'admin/days-off',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/national-days-off-page')).default })),
    },
    {
      path: 'platform/settings/lock',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/module-locks-page')).default })),
    },
  ],
};
