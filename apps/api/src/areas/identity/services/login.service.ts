import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LoginIdentifierType, type LoginRequest, type LoginResponse, normalizePhone } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { Db } from '../../../platform/database/db.service.js';
import { NotSignedInError } from '../../../platform/errors/domain-errors.js';
import type { TokenPayload } from '../../../platform/auth/jwt.strategy.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { AuthSessionEntity } from '../entities/auth-session.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { verifyPassword } from './passwords.js';

export const WRONG_CREDENTIALS = 'Грешно потребителско име или парола.';
export const INACTIVE_ACCOUNT = 'Профилът ви не е активен. Свържете се с детската градина.';

const candidateBy = (condition: string): string =>
  `SELECT id, password_hash, is_active FROM users WHERE ${condition} ORDER BY id LIMIT 2`;

/** The account an identifier names, per identifier type (the statements are exported for the benchmark). */
export const CANDIDATE_SQL: Record<LoginIdentifierType, string> = {
  [LoginIdentifierType.Email]: candidateBy('lower(email) = $1'),
  [LoginIdentifierType.IdentificationNumber]: candidateBy('identification_number = $1'),
  [LoginIdentifierType.PhoneNumber]: candidateBy('phone = $1'),
};

export const SELECT_KINDERGARTEN_IF_NONE_SQL = `UPDATE users u SET selected_kindergarten_id = (
    SELECT m.kindergarten_id FROM kindergarten_users m WHERE m.user_id = u.id AND m.is_active ORDER BY m.id LIMIT 1)
  WHERE u.id = $1 AND u.national_role IS NULL AND NOT EXISTS (
    SELECT 1 FROM kindergarten_users m WHERE m.user_id = u.id AND m.kindergarten_id = u.selected_kindergarten_id AND m.is_active)`;

export const SWEEP_OLD_SESSIONS_SQL = `DELETE FROM auth_sessions WHERE user_id = $1 AND expires_at < now() - interval '30 days'`;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

interface Candidate {
  id: number;
  password_hash: string | null;
  is_active: boolean;
}

@Injectable()
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  async login(request: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
    const identifier = normalizeIdentifier(request);
    const candidate = await this.db.system(async (manager) => {
      await this.throttle.assertAllowed(manager, identifier, client.ip);
      return findCandidate(manager, request.identifierType, identifier);
    });
    const passwordMatches = await verifyPassword(candidate?.password_hash, request.password);
    if (!candidate || !passwordMatches) {
      await this.db.system((manager) => this.throttle.recordFailure(manager, identifier, client.ip));
      throw new NotSignedInError(WRONG_CREDENTIALS);
    }
    if (!candidate.is_active) throw new NotSignedInError(INACTIVE_ACCOUNT);

    const session = await this.db.system(async (manager) => {
      await this.throttle.clear(manager, identifier, client.ip);
      await selectAKindergartenIfNone(manager, candidate.id);
      await manager.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND expires_at < now() - interval '30 days'`, [
        candidate.id,
      ]);
      return manager.getRepository(AuthSessionEntity).save({
        id: randomUUID(),
        userId: candidate.id,
        expiresAt: new Date(Date.now() + this.config.sessionTtlSeconds * 1000),
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      });
    });
    const payload: TokenPayload = { sub: candidate.id, sid: session.id };
    const token = await this.jwt.signAsync(payload, { expiresIn: this.config.sessionTtlSeconds });
    return { token };
  }

  async logout(sessionId: string): Promise<void> {
    await this.db.manager.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
    this.realtime.disconnectSession(sessionId);
  }
}

function normalizeIdentifier(request: LoginRequest): string {
  const value = request.identifier.trim();
  switch (request.identifierType) {
    case LoginIdentifierType.Email:
      return value.toLowerCase();
    case LoginIdentifierType.PhoneNumber:
      return normalizePhone(value);
    default:
      return value;
  }
}

async function findCandidate(
  manager: EntityManager,
  type: LoginIdentifierType,
  identifier: string,
): Promise<Candidate | undefined> {
  const rows: Candidate[] = await manager.query(CANDIDATE_SQL[type], [identifier]);
  // A phone or an identification number shared by two accounts identifies neither.
  return rows.length === 1 ? rows[0] : undefined;
}

/** A kindergarten member always acts in one of their kindergartens: the first, until they switch. */
async function selectAKindergartenIfNone(manager: EntityManager, userId: number): Promise<void> {
  await manager.query(SELECT_KINDERGARTEN_IF_NONE_SQL, [userId]);
}
