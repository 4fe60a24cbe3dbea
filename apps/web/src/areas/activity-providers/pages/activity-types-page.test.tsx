import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityTypesRoutes, identityRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { activityProvidersArea } from '../routes';

const wait = { timeout: 20_000 };
/** The machine runs four engineers' tests at once: a page test may take long. */
const SLOW = 60_000;
const userData = answer(identityRoutes.getUserData, () => aMaster);

describe('/admin/activities/activities: the activity types', () => {
  it(
    'lists the types, adds one and deletes one after confirmation',
    async () => {
      const calls = stubRoutes(
        answer(activityTypesRoutes.list, () => [
          { id: 1, name: 'Английски език', activitiesCount: 0 },
          { id: 2, name: 'Народни танци', activitiesCount: 3 },
        ]),
        answer(activityTypesRoutes.save, () => ({ isSuccessful: true, entityId: 3 })),
        answer(activityTypesRoutes.remove, () => new Response(null, { status: 204 })),
        userData,
      );
      renderArea(activityProvidersArea, '/admin/activities/activities');
      const row = (await screen.findByText('Английски език', undefined, wait)).closest('tr')!;
      expect(screen.getByText('Народни танци')).toBeDefined();
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText('Нов вид дейност'), ' Плуване ');
      await user.click(screen.getByRole('button', { name: 'Добави' }));
      await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Плуване' }), wait);

      await user.click(within(row).getByRole('button', { name: 'Изтриване' }));
      await user.click(within(await screen.findByRole('tooltip', undefined, wait)).getByRole('button', { name: 'Изтрий' }));
      await waitFor(
        () =>
          expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
            '/api/administration/ActivityManagement/activity-type/1',
          ]),
        wait,
      );
    },
    SLOW,
  );

  it(
    'requires a name and shows the server’s message for a taken one',
    async () => {
      const calls = stubRoutes(
        answer(activityTypesRoutes.list, () => []),
        answer(activityTypesRoutes.save, () =>
          json(400, {
            statusCode: 400,
            message: 'Невалидни данни.',
            errors: { name: ['Вече има вид дейност с това наименование.'] },
          }),
        ),
        userData,
      );
      renderArea(activityProvidersArea, '/admin/activities/activities');
      expect(await screen.findByText('Няма въведени видове дейности.', undefined, wait)).toBeDefined();
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Добави' }));
      expect(await screen.findByText('Полето е задължително.', undefined, wait)).toBeDefined();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      await user.type(screen.getByLabelText('Нов вид дейност'), 'футбол');
      await user.click(screen.getByRole('button', { name: 'Добави' }));
      expect(await screen.findByText('Вече има вид дейност с това наименование.', undefined, wait)).toBeDefined();
    },
    SLOW,
  );
});
