import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Flex, Space, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { DownloadButton } from '../../../shared/download';
import { LoadError } from '../../../shared/list';
import { usePageTitle } from '../../../shared/ui/use-page-title';

interface ReferenceLayoutProps<Row> {
  title: string;
  /** The filters (period, month). */
  filters: ReactNode;
  /** The export path without the type, e.g. "StaffReferences/meal/export"; the query is appended. */
  exportPath: string;
  exportQuery: string;
  query: {
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    error?: FetchBaseQueryError | SerializedError;
    refetch: () => unknown;
  };
  columns: TableColumnsType<Row>;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
}

/** A staff reference page: back to the hub, the filters, PDF and Excel, and the table (last row: the totals). */
export function ReferenceLayout<Row extends object>(props: ReferenceLayoutProps<Row>) {
  usePageTitle(props.title);
  const path = (type: 'pdf' | 'excel') => `${props.exportPath}/${type}?${props.exportQuery}`;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/staff/references">← Справки за персонала</Link>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Space wrap>
          {props.filters}
          <DownloadButton path={path('pdf')}>PDF</DownloadButton>
          <DownloadButton path={path('excel')}>Excel</DownloadButton>
        </Space>
      </Flex>
      {props.query.isError ? (
        <LoadError list={props.query} />
      ) : (
        <Table<Row>
          size="small"
          bordered
          scroll={{ x: 'max-content' }}
          loading={props.query.isFetching}
          columns={props.columns}
          dataSource={props.rows}
          rowKey={props.rowKey}
          pagination={false}
          locale={{ emptyText: 'Няма служители.' }}
        />
      )}
    </Space>
  );
}

/** The last row (the totals) in bold. */
export const totalCell = (isTotal: boolean, value: ReactNode): ReactNode => (isTotal ? <strong>{value}</strong> : value);
