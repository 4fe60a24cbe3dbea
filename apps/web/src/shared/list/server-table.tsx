import type { PagedResult } from '@kg/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Empty, type TableProps } from 'antd';
import { LoadError } from './load-error';
import { type ResponsiveColumn, ResponsiveTable } from './responsive-table';
import type { ListChanges, ListPaging } from './use-url-list-state';

export interface ServerList<Row> {
  data?: PagedResult<Row>;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ServerTableProps<Row, S extends string> {
  list: ServerList<Row>;
  /** The columns, each with its place on a phone's card (`mobile`; see ResponsiveTable). */
  columns: readonly ResponsiveColumn<Row>[] | TableProps<Row>['columns'];
  paging: ListPaging<S>;
  pageSize: number;
  /** Called with the URL changes of a page or order change (`useUrlListState().update(changes, false)`). */
  onChange: (changes: ListChanges) => void;
  emptyText: string;
  rowKey?: TableProps<Row>['rowKey'];
  /** The accessible name of the cards on a phone. */
  cardsLabel?: string;
}

/** The sort arrow of a column, from the list's state. */
export const sortOrderOf = <S extends string>(paging: ListPaging<S>, column: S): 'ascend' | 'descend' | null =>
  paging.sort === column ? (paging.desc ? 'descend' : 'ascend') : null;

/**
 * A server-paged, server-sorted list (`{result, rowsCount}`): the table (cards on a phone: ResponsiveTable) with its loading veil and empty text, or
 * the error (with a retry where it can help) when the load failed (the list is then empty, spec 1 §8). Sortable columns set
 * `sorter: true`, a `key` of the sort name and `sortOrder: sortOrderOf(paging, key)`.
 */
export function ServerTable<Row extends object, S extends string>(props: ServerTableProps<Row, S>) {
  const { list, paging } = props;
  if (list.isError) return <LoadError list={list} />;
  return (
    <ResponsiveTable<Row>
      rowKey={props.rowKey ?? 'id'}
      columns={props.columns as readonly ResponsiveColumn<Row>[] | undefined}
      cardsLabel={props.cardsLabel}
      dataSource={list.data?.result}
      loading={list.isFetching}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      pagination={{
        current: paging.page,
        pageSize: props.pageSize,
        total: list.data?.rowsCount ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      onChange={(pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const column = single?.order ? String(single.columnKey) : undefined;
        props.onChange({
          page: pagination.current && pagination.current > 1 ? pagination.current : undefined,
          sort: column,
          desc: column && single?.order === 'descend' ? 'true' : undefined,
        });
      }}
    />
  );
}
