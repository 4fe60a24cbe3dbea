import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Db } from '../../../platform/database/db.service.js';
import { sqlOf } from '../../../platform/database/sql.js';
import { AuthSessionEntity } from '../entities/auth-session.entity.js';
import { SWEEP_OLD_SESSIONS_SQL } from './login.sql.js';

/** A new sign-in. */
export interface NewSession {
  id: string;
  userId: number;
  expiresAt: Date;
  ip: string;
  userAgent: string | null;
}

/** The statements of the sign-ins (auth_sessions): in the request's transaction, or in `manager`'s when given. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  create(manager: EntityManager, session: NewSession): Promise<AuthSessionEntity> {
    return manager.getRepository(AuthSessionEntity).save(session);
  }

  /** Forgets the user's sign-ins that ended more than 30 days ago. */
  async sweepOld(manager: EntityManager, userId: number): Promise<void> {
    await sqlOf(manager).exec(SWEEP_OLD_SESSIONS_SQL, [userId]);
  }

  /** Ends one sign-in: its token answers 401 from now on. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.sql.exec(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  /** Ends every sign-in of the user. */
  async revokeAll(manager: EntityManager, userId: number): Promise<void> {
    await sqlOf(manager).exec(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }

  /** Ends every sign-in of the user but `keepSessionId`. */
  async revokeOthers(userId: number, keepSessionId: string): Promise<void> {
    await this.db.sql.exec(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      userId,
      keepSessionId,
    ]);
  }
}
