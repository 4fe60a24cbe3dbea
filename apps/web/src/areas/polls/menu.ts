import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Анкети и формуляри" in the main section (spec 1 §2); the badge counts the polls still to answer. */
export const pollsMenu: SectionEntry[] = [
  {
    key: 'polls',
    section: 'main',
    order: 40,
    label: 'Анкети и формуляри',
    path: '/polls',
    icon: 'polls',
    resource: Resource.Polls,
    badge: 'polls',
  },
];
