import { Button, Input } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { type ListPaging, ListPage, type ServerList } from '../../../shared/list';
import type { ListChanges } from '../../../shared/list/use-url-list-state';

export const PAGE_SIZE = 20;

export interface RegisterListProps<Row extends { id: number }, S extends string> {
  title: string;
  /** Where the records live: `${base}/create`, `${base}/${id}`. */
  base: string;
  canCreate: boolean;
  createLabel: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  list: ServerList<Row>;
  /** The columns; on a phone the shared list shows each record as a card (the first column its title). */
  columns: NonNullable<TableProps<Row>['columns']>;
  paging: ListPaging<S>;
  onChange: (changes: ListChanges) => void;
  emptyText: string;
}

/**
 * The list of a storage register (warehouses, suppliers, manufacturers): search kept in the URL, the create button
 * beside the title, the shared list (a table; a card per record on a phone).
 */
export function RegisterList<Row extends { id: number }, S extends string>(props: RegisterListProps<Row, S>) {
  return (
    <ListPage<Row, S>
      title={props.title}
      actions={
        props.canCreate ? (
          <Link to={`${props.base}/create`}>
            <Button type="primary">{props.createLabel}</Button>
          </Link>
        ) : undefined
      }
      filters={
        <Input.Search
          aria-label={props.searchLabel}
          placeholder={props.searchLabel}
          allowClear
          defaultValue={props.search}
          onSearch={(value) => props.onSearch(value.trim())}
          style={{ width: 280, maxWidth: '100%' }}
        />
      }
      list={props.list}
      columns={props.columns}
      paging={props.paging}
      pageSize={PAGE_SIZE}
      onChange={props.onChange}
      emptyText={props.emptyText}
    />
  );
}
