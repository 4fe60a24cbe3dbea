import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { Db } from './db.service.js';

const OWN_TENANT_TRANSACTION = 'kg:ownTenantTransaction';

/**
 * Marks a handler that opens its tenant transaction itself with `Db.tenant(user.scope, …)`, and only when it needs
 * one: the versioned cache (platform/cache) answers an unchanged answer without a transaction.
 */
export const OwnTenantTransaction = (): MethodDecorator => SetMetadata(OWN_TENANT_TRANSACTION, true);

/**
 * Every signed-in request runs in one transaction under its kindergarten's row-level security:
 * a write is all or nothing, and a query that forgets its `where` still sees only its tenant.
 */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  constructor(
    private readonly db: Db,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user || this.reflector.get<boolean>(OWN_TENANT_TRANSACTION, context.getHandler())) return next.handle();
    return from(this.db.tenant(user.scope, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}
