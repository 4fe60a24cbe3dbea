import { fireEvent, screen, within } from '@testing-library/react';
import {
  defaultAccess,
  LotExpiryState,
  identityRoutes,
  ProductUnit,
  Role,
  StockDocumentKind,
  stockReferencesRoutes,
  type TrialBalanceRow,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { storageArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 120_000;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));
const warehouses = answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]);

const flour: TrialBalanceRow = {
  productId: 11,
  productName: 'Брашно тип 500',
  unit: ProductUnit.Kilogram,
  openingQuantity: '10.000000',
  openingValue: '12.00',
  receiptQuantity: '5.000000',
  receiptValue: '7.50',
  issueQuantity: '3.000000',
  issueValue: '3.9000000000',
  scrappingQuantity: '0',
  scrappingValue: '0',
  surplusQuantity: '0',
  surplusValue: '0',
  shortageQuantity: '0.500000',
  shortageValue: '0.6500000000',
  closingQuantity: '11.500000',
  closingValue: '14.9500000000',
};

describe('/storage/references: the storage reports', () => {
  it(
    'lists the reports as cards linking to their pages',
    async () => {
      setScreenWidth(390);
      stubRoutes(keeper);
      renderArea(storageArea, '/storage/references');
      expect(await screen.findByRole('heading', { name: 'Справки за склад' }, wait)).toBeDefined();
      const list = screen.getByRole('list', { name: 'Справки' });
      expect(within(list).getByRole('link', { name: 'Оборотна ведомост' }).getAttribute('href')).toBe(
        '/storage/references/trial-balance',
      );
      expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    },
    SLOW,
  );

  it(
    'shows the trial balance of the period in the URL as a table with its totals rounded once, and its files',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        warehouses,
        answer(stockReferencesRoutes.trialBalance, () => ({
          result: [flour],
          rowsCount: 1,
          // 0.3333… + 0.3333… would round to 0,66 row by row: the total is rounded once from the exact sum.
          totals: { ...flour, closingValue: '0.6666666666' },
        })),
      );
      renderArea(storageArea, '/storage/references/trial-balance?from=2026-11-01&to=2026-11-30&warehouse=2');
      expect(await screen.findByRole('heading', { name: 'Оборотна ведомост' }, wait)).toBeDefined();
      expect(await screen.findByText('Брашно тип 500', undefined, wait)).toBeDefined();
      // A report stays a table on a phone (no cards), the closing value rounded for the screen.
      expect(screen.getByRole('table')).toBeDefined();
      expect(screen.getByText('14,95 €')).toBeDefined();
      expect(screen.getByText('11,500 кг')).toBeDefined();
      expect(screen.getByText('Общо')).toBeDefined();
      expect(screen.getByText('0,67 €')).toBeDefined();
      const call = calls.find((recorded) => recorded.path.includes('trial-balance/overview-models'))!;
      expect(call.path).toMatch(/fromDate=2026-11-01/);
      expect(call.path).toMatch(/toDate=2026-11-30/);
      expect(call.path).toMatch(/warehouseId=2/);
      expect(screen.getByRole('button', { name: 'PDF' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Excel' })).toBeDefined();
      expect(screen.getByDisplayValue('01.11.2026')).toBeDefined();
    },
    SLOW,
  );

  it(
    'lists the document lines of the period with links to their documents and filters by kind in the URL',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        warehouses,
        answer(stockReferencesRoutes.documentTransactions, () => ({
          result: [
            {
              documentKind: StockDocumentKind.Request,
              documentId: 55,
              documentNumber: 3,
              documentDate: '2026-11-10',
              movementKind: 2,
              warehouseId: 2,
              warehouseName: 'Сух склад',
              productId: 11,
              productName: 'Брашно тип 500',
              unit: ProductUnit.Kilogram,
              quantity: '-3.000000',
              value: '-3.9000000000',
            },
          ],
          rowsCount: 1,
        })),
      );
      renderArea(storageArea, '/storage/references/document-transactions?from=2026-11-01&to=2026-11-30');
      expect(await screen.findByRole('heading', { name: 'Дневник на складовите документи' }, wait)).toBeDefined();
      const link = await screen.findByRole('link', { name: 'Искане № 3' }, wait);
      expect(link.getAttribute('href')).toBe('/storage/requests/55');
      expect(screen.getByText('-3,000 кг')).toBeDefined();
      expect(screen.getByText('-3,90 €')).toBeDefined();
      fireEvent.mouseDown(within(screen.getByLabelText('Вид документ').closest('.ant-select')!).getByRole('combobox'));
      fireEvent.click((await screen.findAllByText('Инвентаризация', { selector: '.ant-select-item-option-content' }, wait))[0]!);
      await screen.findByText('Брашно тип 500', undefined, wait);
      expect(calls.some((call) => call.path.includes('document-transactions') && /documentKind=4/.test(call.path))).toBe(true);
    },
    SLOW,
  );

  it(
    'shows the lots on the date in the URL as cards on a phone, the expired and expiring ones tagged',
    async () => {
      setScreenWidth(390);
      const lot = {
        lotId: 5,
        warehouseId: 2,
        warehouseName: 'Сух склад',
        productId: 11,
        productName: 'Брашно тип 500',
        unit: ProductUnit.Kilogram,
        batchNumber: 'B-1',
        expiryDate: '2026-11-20',
        receivedOn: '2026-11-03',
        supplierName: 'Мелница',
        quantity: '4.000000',
        value: '6.00',
        expiryState: LotExpiryState.Expiring,
      };
      const calls = stubRoutes(
        keeper,
        warehouses,
        answer(stockReferencesRoutes.stockAvailabilityDetailed, () => ({
          result: [lot, { ...lot, lotId: 6, batchNumber: null, supplierName: null, expiryState: LotExpiryState.Expired }],
          rowsCount: 2,
        })),
      );
      renderArea(storageArea, '/storage/references/stock-availability?date=2026-11-15&days=10&warnings=true');
      expect(await screen.findByRole('heading', { name: 'Наличност по партиди' }, wait)).toBeDefined();
      const cards = await screen.findByRole('list', { name: 'Наличност по партиди' }, wait);
      expect(within(cards).getByText('Изтича скоро')).toBeDefined();
      expect(within(cards).getByText('Изтекъл срок')).toBeDefined();
      expect(within(cards).getByText('Излишък от инвентаризация')).toBeDefined();
      const call = calls.find((recorded) => recorded.path.includes('stock-availability-detailed'))!;
      expect(call.path).toMatch(/date=2026-11-15/);
      expect(call.path).toMatch(/expiringWithinDays=10/);
      expect(call.path).toMatch(/onlyWarnings=true/);
    },
    SLOW,
  );
});
