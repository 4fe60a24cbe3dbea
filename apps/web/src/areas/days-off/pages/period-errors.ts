import type { ErrorResponse } from '@kg/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A save's answer with the field messages of `fromDate` and `toDate` moved to `period`: the forms pick both dates
 * with one range picker, so that is where the server's messages about them go.
 */
export function withPeriodErrors<Result extends { error?: FetchBaseQueryError | SerializedError }>(result: Result): Result {
  const error = result.error;
  if (!error || !('status' in error) || error.status !== 400) return result;
  const data = error.data as ErrorResponse | undefined;
  if (!data?.errors || !(data.errors.fromDate || data.errors.toDate)) return result;
  const { fromDate = [], toDate = [], ...errors } = data.errors;
  const period = [...new Set([...fromDate, ...toDate])];
  return { ...result, error: { ...error, data: { ...data, errors: { ...errors, period } } } };
}
