import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const classesMenu: SectionEntry[] = [
  {
    key: 'groups',
    section: 'kindergarten',
    order: 10,
    label: 'Групи',
    path: '/groups/management',
    icon: 'kindergarten',
    resource: Resource.Classes,
  },
];
