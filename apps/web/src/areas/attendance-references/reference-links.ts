/**
 * The children's attendance references that exist, in the order the hub (/attendances/references) lists them. A slice
 * that adds a reference page adds one line here (and its route).
 */
import { Resource } from '@kg/contracts/roles';

export interface ReferenceLink {
  path: string;
  title: string;
  description: string;
  /** Read on this resource shows the link; AttendanceReferences when not given. */
  resource?: Resource;
}

export const attendanceReferenceLinks: ReferenceLink[] = [
  {
    path: '/attendances/references/for-day',
    title: 'Присъствия за ден',
    description: 'Записани, присъстващи, отсъстващи и неотбелязани деца по групи за избран ден; отсъстващите поименно.',
  },
  {
    path: '/attendances/references/groups',
    title: 'Присъствия по групи',
    description: 'Присъствия, извинени и неизвинени отсъствия и среднодневна посещаемост на всяка група за период.',
  },
  {
    path: '/attendances/references/month',
    title: 'Месечна справка за група',
    description: 'Присъствия и отсъствия на всяко дете от група за месец, с отсъствията по семейни причини и болест.',
  },
  {
    path: '/attendances/references/montly-attendances',
    title: 'Присъствия по месеци',
    description: 'Месеците на учебната година за група или цялата детска градина, със среднодневната посещаемост.',
  },
  {
    path: '/attendances/references/days',
    title: 'Присъствени дни',
    description: 'Дните, в които всяко дете е присъствало за период (за таксите и кухнята).',
  },
  {
    path: '/attendances/references/absences',
    title: 'Отсъствия',
    description: 'Всички извинени и неизвинени отсъствия за период, със статуса и медицинската бележка.',
  },
  {
    path: '/attendances/references/personal-reasons',
    title: 'Отсъствия по семейни причини',
    description: 'Използваните дни по семейни причини на всяко дете през учебната година спрямо лимита.',
  },
  {
    path: '/attendances/references/smp',
    title: 'Справка за месечни помощи',
    description:
      'Децата в задължително предучилищно образование с неизвинени отсъствия през месеца, за дирекция „Социално подпомагане“.',
  },
  {
    path: '/attendances/references/personal-reasons-requests',
    title: 'Заявления за отсъствие по семейни причини',
    description: 'Заявленията на родителите със статуса им и общо чакащи, одобрени и отхвърлени (дни и брой).',
  },
  {
    path: '/attendances/references/summer-attendances-requests',
    title: 'Заявления за посещение през лятото',
    description: 'Заявените за лятото деца поименно и броят им по седмици (за кухнята и летните групи).',
  },
  {
    path: '/attendances/references/neispuo',
    title: 'Присъствия за НЕИСПУО',
    description: 'Месецът на всяко дете във видовете и причините на НЕИСПУО (за директора).',
    resource: Resource.NeispuoSync,
  },
];
