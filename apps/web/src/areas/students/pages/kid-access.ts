import { allows, Resource } from '@kg/contracts/access';
import { useGetUserDataQuery } from '../../identity/api';

/** What the signed-in user may do with children's records (Resource.Students). */
export function useKidAccess() {
  const access = useGetUserDataQuery().data?.access ?? [];
  return {
    create: allows(access, Resource.Students, 'create'),
    update: allows(access, Resource.Students, 'update'),
    delete: allows(access, Resource.Students, 'delete'),
    /** Health data: allergies, food restrictions, health notes (resource 74; docs/students.md "Care"). */
    health: {
      read: allows(access, Resource.StudentHealth, 'read'),
      update: allows(access, Resource.StudentHealth, 'update'),
    },
    /** Relocation certificates (resource 48 Удостоверения). */
    certificates: {
      read: allows(access, Resource.Certificates, 'read'),
      create: allows(access, Resource.Certificates, 'create'),
      delete: allows(access, Resource.Certificates, 'delete'),
    },
  };
}

/** Full years on `today` of a child born on `birthDate` ('YYYY-MM-DD'). */
export function fullYears(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
