import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Card, Empty, Flex, Grid, List, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DownloadButton } from '../../../shared/download';
import { LoadError } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useReferencesLiveReload } from '../api';

/** A column of a reference: its heading, its cell, and whether it is a number (right-aligned). */
export interface ReferenceColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A sortable column of a paged list (its name in `orderByColumn`). */
  sortable?: boolean;
}

export interface ReferencePaging {
  page: number;
  pageSize: number;
  total: number;
  sort?: string | undefined;
  desc?: boolean;
  onChange: (changes: Record<string, string | number | undefined>) => void;
}

interface ReferenceViewProps<Row> {
  title: string;
  /** A line under the filters: what the reference counts. */
  description: string;
  filters: ReactNode;
  /** The PDF and Excel files with the page's filters (a reference without exports has none). */
  files?: { pdf: string; excel: string } | undefined;
  columns: ReferenceColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The totals: a cell per column key (the first column's cell says „Общо“). */
  totals?: Partial<Record<string, ReactNode>> | undefined;
  /** Lines under the table (the sums per method). */
  notes?: string[] | undefined;
  isFetching: boolean;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError | undefined;
  refetch: () => unknown;
  emptyText: string;
  paging?: ReferencePaging;
  /** A row's details below it (a batch's fees). */
  expand?: (row: Row) => ReactNode;
}

/**
 * The frame of every reference page: the title with the PDF and Excel files, the filters, and the rows as a table
 * with its totals row — or, on a phone, as cards (one per row, each value with its column's heading) and the totals.
 */
export function ReferenceView<Row extends object>(props: ReferenceViewProps<Row>) {
  const wide = Grid.useBreakpoint().md;
  useReferencesLiveReload();
  const { columns, totals, paging } = props;
  const extra = props.files && (
    <Flex gap={8} wrap>
      <DownloadButton path={props.files.pdf}>Изтегли PDF</DownloadButton>
      <DownloadButton path={props.files.excel}>Изтегли Excel</DownloadButton>
    </Flex>
  );
  const pagination = paging
    ? {
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }
    : false;
  const content = props.isError ? (
    <LoadError list={{ error: props.error, refetch: props.refetch }} />
  ) : wide ? (
    <Table<Row>
      size="small"
      rowKey={props.rowKey}
      loading={props.isFetching}
      dataSource={props.rows}
      pagination={pagination}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      scroll={{ x: 'max-content' }}
      // Rows count their `children`: that field is not a tree's child rows here.
      expandable={{
        childrenColumnName: 'childRows',
        ...(props.expand ? { expandedRowRender: props.expand, rowExpandable: () => true } : {}),
      }}
      columns={columns.map((column) => ({
        key: column.key,
        title: column.title,
        align: column.numeric ? ('right' as const) : undefined,
        render: (_value: unknown, row: Row) => column.render(row),
        ...(column.sortable && paging
          ? {
              sorter: true,
              sortOrder: paging.sort === column.key ? (paging.desc ? ('descend' as const) : ('ascend' as const)) : null,
            }
          : {}),
      }))}
      onChange={(next, _filters, sorter) => {
        if (!paging) return;
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const column = single?.order ? String(single.columnKey) : undefined;
        paging.onChange({
          page: next.current && next.current > 1 ? next.current : undefined,
          sort: column,
          desc: column && single?.order === 'descend' ? 'true' : undefined,
        });
      }}
      summary={() =>
        totals && props.rows?.length ? (
          <Table.Summary.Row>
            {props.expand && <Table.Summary.Cell index={-1} />}
            {columns.map((column, index) => (
              <Table.Summary.Cell key={column.key} index={index} align={column.numeric ? 'right' : undefined}>
                <strong>{index === 0 ? 'Общо' : totals[column.key]}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  ) : (
    <List<Row>
      loading={props.isFetching}
      dataSource={props.rows}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      pagination={
        paging && paging.total > paging.pageSize
          ? {
              current: paging.page,
              pageSize: paging.pageSize,
              total: paging.total,
              size: 'small',
              onChange: (page) =>
                paging.onChange({ page: page > 1 ? page : undefined, sort: paging.sort, desc: paging.desc ? 'true' : undefined }),
            }
          : false
      }
      renderItem={(row) => (
        <List.Item style={{ display: 'block' }}>
          <Typography.Text strong>{columns[0]!.render(row)}</Typography.Text>
          {columns.slice(1).map((column) => (
            <div key={column.key} style={{ fontSize: 13 }}>
              <Typography.Text type="secondary">{column.title}: </Typography.Text>
              {column.render(row)}
            </div>
          ))}
          {props.expand?.(row)}
        </List.Item>
      )}
      footer={
        totals && props.rows?.length ? (
          <div>
            <Typography.Text strong>Общо</Typography.Text>
            {columns.slice(1).map((column) =>
              totals[column.key] === undefined ? null : (
                <div key={column.key} style={{ fontSize: 13 }}>
                  <Typography.Text type="secondary">{column.title}: </Typography.Text>
                  <strong>{totals[column.key]}</strong>
                </div>
              ),
            )}
          </div>
        ) : undefined
      }
    />
  );
  return (
    <Card title={<PageTitle>{props.title}</PageTitle>} extra={wide ? extra : undefined}>
      {!wide && extra && <div style={{ marginBottom: 12 }}>{extra}</div>}
      <Typography.Paragraph type="secondary">{props.description}</Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {props.filters}
      </Flex>
      {content}
      {props.notes?.map((note) => (
        <Typography.Paragraph key={note} style={{ marginTop: 8, marginBottom: 0 }}>
          {note}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
