import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FormInstance } from 'antd';
import { errorMessage, fieldErrors } from '../api/errors';

/**
 * A failed save on a form: the 400 answer's field messages go under the form's own fields (`fields`: those the form
 * shows; others would be lost), and the answer's message goes to a toast.
 */
export function showSaveErrors<Values>(
  form: FormInstance<Values>,
  error: FetchBaseQueryError | SerializedError,
  fields: ReadonlySet<string>,
  toast: (text: string) => unknown,
): void {
  form.setFields(
    Object.entries(fieldErrors(error))
      .filter(([name]) => fields.has(name))
      .map(([name, errors]) => ({ name: name as never, errors })),
  );
  void toast(errorMessage(error));
}
