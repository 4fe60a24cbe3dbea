import { screen, waitFor } from '@testing-library/react';
import { MenuAgeBand, menusRoutes } from '@kg/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { FakeHubSocket } from '../../../shared/realtime/fake-hub-socket';
import type * as RealtimeConnectionModuleNs from '../../../shared/realtime/realtime-connection';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { menusArea } from '../routes';
import { aWeek } from './menus-test-data';

type RealtimeConnectionModule = typeof RealtimeConnectionModuleNs;

// The app's realtime connection over a fake socket: the test plays the hub's push of a published menu.
const hub = vi.hoisted(() => ({ socket: null as FakeHubSocket | null }));
vi.mock('../../../shared/realtime/realtime-connection', async (importOriginal) => {
  const original = await importOriginal<RealtimeConnectionModule>();
  const { fakeSockets } = await import('../../../shared/realtime/fake-hub-socket');
  const sockets = fakeSockets();
  const realtime = new original.RealtimeConnection(sockets.open);
  realtime.start('token-1');
  hub.socket = sockets.last();
  return { ...original, realtime };
});

const wait = { timeout: 20_000 };

describe('/menu, live', () => {
  it('shows a menu published while the parent has the week open, with the hub’s text', async () => {
    setScreenWidth(390);
    let published = false;
    stubRoutes(
      answer(menusRoutes.groups, () => [{ classId: 5, className: 'Слънчице', ageBand: MenuAgeBand.Senior, children: ['Ана'] }]),
      answer(menusRoutes.weeklyMenu, (_call, params) => ({
        classId: 5,
        className: 'Слънчице',
        ageBand: MenuAgeBand.Senior,
        weekStart: params.week!,
        menu: published ? aWeek : null,
      })),
    );
    renderArea(menusArea, '/menu?week=2026-11-30');
    expect(await screen.findByText('Менюто за тази седмица още не е публикувано.', undefined, wait)).toBeDefined();
    published = true;
    hub.socket!.push('menuPublished', {
      id: 41,
      weekStart: '2026-11-30',
      ageBand: 3,
      text: 'Публикувано е менюто за седмицата 30.11.2026 – 04.12.2026.',
    });
    expect(await screen.findByText('Публикувано е менюто за седмицата 30.11.2026 – 04.12.2026.', undefined, wait)).toBeDefined();
    await waitFor(() => expect(screen.getByText('Мляко с ориз')).toBeDefined(), wait);
  }, 60_000);
});
