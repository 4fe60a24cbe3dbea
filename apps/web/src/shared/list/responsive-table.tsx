import { type CSSProperties, type Key, type ReactNode, useMemo, useState } from 'react';
import { Empty, Flex, Pagination, Select, Spin, Table, type TableProps, theme, Typography } from 'antd';
import type { ColumnGroupType, ColumnType, SortOrder, TablePaginationConfig } from 'antd/es/table/interface';
import { useNarrowScreen } from '../ui/use-narrow-screen';

/**
 * Where a column goes in a row's card on a phone: the card's `title` line (wraps), a `tag` beside the title (a status),
 * a `meta` line „Label: value“, the row's `actions` at the card's foot, or `hidden`. Unflagged columns: the first is
 * the title, a column keyed `actions` (or headed „Действия“) holds the actions, the rest are meta lines. A column that
 * antd shows only on the smallest screens (`responsive: ['xs']`) is the page's own `card` content, shown as it is; one
 * that antd hides there (`responsive` without 'xs') is hidden.
 */
export type MobilePlace = 'title' | 'tag' | 'meta' | 'actions' | 'hidden' | 'card';

type AntColumn<Row> = ColumnGroupType<Row> | ColumnType<Row>;
/** A table column with its place on a phone. */
export type ResponsiveColumn<Row> = AntColumn<Row> & { mobile?: MobilePlace };
export type ResponsiveColumns<Row> = ResponsiveColumn<Row>[];

export interface ResponsiveTableProps<Row> extends Omit<TableProps<Row>, 'columns'> {
  columns?: readonly ResponsiveColumn<Row>[];
  /**
   * A true matrix (days × children, nutrients × age bands): it stays a table on a phone, scrolled sideways inside its
   * own box with its first column kept in view; never the page.
   */
  matrix?: boolean;
  /** The accessible name of the card list on a phone (the table's subject, e.g. „Деца“). */
  cardsLabel?: string;
}

const isActionsColumn = (column: AntColumn<unknown>): boolean =>
  column.key === 'actions' || column.title === 'Действия' || column.title === 'Действие';

/** The columns that carry cells (a group's children in order), without those antd would hide. */
function leafColumns<Row>(columns: readonly ResponsiveColumn<Row>[]): ResponsiveColumn<Row>[] {
  return columns.flatMap((column) =>
    column.hidden ? [] : 'children' in column && column.children ? leafColumns(column.children) : [column],
  );
}

/** Each column's place on a phone, the defaults filled in. */
export function mobilePlaces<Row>(columns: readonly ResponsiveColumn<Row>[]): MobilePlace[] {
  const leaves = leafColumns(columns);
  const hasTitle = leaves.some((column) => column.mobile === 'title' || (!column.mobile && column.responsive?.includes('xs')));
  return leaves.map((column, index) => {
    if (column.mobile) return column.mobile;
    if (column.responsive) return column.responsive.includes('xs') ? 'card' : 'hidden';
    if (isActionsColumn(column as AntColumn<unknown>)) return 'actions';
    return !hasTitle && index === leaves.findIndex((c) => !c.mobile && !c.responsive && !isActionsColumn(c as AntColumn<unknown>))
      ? 'title'
      : 'meta';
  });
}

function valueAt(row: unknown, dataIndex: ColumnType<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step as string], row);
}

/** What a column shows for a row: its `render`, or the value at its `dataIndex`. */
function cellOf<Row>(column: ResponsiveColumn<Row>, row: Row, index: number): ReactNode {
  const leaf = column as ColumnType<Row>;
  const value = valueAt(row, leaf.dataIndex as ColumnType<unknown>['dataIndex']);
  const shown = leaf.render ? leaf.render(value, row, index) : value;
  if (shown !== null && typeof shown === 'object' && 'children' in (shown as object) && 'props' in (shown as object)) {
    return (shown as { children: ReactNode }).children;
  }
  return shown as ReactNode;
}

const labelOf = (column: AntColumn<unknown>): ReactNode =>
  typeof column.title === 'function' ? null : (column.title as ReactNode);

function keyOf<Row>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row as Record<string, Key>)[rowKey ?? 'key'] ?? index;
}

const emptyCell = (node: ReactNode): boolean => node === null || node === undefined || node === '' || node === false;

const cardStyle = (token: ReturnType<typeof theme.useToken>['token']): CSSProperties => ({
  listStyle: 'none',
  padding: 12,
  border: `1px solid ${token.colorBorderSecondary}`,
  borderRadius: token.borderRadiusLG,
  background: token.colorBgContainer,
});

interface CardsProps<Row> extends ResponsiveTableProps<Row> {
  columns: readonly ResponsiveColumn<Row>[];
}

/** A phone's view of the rows: one card per row, the key columns only, no sideways scrolling. */
function Cards<Row extends object>(props: CardsProps<Row>) {
  const { token } = theme.useToken();
  const { columns, dataSource = [], pagination, loading, locale, rowKey, onChange, cardsLabel } = props;
  const leaves = leafColumns(columns);
  const places = mobilePlaces(columns);
  const placed = (place: MobilePlace) => leaves.filter((_column, index) => places[index] === place);

  // Paging: the server's (a `total` and an `onChange`), or the rows cut here as antd's table would (10 a page).
  const paging: TablePaginationConfig | false = pagination === false ? false : (pagination ?? {});
  const [localPage, setLocalPage] = useState(1);
  const server = paging !== false && paging.total !== undefined && paging.current !== undefined;
  const pageSize = paging === false ? dataSource.length : (paging.pageSize ?? 10);
  const total = paging === false ? dataSource.length : (paging.total ?? dataSource.length);
  const current = paging === false ? 1 : server ? paging.current! : localPage;
  const rows = paging === false || server ? dataSource : dataSource.slice((current - 1) * pageSize, current * pageSize);

  // Order: the sortable columns, offered in a select (a phone has no column headers to click).
  const sortable = leaves.filter((column) => (column as ColumnType<Row>).sorter && typeof column.title === 'string');
  const sorted = sortable.find((column) => (column as ColumnType<Row>).sortOrder);
  const sortValue = sorted ? `${String(sorted.key)}:${(sorted as ColumnType<Row>).sortOrder}` : undefined;
  const sortOptions = sortable.flatMap((column) => [
    { value: `${String(column.key)}:ascend`, label: `${String(column.title)} (възходящо)` },
    { value: `${String(column.key)}:descend`, label: `${String(column.title)} (низходящо)` },
  ]);
  const change = (page: number, order: { key?: Key; order: SortOrder } | undefined, action: 'paginate' | 'sort'): void => {
    if (paging !== false) paging.onChange?.(page, pageSize);
    const column = order?.key === undefined ? undefined : leaves.find((c) => c.key === order.key);
    onChange?.(
      { current: page, pageSize },
      {},
      { column, columnKey: order?.key, order: order?.order ?? null, field: undefined },
      { action, currentDataSource: dataSource as Row[] },
    );
  };
  const currentOrder = sorted ? { key: sorted.key, order: (sorted as ColumnType<Row>).sortOrder ?? null } : undefined;

  const spinning = typeof loading === 'object' ? !!loading.spinning : !!loading;
  const emptyText = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;

  return (
    <Spin spinning={spinning}>
      {sortOptions.length > 0 && total > 1 && (
        <Select
          aria-label="Подреждане"
          placeholder="Подреждане"
          allowClear
          value={sortValue}
          options={sortOptions}
          onChange={(value?: string) => {
            if (!value) return change(1, undefined, 'sort');
            const at = value.lastIndexOf(':');
            const key = leaves.find((column) => String(column.key) === value.slice(0, at))?.key;
            change(1, { key, order: value.slice(at + 1) as SortOrder }, 'sort');
          }}
          style={{ width: '100%', marginBottom: 12 }}
        />
      )}
      {rows.length === 0 ? (
        (emptyText ?? <Empty />)
      ) : (
        <Flex component="ul" vertical gap={12} aria-label={cardsLabel} style={{ margin: 0, padding: 0 }}>
          {rows.map((row, offset) => {
            const index = (server ? 0 : (current - 1) * pageSize) + offset;
            const cells = (place: MobilePlace) =>
              placed(place)
                .map((column) => ({ column, node: cellOf(column, row, index) }))
                .filter(({ node }) => !emptyCell(node));
            const [titles, tags, metas, actions] = [cells('title'), cells('tag'), cells('meta'), cells('actions')];
            const own = cells('card');
            return (
              <li key={keyOf(rowKey, row, index)} style={cardStyle(token)}>
                {own.map(({ column, node }) => (
                  <div key={String(column.key ?? column.title)} style={{ overflowWrap: 'anywhere' }}>
                    {node}
                  </div>
                ))}
                <Flex justify="space-between" align="start" gap={8} wrap>
                  <Flex vertical style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                    {titles.map(({ column, node }) => (
                      <Typography.Text key={String(column.key ?? column.title)} strong>
                        {node}
                      </Typography.Text>
                    ))}
                  </Flex>
                  {tags.length > 0 && (
                    <Flex gap={4} wrap>
                      {tags.map(({ column, node }) => (
                        <span key={String(column.key ?? column.title)}>{node}</span>
                      ))}
                    </Flex>
                  )}
                </Flex>
                {metas.length > 0 && (
                  <dl style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
                    {metas.map(({ column, node }) => {
                      const label = labelOf(column as AntColumn<unknown>);
                      return (
                        <div key={String(column.key ?? column.title)} style={{ marginTop: 2 }}>
                          {!emptyCell(label) && (
                            <dt style={{ display: 'inline', color: token.colorTextSecondary, marginInlineEnd: 6 }}>{label}:</dt>
                          )}
                          <dd style={{ display: 'inline', margin: 0 }}>{node}</dd>
                        </div>
                      );
                    })}
                  </dl>
                )}
                {actions.length > 0 && (
                  <Flex gap={8} wrap style={{ marginTop: 10 }}>
                    {actions.map(({ column, node }) => (
                      <div key={String(column.key ?? column.title)}>{node}</div>
                    ))}
                  </Flex>
                )}
              </li>
            );
          })}
        </Flex>
      )}
      {paging !== false && !(paging.hideOnSinglePage !== false && total <= pageSize) && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Pagination
            simple
            current={current}
            pageSize={pageSize}
            total={total}
            showSizeChanger={false}
            onChange={(page) => {
              if (!server) setLocalPage(page);
              change(page, currentOrder, 'paginate');
            }}
          />
        </Flex>
      )}
    </Spin>
  );
}

/**
 * The one table of every list: an antd table on wide screens; below 768 px a list of cards, one per row, each with
 * the columns that matter on a phone (`mobile` on a column: title, tag, meta, actions, hidden) and the row's actions
 * reachable by their Bulgarian names, sorting in a „Подреждане“ select and paging under the cards. A `matrix` (and a
 * report with a totals row) stays a table and scrolls inside its own box with the first column fixed.
 */
export function ResponsiveTable<Row extends object>(props: ResponsiveTableProps<Row>) {
  const narrow = useNarrowScreen();
  const { matrix, cardsLabel, columns = [], ...table } = props;
  // One ref callback for the table's life (a new one each render would re-create its observer each render).
  const scrollBoxes = useMemo(() => focusableScrollBoxes(cardsLabel), [cardsLabel]);
  // A table with a totals row (a report) keeps its rows and totals together, like a matrix.
  const asTable = matrix || !!props.summary;
  if (narrow && !asTable) return <Cards<Row> {...props} columns={columns} />;
  const shown = narrow
    ? columns.map((column, index) => (index === 0 ? ({ ...column, fixed: 'left' } as ResponsiveColumn<Row>) : column))
    : columns;
  return (
    <div ref={scrollBoxes}>
      <Table<Row>
        scroll={{ x: 'max-content' }}
        {...table}
        columns={shown.map(({ mobile: _mobile, ...column }) => column) as TableProps<Row>['columns']}
      />
    </div>
  );
}

/**
 * A table wider than its box scrolls inside it: the box must then be reachable with the keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and antd gives no prop for its scrolling element, so the boxes get a Tab stop and a
 * name once drawn — and only those that really scroll.
 */
function focusableScrollBoxes(label: string | undefined) {
  return (wrapper: HTMLDivElement | null) => {
    if (!wrapper) return;
    const mark = () => {
      for (const box of wrapper.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        if (box.scrollWidth > box.clientWidth) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label ?? 'Таблица, превърта се настрани');
        } else if (box.getAttribute('role') === 'region') {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(wrapper);
    return () => observer.disconnect();
  };
}
