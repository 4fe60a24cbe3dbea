import { screen, within } from '@testing-library/react';
import { type ClassesReference, identityRoutes, paymentReferencesRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const reference: ClassesReference = {
  fromDate: '2026-09-01',
  toDate: '2026-10-31',
  rows: [
    {
      classId: 4,
      className: 'Пчелица',
      activityId: 5,
      activityName: 'Английски език',
      children: 2,
      fees: 2,
      chargedCents: 5000,
      paidCents: 3500,
      unpaidCents: 1500,
    },
    {
      classId: null,
      className: null,
      activityId: 5,
      activityName: 'Английски език',
      children: 1,
      fees: 1,
      chargedCents: 2500,
      paidCents: 0,
      unpaidCents: 2500,
    },
  ],
  totals: { children: 3, fees: 3, chargedCents: 7500, paidCents: 3500, unpaidCents: 4000 },
};

describe('/activities/references/groups', () => {
  it('asks for the chosen period and shows each group’s activities, a child with no group under „Без група“', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(paymentReferencesRoutes.classes, () => reference),
    );
    renderArea(paymentReferencesArea, '/activities/references/groups?from=2026-09-01&to=2026-10-31&classId=4');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Пчелица', {}, wait)).toBeDefined();
    expect(within(table).getByText('Без група')).toBeDefined();
    expect(within(table).getByText(/40,00/)).toBeDefined();
    const call = calls.find((item) => item.path.includes('/references/classes'))!;
    expect(call.path).toContain('fromDate=2026-09-01');
    expect(call.path).toContain('toDate=2026-10-31');
    expect(call.path).toContain('classId=4');
    expect(call.path).not.toContain('month=');
    expect(screen.getByRole('button', { name: /Изтегли Excel/ })).toBeDefined();
  }, 30_000);

  it('shows the load error with a retry', async () => {
    setScreenWidth(1280);
    stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(paymentReferencesRoutes.classes, () => json(500, { statusCode: 500, message: 'Възникна грешка.' })),
    );
    renderArea(paymentReferencesArea, '/activities/references/groups?month=10&year=2026');
    expect(await screen.findByRole('button', { name: 'Опитай отново' }, wait)).toBeDefined();
  }, 30_000);
});
