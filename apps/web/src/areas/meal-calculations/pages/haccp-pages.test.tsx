import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  defaultAccess,
  type HaccpEntry,
  HaccpEntryKind,
  haccpRoutes,
  identityRoutes,
  IncomingCheckResult,
  MealType,
  ProductUnit,
  Role,
  StockMovementKind,
  warehousesRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { mealCalculationsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const keeper = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Manciple,
  access: defaultAccess(Role.Manciple),
}));
const fridge: HaccpEntry = {
  id: 9,
  kind: HaccpEntryKind.Temperature,
  entryDate: '2026-12-01',
  place: 'Хладилник 1',
  warehouseId: 2,
  warehouseName: 'Хладилна камера',
  temperature: '6.5',
  chilled: true,
  outOfRange: true,
  description: null,
  mealType: null,
  takenAt: null,
  discardAt: null,
  recordedBy: 'Мария Петрова',
  note: null,
  mayEdit: true,
};

describe('HACCP pages', () => {
  it(
    'lists the logs on a phone with the out-of-range flag, and traces a lot from the incoming check',
    async () => {
      setScreenWidth(375);
      const calls = stubRoutes(
        keeper,
        answer(haccpRoutes.list, () => ({ result: [fridge], rowsCount: 1 })),
        answer(haccpRoutes.lots, () => [
          {
            receiptLineId: 1,
            lotId: 31,
            receiptId: 4,
            receiptNumber: 12,
            receiptDate: '2026-11-30',
            supplierName: 'Млечен рай ООД',
            warehouseName: 'Хладилна камера',
            productName: 'Сирене',
            unit: ProductUnit.Kilogram,
            quantity: '10.000000',
            batchNumber: 'B-77',
            expiryDate: '2026-12-20',
            checkResult: IncomingCheckResult.Accepted,
            checkNote: null,
            remaining: '8.500000',
          },
        ]),
        answer(haccpRoutes.traceability, () => ({
          lotId: 31,
          productName: 'Сирене',
          unit: ProductUnit.Kilogram,
          batchNumber: 'B-77',
          expiryDate: '2026-12-20',
          receivedOn: '2026-11-30',
          warehouseName: 'Хладилна камера',
          movements: [
            {
              movementDate: '2026-12-01',
              kind: StockMovementKind.Issue,
              quantity: '-1.5',
              requestId: 3,
              requestNumber: 4,
              calculationId: 7,
              calculationDate: '2026-12-01',
              mealTypes: [MealType.Breakfast],
            },
          ],
        })),
      );
      const router = renderArea(mealCalculationsArea, '/storage/references/HACCP');
      expect((await screen.findAllByText('извън 0–4 °C', undefined, wait)).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('link', { name: 'Температура — 01.12.2026' })[0]!.getAttribute('href')).toBe(
        '/storage/references/HACCP/9',
      );
      fireEvent.click(screen.getByRole('checkbox', { name: 'Само извън 0–4 °C' }));
      await waitFor(() => expect(calls.some((call) => call.path.includes('outOfRange=true'))).toBe(true), wait);
      fireEvent.click(screen.getByRole('radio', { name: 'Входящ контрол' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Проследи партида на Сирене' }, wait));
      await waitFor(() => expect(router.state.location.search).toContain('lot=31'), wait);
      const calculation = await screen.findByRole('link', { name: '01.12.2026 · Закуска' }, wait);
      expect(calculation.getAttribute('href')).toBe('/storage/calculations/7');
    },
    SLOW,
  );

  it(
    'records a food sample: the fields of its kind, the server’s field message under the field',
    async () => {
      setScreenWidth(1280);
      let attempt = 0;
      const calls = stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Хладилна камера' }]),
        answer(haccpRoutes.create, () =>
          ++attempt === 1
            ? json(400, { statusCode: 400, message: 'Невалидни данни.', errors: { temperature: ['Въведете температура в °C.'] } })
            : { isSuccessful: true, entityId: 12 },
        ),
        answer(haccpRoutes.get, () => ({
          ...fridge,
          id: 12,
          kind: HaccpEntryKind.FoodSample,
          temperature: '3',
          outOfRange: false,
          description: 'Супа',
          mealType: MealType.Lunch,
          takenAt: '2026-12-01T12:15',
          discardAt: '2026-12-03T12:15',
        })),
      );
      const router = renderArea(mealCalculationsArea, '/storage/references/HACCP/create');
      fireEvent.mouseDown(await screen.findByLabelText('Вид на записа', undefined, wait));
      fireEvent.click(await screen.findByTitle('Проба от храна', undefined, wait));
      fireEvent.change(await screen.findByLabelText('Ястия в пробата', undefined, wait), { target: { value: 'Супа' } });
      fireEvent.change(screen.getByLabelText('Дата'), { target: { value: '2026-12-01' } });
      fireEvent.change(screen.getByLabelText('Място (склад, хладилник, помещение)'), { target: { value: 'Хладилник за проби' } });
      fireEvent.change(screen.getByLabelText('Температура, °C'), { target: { value: '3' } });
      fireEvent.mouseDown(screen.getByLabelText('Хранене'));
      fireEvent.click(await screen.findByTitle('Обяд', undefined, wait));
      fireEvent.change(screen.getByLabelText('Час на вземане'), { target: { value: '12:15' } });
      fireEvent.change(screen.getByLabelText('Записал'), { target: { value: 'Готвачка' } });
      fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
      expect(await screen.findByText('Въведете температура в °C.', undefined, wait)).toBeDefined();
      fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/storage/references/HACCP/12'), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: HaccpEntryKind.FoodSample,
        entryDate: '2026-12-01',
        place: 'Хладилник за проби',
        warehouseId: null,
        temperature: '3',
        chilled: true,
        description: 'Супа',
        mealType: MealType.Lunch,
        takenAt: '12:15',
        recordedBy: 'Готвачка',
        note: null,
      });
      expect(await screen.findByText('Пробата се пази до 03.12.2026 12:15 (48 часа при 0–4 °C).', undefined, wait)).toBeDefined();
    },
    SLOW,
  );

  it(
    'shows an entry of a locked day read-only, without save or delete',
    async () => {
      setScreenWidth(1280);
      stubRoutes(
        keeper,
        answer(warehousesRoutes.lookup, () => [{ id: 2, name: 'Хладилна камера' }]),
        answer(haccpRoutes.get, () => ({ ...fridge, mayEdit: false })),
      );
      renderArea(mealCalculationsArea, '/storage/references/HACCP/9');
      expect(await screen.findByText(/заключен период/, undefined, wait)).toBeDefined();
      expect(await screen.findByText('Извън 0–4 °C', undefined, wait)).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Изтрий' })).toBeNull();
    },
    SLOW,
  );
});
