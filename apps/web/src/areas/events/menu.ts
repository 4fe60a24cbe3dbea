import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Календар" in the main section (spec 1 §2); MON and the municipality have no read on Events, so no calendar (§6). */
export const eventsMenu: SectionEntry[] = [
  {
    key: 'calendar',
    section: 'main',
    order: 30,
    label: 'Календар',
    path: '/calendar',
    icon: 'calendar',
    resource: Resource.Events,
    badge: 'calendar',
  },
];
