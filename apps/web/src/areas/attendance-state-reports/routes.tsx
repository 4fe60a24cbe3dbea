import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));

/** The state reports of attendance (docs/attendance-state-reports.md): the SMP report and the NEISPUO view of a month. */
export const attendanceStateReportsArea: AreaRoutes = {
  routes: [
    { path: 'attendances/references/smp', lazy: page(() => import('./pages/smp-page')) },
    { path: 'attendances/references/neispuo', lazy: page(() => import('./pages/neispuo-page')) },
  ],
};
