import { screen } from '@testing-library/react';
import { defaultAccess, identityRoutes, Role } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { activitiesMenu } from '../../activities/menu';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

describe('/activities/references', () => {
  it('links to each reference page that exists', async () => {
    stubRoutes(answer(identityRoutes.getUserData, () => aDirector));
    renderArea(paymentReferencesArea, '/activities/references');
    expect(await screen.findByRole('link', { name: 'По детска градина' }, wait)).toBeDefined();
    for (const name of [
      'По групи',
      'По деца',
      'По касиери',
      'Групови плащания',
      'Платени такси',
      'Записани деца',
      'История на записванията',
      'Присъствия в дейности',
    ]) {
      expect(screen.getByRole('link', { name })).toBeDefined();
    }
    expect(screen.getByRole('link', { name: 'По касиери' }).getAttribute('href')).toBe('/activities/references/cash');
  }, 30_000);

  it('is „Справки“ under „Допълнителни дейности“ for the director, not for a teacher or a parent', () => {
    const routes = paymentReferencesArea.routes.map((route) => `/${route.path}`);
    const paths = (role: Role) =>
      buildMenu(activitiesMenu, {
        role,
        access: defaultAccess(role),
        isRouted: (path: string) => routes.includes(path),
        hasRoute: () => false,
      })
        .flatMap((section) => section.items)
        .flatMap((item) => item.children ?? [])
        .filter((item) => item.label === 'Справки')
        .map((item) => item.path);
    expect(paths(Role.Director)).toEqual(['/activities/references']);
    expect(paths(Role.Teacher)).toEqual([]);
    expect(paths(Role.Parent)).toEqual([]);
  }, 30_000);
});
