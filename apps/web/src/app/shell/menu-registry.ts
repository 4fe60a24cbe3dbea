import { homeMenu } from '../../areas/home/menu';
import { groupsMenu } from '../../areas/groups/menu';
import { schoolYearsMenu } from '../../areas/school-years/menu';
import { kidsMenu } from '../../areas/kids/menu';
import { measurementsMenu } from '../../areas/measurements/menu';
import { parentsMenu } from '../../areas/parents/menu';
import { parentRegistrationsMenu } from '../../areas/parent-registrations/menu';
import { staffMenu } from '../../areas/staff/menu';
import { daysOffMenu } from '../../areas/days-off/menu';
import { kindergartensMenu } from '../../areas/kindergartens/menu';
import { adminUsersMenu } from '../../areas/admin-users/menu';
import { userGroupsMenu } from '../../areas/user-groups/menu';
import { adminNeispuoMenu } from '../../areas/admin-neispuo/menu';
import { adminMessagesMenu } from '../../areas/admin-messages/menu';
import { attendanceMenu } from '../../areas/attendance/menu';
import { calendarMenu } from '../../areas/calendar/menu';
import { noticeBoardMenu } from '../../areas/notice-board/menu';
import type { SectionEntry } from './menu';
import { pollsMenu } from '../../areas/polls/menu';
import { messagesMenu } from '../../areas/messages/menu';

/**
 * The side-menu entries of the areas, next to their pages in each area (`areas/<area>/menu.ts` beside `routes.tsx`).
 * Kept apart from the route registry so that the labels and rules load with the signed-in shell, not with the sign-in
 * page; a unit test checks that every entry leads to a routed page.
 */
export const signedInMenu = (): SectionEntry[] => [
  ...homeMenu,
  ...groupsMenu,
  ...schoolYearsMenu,
  ...kidsMenu,
  ...attendanceMenu,
  ...measurementsMenu,
  ...parentsMenu,
  ...parentRegistrationsMenu,
  ...staffMenu,
  ...daysOffMenu,
  ...kindergartensMenu,
  ...adminUsersMenu,
  ...userGroupsMenu,
  ...adminNeispuoMenu,
  ...adminMessagesMenu,
  ...calendarMenu,
  ...noticeBoardMenu,
  ...pollsMenu,
  ...messagesMenu,
];
