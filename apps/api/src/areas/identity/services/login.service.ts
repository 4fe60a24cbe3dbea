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
import { type LoginCandidate, LoginRepository } from '../data/login.repository.js';
import { SessionsRepository } from '../data/sessions.repository.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { verifyPassword } from './passwords.js';

export const WRONG_CREDENTIALS = 'Грешно потребителско име или парола.';
export const INACTIVE_ACCOUNT = 'Профилът ви не е активен. Свържете се с детската градина.';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

@Injectable()
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
    private readonly accounts: LoginRepository,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  async login(request: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
    const identifier = normalizeIdentifier(request);
    const candidate = await this.db.system(async (manager) => {
      await this.throttle.assertAllowed(manager, identifier, client.ip);
      return this.findCandidate(manager, request.identifierType, identifier);
    });
    const passwordMatches = await verifyPassword(candidate?.password_hash, request.password);
    if (!candidate || !passwordMatches) {
      await this.db.system((manager) => this.throttle.recordFailure(manager, identifier, client.ip));
      throw new NotSignedInError(WRONG_CREDENTIALS);
    }
    if (!candidate.is_active) throw new NotSignedInError(INACTIVE_ACCOUNT);

    const session = await this.db.system(async (manager) => {
      await this.throttle.clear(manager, identifier, client.ip);
      await this.accounts.selectAKindergartenIfNone(manager, candidate.id);
      await this.sessions.sweepOld(manager, candidate.id);
      return this.sessions.create(manager, {
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

  async logout(sessionId: string): Promise<undefined> {
    await this.sessions.revoke(sessionId);
    this.realtime.disconnectSession(sessionId);
    return undefined;
  }

  private async findCandidate(
    manager: EntityManager,
    type: LoginIdentifierType,
    identifier: string,
  ): Promise<LoginCandidate | undefined> {
    const rows = await this.accounts.candidates(manager, type, identifier);
    // A phone or an identification number shared by two accounts identifies neither.
    return rows.length === 1 ? rows[0] : undefined;
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
