import { type RealtimeEvent, type RealtimePayload, realtimePayloadSchemas } from '@kg/contracts/realtime';
import { io } from 'socket.io-client';

/** A failed start is tried again after 1 s (spec 1 §4, §9); each further failure in a row waits twice as long. */
export const RETRY_DELAY_MS = 1000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** The part of a socket.io client socket the connection uses. */
export interface HubSocket {
  /** False once the server refused the handshake or closed the socket: socket.io will not reconnect by itself. */
  readonly active: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type HubSocketFactory = (token: string) => HubSocket;

/**
 * Same origin, `/socket.io`, WebSocket only: with two API replicas behind nginx, long-polling would need sticky
 * sessions. socket.io reconnects by itself after a dropped connection (from 1 s, at most 5 s apart).
 */
export const openHubSocket: HubSocketFactory = (token) =>
  io({
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
    auth: { token },
    reconnectionDelay: RETRY_DELAY_MS,
    reconnectionDelayMax: 5000,
  });

type Handler<E extends RealtimeEvent> = (payload: RealtimePayload<E>) => void;

export interface StartOptions {
  /** Called when the server refuses the token (signed out elsewhere, expired): the app may check the session. */
  onRefused?: () => void;
}

/** One connection to the realtime hub for the signed-in user, and the subscribers of its events. */
export class RealtimeConnection {
  private socket: HubSocket | null = null;
  private token: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private readonly handlers = new Map<RealtimeEvent, Set<Handler<never>>>();

  constructor(private readonly openSocket: HubSocketFactory = openHubSocket) {}

  /** Connects with `token`; a new token replaces the connection of the previous one. */
  start(token: string, options: StartOptions = {}): void {
    if (this.socket && this.token === token) return;
    this.stop();
    this.token = token;
    const socket = this.openSocket(token);
    this.socket = socket;
    socket.on('connect', () => {
      this.failures = 0;
    });
    socket.on('connect_error', () => {
      if (socket.active) return;
      options.onRefused?.();
      this.retry(socket);
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') this.retry(socket);
    });
    socket.onAny((event, payload) => this.dispatch(event, payload));
    socket.connect();
  }

  /** Disconnects (sign-out) and forgets a pending retry. */
  stop(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.disconnect();
    this.socket = null;
    this.token = null;
    this.failures = 0;
  }

  /** Calls `handler` with every valid payload of `event`; returns the function that stops it. */
  on<E extends RealtimeEvent>(event: E, handler: Handler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  private retry(socket: HubSocket): void {
    if (this.socket !== socket || this.retryTimer !== null) return;
    const delay = Math.min(RETRY_DELAY_MS * 2 ** this.failures, MAX_RETRY_DELAY_MS);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.socket === socket) socket.connect();
    }, delay);
  }

  private dispatch(event: string, payload: unknown): void {
    if (!Object.hasOwn(realtimePayloadSchemas, event)) return;
    const known = event as RealtimeEvent;
    const parsed = realtimePayloadSchemas[known].safeParse(payload);
    if (!parsed.success) return;
    for (const handler of this.handlers.get(known) ?? []) (handler as Handler<typeof known>)(parsed.data as never);
  }
}

/** The app's one connection: started and stopped by <RealtimeBridge />, listened to with useRealtimeEvent. */
export const realtime = new RealtimeConnection();
