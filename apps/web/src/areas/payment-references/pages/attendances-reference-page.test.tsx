import { screen, within } from '@testing-library/react';
import { activitiesRoutes, activityAttendancesRoutes, type ActivityAttendanceSummary, identityRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const summary: ActivityAttendanceSummary = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  activities: [
    {
      activityId: 5,
      activityName: 'Английски език',
      sessionsHeld: 8,
      rows: [
        { studentId: 1, studentName: 'Борис Петров', className: 'Пчелица', sessions: 8, present: 6, absent: 1, unmarked: 1 },
      ],
      totals: { sessions: 8, present: 6, absent: 1, unmarked: 1 },
    },
  ],
  totals: { sessions: 8, present: 6, absent: 1, unmarked: 1 },
};

describe('/activities/references/attendances', () => {
  it('shows the attendance summary of the URL’s month and activity with its files', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(activitiesRoutes.options, () => [{ id: 5, name: 'Английски език' }]),
      answer(activityAttendancesRoutes.summary, () => summary),
    );
    renderArea(paymentReferencesArea, '/activities/references/attendances?month=10&year=2026&activityId=5');
    expect(await screen.findByText('Проведени занятия: 8', {}, wait)).toBeDefined();
    expect(within(screen.getByRole('table')).getByText('Борис Петров')).toBeDefined();
    const path = calls.find((call) => call.path.includes('/attendance/summary'))!.path;
    expect(path).toContain('month=10');
    expect(path).toContain('activityId=5');
    expect(screen.getByRole('button', { name: /Изтегли PDF/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /Изтегли Excel/ })).toBeDefined();
  }, 30_000);
});
