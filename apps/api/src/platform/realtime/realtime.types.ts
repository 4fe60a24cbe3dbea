import type { RealtimeEvent, RealtimePayload, Role, ServerToClientEvents } from '@kg/contracts';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-user.js';

/** What the hub keeps on a socket once its handshake passed. */
export interface RealtimeSocketData {
  user: AuthUser;
  /** When the sign-in ends (ms since the epoch): the socket is closed then. */
  expiresAt: number;
}

/** The web app sends nothing to the hub: it only listens. */
export type ClientToServerEvents = Record<string, never>;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, RealtimeSocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, RealtimeSocketData>;

/** Who an event was addressed to, in the terms the areas used (RealtimeService's methods). */
export type RealtimeAudience =
  | { kind: 'users'; userIds: readonly number[] }
  | { kind: 'kindergarten'; kindergartenId: number; roles?: readonly Role[] }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'everyone' };

/**
 * Hears every event the hub sends, after the commit, with its audience: another channel to the same people (Web Push,
 * apps/api/src/areas/push) registers itself with `RealtimeService.addRelay`. It must not throw or wait.
 */
export interface RealtimeRelay {
  relay<E extends RealtimeEvent>(audience: RealtimeAudience, event: E, payload: RealtimePayload<E>): void;
}
