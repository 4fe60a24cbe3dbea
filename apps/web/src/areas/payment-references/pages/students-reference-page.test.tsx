import { screen, within } from '@testing-library/react';
import { activitiesRoutes, activityEnrolmentsRoutes, identityRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

describe('/activities/references/students', () => {
  it('shows the children enrolled per activity on the URL’s day, by group, without files', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(activitiesRoutes.options, () => [{ id: 5, name: 'Английски език' }]),
      answer(activityEnrolmentsRoutes.summary, () => [
        {
          activityId: 5,
          activityName: 'Английски език',
          capacity: 12,
          enrolled: 7,
          classes: [
            { classId: 4, className: 'Пчелица', enrolled: 5 },
            { classId: null, className: null, enrolled: 2 },
          ],
        },
      ]),
    );
    renderArea(paymentReferencesArea, '/activities/references/students?date=2026-10-15');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Пчелица: 5, Без група: 2', {}, wait)).toBeDefined();
    expect(within(table).getByText('12')).toBeDefined();
    expect(calls.find((call) => call.path.includes('/students/summary'))!.path).toContain('date=2026-10-15');
    expect(screen.queryByRole('button', { name: /Изтегли PDF/ })).toBeNull();
  }, 30_000);
});
