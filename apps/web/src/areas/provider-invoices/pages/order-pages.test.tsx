import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CashVoucherDocument, type CashVoucherRow, providerInvoicesRoutes, Role } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { providerInvoicesArea } from '../routes';
import { providerAnswers } from '../test-data';

const wait = { timeout: 10_000 };

const row = (values: Partial<CashVoucherRow> = {}): CashVoucherRow => ({
  id: 12,
  number: 5,
  year: 2026,
  voucherDate: '2026-11-03',
  providerId: 4,
  providerName: 'Танцова школа Хоро',
  protocolId: 7,
  protocolNumber: 3,
  invoiceNumber: '0000000001',
  amountCents: 6100,
  receivedBy: 'Мария Хорова',
  annulled: false,
  ...values,
});

const voucher = (values: Partial<CashVoucherDocument> = {}): CashVoucherDocument => ({
  id: 12,
  number: 5,
  year: 2026,
  voucherDate: '2026-11-03',
  amountCents: 6100,
  receivedBy: 'Мария Хорова',
  basis:
    'Изплащане на събрани такси за допълнителни дейности за октомври 2026 г. по приемо-предавателен протокол № 3 от 31.10.2026 г.',
  annulled: false,
  provider: { id: 4, name: 'Танцова школа Хоро', eik: '204691033', vatRegistered: false },
  kindergartenName: 'ДГ „Слънце“',
  protocolId: 7,
  protocolNumber: 3,
  protocolDate: '2026-10-31',
  invoiceNumber: '0000000001',
  ...values,
});

describe('/activities/accounting/order', () => {
  it('lists the vouchers with the annulled ones marked', async () => {
    setScreenWidth(1280);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.cashVoucherOverview, () => ({
        result: [row(), row({ id: 11, number: 4, annulled: true })],
        rowsCount: 2,
      })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/order?year=2026');
    const link = await screen.findByRole('link', { name: 'РКО № 5' }, wait);
    expect(link.getAttribute('href')).toBe('/activities/accounting/order/12');
    const first = link.closest('tr')!;
    expect(within(first).getByText('Протокол № 3, фактура № 0000000001')).toBeDefined();
    expect(within(first).getByText('Мария Хорова')).toBeDefined();
    expect(within(screen.getByRole('link', { name: 'РКО № 4' }).closest('tr')!).getByText('Анулиран')).toBeDefined();
    expect(calls.some((call) => call.path.includes('cash-payment-voucher/overview?') && call.path.includes('year=2026'))).toBe(
      true,
    );
  }, 60_000);

  it('shows a card per voucher on a phone', async () => {
    setScreenWidth(375);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.cashVoucherOverview, () => ({ result: [row()], rowsCount: 1 })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/order');
    const card = (await screen.findByRole('link', { name: 'РКО № 5' }, wait)).closest('li')!;
    expect(within(card).getByText('Танцова школа Хоро · получил Мария Хорова')).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Получил' })).toBeNull();
  }, 60_000);
});

describe('/activities/accounting/order/create', () => {
  it('picks the provider’s protocol to pay out, previews and issues the voucher', async () => {
    setScreenWidth(1280);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.cashVoucherPreparation, () => ({
        provider: { id: 4, name: 'Танцова школа Хоро', eik: '204691033', vatRegistered: false },
        protocols: [
          {
            protocolId: 7,
            number: 3,
            year: 2026,
            month: 10,
            protocolDate: '2026-10-31',
            totalCents: 6100,
            invoiceNumber: '0000000001',
          },
        ],
      })),
      answer(providerInvoicesRoutes.cashVoucherPreview, () => voucher({ id: null, number: null, receivedBy: '' })),
      answer(providerInvoicesRoutes.createCashVoucher, () => ({ isSuccessful: true, entityId: 12 })),
      answer(providerInvoicesRoutes.cashVoucherSummary, () => voucher()),
    );
    const router = renderArea(providerInvoicesArea, '/activities/accounting/order/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Доставчик', {}, wait));
    await user.click(await screen.findByTitle('Танцова школа Хоро', {}, wait));
    await user.click(await screen.findByLabelText('Протокол', {}, wait));
    await user.click(await screen.findByTitle(/№ 3 от 31.10.2026/, {}, wait));
    expect(await screen.findByText(/Изплащане на събрани такси/, {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Издай ордер' }));
    expect(await screen.findByText('Полето е задължително.', {}, wait)).toBeDefined();
    await user.type(screen.getByLabelText('Получил сумата (име)'), 'Мария Хорова');
    await user.click(screen.getByRole('button', { name: 'Издай ордер' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/accounting/order/12'), wait);
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ protocolId: 7, receivedBy: 'Мария Хорова' });
  }, 60_000);
});

describe('/activities/accounting/order/:id', () => {
  it('shows the voucher and annuls it after asking', async () => {
    setScreenWidth(390);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.cashVoucherSummary, () => voucher()),
      answer(providerInvoicesRoutes.deleteCashVoucher, () => new Response(null, { status: 204 })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/order/12');
    expect(await screen.findByRole('heading', { name: 'Разходен касов ордер № 5' }, wait)).toBeDefined();
    expect(screen.getByText('Танцова школа Хоро, ЕИК 204691033')).toBeDefined();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Анулирай' }));
    // The confirmation's own „Анулирай“.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Анулирай' })).toHaveLength(2), wait);
    await user.click(screen.getAllByRole('button', { name: 'Анулирай' }).at(-1)!);
    await waitFor(
      () =>
        expect(
          calls.some(
            (call) => call.method === 'DELETE' && call.path === '/api/activities/provider-invoices/cash-payment-voucher/12',
          ),
        ).toBe(true),
      wait,
    );
  }, 60_000);

  it('marks an annulled voucher and offers no annulment', async () => {
    setScreenWidth(1280);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.cashVoucherSummary, () => voucher({ annulled: true })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/order/12');
    expect(await screen.findByText('Анулиран', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Анулирай' })).toBeNull();
  }, 60_000);
});
