import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../../identity/api';

/** What the signed-in user may do with staff records (Resource.Teachers), and the selected kindergarten. */
export function useStaffAccess() {
  const user = useGetUserDataQuery().data;
  const access = user?.access ?? [];
  return {
    create: allows(access, Resource.Teachers, 'create'),
    update: allows(access, Resource.Teachers, 'update'),
    kindergartenId: user?.kindergartens.find((kindergarten) => kindergarten.isSelected)?.id,
  };
}
