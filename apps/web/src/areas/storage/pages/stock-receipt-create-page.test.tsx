import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  identityRoutes,
  manufacturersRoutes,
  productsRoutes,
  Role,
  stockReceiptsRoutes,
  storageMessages,
  suppliersRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { storageArea } from '../routes';
import { productDetails, productOptions } from './storage-test-data';

const wait = { timeout: 20_000 };
const SLOW = 120_000;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const pick = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(options[options.length - 1]!);
};

const stubs = (save: Parameters<typeof answer<typeof stockReceiptsRoutes.create>>[1]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({
      ...aDirector,
      baseRoleType: Role.Manciple,
      access: defaultAccess(Role.Manciple),
    })),
    answer(suppliersRoutes.lookup, () => [{ id: 4, name: 'Мелница Добруджа' }]),
    answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
    answer(manufacturersRoutes.lookup, () => []),
    answer(productsRoutes.list, () => productOptions),
    answer(productsRoutes.get, (_call, params) => productDetails(Number(params.id))),
    answer(stockReceiptsRoutes.nextNumber, () => ({ number: 7 })),
    answer(stockReceiptsRoutes.create, save),
  );

describe('/storage/stock/create: a stock receipt', () => {
  it(
    'records a delivery of two lines in their units, totals them exactly and sends decimal strings',
    async () => {
      setScreenWidth(390);
      const calls = stubs(() => ({ isSuccessful: true, entityId: 55 }));
      const router = renderArea(storageArea, '/storage/stock/create');
      expect(await screen.findByText(/Номер на разписката: 7/, undefined, wait)).toBeDefined();
      await pick('Склад', 'Сух склад');
      await pick('Доставчик', 'Мелница Добруджа');
      change(screen.getByLabelText('Фактура №'), '0000012345');
      await pick('Продукт, ред 1', 'Брашно тип 500 (килограм)');
      change(screen.getByLabelText('Количество, ред 1'), '0,1');
      change(screen.getByLabelText('Единична цена, ред 1'), '0,2');
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Добави ред' }));
      await pick('Продукт, ред 2', 'Яйца L (брой)');
      await waitFor(() => expect(screen.getByTitle('Брой')).toBeDefined(), wait);
      change(screen.getByLabelText('Количество, ред 2'), '90');
      change(screen.getByLabelText('Единична цена, ред 2'), '0,31');
      // 0.1 × 0.2 = 0.02 exactly (a float would say 0.020000000000000004), + 27.90.
      expect(await screen.findByText('Общо приета стока: 27,92 €', undefined, wait)).toBeDefined();
      fireEvent.click(screen.getByRole('button', { name: 'Запиши и заприходи' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/stock/55'), wait);
      const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        supplierId: 4,
        warehouseId: 2,
        invoiceNumber: '0000012345',
        note: null,
        lines: [
          { productId: 11, unit: 3, quantity: '0.1', unitPrice: '0.2', checkResult: 1, checkNote: null, batchNumber: null },
          { productId: 12, unit: 1, quantity: '90', unitPrice: '0.31', checkResult: 1 },
        ],
      });
      expect(sent.receiptDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
    SLOW,
  );

  it(
    'asks why a rejected lot was rejected, leaves it out of the total and shows the server’s field messages',
    async () => {
      setScreenWidth(390);
      const calls = stubs(() =>
        json(400, {
          statusCode: 400,
          message: 'Невалидни данни.',
          errors: { 'lines.0.expiryDate': [storageMessages.expiredOnReceipt] },
        }),
      );
      renderArea(storageArea, '/storage/stock/create');
      expect(await screen.findByText(/Номер на разписката: 7/, undefined, wait)).toBeDefined();
      await pick('Склад', 'Сух склад');
      await pick('Доставчик', 'Мелница Добруджа');
      change(screen.getByLabelText('Фактура №'), 'Ф-1');
      await pick('Продукт, ред 1', 'Брашно тип 500 (килограм)');
      change(screen.getByLabelText('Количество, ред 1'), '2');
      change(screen.getByLabelText('Единична цена, ред 1'), '1,5');
      expect(await screen.findByText('Общо приета стока: 3,00 €', undefined, wait)).toBeDefined();
      fireEvent.click(screen.getByRole('radio', { name: 'Отхвърлена' }));
      expect(await screen.findByText('Общо приета стока: 0,00 €', undefined, wait)).toBeDefined();
      fireEvent.click(screen.getByRole('button', { name: 'Запиши и заприходи' }));
      expect(await screen.findByText(storageMessages.rejectionNote, undefined, wait)).toBeDefined();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      fireEvent.click(screen.getByRole('radio', { name: 'Приета' }));
      await waitFor(() => expect(screen.queryByText(storageMessages.rejectionNote)).toBeNull(), wait);
      fireEvent.click(screen.getByRole('button', { name: 'Запиши и заприходи' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
      expect(await screen.findByText(storageMessages.expiredOnReceipt, undefined, wait)).toBeDefined();
    },
    SLOW,
  );
});
