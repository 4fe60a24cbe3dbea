import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BatchPaymentsReference, identityRoutes, PaymentMethod, paymentReferencesRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const reference: BatchPaymentsReference = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  result: [
    {
      batchId: 9,
      paidOn: '2026-10-10',
      receiptNumber: 3,
      payerName: 'Мария Петрова',
      cashierName: 'Мария Иванова',
      method: PaymentMethod.Cash,
      amountCents: 4500,
      fees: [
        { feeId: 1, studentName: 'Вера Петрова', activityName: 'Футбол', year: 2026, month: 10, amountCents: 2000 },
        { feeId: 2, studentName: 'Галя Петрова', activityName: 'Английски език', year: 2026, month: 9, amountCents: 2500 },
      ],
    },
  ],
  rowsCount: 1,
  totals: { batches: 1, payments: 2, amountCents: 4500 },
};

describe('/activities/references/batch-payments', () => {
  it('shows each batch and, opened, the fees it paid', async () => {
    setScreenWidth(1280);
    stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(paymentReferencesRoutes.batchPayments, () => reference),
    );
    renderArea(paymentReferencesArea, '/activities/references/batch-payments?month=10&year=2026');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Мария Петрова', {}, wait)).toBeDefined();
    expect(screen.queryByText(/Галя Петрова/)).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(table.querySelector<HTMLElement>('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('Галя Петрова · Английски език · Септември 2026', {}, wait)).toBeDefined();
  }, 30_000);

  it('lists the fees in each batch’s card on a phone', async () => {
    setScreenWidth(375);
    stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(paymentReferencesRoutes.batchPayments, () => reference),
    );
    renderArea(paymentReferencesArea, '/activities/references/batch-payments?month=10&year=2026');
    expect(await screen.findByText('Вера Петрова · Футбол · Октомври 2026', {}, wait)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  }, 30_000);
});
