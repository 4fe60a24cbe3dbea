import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../../identity/api';

/** What the signed-in user may do with children's records (Resource.Students). */
export function useKidAccess() {
  const access = useGetUserDataQuery().data?.access ?? [];
  return {
    create: allows(access, Resource.Students, 'create'),
    update: allows(access, Resource.Students, 'update'),
  };
}

/** Full years on `today` of a child born on `birthDate` ('YYYY-MM-DD'). */
export function fullYears(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
