import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Alert, Card, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { PageTitle } from '../../../shared/ui/page-title';

/** The page's id (`/:id`), undefined on `/create`; `invalid` when the path holds no positive integer. */
export function useRecordId(): { id: number | undefined; invalid: boolean } {
  const { id: text } = useParams();
  if (text === undefined) return { id: undefined, invalid: false };
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? { id, invalid: false } : { id: undefined, invalid: true };
}

interface RecordFormCardProps {
  base: string;
  notFound: string;
  invalid: boolean;
  editing: boolean;
  record: { data?: unknown; isError: boolean; error?: FetchBaseQueryError | SerializedError };
  title: string;
  children: ReactNode;
}

/** A register's form page: 404 for an unknown record, the load error, the spinner, then the form in a card. */
export function RecordFormCard({ base, notFound, invalid, editing, record, title, children }: RecordFormCardProps) {
  const missing = record.isError && record.error && 'status' in record.error && record.error.status === 404;
  if (invalid || missing) return <Result status="404" title={notFound} extra={<Link to={base}>Към списъка</Link>} />;
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error!)} />;
  if (editing && !record.data) return <Spin description="Зареждане…" />;
  return (
    <Card style={{ maxWidth: 720 }} title={<PageTitle>{title}</PageTitle>}>
      {children}
    </Card>
  );
}
