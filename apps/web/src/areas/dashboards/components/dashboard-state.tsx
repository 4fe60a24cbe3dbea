import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../shared/list';

interface Loaded<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

/**
 * Loading, error (with a retry) or the dashboard. With `forbiddenHidden` a role without a dashboard (403) sees nothing
 * (the home page then shows only its greeting).
 */
export function DashboardState<T>(props: { query: Loaded<T>; forbiddenHidden?: boolean; children: (data: T) => ReactNode }) {
  const { query } = props;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    const forbidden = query.error !== undefined && 'status' in query.error && query.error.status === 403;
    if (forbidden && props.forbiddenHidden !== false) return null;
    return <LoadError list={query} />;
  }
  return query.data ? <>{props.children(query.data)}</> : null;
}
