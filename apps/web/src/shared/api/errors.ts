import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorResponse } from '@kg/contracts';

export const GENERIC_ERROR = 'Възникна грешка! Екипът ни работи по отстраняването на проблема.';
export const NETWORK_ERROR = 'Няма връзка със сървъра. Проверете връзката си и опитайте отново.';

function isErrorResponse(data: unknown): data is ErrorResponse {
  return typeof data === 'object' && data !== null && typeof (data as ErrorResponse).message === 'string';
}

/** The Bulgarian text to show for a failed call: the server's own message when it sent one. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return GENERIC_ERROR;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return NETWORK_ERROR;
    if (isErrorResponse(error.data)) return error.data.message;
  }
  return GENERIC_ERROR;
}

/** The field messages of a 400 answer (`errors` maps a field path to its Bulgarian messages). */
export function fieldErrors(error: FetchBaseQueryError | SerializedError | undefined): Record<string, string[]> {
  if (error && 'status' in error && error.status === 400 && isErrorResponse(error.data)) return error.data.errors ?? {};
  return {};
}
