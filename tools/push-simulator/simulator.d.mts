// Types of simulator.mjs (the local Web Push service) for the TypeScript that imports it: the API tests.
export interface SimulatedSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
export interface ReceivedPush {
  subscriptionId: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  vapid: { sub: string; aud: string; exp: number; publicKey: string };
}
export interface PushSimulator {
  url: string;
  received: ReceivedPush[];
  refused: string[];
  subscribe(): SimulatedSubscription;
  expire(id: string): void;
  waitForPush(test: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  stop(): Promise<void>;
}
export const PUSH_SIMULATOR_CA_FILE: string;
export function startPushSimulator(options?: { port?: number; host?: string }): Promise<PushSimulator>;
export function decryptPush(body: Buffer, keys: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }): Buffer;
export function verifyVapid(
  header: string | undefined,
  audience: string,
  now?: number,
): { sub: string; aud: string; exp: number; publicKey: string };
