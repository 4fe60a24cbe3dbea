import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError } from '../../../platform/errors/domain-errors.js';

/** The storage belongs to one kindergarten: the selected one (a national user without one has none to keep). */
export function kindergartenOf(user: AuthUser): number {
  if (user.kindergartenId === null) throw new ForbiddenError('Изберете детска градина.');
  return user.kindergartenId;
}
