import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

const answer = (status: number, message: string): FetchBaseQueryError => ({ status, data: { statusCode: status, message } });

describe('LoadError', () => {
  it('offers "Опитай отново" where loading again can help: no connection, a timeout, 5xx, 408, 429', async () => {
    const cases: FetchBaseQueryError[] = [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      answer(500, 'Възникна грешка.'),
      answer(503, 'Услугата е недостъпна.'),
      answer(408, 'Заявката отне твърде дълго.'),
      answer(429, 'Твърде много заявки.'),
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
    ];
    for (const error of cases) {
      const refetch = vi.fn();
      const view = render(<LoadError list={{ error, refetch }} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Опитай отново' }));
      expect(refetch).toHaveBeenCalledOnce();
      view.unmount();
    }
  });

  it('shows a refusal, a missing item or bad input without a retry that would only fail again', () => {
    for (const [status, message] of [
      [403, 'Нямате права за това действие.'],
      [404, 'Записът не е намерен.'],
      [400, 'Невалидни данни.'],
      [401, 'Моля, влезте отново.'],
    ] as const) {
      const view = render(<LoadError list={{ error: answer(status, message), refetch: vi.fn() }} />);
      expect(screen.getByRole('alert').textContent).toContain(message);
      expect(screen.queryByRole('button', { name: 'Опитай отново' })).toBeNull();
      view.unmount();
    }
  });
});
