import { Injectable } from '@nestjs/common';
import type { Role, UserType } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** How many of the latest sign-ins the sheet lists. */
export const SIGN_INS_LISTED = 10;

export interface AccountSheetProfileRow {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
  user_type: UserType;
  subscription_flags: number;
  created_at: Date;
  municipality: string | null;
}

export interface MembershipRow {
  name: string;
  role: Role;
  settlement: string;
  municipality: string;
  isSelected: boolean;
  since: Date;
}

export interface SchoolYearRow {
  name: string;
  fromDate: string;
  toDate: string;
}

export interface SignInRow {
  id: string;
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
  revoked: boolean;
  expired: boolean;
}

/** The statements of "Справка за профила": the user's own rows, memberships and sessions, in the request's transaction. */
@Injectable()
export class AccountSheetRepository {
  constructor(private readonly db: Db) {}

  profile(userId: number): Promise<AccountSheetProfileRow | undefined> {
    return this.db.sql.maybe<AccountSheetProfileRow>(
      `SELECT u.first_name, u.middle_name, u.last_name, u.email, u.phone, u.user_type, u.subscription_flags, u.created_at,
              mu.name AS municipality
         FROM users u LEFT JOIN municipalities mu ON mu.id = u.municipality_id
        WHERE u.id = $1`,
      [userId],
    );
  }

  /** The kindergarten_users_own policy shows all of the user's own memberships, whichever kindergarten is selected. */
  memberships(userId: number, selectedKindergartenId: number | null): Promise<MembershipRow[]> {
    return this.db.sql.many<MembershipRow>(
      `SELECT k.name, m.role, st.name AS settlement, mu.name AS municipality, (k.id = $2) AS "isSelected", m.created_at AS since
         FROM kindergarten_users m
         JOIN kindergartens k ON k.id = m.kindergarten_id
         JOIN settlements st ON st.id = k.settlement_id
         JOIN municipalities mu ON mu.id = st.municipality_id
        WHERE m.user_id = $1 AND m.is_active
        ORDER BY k.name COLLATE "bg-BG-x-icu"`,
      [userId, selectedKindergartenId],
    );
  }

  schoolYear(periodId: number | null): Promise<SchoolYearRow | undefined> {
    return this.db.sql.maybe<SchoolYearRow>(
      `SELECT name, to_char(from_date, 'YYYY-MM-DD') AS "fromDate", to_char(to_date, 'YYYY-MM-DD') AS "toDate"
         FROM kindergarten_periods WHERE id = $1`,
      [periodId],
    );
  }

  /** The latest SIGN_INS_LISTED sign-ins, newest first. */
  signIns(userId: number): Promise<SignInRow[]> {
    return this.db.sql.many<SignInRow>(
      `SELECT id, created_at, ip, user_agent, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
         FROM auth_sessions WHERE user_id = $1
        ORDER BY created_at DESC LIMIT ${SIGN_INS_LISTED}`,
      [userId],
    );
  }
}
