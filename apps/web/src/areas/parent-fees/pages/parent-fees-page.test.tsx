import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultAccess,
  FeePaymentStatus,
  identityRoutes,
  InvoicePaymentStatus,
  onlinePaymentsRoutes,
  type ParentFeeRow,
  parentFeesRoutes,
  PaymentMethod,
  Role,
} from '@kg/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { parentFeesArea } from '../routes';

const wait = { timeout: 10_000 };
const parent = () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) });

const dances = (id: number, studentName: string, values: Partial<ParentFeeRow> = {}): ParentFeeRow => ({
  id,
  studentId: id,
  studentName,
  activityId: 5,
  activityName: 'Народни танци',
  providerId: 7,
  providerName: 'Танцова школа Хоро',
  year: 2026,
  month: 10,
  amountCents: 2500,
  paidCents: 0,
  dueCents: 2500,
  discountName: null,
  status: FeePaymentStatus.NotPaid,
  canPayOnline: true,
  easyPayIdn: null,
  easyPayIdnExpiresAt: null,
  payments: [],
  ...values,
});
const paid = dances(3, 'Галя Петрова', {
  month: 9,
  paidCents: 2500,
  dueCents: 0,
  status: FeePaymentStatus.Paid,
  payments: [{ id: 9, amountCents: 2500, method: PaymentMethod.Cash, paidOn: '2026-09-20' }],
});
const fees = [dances(1, 'Галя Петрова'), dances(2, 'Борис Петров', { amountCents: 2000, dueCents: 2000 }), paid];
const response = (rows: ParentFeeRow[], extra: object = {}) => ({
  result: rows,
  rowsCount: rows.length,
  transferPaymentEasyPayIdn: null,
  transferPaymentEasyPayIdnExpirationDate: null,
  isTransferPaymentPossible: true,
  ...extra,
});
const epayData = {
  url: 'https://demo.epay.bg/',
  fields: {
    PAGE: 'paylogin' as const,
    ENCODED: 'TUlOPTE=',
    CHECKSUM: 'abc123',
    URL_OK: 'http://localhost/parents-fees?epay=ok&invoice=1000001',
    URL_CANCEL: 'http://localhost/parents-fees?epay=cancel&invoice=1000001',
  },
  invoice: '1000001',
  amountCents: 2500,
  feeIds: [1],
};

describe('/parents-fees (the parent’s fees)', () => {
  let submit: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    submit = vi.fn<() => void>();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each child’s fees with what is due and the payments made, and posts a payment to ePay', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, parent),
      answer(parentFeesRoutes.list, () => response(fees)),
      answer(parentFeesRoutes.notPaid, () => response(fees.slice(0, 2))),
      answer(onlinePaymentsRoutes.epayData, () => epayData),
    );
    renderArea(parentFeesArea, '/parents-fees');
    const total = await screen.findByText('Общо дължимо:', { exact: false }, wait);
    expect(total.textContent).toBe('Общо дължимо: 45,00\u00a0€');
    const history = screen.getByRole('list', { name: 'Плащания: Галя Петрова, „Народни танци“, 09.2026' });
    expect(within(history).getByRole('listitem').textContent).toBe('20.09.2026 — 25,00\u00a0€, В брой');
    expect(screen.getByText('Плащане на 2 такси наведнъж')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Плати с ePay: Галя Петрова, „Народни танци“, 10.2026' }));
    const form = (await screen.findByRole('form', { name: 'Плащане в ePay' }, wait)) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('https://demo.epay.bg/');
    expect(form.getAttribute('method')).toBe('post');
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
    expect(fields).toEqual(epayData.fields);
    await waitFor(() => expect(submit).toHaveBeenCalled(), wait);
    expect(calls.some((call) => call.path === '/api/activities/payments/epay-data/1?card=false')).toBe(true);
  });

  it('shows an EasyPay code with its expiry, printable', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, parent),
      answer(parentFeesRoutes.list, () => response([fees[0]!], { isTransferPaymentPossible: false })),
      answer(parentFeesRoutes.notPaid, () => response([fees[0]!], { isTransferPaymentPossible: false })),
      answer(onlinePaymentsRoutes.easyPayIdn, () => ({
        idn: '1234567890',
        expiresAt: '2026-11-01T10:00:00.000Z',
        invoice: '1000002',
        amountCents: 2500,
        feeIds: [1],
      })),
    );
    renderArea(parentFeesArea, '/activities/parents/fees');
    fireEvent.click(await screen.findByRole('button', { name: 'Код за EasyPay: Галя Петрова, „Народни танци“, 10.2026' }, wait));
    const code = await screen.findByRole('group', { name: 'Код за плащане в EasyPay' }, wait);
    expect(within(code).getByText('1234567890')).toBeDefined();
    expect(within(code).getByText(/Валиден до 01\.11\.2026/)).toBeDefined();
    expect(within(code).getByRole('button', { name: 'Печат на кода' })).toBeDefined();
    expect(screen.queryByText('Плащане на 2 такси наведнъж')).toBeNull();
  });

  it('back from ePay it waits for the notification instead of taking the return as a payment', async () => {
    const calls = stubRoutes(
      answer(identityRoutes.getUserData, parent),
      answer(parentFeesRoutes.list, () => response([dances(1, 'Галя Петрова', { status: FeePaymentStatus.WaitingExternal })])),
      answer(parentFeesRoutes.notPaid, () => response([])),
      answer(onlinePaymentsRoutes.epayRedirectResponse, () => ({
        status: InvoicePaymentStatus.Waiting,
        waitForNotification: true,
        message: 'Плащането се потвърждава от ePay. Страницата ще се обнови, щом потвърждението пристигне.',
        feeIds: [1],
      })),
    );
    renderArea(parentFeesArea, '/parents-fees?epay=ok&invoice=1000001');
    expect(await screen.findByText(/Плащането се потвърждава от ePay/, {}, wait)).toBeDefined();
    expect(screen.getByText('Очаква потвърждение от ePay/EasyPay')).toBeDefined();
    const back = calls.find((call) => call.path === '/api/activities/payments/epay-redirect-response');
    expect(back?.body).toEqual({ invoice: '1000001', result: 'ok' });
  });

  it('says so when there are no fees', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, parent),
      answer(parentFeesRoutes.list, () => response([], { isTransferPaymentPossible: false })),
      answer(parentFeesRoutes.notPaid, () => response([], { isTransferPaymentPossible: false })),
    );
    renderArea(parentFeesArea, '/parents-fees');
    expect(await screen.findByText('Няма такси за допълнителни дейности.', {}, wait)).toBeDefined();
  });
});
