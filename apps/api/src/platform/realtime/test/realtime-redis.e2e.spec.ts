import { type ChildProcess, spawn } from 'node:child_process';
import { RealtimeEvent, Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { freePortOnLoopback } from '../../../../test/ports.js';
import { createApp } from '../../../main.js';
import { configFromEnv } from '../../config/config.js';
import { RealtimeService } from '../realtime.service.js';
import { connectToHub, disconnection, type HubClient, listenOnLoopback, nextEvent } from './realtime-client.js';

/** `redis-server` on a free loopback port, in memory only (tools/test.mjs installs Debian's package). */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePortOnLoopback();
  const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';
  const server: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/Ready to accept connections/i.test(output)) resolve();
    };
    server.stdout!.on('data', onData);
    server.once('error', (error) =>
      reject(new Error(`${binary} could not start (${error.message}); install it: apt-get install -y redis-server`)),
    );
    server.once('exit', (code) => reject(new Error(`${binary} exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

describe('realtime hub across API processes (Redis)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createApp>>;
  let secondUrl: string;
  const open: HubClient[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    first = await startTestApp({ redisUrl: redis.url });
    await listenOnLoopback(first.app);
    // A second process of the API: the same database and Redis, its own HTTP server and sockets.
    second = await createApp(
      configFromEnv({
        databaseUrl: first.databaseUrl,
        jwtSecret: 'test-secret',
        logLevel: 'silent',
        smtpUrl: null,
        redisUrl: redis.url,
      }),
    );
    secondUrl = await listenOnLoopback(second);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  /** Connects to the second app and waits until the first one sees the socket through Redis. */
  async function connectToSecond(token: string, userId: number): Promise<HubClient> {
    const socket = await connectToHub(secondUrl, { token });
    open.push(socket);
    const hub = first.app.get(RealtimeService);
    for (let attempt = 0; (await hub.connectionsOf(userId)) < 1; attempt += 1) {
      if (attempt > 50) throw new Error('the first app never saw the socket of the second');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return socket;
  }

  it('an event emitted by one app reaches a client connected to the other', async () => {
    const { user, token, kindergartenId } = await aSignedInMember(first, Role.Director);
    const socket = await connectToSecond(token, user.id);

    const toUser = nextEvent(socket, RealtimeEvent.ReceiveMessage);
    first.app.get(RealtimeService).toUsers([user.id], RealtimeEvent.ReceiveMessage, { id: 1, title: 'Здравейте', content: '' });
    expect(await toUser).toEqual({ id: 1, title: 'Здравейте', content: '' });

    const toKindergarten = nextEvent(socket, RealtimeEvent.ReceivePoll);
    first.app
      .get(RealtimeService)
      .toKindergarten(kindergartenId, RealtimeEvent.ReceivePoll, { id: 2, title: 'Анкета', content: '' });
    expect((await toKindergarten).id).toBe(2);
  });

  it('signing out through one app closes the session’s socket on the other', async () => {
    const { user, token, auth } = await aSignedInMember(first, Role.Teacher);
    const socket = await connectToSecond(token, user.id);
    const closed = disconnection(socket);
    await request(first.http).post('/api/auth/logout').set(auth).expect(204);
    expect(await closed).toBe('io server disconnect');
  });
});
