import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type InvoicePreparation,
  NO_VAT_REASON,
  type ProtocolDocument,
  providerInvoicesRoutes,
  ProviderProtocolKind,
  Role,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { providerInvoicesArea } from '../routes';
import { aDocument, providerAnswers } from '../test-data';

const wait = { timeout: 10_000 };

const supplier = {
  name: 'Плувен клуб Делфин',
  eik: '204691033',
  vatNumber: 'BG204691033',
  address: 'гр. София, ул. „Шипка“ 1',
  iban: 'BG80BNBG96611020345678',
  bank: null,
};
const recipient = {
  name: 'ДГ „Слънце“',
  eik: null,
  vatNumber: null,
  address: 'ул. „Роза“ 3, гр./с. Пловдив',
  iban: null,
  bank: null,
};

const preparation: InvoicePreparation = {
  protocolId: 7,
  protocolNumber: 3,
  protocolDate: '2026-10-31',
  year: 2026,
  month: 10,
  invoiceDate: '2026-11-02',
  description:
    'Такси за допълнителни дейности (Плуване) за октомври 2026 г. по приемо-предавателен протокол № 3 от 31.10.2026 г.',
  vatRegistered: true,
  vatPercent: '20.00',
  baseCents: 2083,
  vatCents: 417,
  totalCents: 2500,
  noVatReason: null,
  supplier,
  recipient,
};

const summary = (values: Partial<ProtocolDocument> = {}): ProtocolDocument => ({
  id: 7,
  number: 3,
  kind: ProviderProtocolKind.Payments,
  protocolDate: '2026-10-31',
  year: 2026,
  month: 10,
  provider: { id: 4, name: 'Плувен клуб Делфин', eik: '204691033', vatRegistered: false },
  kindergartenName: 'ДГ „Слънце“',
  activities: [],
  paymentsCount: 1,
  totalCents: 1200,
  reason: null,
  invoice: {
    number: '0000000002',
    invoiceDate: '2026-11-02',
    taxEventDate: '2026-10-31',
    description: 'Такси за допълнителни дейности за октомври 2026 г.',
    vatRegistered: false,
    vatPercent: '0.00',
    baseCents: 1200,
    vatCents: 0,
    totalCents: 1200,
    noVatReason: NO_VAT_REASON,
    supplier: { ...supplier, vatNumber: null },
    recipient,
  },
  vouchers: [],
  canDelete: false,
  ...values,
});

describe('/activities/accounting/invoice', () => {
  it('lists the issued invoices only, with links to each and its PDF', async () => {
    setScreenWidth(1280);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({
        result: [aDocument({ invoiceNumber: '0000000002', invoiceDate: '2026-11-02', canDelete: false })],
        rowsCount: 1,
      })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/invoice');
    const link = await screen.findByRole('link', { name: 'Фактура № 0000000002' }, wait);
    expect(link.getAttribute('href')).toBe('/activities/accounting/invoice/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('02.11.2026')).toBeDefined();
    expect(within(row).getByText('№ 3 от 31.10.2026')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Фактура № 0000000002 в PDF' })).toBeDefined();
    expect(calls.some((call) => call.path.includes('overview?') && call.path.includes('withInvoice=true'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Нова фактура' }).getAttribute('href')).toBe('/activities/accounting/invoice/create');
  }, 60_000);

  it('shows the empty state on a phone', async () => {
    setScreenWidth(375);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.overview, () => ({ result: [], rowsCount: 0 })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/invoice');
    expect(await screen.findByText('Няма издадени фактури по избраните критерии.', {}, wait)).toBeDefined();
  }, 60_000);
});

describe('/activities/accounting/invoice/create', () => {
  it('previews the VAT invoice of a protocol, checks the ЕИК and issues it', async () => {
    setScreenWidth(1280);
    const calls = providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.invoicePreparation, () => preparation),
      answer(providerInvoicesRoutes.createInvoice, () => ({ isSuccessful: true, entityId: 7 })),
      answer(providerInvoicesRoutes.summary, () => summary()),
    );
    const router = renderArea(providerInvoicesArea, '/activities/accounting/invoice/create?protocolId=7');
    expect(await screen.findByText(/По протокол № 3 от 31.10.2026 за Октомври 2026/, {}, wait)).toBeDefined();
    expect(screen.getByText('BG204691033')).toBeDefined();
    expect(screen.getByText('ДДС 20 %')).toBeDefined();
    expect(screen.getByText(/^4,17/)).toBeDefined();
    expect(screen.getByText(/^20,83/)).toBeDefined();

    const user = userEvent.setup({ delay: null });
    const eik = screen.getByLabelText('ЕИК/БУЛСТАТ на детската градина (по желание)');
    await user.type(eik, '123');
    await user.click(screen.getByRole('button', { name: 'Издай фактура' }));
    expect(await screen.findByText(/Невалиден ЕИК\/БУЛСТАТ/, {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(eik);
    await user.type(eik, '000085926');
    await user.click(screen.getByRole('button', { name: 'Издай фактура' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/accounting/invoice/7'), wait);
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ protocolId: 7, recipientEik: '000085926' });
  }, 60_000);

  it('shows why a protocol cannot be invoiced', async () => {
    setScreenWidth(1280);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.invoicePreparation, () =>
        json(409, { statusCode: 409, message: 'По този протокол вече е издадена фактура.' }),
      ),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/invoice/create?protocolId=7');
    expect(await screen.findByText('По този протокол вече е издадена фактура.', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Издай фактура' })).toBeNull();
  }, 60_000);
});

describe('/activities/accounting/invoice/:id', () => {
  it('shows the issued invoice without VAT with the legal basis and its PDF', async () => {
    setScreenWidth(390);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.summary, () => summary()),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/invoice/7');
    expect(await screen.findByRole('heading', { name: 'Фактура № 0000000002' }, wait)).toBeDefined();
    expect(screen.getByText(NO_VAT_REASON)).toBeDefined();
    expect(screen.getByRole('button', { name: /Изтегли PDF/ })).toBeDefined();
    expect(screen.queryByText('ДДС №')).toBeNull();
  }, 60_000);

  it('offers to issue one when the protocol has none', async () => {
    setScreenWidth(1280);
    providerAnswers(
      Role.Director,
      answer(providerInvoicesRoutes.summary, () => summary({ invoice: null })),
    );
    renderArea(providerInvoicesArea, '/activities/accounting/invoice/7');
    expect(await screen.findByText('По този протокол няма издадена фактура.', {}, wait)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Издай фактура' }).getAttribute('href')).toBe(
      '/activities/accounting/invoice/create?protocolId=7',
    );
  }, 60_000);
});
