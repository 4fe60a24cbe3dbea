import type { TestApp } from './harness.js';
import { JobsService } from '../src/platform/jobs/jobs.service.js';
import { RealtimeGateway } from '../src/platform/realtime/realtime.gateway.js';
import type { HubClient } from '../src/platform/realtime/test/realtime-client.js';

/**
 * "Nothing arrived" proven without sleeping: each helper waits for a marker that is sent after everything the test
 * is checking, so anything sent before it has arrived by the time it returns.
 */

const MARKER = 'kgTestMarker';
let markers = 0;

/**
 * Resolves once each socket has received a marker pushed to it now, straight from the hub (not held for a commit):
 * a socket receives its events in the order they were pushed, so every push made before this call has arrived.
 */
export async function hubDelivered(t: TestApp, ...sockets: HubClient[]): Promise<void> {
  const server = t.app.get(RealtimeGateway).server;
  if (!server) throw new Error('the realtime hub is not listening: listenOnLoopback(t.app) first');
  await Promise.all(
    sockets.map((socket) => {
      const client = socket as unknown as {
        on(event: string, listener: (id: number) => void): void;
        off(event: string, listener: (id: number) => void): void;
      };
      const id = ++markers;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          client.off(MARKER, listener);
          reject(new Error(`the marker did not reach socket ${socket.id} within 5 s`));
        }, 5000);
        function listener(received: number): void {
          if (received !== id) return;
          clearTimeout(timer);
          client.off(MARKER, listener);
          resolve();
        }
        client.on(MARKER, listener);
        (server.to(socket.id!) as unknown as { emit(event: string, id: number): void }).emit(MARKER, id);
      });
    }),
  );
}

/**
 * Runs the due background jobs until none is left (waiting for the worker's own round, when it polls): every mail a
 * job sends has been accepted by the mail catcher when this resolves.
 */
export async function drainJobs(t: TestApp, rounds = 50): Promise<void> {
  const jobs = t.app.get(JobsService);
  for (let round = 0; round < rounds; round += 1) {
    if ((await jobs.runDue()) === 0) return;
  }
  throw new Error(`background jobs still due after ${rounds} rounds`);
}
