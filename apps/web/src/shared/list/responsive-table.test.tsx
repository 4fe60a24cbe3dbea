import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Tag } from 'antd';
import bgBG from 'antd/es/locale/bg_BG';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '../../test/screen-width';
import { mobilePlaces, type ResponsiveColumns, ResponsiveTable } from './responsive-table';

interface Request {
  id: number;
  child: string;
  status: string;
  from: string;
  note: string;
}

const rows: Request[] = [
  { id: 1, child: 'Мария Иванова Петрова-Станчева', status: 'Чакащо', from: '03.11.2026', note: 'Вътрешна бележка 1' },
  { id: 2, child: 'Иван Георгиев', status: 'Одобрено', from: '10.11.2026', note: 'Вътрешна бележка 2' },
];

const columnsWith = (withdraw: (row: Request) => void): ResponsiveColumns<Request> => [
  { title: 'Дете', dataIndex: 'child', key: 'child', mobile: 'title', sorter: true, sortOrder: null },
  { title: 'Статус', key: 'status', mobile: 'tag', render: (_v, row) => <Tag>{row.status}</Tag> },
  { title: 'Начална дата', dataIndex: 'from', key: 'from', sorter: true, sortOrder: 'descend' },
  { title: 'Бележка', dataIndex: 'note', key: 'note', mobile: 'hidden' },
  {
    title: 'Действия',
    key: 'actions',
    render: (_v, row) => (
      <Button size="small" onClick={() => withdraw(row)} aria-label={`Оттегли заявлението за ${row.child}`}>
        Оттегли
      </Button>
    ),
  },
];

/** Rendered as the app does: antd in Bulgarian (the pager's and the select's texts). */
const renderBg = (ui: ReactElement) => render(<ConfigProvider locale={bgBG}>{ui}</ConfigProvider>);

describe('ResponsiveTable', () => {
  it('shows a card per row below 768 px: title, status tag, labelled meta lines, actions by Bulgarian name; no table', async () => {
    setScreenWidth(390);
    const withdraw = vi.fn();
    renderBg(<ResponsiveTable<Request> rowKey="id" cardsLabel="Заявления" dataSource={rows} columns={columnsWith(withdraw)} />);

    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Заявления' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Мария Иванова Петрова-Станчева')).toBeTruthy();
    expect(first.getByText('Чакащо')).toBeTruthy();
    expect(first.getByRole('term').textContent).toBe('Начална дата:');
    expect(first.getByRole('definition').textContent).toBe('03.11.2026');
    expect(first.queryByText('Вътрешна бележка 1')).toBeNull();
    expect(first.queryByText('Дете:')).toBeNull();

    await userEvent.setup().click(first.getByRole('button', { name: 'Оттегли заявлението за Мария Иванова Петрова-Станчева' }));
    expect(withdraw).toHaveBeenCalledWith(rows[0]);
  });

  it('keeps the table with every column header at 768 px and wider', () => {
    setScreenWidth(1280);
    renderBg(<ResponsiveTable<Request> rowKey="id" dataSource={rows} columns={columnsWith(vi.fn())} />);

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Дете', 'Статус', 'Начална дата', 'Бележка', 'Действия']);
    expect(within(table).getByText('Вътрешна бележка 2')).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('places unflagged columns: the first as the title, „Действия“ as the actions, the rest as meta lines', () => {
    expect(
      mobilePlaces<Request>([
        { title: 'Дете', key: 'child' },
        { title: 'Група', key: 'group' },
        { title: 'Действия', key: 'edit' },
      ]),
    ).toEqual(['title', 'meta', 'actions']);
    expect(
      mobilePlaces<Request>([
        { title: 'Номер', key: 'number' },
        { title: 'Дете', key: 'child', mobile: 'title' },
        { title: '', key: 'actions' },
      ]),
    ).toEqual(['meta', 'title', 'actions']);
  });

  it('keeps a matrix a table on a phone, its first column fixed while the rest scroll inside its box', () => {
    setScreenWidth(390);
    const { container } = renderBg(
      <ResponsiveTable<Request> matrix rowKey="id" dataSource={rows} columns={columnsWith(vi.fn())} />,
    );

    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.querySelector('th.ant-table-cell-fix-left, th.ant-table-cell-fix-start')?.textContent).toBe('Дете');
  });

  it('orders by a „Подреждане“ choice and pages on a phone, keeping the order when the page changes', async () => {
    setScreenWidth(390);
    const onChange = vi.fn();
    renderBg(
      <ResponsiveTable<Request>
        rowKey="id"
        dataSource={rows}
        columns={columnsWith(vi.fn())}
        pagination={{ current: 1, pageSize: 2, total: 5 }}
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Подреждане' }));
    await user.click(await screen.findByTitle('Дете (възходящо)'));
    expect(onChange).toHaveBeenLastCalledWith(
      { current: 1, pageSize: 2 },
      {},
      expect.objectContaining({ columnKey: 'child', order: 'ascend' }),
      expect.objectContaining({ action: 'sort' }),
    );

    await user.click(screen.getByTitle('Следваща страница'));
    expect(onChange).toHaveBeenLastCalledWith(
      { current: 2, pageSize: 2 },
      {},
      expect.objectContaining({ columnKey: 'from', order: 'descend' }),
      expect.objectContaining({ action: 'paginate' }),
    );
  });

  it('pages rows it was given whole, ten cards a page as the table would', async () => {
    setScreenWidth(360);
    const many = Array.from({ length: 12 }, (_, index) => ({ ...rows[0]!, id: index + 1, child: `Дете ${index + 1}` }));
    renderBg(<ResponsiveTable<Request> rowKey="id" cardsLabel="Заявления" dataSource={many} columns={columnsWith(vi.fn())} />);

    const cards = () => within(screen.getByRole('list', { name: 'Заявления' })).getAllByRole('listitem');
    expect(cards()).toHaveLength(10);
    await userEvent.setup().click(screen.getByTitle('Следваща страница'));
    expect(cards().map((card) => within(card).getAllByText(/^Дете \d+$/)[0]!.textContent)).toEqual(['Дете 11', 'Дете 12']);
  });
});
