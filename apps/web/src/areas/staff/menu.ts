import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../app/shell/menu';

/** "Персонал" in the Kindergarten section: read on Teachers; never for a parent (spec 1 §6; MON and municipality see no Kindergarten section). */
export const staffMenu: SectionEntry[] = [
  {
    key: 'staff',
    section: 'kindergarten',
    order: 27,
    label: 'Персонал',
    path: '/staff/pedagogical',
    icon: 'kindergarten',
    resource: Resource.Teachers,
    hiddenFor: [Role.Parent],
  },
];
