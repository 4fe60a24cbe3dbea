import { allows, Resource } from '@kg/contracts';
import { Button, Flex, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPage, type ListPaging, type ServerList, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { ACCOUNTING, DocumentFilters } from './filters';
import { periodLabel, whole } from './format';

/** The rows per page of the document lists. */
export const DOCUMENTS_PAGE_SIZE = 20;

/** A document list's state in the URL: the filters (?providerId=&year=&month=) next to paging and order. */
export function useDocumentListState<S extends string>(sortable: readonly S[]) {
  const { params, paging, update } = useUrlListState(sortable);
  const providerId = whole(params.get('providerId'));
  const year = whole(params.get('year'));
  const month = whole(params.get('month'));
  const filters = {
    ...(providerId ? { providerId } : {}),
    ...(year ? { year } : {}),
    ...(month && month <= 12 ? { month } : {}),
  };
  return { filters, paging, update };
}

/** What a document's card on a phone shows, line by line. */
export interface DocumentCard {
  /** Its number, a link to it (and a mark such as „Анулиран“). */
  title: ReactNode;
  /** Its date and amount. */
  summary: string;
  /** The provider and what the document is for. */
  note: string;
  /** Its PDF. */
  file: ReactNode;
}

/** The one column a phone shows (below `sm`): the document as a card. */
export function documentCardColumn<Row>(title: string, card: (row: Row) => DocumentCard): TableColumnType<Row> {
  return {
    title,
    key: 'card',
    responsive: ['xs'],
    render: (_value, row) => {
      const { title: head, summary, note, file } = card(row);
      return (
        <Flex vertical gap={2} style={{ whiteSpace: 'normal' }}>
          {head}
          <span>{summary}</span>
          <Typography.Text type="secondary">{note}</Typography.Text>
          {file}
        </Flex>
      );
    },
  };
}

/** A protocol's provider with the month it is for under it. */
export function ProviderPeriod({ row }: { row: { providerName: string; year: number; month: number } }) {
  return (
    <Flex vertical>
      <span>{row.providerName}</span>
      <Typography.Text type="secondary">{periodLabel(row.year, row.month)}</Typography.Text>
    </Flex>
  );
}

/**
 * The list of one kind of document issued on the protocols (the invoices, the cash vouchers): the title with the
 * create button for who may create, the provider, year and month filters, the way back to the protocols and the
 * server-paged table of the page's own columns.
 */
export function DocumentListPage<Row extends object, S extends string>({
  title,
  create,
  filters,
  update,
  ...table
}: {
  title: string;
  /** The create page under /activities/accounting and its button's text. */
  create: { path: string; label: string };
  filters: ReturnType<typeof useDocumentListState<S>>['filters'];
  update: ReturnType<typeof useDocumentListState<S>>['update'];
  list: ServerList<Row>;
  columns: TableColumnType<Row>[];
  paging: ListPaging<S>;
  emptyText: string;
}) {
  const access = useGetUserDataQuery().data?.access ?? [];
  const canCreate = allows(access, Resource.ActivityAccounting, 'create');
  return (
    <ListPage<Row, S>
      title={title}
      actions={
        canCreate && (
          <Link to={`${ACCOUNTING}/${create.path}`}>
            <Button type="primary">{create.label}</Button>
          </Link>
        )
      }
      filters={<DocumentFilters filters={filters} update={update} />}
      pageSize={DOCUMENTS_PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      {...table}
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Link to={ACCOUNTING}>
          <Button>Към протоколите</Button>
        </Link>
      </Flex>
    </ListPage>
  );
}
