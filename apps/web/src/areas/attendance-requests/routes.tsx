import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const lists = () => import('./pages/applications-page');
const create = () => import('./pages/request-create-page');
const references = () => import('./pages/applications-reference-page');

/**
 * Parents' attendance requests (web-routes.tsv: /attendances/applications/**, /attendances/references/
 * personal-reasons-requests, /attendances/references/summer-attendances-requests; docs/attendance-requests.md).
 */
export const attendanceRequestsArea: AreaRoutes = {
  routes: [
    {
      path: 'attendances/applications',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await lists()).default })) },
        {
          path: 'personal-reasons',
          children: [
            { index: true, lazy: lazyRoute(async () => ({ Component: (await lists()).FamilyReasonApplicationsPage })) },
            { path: 'create', lazy: lazyRoute(async () => ({ Component: (await create()).FamilyReasonRequestPage })) },
          ],
        },
        {
          path: 'summer-attendances',
          children: [
            { index: true, lazy: lazyRoute(async () => ({ Component: (await lists()).SummerApplicationsPage })) },
            { path: 'create', lazy: lazyRoute(async () => ({ Component: (await create()).SummerRequestPage })) },
          ],
        },
      ],
    },
    {
      path: 'attendances/references/personal-reasons-requests',
      lazy: lazyRoute(async () => ({ Component: (await references()).FamilyReasonReferencePage })),
    },
    {
      path: 'attendances/references/summer-attendances-requests',
      lazy: lazyRoute(async () => ({ Component: (await references()).SummerReferencePage })),
    },
  ],
};
