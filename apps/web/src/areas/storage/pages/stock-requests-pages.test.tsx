import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultAccess,
  identityRoutes,
  ProductUnit,
  productsRoutes,
  Role,
  type StockRequestDetails,
  StockRequestState,
  stockRequestsRoutes,
  stocksRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { storageArea } from '../routes';
import { productDetails } from './storage-test-data';

const wait = { timeout: 20_000 };
const SLOW = 120_000;
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

const completed: StockRequestDetails = {
  id: 55,
  number: 3,
  year: 2026,
  requestDate: '2026-11-20',
  warehouseId: 2,
  warehouseName: 'Сух склад',
  state: StockRequestState.Completed,
  lineCount: 1,
  value: '12.7500000000',
  createdByName: 'Мария Иванова',
  note: null,
  mealCalculationId: null,
  completedAt: '2026-11-20T09:15:00',
  completedByName: 'Мария Иванова',
  lines: [
    {
      id: 1,
      position: 1,
      productId: 11,
      productName: 'Брашно тип 500',
      productUnit: ProductUnit.Kilogram,
      unit: ProductUnit.Gram,
      quantity: '1500.000',
      baseQuantity: '1.500000',
      value: '12.7500000000',
      lots: [
        { lotId: 7, batchNumber: 'B-2', expiryDate: '2026-12-01', quantity: '1.000000', value: '8.5000000000' },
        { lotId: 5, batchNumber: 'B-1', expiryDate: '2027-01-10', quantity: '0.500000', value: '4.2500000000' },
      ],
    },
  ],
};

describe('/storage/requests: the stock requests to the kitchen', () => {
  it(
    'lists the requests as cards on a phone with the filters from the URL',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(stockRequestsRoutes.list, () => ({ result: [completed], rowsCount: 1 })),
      );
      renderArea(storageArea, '/storage/requests?state=2&year=2026&warehouse=2');
      expect(await screen.findByRole('heading', { name: 'Искания за отпускане' }, wait)).toBeDefined();
      expect(await screen.findByText('Искане № 3/2026', undefined, wait)).toBeDefined();
      // The state's tag on the card (the state filter shows the same word).
      expect(screen.getAllByText('Приключено').some((element) => element.closest('.ant-tag'))).toBe(true);
      const listCall = calls.find((call) => call.path.includes('StockRequests/overview-models'))!;
      expect(listCall.path).toMatch(/state=2/);
      expect(listCall.path).toMatch(/year=2026/);
      expect(listCall.path).toMatch(/warehouseId=2/);
      expect(screen.getByRole('link', { name: 'Ново искане' })).toBeDefined();
    },
    SLOW,
  );

  it(
    'offers the products in stock on the day, shows what is available and sends decimal strings',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(stocksRoutes.availableForDate, () => [
          { productId: 11, productName: 'Брашно тип 500', unit: ProductUnit.Kilogram, quantity: '2.500000', value: '21.25' },
        ]),
        answer(productsRoutes.get, (_call, params) => productDetails(Number(params.id))),
        answer(stockRequestsRoutes.save, () => ({ isSuccessful: true, entityId: 56 })),
        answer(stockRequestsRoutes.get, () => ({ ...completed, id: 56, state: StockRequestState.Created, value: null })),
      );
      const router = renderArea(storageArea, '/storage/requests/create');
      expect(await screen.findByRole('heading', { name: 'Ново искане за отпускане' }, wait)).toBeDefined();
      await pick('Склад', 'Сух склад');
      await pick('Продукт, ред 1', 'Брашно тип 500');
      expect(await screen.findByText('Наличност към датата: 2,500 кг', undefined, wait)).toBeDefined();
      await pick('Мярка, ред 1', 'Грам');
      fireEvent.change(screen.getByLabelText('Количество, ред 1'), { target: { value: '1500,5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запиши искането' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/requests/56'), wait);
      const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        warehouseId: 2,
        note: null,
        lines: [{ productId: 11, unit: ProductUnit.Gram, quantity: '1500.5' }],
      });
      expect(sent.requestDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(sent).not.toHaveProperty('id');
    },
    SLOW,
  );

  it(
    'shows a completed request with the lots taken and frees it after a confirmation',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(stockRequestsRoutes.get, () => completed),
        answer(stockRequestsRoutes.free, () => new Response(null, { status: 204 })),
      );
      renderArea(storageArea, '/storage/requests/55');
      expect(await screen.findByRole('heading', { name: 'Искане № 3/2026' }, wait)).toBeDefined();
      expect(screen.getByText('B-2 (до 01.12.2026): 1,000 кг; B-1 (до 10.01.2027): 0,500 кг')).toBeDefined();
      expect(screen.getByText('Общо: 12,75 €')).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Приключи' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Изтрий' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Освободи' }));
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
      const confirm = await screen.findByRole('tooltip', undefined, wait);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Освободи' }));
      await waitFor(
        () => expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('StockRequests/free/55'))).toBe(true),
        wait,
      );
    },
    SLOW,
  );
});
