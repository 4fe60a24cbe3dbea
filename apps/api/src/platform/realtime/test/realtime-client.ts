import type { RealtimeEvent, RealtimePayload, ServerToClientEvents } from '@kg/contracts';
import { io, type Socket } from 'socket.io-client';

export type HubClient = Socket<ServerToClientEvents, Record<string, never>>;

/** The base URL of an app listening on a loopback port. */
export async function listenOnLoopback(app: { listen(port: number, host: string): Promise<unknown>; getUrl(): Promise<string> }) {
  await app.listen(0, '127.0.0.1');
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}

interface ConnectOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** A socket.io client connected to the hub; rejects with the server's refusal. */
export function connectToHub(url: string, options: ConnectOptions = {}): Promise<HubClient> {
  const socket: HubClient = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.token === undefined ? {} : { token: options.token },
    extraHeaders: options.headers,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Records every payload of `event` a socket receives. */
export function recorder<E extends RealtimeEvent>(socket: HubClient, event: E): RealtimePayload<E>[] {
  const received: RealtimePayload<E>[] = [];
  (socket as unknown as { on(event: string, listener: (payload: RealtimePayload<E>) => void): void }).on(event, (payload) =>
    received.push(payload),
  );
  return received;
}

/** Resolves with the next payload of `event`, or rejects after `ms`. */
export function nextEvent<E extends RealtimeEvent>(socket: HubClient, event: E, ms = 5000): Promise<RealtimePayload<E>> {
  const target = socket as unknown as {
    once(event: string, listener: (payload: RealtimePayload<E>) => void): void;
    off(event: string, listener: (payload: RealtimePayload<E>) => void): void;
  };
  return new Promise((resolve, reject) => {
    const listener = (payload: RealtimePayload<E>): void => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      target.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    target.once(event, listener);
  });
}

/** Resolves with the reason when the socket is closed, or rejects after `ms`. */
export function disconnection(socket: HubClient, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
