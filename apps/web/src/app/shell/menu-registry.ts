import { homeMenu } from '../../areas/home/menu';
import { groupsMenu } from '../../areas/groups/menu';
import { schoolYearsMenu } from '../../areas/school-years/menu';
import { kidsMenu } from '../../areas/kids/menu';
import { parentsMenu } from '../../areas/parents/menu';
import { staffMenu } from '../../areas/staff/menu';
import { daysOffMenu } from '../../areas/days-off/menu';
import type { SectionEntry } from './menu';

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
  ...parentsMenu,
  ...staffMenu,
  ...daysOffMenu,
];
