import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Permission, Resource } from '@kg/contracts';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * `save` is the create-or-edit call of a resource (POST with an optional `id`): the route lets in whoever may create
 * or update, and the service checks the one that applies with `assertAllowed`.
 */
export type RoutePermission = Permission | 'save';

export type AccessRule =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'resource'; resource: Resource; permission: RoutePermission };

export const ACCESS_RULE = 'kg:access-rule';

/** Anyone may call this route, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user may call this route; the service checks what they may see. */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'signed-in' } satisfies AccessRule);

/** A signed-in user with `permission` on `resource` in the selected kindergarten may call this route. */
export const Access = (resource: Resource, permission: RoutePermission): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ACCESS_RULE, { kind: 'resource', resource, permission } satisfies AccessRule));

/** The signed-in user of the request. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
