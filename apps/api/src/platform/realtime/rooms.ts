import type { Role } from '@kg/contracts';
import type { AuthUser } from '../auth/auth-user.js';

/** The rooms of the hub: who is addressed by a name. */
export const Rooms = {
  everyone: 'everyone',
  user: (userId: number): string => `user:${userId}`,
  session: (sessionId: string): string => `session:${sessionId}`,
  kindergarten: (kindergartenId: number): string => `kindergarten:${kindergartenId}`,
  kindergartenRole: (kindergartenId: number, role: Role): string => `kindergarten:${kindergartenId}:role:${role}`,
  role: (role: Role): string => `role:${role}`,
} as const;

/**
 * The rooms a signed-in user's socket joins: their own, their session's, everyone's, their role's and, for a
 * kindergarten member, the selected kindergarten's (switching kindergarten reloads the page, so the socket
 * reconnects and joins the new one).
 */
export function roomsOf(user: AuthUser): string[] {
  const rooms = [Rooms.everyone, Rooms.user(user.userId), Rooms.session(user.sessionId)];
  if (user.role !== null) rooms.push(Rooms.role(user.role));
  if (user.kindergartenId !== null) {
    rooms.push(Rooms.kindergarten(user.kindergartenId));
    if (user.role !== null) rooms.push(Rooms.kindergartenRole(user.kindergartenId, user.role));
  }
  return rooms;
}
