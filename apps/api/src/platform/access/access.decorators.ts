import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * The metadata key of who may call a route (`RouteAccess`): declared in its contract (libs/contracts route tables:
 * `publicAccess`, `signedInAccess`, `resourceAccess(resource, permission)`) and put on the handler by `@Route`
 * (platform/routes). `save` is the create-or-edit call of a resource: the route lets in whoever may create or update,
 * and the service resolves which one applies with `assertSaveAllowed` (platform/access/reach.ts).
 */
export const ACCESS_RULE = 'kg:access-rule';

/** The signed-in user of the request. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
