import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityRoutes, recipeBooksRoutes } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aMaster, renderArea } from '../../../test/render-app';
import { recipesArea } from '../routes';

const wait = { timeout: 20_000 };
const SLOW = 60_000;

describe('/admin/recipes/recipe-books', () => {
  it(
    'the master adds a shared book, renames one, deletes an empty one and sees the server’s refusal of a taken name',
    async () => {
      let books = [
        { id: 1, name: 'Примерни рецепти (демо)', own: false, editable: true, recipesCount: 8 },
        { id: 2, name: 'Зимни ястия', own: false, editable: true, recipesCount: 0 },
      ];
      const calls = stubRoutes(
        answer(identityRoutes.getUserData, () => aMaster),
        answer(recipeBooksRoutes.list, () => books),
        answer(recipeBooksRoutes.save, (call) => {
          const body = call.body as { id?: number; name: string };
          if (body.name === 'Зимни ястия') {
            return json(400, {
              statusCode: 400,
              message: 'Вече има книга с това наименование.',
              errors: { name: ['Вече има книга с това наименование.'] },
            });
          }
          if (body.id) books = books.map((book) => (book.id === body.id ? { ...book, name: body.name } : book));
          else books = [...books, { id: 3, name: body.name, own: false, editable: true, recipesCount: 0 }];
          return { isSuccessful: true, entityId: body.id ?? 3 };
        }),
        answer(recipeBooksRoutes.remove, (_call, params) => {
          books = books.filter((book) => book.id !== Number(params.id));
          return new Response(null, { status: 204 });
        }),
      );
      renderArea(recipesArea, '/admin/recipes/recipe-books');
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByText('Зимни ястия', undefined, wait)).toBeDefined();
      // A book with recipes offers no delete.
      expect(screen.getAllByRole('button', { name: 'Изтриване' })).toHaveLength(1);

      fireEvent.change(screen.getByLabelText('Нова книга'), { target: { value: 'Зимни ястия' } });
      await user.click(screen.getByRole('button', { name: 'Добави книга' }));
      expect((await screen.findAllByText('Вече има книга с това наименование.', undefined, wait)).length).toBeGreaterThan(0);
      fireEvent.change(screen.getByLabelText('Нова книга'), { target: { value: 'Пролетни салати' } });
      await user.click(screen.getByRole('button', { name: 'Добави книга' }));
      expect(await screen.findByText('Пролетни салати', undefined, wait)).toBeDefined();

      await user.click(screen.getAllByRole('button', { name: 'Преименуване' })[1]!);
      fireEvent.change(screen.getByLabelText('Ново наименование на „Зимни ястия“'), { target: { value: 'Зимни супи' } });
      await user.click(screen.getByRole('button', { name: 'Запази' }));
      expect(await screen.findByText('Зимни супи', undefined, wait)).toBeDefined();

      await user.click(screen.getAllByRole('button', { name: 'Изтриване' })[0]!);
      await user.click(await screen.findByRole('button', { name: 'Изтрий' }, wait));
      await waitFor(() => expect(screen.queryByText('Зимни супи')).toBeNull(), wait);
      expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).toEqual([
        ['POST', '/api/RecipeBooks', { name: 'Зимни ястия' }],
        ['POST', '/api/RecipeBooks', { name: 'Пролетни салати' }],
        ['POST', '/api/RecipeBooks', { id: 2, name: 'Зимни супи' }],
        ['DELETE', '/api/RecipeBooks/2', undefined],
      ]);
    },
    SLOW,
  );
});
