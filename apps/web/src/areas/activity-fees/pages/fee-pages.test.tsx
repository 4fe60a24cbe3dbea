import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activityFeesRoutes as routes,
  ActivityPriceModel,
  defaultAccess,
  type FeeRow,
  FeePaymentStatus,
  identityRoutes,
  PaymentMethod,
  PaymentSource,
  Role,
  type StudentMonth,
  studentsRoutes,
} from '@kg/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { realtime } from '../../../shared/realtime';
import { activityFeesArea } from '../routes';

const wait = { timeout: 20_000 };
const text = (value: string | null | undefined) => (value ?? '').replace(/\s/g, ' ');

const fee = (values: Partial<FeeRow>): FeeRow => ({
  id: 11,
  year: 2026,
  month: 10,
  studentId: 8,
  studentName: 'Ива Петрова',
  className: 'Звездички',
  activityId: 5,
  activityName: 'Народни танци',
  providerId: 3,
  providerName: 'Танц ООД',
  paymentSource: PaymentSource.Own,
  priceModel: ActivityPriceModel.MonthlyFlat,
  sessions: 0,
  baseCents: 2500,
  discountName: null,
  discountPercent: null,
  amountCents: 2280,
  paidCents: 1000,
  dueCents: 1280,
  creditCents: 0,
  status: FeePaymentStatus.PartiallyPaid,
  familyKey: 'p4',
  familyName: 'Мария Петрова',
  paymentsCount: 1,
  ...values,
});

const director = () => answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));
const common = [
  answer(studentsRoutes.grouped, () => [{ classId: 3, className: 'Звездички', students: [] }]),
  answer(routes.summaryByActivity, () => [
    {
      activityId: 5,
      activityName: 'Народни танци',
      providerId: 3,
      providerName: 'Танц ООД',
      feesCount: 2,
      amountCents: 4780,
      paidCents: 1000,
      dueCents: 3780,
      unpaidCount: 2,
    },
  ]),
  answer(routes.providerSummary, () => []),
];

/** The realtime hub's push, as the connection hands it to the pages. */
const push = (event: string, payload: unknown) =>
  act(() => (realtime as unknown as { dispatch(event: string, payload: unknown): void }).dispatch(event, payload));

describe('/activities/fees', () => {
  afterEach(() => setScreenWidth(1280));

  it('lists the unpaid fees of the month, records a cash payment with its receipt and reloads on a pushed change', async () => {
    setScreenWidth(1280);
    let rows = [
      fee({}),
      fee({
        id: 12,
        studentId: 9,
        studentName: 'Боби Петров',
        paidCents: 0,
        dueCents: 2500,
        amountCents: 2500,
        status: FeePaymentStatus.NotPaid,
        paymentsCount: 0,
      }),
    ];
    const calls = stubRoutes(
      director(),
      ...common,
      answer(routes.list, () => ({ result: rows, rowsCount: rows.length })),
      answer(routes.pay, () => ({
        id: 70,
        feeId: 11,
        receiptNumber: 4,
        status: FeePaymentStatus.Paid,
        paidCents: 2280,
        dueCents: 0,
      })),
    );
    renderArea(activityFeesArea, '/activities/fees?year=2026&month=10');
    const ivaRow = (await screen.findByText('Ива Петрова', {}, wait)).closest('tr')!;
    expect(text(within(ivaRow).getByText(/Остава/).textContent)).toBe('Остава: 12,80 €');
    expect(within(ivaRow).getByText('Частично платена')).toBeDefined();
    expect(text(screen.getByText('37,80 €').textContent)).toBe('37,80 €');
    const listCall = calls.find((call) => call.path.startsWith('/api/activities/invoices?'))!;
    expect(listCall.path).toContain('year=2026');
    expect(listCall.path).toContain('month=10');
    expect(listCall.path).not.toContain('paid=');
    // A family with two unpaid fees on the page can pay them at once; a fee with payments cannot be deleted.
    expect(
      within(ivaRow).getByRole('button', { name: 'Семейство: групово плащане на семейството на Ива Петрова' }),
    ).toBeDefined();
    expect(within(ivaRow).queryByRole('button', { name: /Изтрий/ })).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.click(within(ivaRow).getByRole('button', { name: 'Плати таксата на Ива Петрова за „Народни танци“' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect((within(dialog).getByLabelText('Сума (€)') as HTMLInputElement).value).toBe('12.80');
    await user.clear(within(dialog).getByLabelText('Сума (€)'));
    await user.type(within(dialog).getByLabelText('Сума (€)'), '12,8');
    await user.type(within(dialog).getByLabelText('Бележка'), 'от майката');
    await user.click(within(dialog).getByRole('button', { name: 'Запиши плащането' }));
    expect(await within(dialog).findByText(/Квитанция № 4/, {}, wait)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: /Изтегли квитанцията/ })).toBeDefined();
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/activities/payments');
    expect(sent?.body).toEqual({
      feeId: 11,
      amountCents: 1280,
      method: PaymentMethod.Cash,
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: 'от майката',
    });

    const loads = calls.filter((call) => call.path.startsWith('/api/activities/invoices?')).length;
    rows = [rows[1]!];
    push('activityFeesChanged', { feeIds: [11], text: 'Плащане от 12,80 € е получено.' });
    await waitFor(() => expect(screen.queryByText('Ива Петрова')).toBeNull(), wait);
    expect(await screen.findByText('Плащане от 12,80 € е получено.', {}, wait)).toBeDefined();
    expect(calls.filter((call) => call.path.startsWith('/api/activities/invoices?')).length).toBeGreaterThan(loads);
  }, 60_000);

  it('generates the month, shows the server’s refusal of an overpayment under the amount', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      director(),
      ...common,
      answer(routes.list, () => ({ result: [fee({})], rowsCount: 1 })),
      answer(routes.generate, () => ({ created: 3, updated: 1, removed: 0, total: 4 })),
      answer(routes.pay, () =>
        json(400, {
          statusCode: 400,
          message: 'Сумата надвишава дължимото по таксата (12,80 €).',
          errors: { amountCents: ['Сумата надвишава дължимото по таксата (12,80 €).'] },
        }),
      ),
    );
    renderArea(activityFeesArea, '/activities/fees?year=2026&month=10');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Изчисли таксите за месеца' }, wait));
    await user.click(await screen.findByRole('button', { name: 'Изчисли' }, wait));
    expect(
      await screen.findByText('Таксите са изчислени: 4 за месеца (нови 3, променени 1, премахнати 0).', {}, wait),
    ).toBeDefined();
    expect(calls.find((call) => call.path === '/api/activities/generate-proforma-invoices')?.body).toEqual({
      year: 2026,
      month: 10,
    });

    await user.click(screen.getByRole('button', { name: 'Плати таксата на Ива Петрова за „Народни танци“' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.clear(within(dialog).getByLabelText('Сума (€)'));
    await user.type(within(dialog).getByLabelText('Сума (€)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Запиши плащането' }));
    expect(
      (await within(dialog).findAllByText('Сумата надвишава дължимото по таксата (12,80 €).', {}, wait)).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('on a phone each fee is one card and the status filter asks for the paid ones', async () => {
    setScreenWidth(375);
    const calls = stubRoutes(
      director(),
      ...common,
      answer(routes.list, () => ({
        result: [fee({ status: FeePaymentStatus.Paid, dueCents: 0, paidCents: 2280 })],
        rowsCount: 1,
      })),
    );
    renderArea(activityFeesArea, '/activities/fees?year=2026&month=10&status=paid');
    expect(await screen.findByRole('list', { name: 'Такси за дейности' }, wait)).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Дейност' })).toBeNull();
    expect(await screen.findByText('Платена', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path.startsWith('/api/activities/invoices?'))!.path).toContain('paid=true');
  }, 60_000);
});

describe('/activities/fees/:year/:month/:studentId', () => {
  const month: StudentMonth = {
    studentId: 8,
    studentName: 'Ива Петрова',
    className: 'Звездички',
    year: 2026,
    month: 10,
    fees: [
      {
        ...fee({}),
        note: null,
        payments: [
          {
            id: 70,
            amountCents: 1000,
            method: PaymentMethod.Cash,
            paidOn: '2026-10-05',
            receiptNumber: 4,
            batchId: null,
            cashierName: 'Мария Иванова',
            note: null,
            createdAt: '2026-10-05T08:00:00Z',
            annulledAt: null,
            annulledByName: null,
            annulReason: null,
          },
        ],
      },
    ],
    totals: { amountCents: 2280, paidCents: 1000, dueCents: 1280 },
  };

  it('shows the child’s month with its payments and annuls one with a reason', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      director(),
      answer(routes.studentMonth, () => month),
      answer(routes.annul, () => ({ annulledPaymentIds: [70], feeIds: [11] })),
    );
    renderArea(activityFeesArea, '/activities/fees/2026/10/8/11');
    expect(await screen.findByText('Ива Петрова: такси за октомври 2026', {}, wait)).toBeDefined();
    expect(screen.getByText('Квитанция № 4')).toBeDefined();
    expect(screen.getByText('Приел: Мария Иванова')).toBeDefined();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Анулирай' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Анулирай' }));
    expect(await within(dialog).findByText('Посочете причина за анулирането.', {}, wait)).toBeDefined();
    await user.type(within(dialog).getByLabelText('Причина за анулирането'), 'Грешна сума');
    await user.click(within(dialog).getByRole('button', { name: 'Анулирай' }));
    expect(await screen.findByText('Плащането е анулирано.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/activities/payments/70/annul')?.body).toEqual({ reason: 'Грешна сума' });
  }, 60_000);

  it('without a child goes to the month’s list', async () => {
    stubRoutes(
      director(),
      ...common,
      answer(routes.list, () => ({ result: [], rowsCount: 0 })),
    );
    const router = renderArea(activityFeesArea, '/activities/fees/2026/10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/fees'), wait);
    expect(router.state.location.search).toBe('?year=2026&month=10');
  }, 60_000);
});

describe('/activities/notifications', () => {
  it('summarises the unpaid fees per family and sends the notification', async () => {
    setScreenWidth(1280);
    const calls = stubRoutes(
      director(),
      answer(routes.notificationSummary, () => ({
        year: 2026,
        month: 10,
        activities: [
          {
            activityId: 5,
            activityName: 'Народни танци',
            providerId: 3,
            providerName: 'Танц ООД',
            feesCount: 2,
            amountCents: 5000,
            paidCents: 1000,
            dueCents: 4000,
            unpaidCount: 2,
          },
        ],
        parents: [
          {
            parentId: 4,
            parentName: 'Мария Петрова',
            hasAccount: true,
            email: 'maria@test.bg',
            students: ['Ива Петрова'],
            activities: ['Народни танци'],
            feesCount: 1,
            dueCents: 1500,
          },
          {
            parentId: 5,
            parentName: 'Георги Колев',
            hasAccount: false,
            email: null,
            students: ['Боби Колев'],
            activities: ['Народни танци'],
            feesCount: 1,
            dueCents: 2500,
          },
        ],
        totalDueCents: 4000,
      })),
      answer(routes.notify, () => ({ messageId: 90, recipients: 1 })),
    );
    renderArea(activityFeesArea, '/activities/notifications?year=2026&month=10');
    expect(await screen.findByText('Мария Петрова', {}, wait)).toBeDefined();
    expect(screen.getByText('без профил в системата')).toBeDefined();
    expect(text(screen.getAllByText('40,00 €')[0]!.textContent)).toBe('40,00 €');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Изпрати известие на родителите' }));
    expect(await screen.findByText('Съобщение и имейл ще получат 1 родители с профил.', {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Изпрати' }));
    expect(await screen.findByText('Известието е изпратено на 1 родители.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/activities/invoices/notify')?.body).toEqual({ year: 2026, month: 10 });
  }, 60_000);
});
