import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Flex, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DownloadButton } from '../../../shared/download';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';

interface ReferenceLayoutProps<Row> {
  title: string;
  /** The filters (period, month). */
  filters: ReactNode;
  /** The export's path under /api with its query, as PDF or Excel (`routePath` of the export's route). */
  exportPath: (type: 'pdf' | 'excel') => string;
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
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/staff/references">← Справки за персонала</Link>
      <Flex justify="space-between" align="center" wrap gap="small">
        <PageTitle>{props.title}</PageTitle>
        <Space wrap>
          {props.filters}
          <DownloadButton path={props.exportPath('pdf')}>PDF</DownloadButton>
          <DownloadButton path={props.exportPath('excel')}>Excel</DownloadButton>
        </Space>
      </Flex>
      {props.query.isError ? (
        <LoadError list={props.query} />
      ) : (
        <ResponsiveTable<Row>
          matrix
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
