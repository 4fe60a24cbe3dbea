import { allows, type Resource } from '@kg/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Input } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import {
  ListPage,
  pageQueryOf,
  type ResponsiveColumn,
  type ServerList,
  sortOrderOf,
  useUrlListState,
} from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';

export const PAGE_SIZE = 20;

interface RegisterQuery<S extends string> {
  pageNumber: number;
  pageSize: number;
  orderByColumn?: S;
  orderByDescending?: boolean;
  search?: string;
}
type DeleteTrigger = (id: number) => PromiseLike<{ error?: FetchBaseQueryError | SerializedError }>;

export interface RegisterListProps<Row extends { id: number; name: string }, S extends string> {
  title: string;
  /** Where the records live: `${base}/create`, `${base}/${id}`. */
  base: string;
  /** Its access: create shows the create button, delete the delete buttons. */
  resource: Resource;
  /** The orders the list offers (`name` among them: the name column sorts by it). */
  sortable: readonly S[];
  /** The register's list query (RTK Query's hook). */
  useList: (query: RegisterQuery<S>) => ServerList<Row>;
  /** The register's delete mutation (RTK Query's hook). */
  useDelete: () => readonly [DeleteTrigger, ...unknown[]];
  deleting: { title: string; success: string };
  createLabel: string;
  searchLabel: string;
  emptyText: string;
  /** The columns between the name (a link to the record) and the actions; on a phone each record is a card. */
  columns: (sortOrder: (key: S) => SortOrder) => ResponsiveColumn<Row>[];
}

/**
 * The list page of a storage register (warehouses, suppliers, manufacturers): search, page and order kept in the URL,
 * the create button beside the title, the shared list (a table; a card per record on a phone) with the name linking to
 * the record and a delete button after a confirmation.
 */
export function RegisterList<Row extends { id: number; name: string }, S extends string>(props: RegisterListProps<Row, S>) {
  const { params, paging, update } = useUrlListState(props.sortable);
  const search = params.get('search') ?? '';
  const list = props.useList({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [remove] = props.useDelete();
  const { message } = App.useApp();
  const canDelete = allows(access, props.resource, 'delete');
  const sortOrder = (key: S) => sortOrderOf(paging, key);
  const columns: ResponsiveColumn<Row>[] = [
    {
      title: 'Наименование',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name' as S),
      render: (_v, row) => <Link to={`${props.base}/${row.id}`}>{row.name}</Link>,
    },
    ...props.columns(sortOrder),
    {
      title: 'Действия',
      key: 'actions',
      render: (_v, row) =>
        canDelete ? (
          <ConfirmDeleteButton
            title={props.deleting.title}
            description={`Да се изтрие ли „${row.name}“?`}
            onConfirm={async () => {
              const result = await remove(row.id);
              if (result.error) void message.error(errorMessage(result.error));
              else void message.success(props.deleting.success);
            }}
          />
        ) : null,
    },
  ];
  return (
    <ListPage<Row, S>
      title={props.title}
      actions={
        allows(access, props.resource, 'create') ? (
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
          defaultValue={search}
          onSearch={(value) => update({ search: value.trim() })}
          style={{ width: 280, maxWidth: '100%' }}
        />
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText={props.emptyText}
    />
  );
}
