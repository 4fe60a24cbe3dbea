import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Button, Empty, Spin } from 'antd';
import { LoadError } from '../../../shared/list';

interface MonthQuery<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

/** A staff month grid's loading, error and empty states; the grid itself once there is staff to show. */
export function GridState<Data extends { teachers: unknown[] }>({
  query,
  children,
}: {
  query: MonthQuery<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isLoading) return <Spin description="Зареждане…" />;
  if (query.isError) return <LoadError list={{ error: query.error, refetch: query.refetch }} />;
  if (!query.data?.teachers.length) return <Empty description="Няма служители в детската градина." />;
  return <>{children(query.data)}</>;
}

/** „Запази (n)“: sends the changed cells; disabled while nothing changed. */
export function SaveChangesButton({ count, loading, onSave }: { count: number; loading: boolean; onSave: () => unknown }) {
  return (
    <Button type="primary" disabled={count === 0} loading={loading} onClick={() => void onSave()}>
      Запази{count ? ` (${count})` : ''}
    </Button>
  );
}
