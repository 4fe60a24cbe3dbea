import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Административни съобщения" in the admin section: the master's messages and maintenance notices (routes.tsx). */
export const adminMessagesMenu: SectionEntry[] = [
  {
    key: 'admin-messages',
    section: 'admin',
    order: 30,
    label: 'Административни съобщения',
    path: '/admin/messages',
    icon: 'admin',
    resource: Resource.MasterMessages,
    onlyFor: [Role.Master],
    children: [
      { key: 'admin-messages-dashboard', label: 'Съобщения до потребители', path: '/admin/messages/dashboard' },
      { key: 'admin-messages-real-time', label: 'Техническа поддръжка', path: '/admin/messages/real-time' },
    ],
  },
];
