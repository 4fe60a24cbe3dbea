import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../api/errors';

/** What an RTK Query mutation's trigger resolves to. */
export type MutationResult<Result> =
  { data: Result; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

export interface SaveFormOptions<Values, Result> {
  /** Sends the form's values (a mutation's trigger, with the request built from the values). */
  save: (values: Values) => PromiseLike<MutationResult<Result>>;
  /** The toast after a successful save; none when absent. */
  success?: string;
  /** What happens next (navigate, close the drawer). */
  onSaved?: (result: Result, values: Values) => void;
}

/** `students.0.relation` → `['students', 0, 'relation']`: the form's name path of an answer's field. */
const namePath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * A form that saves: the 400 answer's field messages go under the fields the form has (nested paths included), the
 * answer's message to an error toast, the success text to a toast, then `onSaved`. `saving` is true while it sends.
 */
export function useSaveForm<Values, Result = unknown>(
  options: SaveFormOptions<Values, Result>,
): { form: FormInstance<Values>; submit: (values: Values) => Promise<void>; saving: boolean } {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values): Promise<void> => {
    setSaving(true);
    try {
      const result = await options.save(values);
      if (result.error) {
        showFieldErrors(form, result.error);
        void message.error(errorMessage(result.error));
        return;
      }
      if (options.success) void message.success(options.success);
      options.onSaved?.(result.data as Result, values);
    } finally {
      setSaving(false);
    }
  };
  return { form, submit, saving };
}

/** The answer's field messages under the form's own fields (a message for a field the form does not show is dropped). */
export function showFieldErrors<Values>(form: FormInstance<Values>, error: FetchBaseQueryError | SerializedError): void {
  const shown = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  form.setFields(
    Object.entries(fieldErrors(error))
      .filter(([name]) => shown.has(name))
      .map(([name, errors]) => ({ name: namePath(name) as never, errors })),
  );
}
