import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../identity/api';

/** The list page of the area. */
export const GROUPS_PATH = '/platform/groups';

/** What the signed-in user may do with user groups and users (their `access[]`). */
export function useUserGroupsAccess() {
  const access = useGetUserDataQuery().data?.access ?? [];
  return {
    create: allows(access, Resource.Roles, 'create'),
    update: allows(access, Resource.Roles, 'update'),
    delete: allows(access, Resource.Roles, 'delete'),
    readUsers: allows(access, Resource.Users, 'read'),
    inviteUsers: allows(access, Resource.Users, 'create'),
    activateUsers: allows(access, Resource.Users, 'update'),
  };
}
