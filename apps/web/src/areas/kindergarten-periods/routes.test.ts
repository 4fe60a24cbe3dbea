import { kindergartenPeriodsMenu } from './menu';
import { defaultAccess, Role } from '@kg/contracts/access';
import { describe, expect, it } from 'vitest';
import { routeIndex } from '../../app/route-registry';
import { buildMenu } from '../../app/shell/menu';
import { kindergartenPeriodsArea } from './routes';

const routes = routeIndex(kindergartenPeriodsArea.routes);
const sees = (role: Role): boolean =>
  buildMenu(kindergartenPeriodsMenu, { role, access: defaultAccess(role), ...routes }).some((section) =>
    section.items.some((item) => item.path === '/platform/settings/school-years'),
  );

describe('school years menu entry (spec 1 §6)', () => {
  it('routes the list, the new-year drawer and the edit drawer', () => {
    expect(routes.hasRoute('/platform/settings/school-years')).toBe(true);
    expect(routes.isRouted('/platform/settings/school-years/create')).toBe(true);
    expect(routes.isRouted('/platform/settings/school-years/3')).toBe(true);
  });

  it.each([Role.Director, Role.Administrator, Role.Teacher, Role.ResourceSpecialist, Role.Manciple])(
    'is shown in the platform section to role %s, who reads school years',
    (role) => expect(sees(role)).toBe(true),
  );

  it.each([Role.Parent, Role.MON, Role.Municipality, Role.Master])('is hidden from role %s', (role) =>
    expect(sees(role)).toBe(false),
  );
});
