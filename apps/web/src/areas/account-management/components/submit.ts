import { App } from 'antd';
import { errorMessage } from '../../../shared/api/errors';

type Outcome = { data?: unknown; error?: Parameters<typeof errorMessage>[0] };

/**
 * Runs a write that is not a form's save (a button, a confirmation) and tells the master how it went: a toast either
 * way. Answers whether it succeeded.
 */
export function useSubmit() {
  const { message } = App.useApp();
  return async (run: Promise<Outcome>, success: string): Promise<boolean> => {
    const result = await run;
    if (result.error) {
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
