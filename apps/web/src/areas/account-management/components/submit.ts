import type { FormInstance } from 'antd';
import { App } from 'antd';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';

type Outcome = { data?: unknown; error?: Parameters<typeof errorMessage>[0] };

/**
 * Runs a write and tells the master how it went: a toast either way, and a 400's messages on the form's fields.
 * Answers whether it succeeded.
 */
export function useSubmit() {
  const { message } = App.useApp();
  return async (run: Promise<Outcome>, success: string, form?: FormInstance): Promise<boolean> => {
    const result = await run;
    if (result.error) {
      if (form) {
        const fields = Object.entries(fieldErrors(result.error));
        form.setFields(fields.map(([name, errors]) => ({ name, errors })));
      }
      void message.error(errorMessage(result.error));
      return false;
    }
    void message.success(success);
    return true;
  };
}

/** What the account forms hold of a person (the names as typed; the API trims and checks them). */
export interface PersonValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phone?: string;
}
