import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../../identity/api';

/** What the signed-in user may do with substitutions (director everything, teachers read: docs/access-model.md). */
export function useSubstitutionAccess() {
  const access = useGetUserDataQuery().data?.access ?? [];
  return {
    create: allows(access, Resource.TeacherSubstitutions, 'create'),
    update: allows(access, Resource.TeacherSubstitutions, 'update'),
    delete: allows(access, Resource.TeacherSubstitutions, 'delete'),
  };
}
