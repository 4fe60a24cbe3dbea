import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Родители" in the Kindergarten section: staff with read on Parents; a parent never lists other parents (spec 1 §6). */
export const parentsMenu: SectionEntry[] = [
  {
    key: 'parents',
    section: 'kindergarten',
    order: 25,
    label: 'Родители',
    path: '/parents/management',
    icon: 'kindergarten',
    resource: Resource.Parents,
    hiddenFor: [Role.Parent],
  },
];
