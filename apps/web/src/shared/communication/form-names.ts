import type { ErrorResponse } from '@kg/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fieldErrors } from '../api/errors';

/**
 * A save's answer with its 400 field names as the form names its fields (the API's `audience` is the message form's
 * `target`, `answers.7` the vote form's `q7`), for `useSaveForm` to show them under those fields.
 */
export function withFormNames<Result extends { error?: FetchBaseQueryError | SerializedError }>(
  result: Result,
  formName: (field: string) => string,
): Result {
  const errors = Object.entries(fieldErrors(result.error));
  if (errors.length === 0) return result;
  // Field messages come only with a 400 answer whose body is an ErrorResponse (`fieldErrors`).
  const error = result.error as FetchBaseQueryError;
  const data = error.data as ErrorResponse;
  const renamed = Object.fromEntries(errors.map(([name, messages]) => [formName(name), messages]));
  return { ...result, error: { ...error, data: { ...data, errors: renamed } } };
}
