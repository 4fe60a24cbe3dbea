import { matchPath, type RouteObject } from 'react-router';
import type { AreaRoutes, RouteIndex } from '../shared/routing/area-routes';
import { daysOffArea } from '../areas/days-off/routes';
import { classesArea } from '../areas/classes/routes';
import { dashboardsArea } from '../areas/dashboards/routes';
import { studentsArea } from '../areas/students/routes';
import { anthropometricsArea } from '../areas/anthropometrics/routes';
import { medicalNotesArea } from '../areas/medical-notes/routes';
import { kindergartensArea } from '../areas/kindergartens/routes';
import { parentRegistrationsArea } from '../areas/parent-registrations/routes';
import { parentsArea } from '../areas/parents/routes';
import { profileArea } from '../areas/identity/profile-routes';
import { kindergartenPeriodsArea } from '../areas/kindergarten-periods/routes';
import { teachersArea } from '../areas/teachers/routes';
import { substitutionsArea } from '../areas/substitutions/routes';
import { staffAttendanceArea } from '../areas/staff-attendance/routes';
import { accountManagementArea } from '../areas/account-management/routes';
import { usersArea } from '../areas/users/routes';
import { attendanceStateReportsArea } from '../areas/attendance-state-reports/routes';
import { neispuoAdminArea } from '../areas/attendance-state-reports/admin-routes';
import { attendanceRequestsArea } from '../areas/attendance-requests/routes';
import { attendanceReferencesArea } from '../areas/attendance-references/routes';
import { attendanceArea } from '../areas/attendance/routes';
import { adminMessagesArea } from '../areas/admin-messages/routes';
import { notificationsArea } from '../areas/notifications/routes';
import { eventsArea } from '../areas/events/routes';
import { noticeBoardArea } from '../areas/notice-board/routes';
import { pollsArea } from '../areas/polls/routes';
import { messagesArea } from '../areas/messages/routes';
import { activitiesArea } from '../areas/activities/routes';
import { activityEnrollmentRequestsArea } from '../areas/activity-enrollment-requests/routes';
import { activityEnrolmentsArea } from '../areas/activity-enrolments/routes';
import { activityAttendancesArea } from '../areas/activity-attendances/routes';
import { providerInvoicesArea } from '../areas/provider-invoices/routes';
import { activityProvidersArea } from '../areas/activity-providers/routes';
import { parentFeesArea } from '../areas/parent-fees/routes';
import { activityFeesArea } from '../areas/activity-fees/routes';
import { paymentReferencesArea } from '../areas/payment-references/routes';
import { productsArea } from '../areas/products/routes';
import { recipesArea } from '../areas/recipes/routes';
import { menusArea } from '../areas/menus/routes';
import { storageArea } from '../areas/storage/routes';
import { mealCalculationsArea } from '../areas/meal-calculations/routes';

/** The areas of the signed-in frame. A new area adds one line here, and its menu entries to the menu registry. */
export const signedInAreas: readonly AreaRoutes[] = [
  dashboardsArea,
  profileArea,
  classesArea,
  kindergartenPeriodsArea,
  studentsArea,
  attendanceArea,
  anthropometricsArea,
  medicalNotesArea,
  parentsArea,
  parentRegistrationsArea,
  teachersArea,
  substitutionsArea,
  staffAttendanceArea,
  daysOffArea,
  kindergartensArea,
  accountManagementArea,
  usersArea,
  attendanceStateReportsArea,
  neispuoAdminArea,
  attendanceReferencesArea,
  attendanceRequestsArea,
  adminMessagesArea,
  notificationsArea,
  eventsArea,
  noticeBoardArea,
  pollsArea,
  messagesArea,
  activitiesArea,
  activityEnrollmentRequestsArea,
  activityEnrolmentsArea,
  activityAttendancesArea,
  providerInvoicesArea,
  activityProvidersArea,
  parentFeesArea,
  activityFeesArea,
  paymentReferencesArea,
  productsArea,
  recipesArea,
  menusArea,
  storageArea,
  mealCalculationsArea,
];

const joinPath = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`.replace(/\/{2,}/g, '/');

/** Every path pattern of a route tree (`/`, `/messages/:id`), without the catch-all. */
export function routePatterns(routes: readonly RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = (route.index || route.path !== undefined) && !path.endsWith('*') ? [path] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

/** Answers "does this page exist?" for the menu: by pattern (`/resources/:id`) or by concrete path (`/resources/5`). */
export function routeIndex(routes: readonly RouteObject[]): RouteIndex & { patterns: Set<string> } {
  const patterns = new Set(routePatterns(routes));
  return {
    patterns,
    hasRoute: (pattern: string): boolean => patterns.has(pattern),
    isRouted: (path: string): boolean => [...patterns].some((pattern) => matchPath({ path: pattern, end: true }, path) !== null),
  };
}

export const signedInRoutes = (): RouteObject[] => signedInAreas.flatMap((area) => area.routes);
