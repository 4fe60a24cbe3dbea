import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));

/**
 * Staff attendance, staff meals and the staff references (web-routes.tsv: /staff/attendances, /staff/meals,
 * /staff/references, /staff/references/{attendances,days,meal}). The entries sit under "Персонал" (areas/teachers/menu.ts).
 */
export const staffAttendanceArea: AreaRoutes = {
  routes: [
    { path: 'staff/attendances', lazy: page(() => import('./pages/staff-attendance-page')) },
    { path: 'staff/meals', lazy: page(() => import('./pages/staff-meals-page')) },
    { path: 'staff/references', lazy: page(() => import('./pages/staff-references-page')) },
    { path: 'staff/references/attendances', lazy: page(() => import('./pages/attendance-reference-page')) },
    { path: 'staff/references/days', lazy: page(() => import('./pages/days-reference-page')) },
    { path: 'staff/references/meal', lazy: page(() => import('./pages/meal-reference-page')) },
  ],
};
