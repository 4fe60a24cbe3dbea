import { screen, within } from '@testing-library/react';
import { identityRoutes, type KindergartenReference, paymentReferencesRoutes, PaymentSource } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const reference: KindergartenReference = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  rows: [
    {
      activityId: 5,
      activityName: 'Английски език',
      providerName: 'Знание ООД',
      paymentSource: PaymentSource.Own,
      children: 3,
      fees: 3,
      chargedCents: 7250,
      paidCents: 5750,
      unpaidCents: 1500,
    },
  ],
  totals: { children: 3, fees: 3, chargedCents: 7250, paidCents: 5750, unpaidCents: 1500 },
};

const api = () =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => aDirector),
    answer(paymentReferencesRoutes.kindergarten, () => reference),
  );

describe('/activities/references/kindergarten', () => {
  it('asks with the URL’s filters and shows the activities with the totals row and the files', async () => {
    setScreenWidth(1280);
    const calls = api();
    renderArea(paymentReferencesArea, '/activities/references/kindergarten?month=10&year=2026&paymentSource=2');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Английски език', {}, wait)).toBeDefined();
    expect(within(table).getByText('Собствено събиране')).toBeDefined();
    expect(within(table).getByText('Общо')).toBeDefined();
    expect(within(table).getAllByText(/72,50/)).toHaveLength(2);
    const call = calls.find((item) => item.path.includes('/references/kindergarten'))!;
    expect(call.path).toContain('month=10');
    expect(call.path).toContain('year=2026');
    expect(call.path).toContain('paymentSource=2');
    expect(screen.getByRole('button', { name: /Изтегли PDF/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /Изтегли Excel/ })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Доставчик' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Събиране на плащанията' })).toBeDefined();
  }, 30_000);

  it('shows cards on a phone, each value with its heading', async () => {
    setScreenWidth(375);
    api();
    renderArea(paymentReferencesArea, '/activities/references/kindergarten?month=10&year=2026');
    expect(await screen.findByText('Английски език', {}, wait)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText('Неплатено:')).toHaveLength(2);
    expect(screen.getByText('Общо')).toBeDefined();
  }, 30_000);
});
