import { screen, within } from '@testing-library/react';
import {
  activityFeesRoutes,
  type CashiersReference,
  identityRoutes,
  PaymentMethod,
  paymentReferencesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const reference: CashiersReference = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  result: [
    {
      cashierId: 7,
      cashierName: 'Мария Иванова',
      paidOn: '2026-10-05',
      method: PaymentMethod.Cash,
      payments: 2,
      amountCents: 3500,
    },
    { cashierId: null, cashierName: null, paidOn: '2026-10-08', method: PaymentMethod.EPay, payments: 1, amountCents: 3000 },
  ],
  rowsCount: 2,
  totals: {
    payments: 3,
    amountCents: 6500,
    byMethod: [
      { method: PaymentMethod.Cash, payments: 2, amountCents: 3500 },
      { method: PaymentMethod.EPay, payments: 1, amountCents: 3000 },
    ],
  },
};

const api = () =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => aDirector),
    answer(paymentReferencesRoutes.cashiers, () => reference),
    answer(activityFeesRoutes.cashiers, () => [{ id: 7, name: 'Мария Иванова' }]),
  );

describe('/activities/references/cash', () => {
  it('shows each cashier’s day and method, the online payments apart, and the sums per method', async () => {
    setScreenWidth(1280);
    const calls = api();
    renderArea(paymentReferencesArea, '/activities/references/cash?month=10&year=2026&paymentMethod=2&cashierId=7');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Мария Иванова', {}, wait)).toBeDefined();
    expect(within(table).getByText('05.10.2026')).toBeDefined();
    expect(within(table).getByText('Без касиер (онлайн)')).toBeDefined();
    expect(screen.getByText(/В брой: 2 плащания, 35,00/)).toBeDefined();
    const path = calls.find((call) => call.path.includes('/references/cashiers'))!.path;
    expect(path).toContain('paymentMethod=2');
    expect(path).toContain('cashierId=7');
    expect(screen.getByRole('combobox', { name: 'Касиер' })).toBeDefined();
  }, 30_000);

  it('takes the old cash_depricated address to the cash reference with its filters', async () => {
    setScreenWidth(1280);
    api();
    const router = renderArea(paymentReferencesArea, '/activities/references/cash_depricated?month=10&year=2026');
    expect(await screen.findByText('Справка по касиери', {}, wait)).toBeDefined();
    expect(router.state.location.pathname).toBe('/activities/references/cash');
    expect(router.state.location.search).toBe('?month=10&year=2026');
  }, 30_000);
});
