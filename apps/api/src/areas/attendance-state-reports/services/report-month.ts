import { type AccessEntry, type StateReportMonth, Resource, Role } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';

/** The first and last day of a report's month, 'YYYY-MM-DD'. */
export function monthBounds({ month, year }: StateReportMonth): { from: string; to: string } {
  const days = daysOfMonth(year, month);
  return { from: days[0]!, to: days.at(-1)! };
}

/**
 * Whether the reader sees every group or only the groups they teach: upper-case R reaches every group, except for a
 * teacher, who sees the state reports of their own groups only (they carry social-assistance data;
 * docs/attendance-state-reports.md).
 */
export function ownGroupsOnly(user: AuthUser, resource: Resource): boolean {
  const entry: AccessEntry | undefined = user.access.find((item) => item.resource === resource);
  return !entry?.canView || user.role === Role.Teacher;
}
