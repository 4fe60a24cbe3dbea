import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../../identity/api';

/** What the signed-in user may do with groups (Resource.Classes): teachers read, directors and administrators write. */
export function useGroupAccess() {
  const access = useGetUserDataQuery().data?.access ?? [];
  return {
    create: allows(access, Resource.Classes, 'create'),
    update: allows(access, Resource.Classes, 'update'),
    delete: allows(access, Resource.Classes, 'delete'),
  };
}
