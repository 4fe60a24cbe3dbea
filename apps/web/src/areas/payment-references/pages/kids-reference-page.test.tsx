import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityRoutes, paymentReferencesRoutes, type StudentsReference } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { paymentReferencesArea } from '../routes';

const wait = { timeout: 10_000 };

const reference: StudentsReference = {
  fromDate: '2026-10-01',
  toDate: '2026-10-31',
  result: [
    {
      studentId: 1,
      studentName: 'Борис Петров',
      className: 'Пчелица',
      fees: 2,
      chargedCents: 5500,
      paidCents: 1000,
      unpaidCents: 4500,
    },
  ],
  rowsCount: 41,
  totals: { children: 41, fees: 60, chargedCents: 150000, paidCents: 100000, unpaidCents: 50000 },
};

describe('/activities/references/kids', () => {
  it('pages and sorts on the server and shows the whole reference’s totals', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, () => aDirector),
      answer(paymentReferencesRoutes.students, () => reference),
    );
    renderArea(paymentReferencesArea, '/activities/references/kids?month=10&year=2026&page=2');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByText('Борис Петров', {}, wait)).toBeDefined();
    expect(within(table).getByText(/1\s?500,00/)).toBeDefined();
    expect(calls.find((call) => call.path.includes('/references/students'))!.path).toContain('pageNumber=2');

    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getAllByText('Неплатено')[0]!);
    await waitFor(
      () =>
        expect(calls.some((call) => call.path.includes('orderByColumn=unpaidCents') && call.path.includes('pageNumber=2'))).toBe(
          true,
        ),
      wait,
    );
  }, 30_000);
});
