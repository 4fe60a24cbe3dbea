import type { ActivityDiscount } from '@kg/contracts';
import { App } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { useGetEnrolmentActivityQuery, useGetEnrolmentProviderDiscountsQuery, useSetActivityDiscountMutation } from '../api';

/**
 * The default discounts of the activity's provider (Activities/default-provider-student-discounts, through the
 * activity's `providerId`); nothing is asked while `skip`.
 */
export function useProviderDiscounts(activityId: number | undefined, skip = false) {
  const activity = useGetEnrolmentActivityQuery(activityId ?? 0, { skip: skip || activityId === undefined });
  const defaults = useGetEnrolmentProviderDiscountsQuery(activity.data?.providerId ?? 0, { skip: skip || !activity.data });
  return {
    presets: defaults.data ?? [],
    loading: activity.isFetching || defaults.isFetching,
    failed: activity.isError || defaults.isError,
  };
}

/**
 * Sets (or with `null` clears) the discount of a child's current enrolment in the activity without a form: the
 * answer's message in an error toast, `success` in a success toast. Resolves whether it was saved; `savingFor` is the
 * child whose discount is being sent.
 */
export function useSaveDiscount(activityId: number) {
  const [setDiscount, state] = useSetActivityDiscountMutation();
  const { message } = App.useApp();
  const save = async (studentId: number, discount: ActivityDiscount | null, success: string): Promise<boolean> => {
    const result = await setDiscount({ activityId, studentId, discount });
    if (result.error) {
      void message.error(errorMessage(result.error));
      return false;
    }
    void message.success(success);
    return true;
  };
  return { save, savingFor: state.isLoading ? state.originalArgs?.studentId : undefined };
}
