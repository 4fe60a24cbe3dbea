import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorResponse } from '@kg/contracts';

/** The server's own message of a failed call, when it answered with one (not for network failures). */
export function serverMessage(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error) || typeof error.status !== 'number') return undefined;
  const data = error.data as Partial<ErrorResponse> | null | undefined;
  return typeof data?.message === 'string' && data.message.trim() ? data.message : undefined;
}
