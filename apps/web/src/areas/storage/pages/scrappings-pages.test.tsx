import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultAccess,
  identityRoutes,
  ProductUnit,
  productsRoutes,
  Role,
  type ScrappingDetails,
  ScrappingState,
  ScrappingType,
  scrappingTypeLabels,
  stockOutflowMessages,
  stockScrappingsRoutes,
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
const pick = async (label: string, option: string | RegExp): Promise<void> => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(options[options.length - 1]!);
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const saved: ScrappingDetails = {
  id: 9,
  number: 2,
  year: 2026,
  scrappingDate: '2026-11-14',
  warehouseId: 2,
  warehouseName: 'Сух склад',
  type: ScrappingType.Expired,
  state: ScrappingState.Saved,
  lineCount: 1,
  value: null,
  reason: 'Изтекъл срок при проверката.',
  commission: [
    { name: 'Мария Иванова', position: 'Домакин' },
    { name: 'Петя Георгиева', position: 'Готвач' },
  ],
  completedAt: null,
  createdByName: 'Мария Иванова',
  lines: [
    {
      id: 1,
      position: 1,
      productId: 11,
      productName: 'Брашно тип 500',
      productUnit: ProductUnit.Kilogram,
      lotId: 5,
      batchNumber: 'B-1',
      expiryDate: '2026-11-12',
      unit: ProductUnit.Kilogram,
      quantity: '2.000',
      baseQuantity: '2.000000',
      value: null,
    },
  ],
};

describe('/storage/scrappings: the scrapping protocols', () => {
  it(
    'writes a protocol: type, reason, the commission (chairman first) and the spoiled lot',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(stockScrappingsRoutes.types, () =>
          [ScrappingType.Expired, ScrappingType.Spoiled].map((id) => ({ id, name: scrappingTypeLabels[id] })),
        ),
        answer(stockScrappingsRoutes.nextNumber, () => ({ number: 2 })),
        answer(stocksRoutes.availableForDate, () => [
          { productId: 11, productName: 'Брашно тип 500', unit: ProductUnit.Kilogram, quantity: '7.000000', value: '59.50' },
        ]),
        answer(productsRoutes.get, (_call, params) => productDetails(Number(params.id))),
        answer(stockScrappingsRoutes.lots, () => [
          { lotId: 5, batchNumber: 'B-1', expiryDate: '2026-11-12', receivedOn: '2026-10-01', quantity: '2.000000' },
        ]),
        answer(stockScrappingsRoutes.save, () => ({ isSuccessful: true, entityId: 9 })),
        answer(stockScrappingsRoutes.get, () => saved),
      );
      const router = renderArea(storageArea, '/storage/scrappings/create');
      expect(await screen.findByText(/Номер на протокола: 2/, undefined, wait)).toBeDefined();
      await pick('Склад', 'Сух склад');
      await pick('Вид бракуване', scrappingTypeLabels[ScrappingType.Expired]);
      type('Причина', 'Изтекъл срок при проверката.');
      type('Име, председател', 'Мария Иванова');
      type('Длъжност, председател', 'Домакин');
      type('Име, член 1', 'Петя Георгиева');
      type('Длъжност, член 1', 'Готвач');
      fireEvent.click(screen.getByRole('button', { name: 'Премахни член 2' }));
      await pick('Продукт, ред 1', 'Брашно тип 500');
      await pick('Партида, ред 1', /^B-1, годен до 12\.11\.2026/);
      expect(await screen.findByText('В партидата: 2,000 кг', undefined, wait)).toBeDefined();
      type('Количество, ред 1', '2');
      fireEvent.click(screen.getByRole('button', { name: 'Запиши протокола' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/scrappings/9'), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        warehouseId: 2,
        type: ScrappingType.Expired,
        reason: 'Изтекъл срок при проверката.',
        commission: saved.commission,
        lines: [{ productId: 11, lotId: 5, unit: ProductUnit.Kilogram, quantity: '2' }],
      });
    },
    SLOW,
  );

  it(
    'keeps at least two commission members and asks for their names before sending anything',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(stockScrappingsRoutes.types, () => []),
        answer(stockScrappingsRoutes.nextNumber, () => ({ number: 1 })),
      );
      renderArea(storageArea, '/storage/scrappings/create');
      expect(await screen.findByRole('heading', { name: 'Нов протокол за бракуване' }, wait)).toBeDefined();
      fireEvent.click(screen.getByRole('button', { name: 'Премахни член 2' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Премахни член 1' })).toBeNull(), wait);
      fireEvent.click(screen.getByRole('button', { name: 'Запиши протокола' }));
      await waitFor(() => expect(screen.getAllByText(stockOutflowMessages.memberName)).toHaveLength(2), wait);
      expect(screen.getAllByText(stockOutflowMessages.memberPosition)).toHaveLength(2);
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
    SLOW,
  );

  it(
    'completes a saved protocol and deletes one only after a confirmation',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(stockScrappingsRoutes.get, () => saved),
        answer(stockScrappingsRoutes.complete, () => ({ isSuccessful: true, entityId: 9 })),
        answer(stockScrappingsRoutes.remove, () => new Response(null, { status: 204 })),
        answer(stockScrappingsRoutes.list, () => ({ result: [], rowsCount: 0 })),
      );
      const router = renderArea(storageArea, '/storage/scrappings/9');
      expect(await screen.findByRole('heading', { name: 'Протокол за бракуване № 2/2026' }, wait)).toBeDefined();
      expect(screen.getByText('Председател: Мария Иванова, Домакин')).toBeDefined();
      fireEvent.click(screen.getByRole('button', { name: 'Приключи' }));
      await waitFor(() => expect(calls.some((call) => call.path.endsWith('StockScrappings/complete/9'))).toBe(true), wait);
      fireEvent.click(screen.getByRole('button', { name: 'Изтрий' }));
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
      const confirm = await screen.findByRole('tooltip', undefined, wait);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Изтрий' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/scrappings'), wait);
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('StockScrappings/9'))).toBe(true);
    },
    SLOW,
  );
});
