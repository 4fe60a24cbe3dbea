import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Съобщения" in the main section (spec 1 §2); the badge counts the unread messages. */
export const messagesMenu: SectionEntry[] = [
  {
    key: 'messages',
    section: 'main',
    order: 20,
    label: 'Съобщения',
    path: '/messages',
    icon: 'messages',
    resource: Resource.Messages,
    badge: 'messages',
  },
];
