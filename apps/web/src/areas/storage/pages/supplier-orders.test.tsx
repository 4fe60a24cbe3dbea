import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  receiptsRegisterRoutes,
  ProductUnit,
  productsRoutes,
  Role,
  suppliersRoutes,
  type SupplierOrderDetails,
  SupplierOrderState,
  supplierOrdersRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { sofiaToday } from '../../../shared/dates/dates';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { storageArea } from '../routes';
import { productDetails, productOptions } from './storage-test-data';

const wait = { timeout: 20_000 };
const SLOW = 120_000;
const nextYear = sofiaToday().year() + 1;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));
const pick = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(options[options.length - 1]!);
};

const draft: SupplierOrderDetails = {
  id: 31,
  number: 4,
  year: 2026,
  orderDate: '2026-11-20',
  supplierId: 7,
  supplierName: 'Мелница ООД',
  warehouseId: 2,
  warehouseName: 'Сух склад',
  deliveryDate: '2026-11-23',
  state: SupplierOrderState.Draft,
  lineCount: 1,
  receiptId: null,
  receiptNumber: null,
  value: null,
  isLast: true,
  note: null,
  supplierEik: '121212123',
  supplierEmail: 'orders@melnica.example.bg',
  supplierPhone: null,
  sentChannel: null,
  sentTo: null,
  sentAt: null,
  createdByName: 'Мария Иванова',
  lines: [
    {
      id: 1,
      position: 1,
      productId: 11,
      productName: 'Брашно тип 500',
      productUnit: ProductUnit.Kilogram,
      unit: ProductUnit.Kilogram,
      quantity: '12.500',
      baseQuantity: '12.500000',
      note: null,
    },
  ],
  comparison: [],
  canDelete: true,
};

/** What the order's form looks up: the warehouses, the suppliers and the products. */
const formLookups = [
  answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
  answer(suppliersRoutes.lookup, () => [{ id: 7, name: 'Мелница ООД' }]),
  answer(productsRoutes.list, () => productOptions),
];

describe('Supplier orders and the orders book', () => {
  it(
    'fills the lines from the menus’ shortages, keeps them editable and sends decimal strings',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        ...formLookups,
        answer(productsRoutes.get, (_call, params) => productDetails(Number(params.id))),
        answer(supplierOrdersRoutes.nextNumber, () => ({ number: 5 })),
        answer(supplierOrdersRoutes.suggestion, () => ({
          menus: [{ id: 3, weekStart: '2026-11-30', ageBand: 3 }],
          unconvertible: [],
          rows: [
            {
              productId: 11,
              productName: 'Брашно тип 500',
              unit: ProductUnit.Kilogram,
              needed: '3.300',
              available: '1.000000',
              shortage: '2.300',
            },
            {
              productId: 12,
              productName: 'Яйца L',
              unit: ProductUnit.Quantity,
              needed: '40.000',
              available: '0',
              shortage: '40.000',
            },
          ],
        })),
        answer(supplierOrdersRoutes.save, () => ({ isSuccessful: true, entityId: 32 })),
        answer(supplierOrdersRoutes.get, () => ({ ...draft, id: 32 })),
      );
      const router = renderArea(storageArea, '/storage/suppliers-requests/create');
      expect(await screen.findByRole('heading', { name: 'Нова заявка към доставчик' }, wait)).toBeDefined();
      expect(await screen.findByText(/Номер на заявката: 5/, undefined, wait)).toBeDefined();
      await pick('Доставчик', 'Мелница ООД');
      await pick('Склад', 'Сух склад');
      fireEvent.click(screen.getByRole('button', { name: 'Попълни от менюто' }));
      await waitFor(() => expect((screen.getByLabelText('Количество, ред 2') as HTMLInputElement).value).toBe('40.000'), wait);
      expect((screen.getByLabelText('Количество, ред 1') as HTMLInputElement).value).toBe('2.300');
      const suggestionCall = calls.find((call) => call.path.includes('SupplierOrders/suggestion'))!;
      expect(suggestionCall.path).toMatch(/warehouseId=2/);
      fireEvent.change(screen.getByLabelText('Количество, ред 1'), { target: { value: '2,5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запиши заявката' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/suppliers-requests/32'), wait);
      const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        supplierId: 7,
        warehouseId: 2,
        lines: [
          { productId: 11, unit: ProductUnit.Kilogram, quantity: '2.5', note: null },
          { productId: 12, unit: ProductUnit.Quantity, quantity: '40.000', note: null },
        ],
      });
    },
    SLOW,
  );

  it(
    'shows the next number of the year of the order’s date, asked again when the date moves to another year',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        ...formLookups,
        answer(supplierOrdersRoutes.nextNumber, (call) => ({ number: call.path.includes(`year=${nextYear}`) ? 1 : 5 })),
      );
      renderArea(storageArea, '/storage/suppliers-requests/create');
      expect(await screen.findByText(/Номер на заявката: 5/, undefined, wait)).toBeDefined();
      const user = userEvent.setup({ delay: null });
      const orderDate = screen.getByLabelText('Дата на заявката');
      await user.clear(orderDate);
      await user.type(orderDate, `04.01.${nextYear}{Enter}`);
      expect(await screen.findByText(/Номер на заявката: 1 /, undefined, wait)).toBeDefined();
      expect(
        calls.some((call) => call.path.includes('SupplierOrders/next-number') && call.path.includes(`year=${nextYear}`)),
      ).toBe(true);
    },
    SLOW,
  );

  it(
    'sends a draft by e-mail from its page under the orders book after choosing how',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(productsRoutes.list, () => productOptions),
        answer(supplierOrdersRoutes.get, () => draft),
        answer(supplierOrdersRoutes.send, () => ({ isSuccessful: true, entityId: 31 })),
      );
      renderArea(storageArea, '/storage/references/orders-book/31');
      expect(await screen.findByRole('heading', { name: 'Заявка № 4/2026' }, wait)).toBeDefined();
      expect(screen.getByText('Мелница ООД, ЕИК 121212123')).toBeDefined();
      expect(screen.getByRole('link', { name: 'Към списъка' }).getAttribute('href')).toBe('/storage/references/orders-book');
      fireEvent.click(screen.getByRole('button', { name: 'Изпрати' }));
      const dialog = await screen.findByRole('dialog', undefined, wait);
      expect(within(dialog).getByLabelText('По имейл до orders@melnica.example.bg (с PDF)')).toBeDefined();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Изпрати' }));
      await waitFor(() => expect(calls.some((call) => call.path.endsWith('SupplierOrders/31/send'))).toBe(true), wait);
      expect(calls.find((call) => call.path.endsWith('SupplierOrders/31/send'))?.body).toEqual({ channel: 1 });
    },
    SLOW,
  );

  it(
    'shows the orders book of the current year with its filters in the URL, PDF and Excel',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(suppliersRoutes.lookup, () => [{ id: 7, name: 'Мелница ООД' }]),
        answer(supplierOrdersRoutes.list, () => ({
          result: [{ ...draft, state: SupplierOrderState.Delivered, value: '48.20', receiptId: 9, receiptNumber: 12 }],
          rowsCount: 1,
        })),
      );
      renderArea(storageArea, '/storage/references/orders-book?supplier=7&state=3');
      expect(await screen.findByRole('heading', { name: 'Книга на заявките' }, wait)).toBeDefined();
      expect(await screen.findByText('Заявка № 4/2026', undefined, wait)).toBeDefined();
      expect(screen.getByText('48,20 €')).toBeDefined();
      const listCall = calls.find((call) => call.path.includes('SupplierOrders/overview-models'))!;
      expect(listCall.path).toMatch(new RegExp(`year=${new Date().getFullYear()}`));
      expect(listCall.path).toMatch(/supplierId=7/);
      expect(listCall.path).toMatch(/state=3/);
      expect(screen.getByRole('button', { name: 'PDF' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Excel' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Нова заявка' }).getAttribute('href')).toBe(
        '/storage/references/orders-book/create',
      );
    },
    SLOW,
  );

  it(
    'shows the register of stock receipts of the year with the totals per supplier and its files',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(suppliersRoutes.lookup, () => [{ id: 7, name: 'Мелница ООД' }]),
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(receiptsRegisterRoutes.register, () => ({
          rows: [
            {
              id: 9,
              number: 12,
              year: 2026,
              receiptDate: '2026-11-23',
              supplierId: 7,
              supplierName: 'Мелница ООД',
              invoiceNumber: 'Ф-77',
              invoiceDate: '2026-11-22',
              warehouseName: 'Сух склад',
              total: '48.20',
            },
          ],
          suppliers: [{ supplierId: 7, supplierName: 'Мелница ООД', receipts: 1, total: '48.20' }],
          total: '48.20',
        })),
      );
      renderArea(storageArea, '/storage/references/united-stock-receipts?supplier=7');
      expect(await screen.findByRole('heading', { name: 'Регистър на складовите разписки' }, wait)).toBeDefined();
      expect(await screen.findByText('№ Ф-77 от 22.11.2026', undefined, wait)).toBeDefined();
      expect(screen.getByRole('link', { name: '№ 12/2026' }).getAttribute('href')).toBe(
        '/storage/references/united-stock-receipts/9',
      );
      expect(screen.getByText('Общо за периода: 48,20 €')).toBeDefined();
      const call = calls.find((entry) => entry.path.includes('UnitedStockReceipts/register'))!;
      const year = new Date().getFullYear();
      expect(call.path).toContain(`fromDate=${year}-01-01`);
      expect(call.path).toContain(`toDate=${year}-12-31`);
      expect(call.path).toMatch(/supplierId=7/);
      expect(screen.getByRole('button', { name: 'Excel' })).toBeDefined();
    },
    SLOW,
  );
});
