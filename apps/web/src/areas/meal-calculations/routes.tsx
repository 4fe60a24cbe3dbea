import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));
const haccpEntry = page(() => import('./pages/haccp-entry-page'));
const normForm = page(() => import('./pages/nutrition-norms-form-page'));

/**
 * The daily meal calculations under „Склад“ (web-routes.tsv /storage/calculations, /create, /:id). The portion book has
 * no route of its own in web-routes.tsv: it lives on the calculation's page (docs/meal-calculations.md "Web").
 * The kitchen-fed storage reports and HACCP (docs/meal-calculations.md "Kitchen reports", docs/storage.md "HACCP"):
 * /storage/references/monthly-report, period-calculation, department (the staff nutrition report) and HACCP.
 * The nutrition-norm reports and the menu estimation (docs/meal-calculations.md "Nutrition norms"):
 * /storage/references/nutritional, recap-nutritional, menu-estimation; the master's norms at /admin/nutrition-norms (an
 * extra route of this project: web-routes.tsv has no page for the norms table).
 */
export const mealCalculationsArea: AreaRoutes = {
  routes: [
    {
      path: 'storage/calculations',
      children: [
        { index: true, lazy: page(() => import('./pages/calculations-page')) },
        { path: 'create', lazy: page(() => import('./pages/calculation-create-page')) },
        { path: ':id', lazy: page(() => import('./pages/calculation-page')) },
      ],
    },
    { path: 'storage/references/monthly-report', lazy: page(() => import('./pages/month-report-page')) },
    { path: 'storage/references/period-calculation', lazy: page(() => import('./pages/period-calculation-page')) },
    { path: 'storage/references/department', lazy: page(() => import('./pages/staff-nutrition-page')) },
    {
      path: 'storage/references/HACCP',
      children: [
        { index: true, lazy: page(() => import('./pages/haccp-page')) },
        { path: 'create', lazy: haccpEntry },
        { path: ':id', lazy: haccpEntry },
      ],
    },
    { path: 'storage/references/nutritional', lazy: page(() => import('./pages/nutritional-report-page')) },
    { path: 'storage/references/recap-nutritional', lazy: page(() => import('./pages/recap-nutritional-page')) },
    { path: 'storage/references/menu-estimation', lazy: page(() => import('./pages/menu-estimation-page')) },
    {
      path: 'admin/nutrition-norms',
      children: [
        { index: true, lazy: page(() => import('./pages/nutrition-norms-page')) },
        { path: 'create', lazy: normForm },
        { path: ':id', lazy: normForm },
      ],
    },
  ],
};
