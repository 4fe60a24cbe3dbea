import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { IncomingHttpHeaders } from 'node:http';
import { AuthContextLoader } from '../auth/auth-context.loader.js';
import type { TokenPayload } from '../auth/jwt.strategy.js';
import { NotSignedInError } from '../errors/domain-errors.js';
import type { RealtimeSocketData } from './realtime.types.js';

/** The part of a socket.io handshake that carries the token. */
export interface RealtimeHandshake {
  auth: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of a handshake: `auth.token` (what the web app sends), else the `Authorization: Bearer` header. */
export function tokenOf(handshake: RealtimeHandshake): string | null {
  const given = handshake.auth?.token;
  if (typeof given === 'string' && given) return BEARER.exec(given)?.[1] ?? given;
  const header = handshake.headers.authorization;
  return (typeof header === 'string' && BEARER.exec(header)?.[1]) || null;
}

/**
 * Checks a handshake the way AccessGuard checks a request: a valid HS256 token signed with the API's key, and
 * behind it a session that exists, is not revoked or expired, of an active user.
 */
@Injectable()
export class RealtimeAuthenticator {
  constructor(
    private readonly jwt: JwtService,
    private readonly loader: AuthContextLoader,
  ) {}

  async authenticate(handshake: RealtimeHandshake): Promise<RealtimeSocketData> {
    const token = tokenOf(handshake);
    if (!token) throw new NotSignedInError();
    let payload: TokenPayload & { exp?: number };
    try {
      payload = await this.jwt.verifyAsync<TokenPayload & { exp?: number }>(token, { algorithms: ['HS256'] });
    } catch {
      throw new NotSignedInError();
    }
    if (typeof payload.sid !== 'string') throw new NotSignedInError();
    const user = await this.loader.load(payload.sid);
    if (!user) throw new NotSignedInError();
    return { user, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY };
  }
}
