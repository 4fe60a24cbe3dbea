import { screen, waitFor, within } from '@testing-library/react';
import { Audience, defaultAccess, type EventRow, eventsRoutes, identityRoutes, type LoggedInUser, Role } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { daysOf, rangeOf } from './calendar-range';
import { dayjs } from '../../shared/dates/dates';
import { eventsArea } from './routes';

// The page's chunk loads lazily: on a loaded 2-core machine the first render may take long.
const wait = { timeout: 25_000 };
const parent = { ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) } as LoggedInUser;
const party: EventRow = {
  id: 12,
  title: 'Коледно тържество',
  description: '<p>В <b>салона</b></p>',
  allDay: false,
  fromDate: '2026-12-18T08:00:00Z',
  toDate: '2026-12-18T10:00:00Z',
  audience: Audience.OnlyClasses,
  classIds: [3],
  userIds: [],
  createdBy: { id: 7, name: 'Мария Иванова' },
  seenByCurrentUser: false,
  canEdit: false,
};

describe('the calendar', () => {
  it('starts the week on Monday in every view', () => {
    const monday = (view: 'month' | 'week') => daysOf(view, dayjs('2026-11-22'))[0]!.format('YYYY-MM-DD dd');
    expect(monday('month')).toBe('2026-10-26 пн');
    expect(monday('week')).toBe('2026-11-16 пн');
    expect(rangeOf('month', dayjs('2026-11-22'))).toEqual({ fromDate: '2026-10-26', toDate: '2026-12-06' });
  });

  it('opens ?id= on load, jumps to its month, marks it seen and shows it unseen in its day', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => parent),
      answer(eventsRoutes.get, () => party),
      answer(eventsRoutes.list, () => [party]),
      answer(eventsRoutes.setSeen, () => ({ marked: 1 })),
    );
    renderArea(eventsArea, '/calendar?id=12');
    const drawer = (await screen.findByRole('dialog', {}, wait)) as HTMLElement;
    // The browser's time zone shows the moments (the test machine's may be UTC).
    const [from, to] = [dayjs(party.fromDate), dayjs(party.toDate)];
    expect(await within(drawer).findByText(`18.12.2026 ${from.format('HH:mm')} – ${to.format('HH:mm')}`, {}, wait)).toBeDefined();
    expect(within(drawer).getByText('салона').tagName).toBe('B');
    expect(within(drawer).getByText('Само групите')).toBeDefined();
    await waitFor(
      () => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/Events/12/setSeen')).toBe(true),
      wait,
    );
    await waitFor(
      () =>
        expect(calls.some((call) => call.path === '/api/Events/overview-models?fromDate=2026-11-30&toDate=2027-01-10')).toBe(
          true,
        ),
      wait,
    );
    expect(await screen.findByRole('button', { name: `${from.format('H:mm')} Коледно тържество (ново)` }, wait)).toBeDefined();
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('пн');
    expect(screen.queryByRole('button', { name: 'Ново събитие' })).toBeNull();
  }, 60_000);
});
