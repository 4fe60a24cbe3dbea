import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entry of /kids/measurements; read only by the signed-in shell. */
export const anthropometricsMenu: SectionEntry[] = [
  {
    key: 'kids-measurements',
    section: 'kindergarten',
    order: 21,
    label: 'Антропометрични данни',
    path: '/kids/measurements',
    icon: 'kindergarten',
    resource: Resource.StudentAnthropometrics,
  },
];
