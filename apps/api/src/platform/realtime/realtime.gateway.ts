import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { DomainError, NotSignedInError } from '../errors/domain-errors.js';
import { RealtimeAuthenticator } from './realtime-authenticator.js';
import type { RealtimeServer, RealtimeSocket } from './realtime.types.js';
import { roomsOf } from './rooms.js';

/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The realtime hub at /socket.io on the API's own HTTP server. It only authenticates and places sockets in
 * rooms; areas push through RealtimeService.
 */
@WebSocketGateway({ serveClient: false })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server?: RealtimeServer;

  constructor(private readonly authenticator: RealtimeAuthenticator) {}

  afterInit(server: RealtimeServer): void {
    // A refused handshake never becomes a connection: the client gets `connect_error` with the message.
    server.use((socket, next) => {
      this.authenticator.authenticate(socket.handshake).then(
        (data) => {
          socket.data = data;
          next();
        },
        (error: unknown) => {
          if (!(error instanceof DomainError)) this.logger.error(error);
          const refusal = error instanceof DomainError ? error : new NotSignedInError();
          next(Object.assign(new Error(refusal.message), { data: { status: refusal.status } }));
        },
      );
    });
  }

  handleConnection(socket: RealtimeSocket): void {
    void socket.join(roomsOf(socket.data.user));
    // A socket does not outlive its sign-in.
    const remaining = socket.data.expiresAt - Date.now();
    if (remaining <= LONGEST_TIMER_MS) {
      const timer = setTimeout(() => socket.disconnect(true), Math.max(remaining, 0));
      socket.once('disconnect', () => clearTimeout(timer));
    }
  }
}
