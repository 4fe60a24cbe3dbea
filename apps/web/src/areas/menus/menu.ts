import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Меню" in the main section: the week of a group (a parent: her child's), for everyone who reads the menus. */
export const menusMenu: SectionEntry[] = [
  {
    key: 'menu',
    section: 'main',
    order: 60,
    label: 'Меню',
    path: '/menu',
    icon: 'calendar',
    resource: Resource.Menus,
  },
];
