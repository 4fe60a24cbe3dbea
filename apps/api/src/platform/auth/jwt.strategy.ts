import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AuthContextLoader } from './auth-context.loader.js';
import type { AuthUser } from './auth-user.js';

export interface TokenPayload {
  sub: number;
  sid: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly loader: AuthContextLoader,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(request: FastifyRequest, payload: TokenPayload): Promise<AuthUser | false> {
    if (typeof payload.sid !== 'string') return false;
    return (await this.loader.load(payload.sid, String(request.id))) ?? false;
  }
}
