import { type DynamicModule, Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from './access/access.guard.js';
import { AuthContextLoader } from './auth/auth-context.loader.js';
import { JwtStrategy, jwtKey } from './auth/jwt.strategy.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { DatabaseModule } from './database/database.module.js';
import { TenantTransactionInterceptor } from './database/tenant-transaction.interceptor.js';
import { ErrorFilter } from './errors/error.filter.js';
import { JobsService } from './jobs/jobs.service.js';
import { MailService } from './mail/mail.service.js';
import { OpenApiController } from './openapi/openapi.controller.js';
import { RealtimeAuthenticator } from './realtime/realtime-authenticator.js';
import { RealtimeGateway } from './realtime/realtime.gateway.js';
import { RealtimeService } from './realtime/realtime.service.js';
import { RouteCatalog } from './openapi/route-catalog.js';
import { ValidationInterceptor } from './validation/validation.interceptor.js';

/** The shared kit every area uses: configuration, database and tenancy, sign-in, access, validation, errors, mail. */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap {
  constructor(private readonly catalog: RouteCatalog) {}

  static forRoot(config: AppConfig): DynamicModule {
    const configProvider = { provide: APP_CONFIG, useValue: config };
    return {
      module: PlatformModule,
      imports: [
        { module: ConfigHolder, providers: [configProvider], exports: [configProvider], global: true },
        DatabaseModule,
        DiscoveryModule,
        PassportModule,
        JwtModule.register({ secret: jwtKey(config.jwtSecret) as never, signOptions: { algorithm: 'HS256' } }),
      ],
      controllers: [OpenApiController],
      providers: [
        AuthContextLoader,
        JwtStrategy,
        JobsService,
        MailService,
        RouteCatalog,
        RealtimeAuthenticator,
        RealtimeGateway,
        RealtimeService,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: ValidationInterceptor },
        { provide: APP_INTERCEPTOR, useClass: TenantTransactionInterceptor },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
      exports: [MailService, JobsService, JwtModule, RouteCatalog, AuthContextLoader, RealtimeService],
    };
  }

  /** Refuses to start with a route that declares no access rule: nothing is reachable by accident. */
  onApplicationBootstrap(): void {
    const problems = this.catalog.undeclared();
    if (problems.length) throw new Error(`Routes without declarations:\n${problems.join('\n')}`);
  }
}

@Module({})
class ConfigHolder {}
