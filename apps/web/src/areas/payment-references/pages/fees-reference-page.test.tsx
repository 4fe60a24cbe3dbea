import { screen, within } from '@testing-library/react';
import { type CashedReference, identityRoutes, PaymentMethod, paymentReferencesRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const reference: CashedReference = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  result: [
    {
      paymentId: 11,
      paidOn: '2026-10-07',
      studentName: 'Вера Петрова',
      className: 'Звездица',
      activityName: 'Английски език',
      providerName: 'Знание ООД',
      year: 2026,
      month: 10,
      method: PaymentMethod.Bank,
      cashierName: null,
      receiptNumber: null,
      amountCents: 2250,
    },
  ],
  rowsCount: 1,
  totals: { payments: 1, amountCents: 2250, byMethod: [{ method: PaymentMethod.Bank, payments: 1, amountCents: 2250 }] },
};

describe('/activities/references/fees', () => {
  it('lists every payment with the fee it paid and the total', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(paymentReferencesRoutes.cashed, () => reference),
    );
    renderArea(paymentReferencesArea, '/activities/references/fees?month=10&year=2026&activityId=5&sort=amountCents&desc=true');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Вера Петрова', {}, wait)).toBeDefined();
    expect(within(table).getByText('Октомври 2026')).toBeDefined();
    expect(within(table).getByText('Банков превод')).toBeDefined();
    expect(within(table).getAllByText(/22,50/)).toHaveLength(2);
    const path = calls.find((call) => call.path.includes('/references/cashed'))!.path;
    expect(path).toContain('activityId=5');
    expect(path).toContain('orderByColumn=amountCents');
    expect(path).toContain('orderByDescending=true');
  }, 30_000);
});
