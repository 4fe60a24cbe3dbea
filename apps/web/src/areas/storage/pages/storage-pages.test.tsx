import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  defaultAccess,
  identityRoutes,
  IncomingCheckResult,
  ProductUnit,
  Role,
  stockReceiptsRoutes,
  stocksRoutes,
  storageMessages,
  suppliersRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { storageArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));
const teacher = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Teacher,
  access: defaultAccess(Role.Teacher),
}));

const receipt = {
  id: 55,
  number: 7,
  year: 2026,
  receiptDate: '2026-11-20',
  supplierId: 4,
  supplierName: 'Мелница Добруджа',
  supplierEik: '123456786',
  warehouseId: 2,
  warehouseName: 'Сух склад',
  invoiceNumber: '0000012345',
  invoiceDate: '2026-11-19',
  lineCount: 2,
  total: '29.52',
  isLast: true,
  note: null,
  createdByName: 'Мария Иванова',
  canDelete: true,
  lines: [
    {
      id: 1,
      position: 1,
      productId: 11,
      productName: 'Брашно тип 500',
      productUnit: ProductUnit.Kilogram,
      unit: ProductUnit.Kilogram,
      quantity: '25.000',
      unitPrice: '1.18000',
      baseQuantity: '25.000000',
      value: '29.50000',
      batchNumber: 'B-7',
      expiryDate: '2027-05-01',
      manufacturerId: null,
      manufacturerName: null,
      checkResult: IncomingCheckResult.Accepted,
      checkNote: null,
    },
    {
      id: 2,
      position: 2,
      productId: 12,
      productName: 'Яйца L',
      productUnit: ProductUnit.Quantity,
      unit: ProductUnit.Quantity,
      quantity: '10.000',
      unitPrice: '0.31000',
      baseQuantity: '10.000000',
      value: '3.10000',
      batchNumber: null,
      expiryDate: null,
      manufacturerId: null,
      manufacturerName: null,
      checkResult: IncomingCheckResult.Rejected,
      checkNote: 'Счупени',
    },
  ],
};

describe('storage pages', () => {
  it(
    'lists the suppliers on a phone with their ЕИК, contact and contract, searching through the URL',
    async () => {
      setScreenWidth(375);
      const calls = stubRoutes(
        keeper,
        answer(suppliersRoutes.list, () => ({
          result: [
            {
              id: 4,
              name: 'Мелница Добруджа',
              eik: '123456786',
              address: null,
              contactPerson: 'Иван Петров',
              phone: '0888 123 456',
              email: null,
              contractNumber: 'Д-17',
              contractFrom: '2026-01-01',
              contractTo: '2026-12-31',
            },
          ],
          rowsCount: 1,
        })),
      );
      const router = renderArea(storageArea, '/storage/suppliers');
      const [link] = await screen.findAllByRole('link', { name: 'Мелница Добруджа' }, wait);
      expect(link!.getAttribute('href')).toBe('/storage/suppliers/4');
      expect(screen.getAllByText('№ Д-17 от 01.01.2026 до 31.12.2026').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Иван Петров, 0888 123 456').length).toBeGreaterThan(0);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Търсене по наименование или ЕИК' }), { target: { value: '1234' } });
      fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Търсене по наименование или ЕИК' }), {
        key: 'Enter',
        keyCode: 13,
      });
      await waitFor(() => expect(router.state.location.search).toBe('?search=1234'), wait);
      await waitFor(() => expect(calls.some((call) => call.path.includes('search=1234'))).toBe(true), wait);
      expect(screen.getByRole('link', { name: 'Нов доставчик' })).toBeDefined();
    },
    SLOW,
  );

  it(
    'refuses an ЕИК with a wrong check digit before sending, then saves a valid supplier',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(suppliersRoutes.save, () => ({ isSuccessful: true, entityId: 9 })),
      );
      const router = renderArea(storageArea, '/storage/suppliers/create');
      fireEvent.change(await screen.findByLabelText('Наименование', undefined, wait), { target: { value: 'Мандра ЕООД' } });
      fireEvent.change(screen.getByLabelText('ЕИК/БУЛСТАТ'), { target: { value: '123456787' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
      expect(await screen.findByText(storageMessages.invalidEik, undefined, wait)).toBeDefined();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      fireEvent.change(screen.getByLabelText('ЕИК/БУЛСТАТ'), { target: { value: '123456786' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/suppliers'), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Мандра ЕООД',
        eik: '123456786',
        email: null,
      });
    },
    SLOW,
  );

  it(
    'shows the server’s message for a warehouse whose name is taken',
    async () => {
      setScreenWidth(1280);
      stubRoutes(
        keeper,
        answer(warehousesRoutes.responsibleCandidates, () => [{ id: 8, name: 'Петя Колева' }]),
        answer(warehousesRoutes.save, () =>
          json(400, { statusCode: 400, message: 'Невалидни данни.', errors: { name: [storageMessages.warehouseNameTaken] } }),
        ),
      );
      renderArea(storageArea, '/storage/warehouses/create');
      fireEvent.change(await screen.findByLabelText('Наименование', undefined, wait), { target: { value: 'Сух склад' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
      expect(await screen.findByText(storageMessages.warehouseNameTaken, undefined, wait)).toBeDefined();
    },
    SLOW,
  );

  it(
    'shows the stock with its moving weighted average price and the earliest expiry',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Хладилна камера' }]),
        answer(stocksRoutes.productAvailability, () => ({
          result: [
            {
              productId: 13,
              productName: 'Сирене краве',
              unit: ProductUnit.Kilogram,
              warehouseId: 2,
              warehouseName: 'Хладилна камера',
              quantity: '15.000000',
              value: '154.0000',
              averagePrice: '10.2666666667',
              nearestExpiry: '2026-12-01',
            },
          ],
          rowsCount: 1,
        })),
      );
      renderArea(storageArea, '/storage/stock-availability');
      expect(await screen.findByText('15,000 килограм', undefined, wait)).toBeDefined();
      expect(screen.getByText('10,2667 € / килограм')).toBeDefined();
      expect(screen.getByText('154,00 €')).toBeDefined();
      expect(screen.getByText('01.12.2026')).toBeDefined();
      expect(calls.some((call) => call.path.includes('onlyAvailable=true'))).toBe(true);
      fireEvent.click(screen.getByRole('checkbox', { name: 'И изчерпаните' }));
      await waitFor(
        () =>
          expect(
            calls.some((call) => call.path.includes('Stocks/product-availability') && !call.path.includes('onlyAvailable')),
          ).toBe(true),
        wait,
      );
    },
    SLOW,
  );

  it(
    'shows a posted receipt with its PDF, and offers deletion only to whom may delete it',
    async () => {
      setScreenWidth(1280);
      stubRoutes(
        keeper,
        answer(stockReceiptsRoutes.get, () => receipt),
      );
      renderArea(storageArea, '/storage/stock/55');
      expect(await screen.findByText('Складова разписка № 7/2026', undefined, wait)).toBeDefined();
      expect(screen.getByText('Общо: 29,52 €')).toBeDefined();
      expect(await screen.findByText('Отхвърлена', undefined, wait)).toBeDefined();
      expect(screen.getByRole('button', { name: /PDF/ })).toBeDefined();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Изтрий' })).toBeDefined(), wait);
    },
    SLOW,
  );

  it(
    'offers no deletion to a teacher reading a receipt, nor of a receipt that is not the year’s last',
    async () => {
      setScreenWidth(1280);
      stubRoutes(
        teacher,
        answer(stockReceiptsRoutes.get, () => ({ ...receipt, canDelete: false, isLast: false })),
      );
      renderArea(storageArea, '/storage/stock/55');
      expect(await screen.findByText(/Изтрива се само последната разписка/, undefined, wait)).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Изтрий' })).toBeNull();
    },
    SLOW,
  );
});
