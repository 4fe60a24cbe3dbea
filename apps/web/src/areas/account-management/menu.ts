import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

const child = (key: string, label: string) => ({ key: `admin-user-${key}`, label, path: `/admin/user/${key}` });

/** The master administrator's account pages (routes.tsx), one submenu in the admin section. */
export const accountManagementMenu: SectionEntry[] = [
  {
    key: 'admin-user',
    section: 'admin',
    order: 20,
    label: 'Потребителски акаунти',
    path: '/admin/user',
    icon: 'admin',
    resource: Resource.MasterUsers,
    children: [
      child('account', 'Акаунт и връзки'),
      child('activation', 'Активиране и парола'),
      child('info', 'Данни на акаунт'),
      child('mon', 'Акаунти на МОН'),
      child('municipal', 'Акаунти на общини'),
    ],
  },
];
