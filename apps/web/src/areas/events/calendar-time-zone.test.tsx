import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Audience, defaultAccess, type EventRow, eventsRoutes, identityRoutes, type LoggedInUser, Role } from '@kg/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { setScreenWidth } from '../../test/screen-width';
import { eventsArea } from './routes';
import { setTimeZone } from '../../test/time-zone';

/**
 * The calendar in a browser outside Sofia: New York, UTC−5 in November (Sofia is UTC+2). Node follows process.env.TZ
 * as it changes; the zone is put back after the file (the test files share their worker: vite.config.ts).
 */
const ZONE = 'America/New_York';
// The page's chunk loads lazily: on a loaded 2-core machine the first render may take long.
const wait = { timeout: 25_000 };
const parent = { ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) } as LoggedInUser;
const christmas: EventRow = {
  id: 21,
  title: 'Коледа',
  description: '',
  allDay: true,
  fromDate: '2026-12-25',
  toDate: '2026-12-25',
  audience: Audience.All,
  classIds: [],
  userIds: [],
  createdBy: { id: 7, name: 'Мария Иванова' },
  seenByCurrentUser: true,
  canEdit: false,
};
const longTitle: EventRow = {
  ...christmas,
  id: 22,
  title: 'Родителска среща за подготовката на коледното тържество на всички групи в салона',
  fromDate: '2026-12-14',
  toDate: '2026-12-14',
};

describe('the calendar outside Sofia', () => {
  let previous: string | undefined;
  beforeAll(() => {
    previous = setTimeZone(ZONE);
  });
  afterAll(() => {
    setTimeZone(previous);
  });
  afterEach(() => vi.useRealTimers());

  it("marks Sofia's today, not the browser's, and after «Напред» no day as today; an all-day event stays on its day", async () => {
    // 25.11.2026 23:30 UTC: 26 November in Sofia, still the 25th in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    expect(new Date().getTimezoneOffset()).toBe(300);
    expect(new Date().getDate()).toBe(25);
    setScreenWidth(1280);
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => parent),
      answer(eventsRoutes.list, () => [christmas]),
    );
    renderArea(eventsArea, '/calendar');
    expect(await screen.findByRole('heading', { name: 'ноември 2026' }, wait)).toBeDefined();
    await waitFor(
      () => expect(document.querySelector('td[aria-current="date"]')?.getAttribute('data-day')).toBe('2026-11-26'),
      wait,
    );
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Напред' }));
    expect(await screen.findByRole('heading', { name: 'декември 2026' }, wait)).toBeDefined();
    await waitFor(
      () =>
        expect(calls.some((call) => call.path === '/api/Events/overview-models?fromDate=2026-11-30&toDate=2027-01-10')).toBe(
          true,
        ),
      wait,
    );
    const cell = (await waitFor(() => document.querySelector<HTMLElement>('td[data-day="2026-12-25"]')!, wait))!;
    expect(await within(cell).findByRole('button', { name: 'Коледа' }, wait)).toBeDefined();
    expect(document.querySelector('td[data-day="2026-12-24"]')!.textContent).not.toContain('Коледа');
    // Neither the 25th (reached by «Напред» from the 25th) nor the 26th is marked as today in December.
    expect(document.querySelector('[aria-current="date"]')).toBeNull();
  }, 60_000);

  it('shows whole titles: wrapped in the cells on a desktop, listed day by day under the month on a phone', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => parent),
      answer(eventsRoutes.list, () => [longTitle, christmas]),
    );
    setScreenWidth(1366);
    renderArea(eventsArea, '/calendar?date=2026-12-01');
    const chip = await screen.findByRole('button', { name: longTitle.title }, wait);
    expect(chip.closest('td')!.getAttribute('data-day')).toBe('2026-12-14');
    expect(chip.style.whiteSpace).toBe('normal');
    expect(chip.style.textOverflow).toBe('');
  }, 60_000);

  it('lists the titles under the month on a phone, the cells keeping only dots', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => parent),
      answer(eventsRoutes.list, () => [longTitle, christmas]),
    );
    setScreenWidth(390);
    renderArea(eventsArea, '/calendar?date=2026-12-01');
    const list = await screen.findByRole('region', { name: 'Събитията на месеца по дни' }, wait);
    const days = [...list.querySelectorAll('[data-day-list]')].map((day) => day.getAttribute('data-day-list'));
    expect(days).toEqual(['2026-12-14', '2026-12-25']);
    expect(within(list).getByRole('button', { name: longTitle.title })).toBeDefined();
    expect(within(list).getByRole('heading', { name: 'петък, 25.12' })).toBeDefined();
    expect(document.querySelector('td[data-day="2026-12-14"]')!.textContent).not.toContain('Родителска');
  }, 60_000);
});
