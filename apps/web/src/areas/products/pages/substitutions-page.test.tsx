import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityRoutes, productsRoutes, ProductUnit } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { setScreenWidth } from '../../../test/screen-width';
import { productsArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;
const product = (id: number, name: string) => ({ id, name, unit: ProductUnit.Kilogram, categoryId: 1, own: false });

describe('/admin/products/substitutions', () => {
  it(
    'lists the catalogue’s substitutions and replaces a product’s substitutes',
    async () => {
      setScreenWidth(1280);
      const calls = stubRoutes(
        answer(productsRoutes.substitutions, () => ({
          rowsCount: 1,
          result: [
            {
              productId: 1,
              productName: 'Краве масло',
              own: false,
              editable: true,
              productSubstitutions: [{ id: 2, name: 'Слънчогледово олио', own: false }],
            },
          ],
        })),
        answer(productsRoutes.list, () => [product(1, 'Краве масло'), product(2, 'Слънчогледово олио'), product(3, 'Маргарин')]),
        answer(productsRoutes.saveSubstitutions, () => ({ isSuccessful: true, entityId: 1 })),
        answer(identityRoutes.getUserData, () => aMaster),
      );
      renderArea(productsArea, '/admin/products/substitutions');
      const row = (await screen.findByRole('link', { name: 'Краве масло' }, wait)).closest('tr') as HTMLElement;
      expect(within(row).getByText('Слънчогледово олио')).toBeDefined();

      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('combobox', { name: 'Продукт' }));
      await user.click(await screen.findByText('Краве масло', { selector: '.ant-select-item-option-content' }, wait));
      await user.click(screen.getByRole('combobox', { name: 'Заместители' }));
      // The product select's list stays in the page, hidden: the substitutes' list is the one opened last.
      const options = await screen.findAllByText('Маргарин', { selector: '.ant-select-item-option-content' }, wait);
      await user.click(options[options.length - 1]!);
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ productId: 1, productSubstitutions: [3] });
    },
    SLOW,
  );
});
