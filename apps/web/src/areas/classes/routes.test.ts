import { classesMenu } from './menu';
import { defaultAccess, Role } from '@kg/contracts/access';
import { describe, expect, it } from 'vitest';
import { routeIndex } from '../../app/route-registry';
import { buildMenu } from '../../app/shell/menu';
import { classesArea } from './routes';

const routes = routeIndex(classesArea.routes);
const sees = (role: Role): boolean =>
  buildMenu(classesMenu, { role, access: defaultAccess(role), ...routes }).some((section) =>
    section.items.some((item) => item.path === '/groups/management'),
  );

describe('groups menu entry (spec 1 §6)', () => {
  it('routes the list, the new-group form and the edit form', () => {
    expect(routes.hasRoute('/groups/management')).toBe(true);
    expect(routes.isRouted('/groups/management/create')).toBe(true);
    expect(routes.isRouted('/groups/management/12')).toBe(true);
  });

  it.each([Role.Director, Role.Administrator, Role.Teacher, Role.ResourceSpecialist, Role.Manciple])(
    'is shown to role %s, who reads groups',
    (role) => expect(sees(role)).toBe(true),
  );

  it.each([Role.Parent, Role.MON, Role.Municipality, Role.Master])('is hidden from role %s', (role) =>
    expect(sees(role)).toBe(false),
  );
});
