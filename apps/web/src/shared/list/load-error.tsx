import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Alert, Button } from 'antd';
import { errorMessage } from '../api/errors';

/** What a failed RTK Query load offers: its error and a way to load again. */
export interface FailedLoad {
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

/**
 * Whether loading again can help: a network fault or timeout, a server fault (5xx), 408 (the request took too long) or
 * 429 (too many requests). A refusal (403), a missing item (404) or bad input (400) answers the same the next time.
 */
export function retryHelps(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  if (!error || !('status' in error)) return false;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && (status >= 500 || status === 408 || status === 429);
}

/**
 * A failed load's message (the list or the details are then empty, spec 1 §8), with "Опитай отново" only where
 * loading again can help (`retryHelps`). With a `title`, the server's message is its description.
 */
export function LoadError({ list, title }: { list: FailedLoad; title?: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? errorMessage(list.error)}
      description={title ? errorMessage(list.error) : undefined}
      action={
        retryHelps(list.error) ? (
          <Button size="small" onClick={() => void list.refetch()}>
            Опитай отново
          </Button>
        ) : undefined
      }
    />
  );
}
