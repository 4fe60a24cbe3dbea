import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Табло за обяви" in the main section (spec 1 §2). */
export const noticeBoardMenu: SectionEntry[] = [
  {
    key: 'notes',
    section: 'main',
    order: 10,
    label: 'Табло за обяви',
    path: '/notes',
    icon: 'noticeBoard',
    resource: Resource.DashboardGroupMessages,
    badge: 'noticeBoard',
  },
];
