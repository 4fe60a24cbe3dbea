import { Injectable } from '@nestjs/common';
import type { RealtimeEvent, RealtimePayload, Role } from '@kg/contracts';
import { Db } from '../database/db.service.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { Rooms } from './rooms.js';
import type { RealtimeAudience, RealtimeRelay } from './realtime.types.js';

/**
 * How areas push to the signed-in users' browsers. Every method addresses rooms, so with REDIS_URL set it
 * reaches the sockets of every API process. Fire and forget: a user who is not connected simply misses the push
 * (the lists and badges load fresh on the next page). Called during a request, a push is sent after the commit.
 */
@Injectable()
export class RealtimeService {
  private readonly relays: RealtimeRelay[] = [];

  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly db: Db,
  ) {}

  /** To these users, on every device they are signed in on. */
  toUsers<E extends RealtimeEvent>(userIds: readonly number[], event: E, payload: RealtimePayload<E>): void {
    this.emit(userIds.map(Rooms.user), event, payload, { kind: 'users', userIds });
  }

  /** To the members of a kindergarten who have it selected; with `roles`, only to members in those roles. */
  toKindergarten<E extends RealtimeEvent>(
    kindergartenId: number,
    event: E,
    payload: RealtimePayload<E>,
    options: { roles?: readonly Role[] } = {},
  ): void {
    const rooms = options.roles
      ? options.roles.map((role) => Rooms.kindergartenRole(kindergartenId, role))
      : [Rooms.kindergarten(kindergartenId)];
    this.emit(rooms, event, payload, { kind: 'kindergarten', kindergartenId, roles: options.roles });
  }

  /** To everyone acting in one of these roles, in any kindergarten (e.g. all directors), or nationally. */
  toRoles<E extends RealtimeEvent>(roles: readonly Role[], event: E, payload: RealtimePayload<E>): void {
    this.emit(roles.map(Rooms.role), event, payload, { kind: 'roles', roles });
  }

  /** To every signed-in user. */
  toEveryone<E extends RealtimeEvent>(event: E, payload: RealtimePayload<E>): void {
    this.emit([Rooms.everyone], event, payload, { kind: 'everyone' });
  }

  /** Another channel to the same audience (Web Push): told of every event after the commit. */
  addRelay(relay: RealtimeRelay): void {
    this.relays.push(relay);
  }

  /** Closes the sockets of a session (sign-out). */
  disconnectSession(sessionId: string): void {
    this.gateway.server?.in(Rooms.session(sessionId)).disconnectSockets(true);
  }

  /** Closes every socket of a user (deactivated account). */
  disconnectUser(userId: number): void {
    this.gateway.server?.in(Rooms.user(userId)).disconnectSockets(true);
  }

  /** How many sockets a user has open, across the API processes. */
  async connectionsOf(userId: number): Promise<number> {
    return (await this.gateway.server?.in(Rooms.user(userId)).fetchSockets())?.length ?? 0;
  }

  private emit<E extends RealtimeEvent>(
    rooms: string[],
    event: E,
    payload: RealtimePayload<E>,
    audience: RealtimeAudience,
  ): void {
    // socket.io reads "no rooms" as "everyone": an empty audience must send nothing.
    if (!rooms.length) return;
    // Inside a request, the push waits for its transaction to commit: a rolled-back change announces nothing.
    this.db.afterCommit(() => {
      for (const relay of this.relays) relay.relay(audience, event, payload);
      const server = this.gateway.server;
      if (!server) return;
      const emitter = server.to(rooms) as unknown as { emit(event: E, payload: RealtimePayload<E>): boolean };
      emitter.emit(event, payload);
    });
  }
}
