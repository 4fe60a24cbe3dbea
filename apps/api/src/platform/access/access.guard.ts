import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { allows, type Permission, type Resource, type RouteAccess, type RoutePermission } from '@kg/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { ForbiddenError, NotSignedInError } from '../errors/domain-errors.js';
import { ACCESS_RULE } from './access.decorators.js';

function allowsRoute(user: AuthUser, resource: Resource, permission: RoutePermission): boolean {
  if (permission === 'save') return allows(user.access, resource, 'create') || allows(user.access, resource, 'update');
  return allows(user.access, resource, permission);
}

/** For services: the operation a call turned out to be (create or update of a `save`) must be allowed too. */
export function assertAllowed(user: AuthUser, resource: Resource, permission: Permission): void {
  if (!allows(user.access, resource, permission)) throw new ForbiddenError();
}

/**
 * The one guard of every route: public routes pass; the others need a valid, unrevoked token
 * (401) and, where declared, the permission on the resource in the selected kindergarten (403).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no access rule`);
    if (rule.kind === 'public') return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (rule.kind === 'resource' && !allowsRoute(user, rule.resource, rule.permission)) throw new ForbiddenError();
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw new NotSignedInError();
    return user;
  }
}
