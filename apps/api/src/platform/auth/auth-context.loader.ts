import { Injectable } from '@nestjs/common';
import { accessFromGrants, defaultAccess, type AccessEntry, type Grant, Role, UserType } from '@kg/contracts';
import { Db } from '../database/db.service.js';
import type { AuthUser } from './auth-user.js';

interface SessionRow {
  user_id: number;
  user_type: UserType;
  national_role: Role | null;
  kindergarten_id: number | null;
  role: Role | null;
  period_id: number | null;
  municipal_kindergartens: number[] | null;
  /** The membership's stored access (docs/users.md), null until first computed. */
  access: AccessEntry[] | null;
  /** The grants of the role's built-in group, used while the stored access is null. */
  role_grants: Grant[] | null;
}

const accessByRole = new Map<Role, AccessEntry[]>();
function accessOf(role: Role | null): AccessEntry[] {
  if (role === null) return [];
  let access = accessByRole.get(role);
  if (!access) {
    access = defaultAccess(role);
    accessByRole.set(role, access);
  }
  return access;
}

/** The signed-in user of a session: run on every signed-in request, so it is a prepared statement. */
export const SESSION_LOOKUP_SQL = `SELECT u.id AS user_id, u.user_type, u.national_role, m.kindergarten_id, m.role, m.access,
              CASE WHEN m.access IS NULL THEN rg.grants END AS role_grants,
              coalesce(m.selected_period_id,
                       (SELECT p.id FROM kindergarten_periods p WHERE p.kindergarten_id = m.kindergarten_id AND p.is_active)) AS period_id,
              CASE WHEN u.national_role = ${Role.Municipality} THEN
                (SELECT coalesce(array_agg(k.id), '{}') FROM kindergartens k JOIN settlements st ON st.id = k.settlement_id
                  WHERE st.municipality_id = u.municipality_id) END AS municipal_kindergartens
         FROM auth_sessions s
         JOIN users u ON u.id = s.user_id AND u.is_active
         LEFT JOIN kindergarten_users m ON m.user_id = u.id AND m.kindergarten_id = u.selected_kindergarten_id AND m.is_active
         LEFT JOIN user_groups rg ON rg.kindergarten_id = m.kindergarten_id AND rg.role = m.role
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;

/**
 * Loads the signed-in user of a session in one query; null when the session is gone, revoked or expired. The access is
 * the membership's stored access, else its role's built-in group, else the role's default (docs/users.md), so a
 * change of grants or memberships takes effect at the user's next request.
 */
@Injectable()
export class AuthContextLoader {
  constructor(private readonly db: Db) {}

  async load(sessionId: string, requestId?: string): Promise<AuthUser | null> {
    const rows = await this.db.preparedAsOwner<SessionRow>('auth-session-lookup', SESSION_LOOKUP_SQL, [sessionId]);
    const row = rows[0];
    if (!row) return null;
    const role = row.national_role ?? row.role;
    const kindergartenId = row.national_role ? null : row.kindergarten_id;
    return {
      userId: row.user_id,
      sessionId,
      userType: row.user_type,
      role,
      kindergartenId,
      periodId: row.national_role ? null : row.period_id,
      consolidation: role === Role.MON || role === Role.Municipality,
      access: row.national_role
        ? accessOf(role)
        : (row.access ?? (row.role_grants ? accessFromGrants([row.role_grants]) : accessOf(role))),
      scope: {
        userId: row.user_id,
        kindergartenId,
        readableKindergartenIds: row.municipal_kindergartens ?? [],
        readAll: role === Role.MON,
        allKindergartens: role === Role.Master,
        requestId,
      },
    };
  }
}
