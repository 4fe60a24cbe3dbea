import type { AccessEntry, Role, UserType } from '@kg/contracts';
import type { TenantScope } from '../database/tenant-scope.js';

/** The signed-in user of a request: who they are, where they act, and what they may do. */
export interface AuthUser {
  userId: number;
  sessionId: string;
  userType: UserType;
  /** The role in the selected kindergarten, or the national role (MON, municipality, master). */
  role: Role | null;
  kindergartenId: number | null;
  periodId: number | null;
  /** MON and municipality users see aggregates over many kindergartens. */
  consolidation: boolean;
  access: AccessEntry[];
  scope: TenantScope;
}
