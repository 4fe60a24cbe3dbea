import { dashboardsMenu } from '../../areas/dashboards/menu';
import { classesMenu } from '../../areas/classes/menu';
import { kindergartenPeriodsMenu } from '../../areas/kindergarten-periods/menu';
import { studentsMenu } from '../../areas/students/menu';
import { anthropometricsMenu } from '../../areas/anthropometrics/menu';
import { parentsMenu } from '../../areas/parents/menu';
import { parentRegistrationsMenu } from '../../areas/parent-registrations/menu';
import { teachersMenu } from '../../areas/teachers/menu';
import { daysOffMenu } from '../../areas/days-off/menu';
import { kindergartensMenu } from '../../areas/kindergartens/menu';
import { accountManagementMenu } from '../../areas/account-management/menu';
import { usersMenu } from '../../areas/users/menu';
import { neispuoAdminMenu } from '../../areas/attendance-state-reports/admin-menu';
import { adminMessagesMenu } from '../../areas/admin-messages/menu';
import { attendanceMenu } from '../../areas/attendance/menu';
import { eventsMenu } from '../../areas/events/menu';
import { noticeBoardMenu } from '../../areas/notice-board/menu';
import type { SectionEntry } from '../../shared/routing/menu-entry';
import { pollsMenu } from '../../areas/polls/menu';
import { messagesMenu } from '../../areas/messages/menu';
import { activitiesMenu } from '../../areas/activities/menu';
import { activityProvidersMenu } from '../../areas/activity-providers/menu';
import { productsMenu } from '../../areas/products/menu';
import { recipesMenu } from '../../areas/recipes/menu';
import { menusMenu } from '../../areas/menus/menu';

/**
 * The side-menu entries of the areas, next to their pages in each area (`areas/<area>/menu.ts` beside `routes.tsx`).
 * Kept apart from the route registry so that the labels and rules load with the signed-in shell, not with the sign-in
 * page; a unit test checks that every entry leads to a routed page.
 */
export const signedInMenu = (): SectionEntry[] => [
  ...dashboardsMenu,
  ...classesMenu,
  ...kindergartenPeriodsMenu,
  ...studentsMenu,
  ...attendanceMenu,
  ...anthropometricsMenu,
  ...parentsMenu,
  ...parentRegistrationsMenu,
  ...teachersMenu,
  ...daysOffMenu,
  ...kindergartensMenu,
  ...accountManagementMenu,
  ...usersMenu,
  ...neispuoAdminMenu,
  ...adminMessagesMenu,
  ...eventsMenu,
  ...noticeBoardMenu,
  ...pollsMenu,
  ...messagesMenu,
  ...activitiesMenu,
  ...activityProvidersMenu,
  ...productsMenu,
  ...recipesMenu,
  ...menusMenu,
];
