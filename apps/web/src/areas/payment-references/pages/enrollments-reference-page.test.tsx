import { screen, within } from '@testing-library/react';
import { activitiesRoutes, activityEnrolmentsRoutes, identityRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const api = () =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => aDirector),
    answer(activitiesRoutes.options, () => [{ id: 5, name: 'Английски език' }]),
    answer(activityEnrolmentsRoutes.history, () => ({
      result: [
        {
          id: 1,
          activityId: 5,
          activityName: 'Английски език',
          fromDate: '2026-09-15',
          toDate: '2026-12-31',
          discountName: 'Второ дете',
          discountPercent: '10.00',
          studentId: 3,
          studentName: 'Вера Петрова',
          createdBy: 'Мария Иванова',
          createdAt: '2026-09-10T08:00:00Z',
          updatedBy: null,
          updatedAt: '2026-09-10T08:00:00Z',
        },
      ],
      rowsCount: 1,
    })),
  );

describe('/activities/references/enrollments', () => {
  it('asks to choose an activity first, then lists its enrolments', async () => {
    setScreenWidth(1280);
    const calls = api();
    renderArea(paymentReferencesArea, '/activities/references/enrollments');
    expect(await screen.findByText('Изберете дейност.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.path.includes('/history/summary'))).toBe(false);
  }, 30_000);

  it('lists the enrolments of the URL’s activity', async () => {
    setScreenWidth(1280);
    const calls = api();
    renderArea(paymentReferencesArea, '/activities/references/enrollments?activityId=5');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Вера Петрова', {}, wait)).toBeDefined();
    expect(within(table).getByText('31.12.2026')).toBeDefined();
    expect(within(table).getByText('Второ дете (10.00 %)')).toBeDefined();
    expect(calls.find((call) => call.path.includes('/history/summary'))!.path).toContain('activityId=5');
  }, 30_000);
});
