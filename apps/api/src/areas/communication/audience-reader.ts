import { allows, type Permission, type Resource } from '@kg/contracts';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AudienceService } from './audience.service.js';

/**
 * A reader of items read through their audience (calendar events, notices; docs/communication.md): the author always
 * sees their own, a manager of the resource (all-groups read and update, the director by default) sees every item
 * of the kindergarten, anybody else what the item's audience reaches today.
 */
export interface AudienceReader {
  userId: number;
  isStaff: boolean;
  classIds: number[];
  manages: boolean;
}

/**
 * A manager of a communication resource: all-groups read and update on it (the director and an administrator by
 * default; teachers' grants are own-groups). A manager sees every item of the kindergarten and may change or delete
 * any; everyone else their own items and what reaches them.
 */
export function managesAll(user: AuthUser, resource: Resource): boolean {
  const entry = user.access.find((candidate) => candidate.resource === resource);
  return Boolean(entry?.canView && entry.canEdit);
}

export async function audienceReader(audience: AudienceService, user: AuthUser, resource: Resource): Promise<AudienceReader> {
  return { ...(await audience.viewer(user)), manages: managesAll(user, resource) };
}

/** May the reader change or delete an item: the author with the permission, or a manager with it. */
export function readerMay(
  user: AuthUser,
  reader: AudienceReader,
  resource: Resource,
  permission: Permission,
  authorId: number,
): boolean {
  return allows(user.access, resource, permission) && (reader.manages || authorId === reader.userId);
}
