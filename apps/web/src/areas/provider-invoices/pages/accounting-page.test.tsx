import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethod, providerInvoicesRoutes, ProviderProtocolKind, Role } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { recentMonths } from '../components/format';
import { providerInvoicesArea } from '../routes';
import { aDocument, providerAnswers } from '../test-data';

const wait = { timeout: 10_000 };

/** Picks an option of an antd Select by its label (in the open drawer when there is one). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  const dialog = screen.queryByRole('dialog');
  await user.click((dialog ? within(dialog) : screen).getByLabelText(label));
  await user.click(await screen.findByTitle(option, {}, wait));
}

describe('/activities/accounting', () => {
  it('lists the protocols with their invoice and voucher, filters through the URL and deletes after asking', async () => {
    setScreenWidth(1280);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({
        result: [
          aDocument(),
          aDocument({
            id: 8,
            number: 4,
            kind: ProviderProtocolKind.ManualAmount,
            totalCents: 1200,
            invoiceNumber: '0000000001',
            invoiceDate: '2026-11-02',
            voucherId: 12,
            voucherNumber: 5,
            canDelete: false,
          }),
        ],
        rowsCount: 2,
      })),
      answer(providerInvoicesRoutes.delete, () => new Response(null, { status: 204 })),
    );
    const router = renderArea(providerInvoicesArea, '/activities/accounting');
    const first = (await screen.findByText('61,00 €', {}, wait)).closest('tr')!;
    expect(within(first).getByText('Танцова школа Хоро')).toBeDefined();
    expect(within(first).getByText('Октомври 2026')).toBeDefined();
    expect(within(first).getByText('4 плащания')).toBeDefined();
    expect(within(first).getByRole('link', { name: 'Издай фактура' }).getAttribute('href')).toBe(
      '/activities/accounting/invoice/create?protocolId=7',
    );
    expect(within(first).getByRole('button', { name: 'Приложение 1 към протокол № 3 в PDF' })).toBeDefined();
    const second = screen.getByRole('link', { name: 'Фактура № 0000000001' }).closest('tr')!;
    expect(within(second).getByRole('link', { name: 'РКО № 5' }).getAttribute('href')).toBe('/activities/accounting/order/12');
    expect(within(second).queryByRole('button', { name: 'Изтриване' })).toBeNull();
    expect(within(second).queryByRole('button', { name: /Приложение 1/ })).toBeNull();

    const user = userEvent.setup({ delay: null });
    await choose(user, 'Месец', 'Октомври');
    await waitFor(() => expect(router.state.location.search).toBe('?month=10'), wait);
    await waitFor(
      () => expect(calls.some((call) => call.path.includes('overview?') && call.path.includes('month=10'))).toBe(true),
      wait,
    );

    await user.click(within(first).getByRole('button', { name: 'Изтриване' }));
    await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
    await waitFor(
      () =>
        expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/activities/provider-invoices/7')).toBe(true),
      wait,
    );
  }, 60_000);

  it('shows each protocol as a card on a phone', async () => {
    setScreenWidth(375);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({ result: [aDocument()], rowsCount: 1 })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting');
    const card = (await screen.findByText('Протокол № 3 от 31.10.2026', {}, wait)).closest('li')!;
    expect(within(card).getByText('Танцова школа Хоро · Октомври 2026')).toBeDefined();
    expect(within(card).getByText(/61,00\s€ · По плащания/)).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Фактура' })).toBeNull();
  }, 60_000);

  it('shows the empty state', async () => {
    setScreenWidth(1280);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({ result: [], rowsCount: 0 })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting?year=2025');
    expect(await screen.findByText('Няма приемо-предавателни протоколи по избраните критерии.', {}, wait)).toBeDefined();
  }, 60_000);

  it('makes a protocol of the chosen pending payments', async () => {
    setScreenWidth(1280);
    const row = (paymentId: number, studentName: string, amountCents: number) => ({
      paymentId,
      feeId: paymentId,
      studentId: paymentId,
      studentName,
      className: 'Пчелица',
      activityId: 1,
      activityName: 'Народни танци',
      feeYear: 2026,
      feeMonth: 10,
      method: PaymentMethod.Cash,
      paidOn: '2026-10-05',
      receiptNumber: null,
      amountCents,
    });
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({ result: [], rowsCount: 0 })),
      answer(providerInvoicesRoutes.protocolPreparation, () => ({
        provider: { id: 4, name: 'Танцова школа Хоро', eik: '204691033', vatRegistered: false },
        year: 2026,
        month: 10,
        rows: [row(31, 'Галя Петрова', 2500), row(32, 'Борис Петров', 1000)],
        totalCents: 3500,
      })),
      answer(providerInvoicesRoutes.createProtocol, () => ({ isSuccessful: true, entityId: 9 })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Нов протокол' }, wait));
    await choose(user, 'Доставчик', 'Танцова школа Хоро');
    await choose(user, 'Месец', recentMonths()[0]!.label);
    const boris = await screen.findByRole('checkbox', { name: /Борис Петров/ }, wait);
    expect(screen.getByText(/Избрани: 2 плащания, общо 35,00/)).toBeDefined();
    await user.click(boris);
    expect(screen.getByText(/Избрани: 1 плащания, общо 25,00/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Създай протокол' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    const body = calls.find((call) => call.method === 'POST')!.body as { providerId: number; paymentIds: number[] };
    expect(body).toMatchObject({ providerId: 4, paymentIds: [31] });
    expect(await screen.findByText('Протоколът е създаден.', {}, wait)).toBeDefined();
  }, 60_000);

  it('makes a manual-amount protocol in cents and shows the server’s field message', async () => {
    setScreenWidth(1280);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({ result: [], rowsCount: 0 })),
      answer(providerInvoicesRoutes.createManualProtocol, () =>
        json(400, {
          statusCode: 400,
          message: 'Датата на протокола не може да е преди месеца, за който е.',
          errors: { protocolDate: ['Датата на протокола не може да е преди месеца, за който е.'] },
        }),
      ),
    );
    renderArea(providerInvoicesArea, '/activities/accounting');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Протокол с ръчна сума' }, wait));
    await user.click(screen.getByRole('button', { name: 'Създай протокол' }));
    await waitFor(() => expect(screen.getAllByText('Полето е задължително.').length).toBe(4), wait);
    await choose(user, 'Доставчик', 'Танцова школа Хоро');
    await choose(user, 'Месец', recentMonths()[0]!.label);
    await user.type(screen.getByLabelText('Сума (€)'), '12,5');
    await user.type(screen.getByLabelText('Основание'), 'Лятна програма');
    await user.click(screen.getByRole('button', { name: 'Създай протокол' }));
    expect(
      (await screen.findAllByText('Датата на протокола не може да е преди месеца, за който е.', {}, wait)).length,
    ).toBeGreaterThan(0);
    const body = calls.find((call) => call.method === 'POST')!.body as { amountCents: number; reason: string };
    expect(body).toMatchObject({ amountCents: 1250, reason: 'Лятна програма', providerId: 4 });
  }, 60_000);

  it('offers a teacher nothing: the page needs the accounting resource', async () => {
    setScreenWidth(1280);
    providerAnswers(
      Role.Teacher,
      answer(providerInvoicesRoutes.overview, () => json(403, { statusCode: 403, message: 'Нямате права за това действие.' })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting');
    expect(await screen.findByText('Нямате права за това действие.', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Нов протокол' })).toBeNull();
  }, 60_000);
});
