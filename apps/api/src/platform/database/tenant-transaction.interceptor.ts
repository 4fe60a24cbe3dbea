import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { Db } from './db.service.js';

/**
 * Every signed-in request runs in one transaction under its kindergarten's row-level security:
 * a write is all or nothing, and a query that forgets its `where` still sees only its tenant.
 */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  constructor(private readonly db: Db) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) return next.handle();
    return from(this.db.tenant(user.scope, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}
