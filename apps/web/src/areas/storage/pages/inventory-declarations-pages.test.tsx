import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultAccess,
  identityRoutes,
  type InventoryDeclarationDetails,
  inventoryDeclarationsRoutes,
  ProductUnit,
  productsRoutes,
  Role,
  stockReferencesRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { storageArea } from '../routes';
import { productOptions } from './storage-test-data';

const wait = { timeout: 20_000 };
const SLOW = 120_000;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));
const REGISTER = '/storage/references/stock-inventory-register';

const posted: InventoryDeclarationDetails = {
  id: 7,
  number: 2,
  year: 2026,
  declarationDate: '2026-11-30',
  warehouseId: 2,
  warehouseName: 'Сух склад',
  lineCount: 1,
  surplusValue: '0',
  shortageValue: '-0.6500000000',
  isLast: true,
  canDelete: true,
  commission: [
    { name: 'Мария Петрова', position: 'Директор' },
    { name: 'Иван Колев', position: 'Домакин' },
  ],
  note: null,
  createdByName: 'Иван Колев',
  lines: [
    {
      position: 1,
      productId: 11,
      productName: 'Брашно тип 500',
      unit: ProductUnit.Kilogram,
      bookQuantity: '12.000000',
      bookValue: '15.60',
      countedQuantity: '11.500000',
      unitPrice: null,
      differenceQuantity: '-0.500000',
      differenceValue: '-0.6500000000',
    },
  ],
};

describe('/storage/references/stock-inventory-register: the inventory declarations', () => {
  it(
    'prefills the lines with the book stock, shows the difference exactly and sends the counted quantities',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(productsRoutes.list, () => productOptions),
        answer(inventoryDeclarationsRoutes.nextNumber, () => ({ number: 2 })),
        answer(stockReferencesRoutes.stockInventoryList, () => [
          {
            productId: 11,
            productName: 'Брашно тип 500',
            unit: ProductUnit.Kilogram,
            quantity: '12.000000',
            value: '15.60',
            averagePrice: '1.3000000000',
          },
        ]),
        answer(inventoryDeclarationsRoutes.create, () => ({ isSuccessful: true, entityId: 7 })),
        answer(inventoryDeclarationsRoutes.get, () => posted),
      );
      const router = renderArea(storageArea, `${REGISTER}/create`);
      expect(await screen.findByRole('heading', { name: 'Нова инвентаризация № 2' }, wait)).toBeDefined();
      fireEvent.mouseDown(within(screen.getByLabelText('Склад').closest('.ant-select')!).getByRole('combobox'));
      fireEvent.click((await screen.findAllByText('Сух склад', { selector: '.ant-select-item-option-content' }, wait))[0]!);
      await waitFor(() => expect(calls.map((call) => call.path).join(' ')).toContain('stock-inventory-list'), wait);
      expect(await screen.findByText('По книга: 12,000 кг', undefined, wait)).toBeDefined();
      fireEvent.change(screen.getByLabelText('Преброено количество на Брашно тип 500'), { target: { value: '11,5' } });
      expect(await screen.findByText('Разлика: -0,500 кг', undefined, wait)).toBeDefined();
      fireEvent.change(screen.getByLabelText('Председател'), { target: { value: 'Мария Петрова' } });
      fireEvent.change(screen.getByLabelText('Длъжност на председателя'), { target: { value: 'Директор' } });
      fireEvent.change(screen.getByLabelText('Член 1'), { target: { value: 'Иван Колев' } });
      fireEvent.change(screen.getByLabelText('Длъжност на член 1'), { target: { value: 'Домакин' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запиши и осчетоводи' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`${REGISTER}/7`), wait);
      const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        warehouseId: 2,
        commission: [
          { name: 'Мария Петрова', position: 'Директор' },
          { name: 'Иван Колев', position: 'Домакин' },
        ],
        lines: [{ productId: 11, countedQuantity: '11.5', unitPrice: null }],
      });
      expect(sent.declarationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
    SLOW,
  );

  it(
    'shows a posted declaration with its differences and protocol, and deletes it after a confirmation',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        keeper,
        answer(inventoryDeclarationsRoutes.get, () => posted),
        answer(inventoryDeclarationsRoutes.remove, () => new Response(null, { status: 204 })),
        answer(inventoryDeclarationsRoutes.list, () => ({ result: [], rowsCount: 0 })),
        answer(warehousesRoutes.lookup, () => []),
      );
      const router = renderArea(storageArea, `${REGISTER}/7`);
      expect(await screen.findByRole('heading', { name: 'Инвентаризация № 2/2026' }, wait)).toBeDefined();
      expect(screen.getByText('-0,500 кг')).toBeDefined();
      expect(screen.getAllByText('-0,65 €').length).toBeGreaterThan(0);
      expect(screen.getByText('Мария Петрова (Директор), Иван Колев (Домакин)')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Протокол (PDF)' })).toBeDefined();
      fireEvent.click(screen.getByRole('button', { name: 'Изтрий' }));
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
      const confirm = await screen.findByRole('tooltip', undefined, wait);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Изтрий' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(REGISTER), wait);
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('InventoryDeclarations/7'))).toBe(true);
    },
    SLOW,
  );

  it(
    'lists the declarations as cards on a phone with the filters from the URL and offers a new one',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(inventoryDeclarationsRoutes.list, () => ({ result: [posted], rowsCount: 1 })),
      );
      renderArea(storageArea, `${REGISTER}?year=2026&warehouse=2`);
      expect(await screen.findByRole('heading', { name: 'Инвентаризации' }, wait)).toBeDefined();
      const link = await screen.findByRole('link', { name: 'Инвентаризация № 2/2026' }, wait);
      expect(link.getAttribute('href')).toBe(`${REGISTER}/7`);
      expect(screen.getByText('-0,65 €')).toBeDefined();
      const call = calls.find((recorded) => recorded.path.includes('InventoryDeclarations/overview-models'))!;
      expect(call.path).toMatch(/year=2026/);
      expect(call.path).toMatch(/warehouseId=2/);
      expect(screen.getByRole('link', { name: 'Нова инвентаризация' }).getAttribute('href')).toBe(`${REGISTER}/create`);
    },
    SLOW,
  );

  it(
    'shows the inventory list of the warehouse and date in the URL with its PDF for the commission',
    async () => {
      setScreenWidth(390);
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Сух склад' }]),
        answer(stockReferencesRoutes.stockInventoryList, () => [
          {
            productId: 11,
            productName: 'Брашно тип 500',
            unit: ProductUnit.Kilogram,
            quantity: '12.000000',
            value: '15.60',
            averagePrice: '1.3000000000',
          },
        ]),
      );
      renderArea(storageArea, '/storage/references/stock-inventory?warehouse=2&date=2026-11-30');
      expect(await screen.findByRole('heading', { name: 'Инвентаризационен опис' }, wait)).toBeDefined();
      expect(await screen.findByText('12,000 кг', undefined, wait)).toBeDefined();
      expect(screen.getByText('1,3000 €')).toBeDefined();
      expect(screen.getByRole('button', { name: 'PDF' })).toBeDefined();
      expect(
        calls.some((call) => /stock-inventory-list\?.*warehouseId=2/.test(call.path) && /date=2026-11-30/.test(call.path)),
      ).toBe(true);
    },
    SLOW,
  );
});
