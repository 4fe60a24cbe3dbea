import { defaultAccess, Role } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../app/shell/menu';
import { routeIndex } from '../../app/route-registry';
import { kindergartensMenu } from './menu';
import { kindergartensArea } from './routes';

const index = routeIndex([{ path: '/', children: kindergartensArea.routes }]);
const labels = (role: Role) =>
  buildMenu(kindergartensMenu, { role, access: defaultAccess(role), isRouted: index.isRouted, hasRoute: index.hasRoute }).flatMap(
    (section) => section.items.map((item) => item.label),
  );

describe('kindergartens menu', () => {
  it('gives the master the kindergartens administration only, and a kindergarten’s people its settings by access', () => {
    expect(labels(Role.Master)).toEqual(['Детски градини']);
    expect(labels(Role.Director)).toEqual(['Конфигурация', 'Образователни направления', 'За платформата']);
    expect(labels(Role.Teacher)).toEqual(['Конфигурация', 'Образователни направления', 'За платформата']);
    expect(labels(Role.Parent)).toEqual(['За платформата']);
    expect(labels(Role.MON)).toEqual(['За платформата']);
  });
});
