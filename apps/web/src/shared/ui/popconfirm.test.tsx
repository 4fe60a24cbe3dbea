import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Popconfirm } from './popconfirm';

describe('Popconfirm', () => {
  it('takes the focus to „Отказ“ when it opens and gives it back to its opener when Escape closes it', async () => {
    const confirmed = vi.fn();
    render(
      <Popconfirm title="Изтриване на склад" okText="Изтрий" cancelText="Отказ" onConfirm={confirmed}>
        <Button>Изтриване</Button>
      </Popconfirm>,
    );
    const opener = screen.getByRole('button', { name: 'Изтриване' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Отказ' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('confirms with its button and then gives the focus back', async () => {
    const confirmed = vi.fn();
    render(
      <Popconfirm title="Изтриване на склад" okText="Изтрий" cancelText="Отказ" onConfirm={confirmed}>
        <Button>Изтриване</Button>
      </Popconfirm>,
    );
    const opener = screen.getByRole('button', { name: 'Изтриване' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Отказ' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(screen.getByRole('button', { name: 'Изтрий' }));
    await waitFor(() => expect(confirmed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
