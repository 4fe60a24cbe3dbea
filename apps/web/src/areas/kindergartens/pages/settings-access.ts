import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../../identity/api';

/** What the signed-in user may do with the selected kindergarten's settings, and which kindergarten that is. */
export function useKindergartenSettingsAccess() {
  const user = useGetUserDataQuery().data;
  const access = user?.access ?? [];
  return {
    user,
    readConfiguration: allows(access, Resource.Kindergarten, 'read'),
    updateConfiguration: allows(access, Resource.Kindergarten, 'update'),
    updateSubjects: allows(access, Resource.Subjects, 'update'),
    kindergartenId: user?.kindergartens.find((kindergarten) => kindergarten.isSelected)?.id,
  };
}
