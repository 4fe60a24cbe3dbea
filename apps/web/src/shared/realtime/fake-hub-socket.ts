import type { HubSocket } from './realtime-connection';

type Listener = (...args: never[]) => void;

/** A stand-in for socket.io's client socket: tests play the server's side by calling its methods. */
export class FakeHubSocket implements HubSocket {
  active = true;
  connects = 0;
  disconnects = 0;
  private readonly listeners = new Map<string, Listener[]>();
  private anyListeners: ((event: string, ...args: unknown[]) => void)[] = [];

  constructor(readonly token: string) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }
  connect(): this {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect(): this {
    this.disconnects += 1;
    this.active = false;
    return this;
  }

  /** The server accepted the handshake. */
  accept(): void {
    this.fire('connect');
  }
  /** The server refused the handshake (its middleware called next(error)). */
  refuse(message = 'Необходимо е да влезете в системата.'): void {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
  /** The server could not be reached: socket.io stays active and tries again by itself. */
  failToReach(): void {
    this.fire('connect_error', new Error('websocket error'));
  }
  /** The server closed the socket. */
  closeByServer(): void {
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }
  push(event: string, payload: unknown): void {
    for (const listener of this.anyListeners) listener(event, payload);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

/** A socket factory that keeps every socket it made. */
export function fakeSockets() {
  const made: FakeHubSocket[] = [];
  const open = (token: string): FakeHubSocket => {
    const socket = new FakeHubSocket(token);
    made.push(socket);
    return socket;
  };
  return { made, open, last: (): FakeHubSocket => made[made.length - 1]! };
}
