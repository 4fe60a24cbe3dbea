import type { ServerToClientEvents } from '@kg/contracts';
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
