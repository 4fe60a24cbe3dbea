import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Audience, defaultAccess, identityRoutes, noticeBoardRoutes, type NoticeRow, Role } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { moved } from './notice-order';
import { noticeBoardArea } from './routes';

const wait = { timeout: 10_000 };
const notice = (id: number, title: string, seen: boolean): NoticeRow => ({
  id,
  title,
  content: `<p>${title}</p>`,
  date: '2026-11-20T08:00:00Z',
  name: 'Мария Иванова',
  seenByCurrentUser: seen,
  audience: Audience.All,
  classIds: [],
  userIds: [],
  canDelete: true,
});

describe('the notice board', () => {
  it('moves one notice to a new place', () => {
    expect(moved([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
  });

  it('marks the unseen notices seen on a visit and sends the whole new order when one moves up', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) })),
      answer(noticeBoardRoutes.list, () => ({
        result: [notice(5, 'Ваканция', true), notice(9, 'Екскурзия', false)],
        rowsCount: 2,
      })),
      answer(noticeBoardRoutes.seen, () => ({ marked: 1 })),
      answer(noticeBoardRoutes.order, () => json(204)),
    );
    renderArea(noticeBoardArea, '/notes');
    expect(await screen.findByText('Ново', {}, wait)).toBeDefined();
    await waitFor(
      () => expect(calls.find((call) => call.path === '/api/Dashboards/messages/seen')?.body).toEqual({ ids: [9] }),
      wait,
    );

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Премести нагоре „Екскурзия“' }, wait));
    await waitFor(
      () => expect(calls.find((call) => call.path === '/api/Dashboards/messages/order')?.body).toEqual({ ids: [9, 5] }),
      wait,
    );
    expect(screen.getByRole('button', { name: 'Премести нагоре „Екскурзия“' }).hasAttribute('disabled')).toBe(true);
  }, 30_000);
});
