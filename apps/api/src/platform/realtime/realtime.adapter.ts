import { type INestApplication, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;
// @nestjs/platform-socket.io pins its own socket.io patch release: its types, not ours, describe the server it makes.
type IoServer = ReturnType<IoAdapter['createIOServer']>;
type IoServerOptions = Parameters<IoAdapter['createIOServer']>[1];

/** socket.io with its rooms shared through Redis pub/sub, so that any API process reaches every socket. */
class RedisIoAdapter extends IoAdapter {
  private readonly redisLogger = new Logger('RealtimeRedis');
  private clients: RedisClient[] = [];
  private adapterConstructor?: ReturnType<typeof createAdapter>;

  async connect(url: string): Promise<void> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    this.clients = [publisher, subscriber];
    for (const client of this.clients) {
      // node-redis retries on its own (also at boot, which waits for Redis): log an outage once, not every retry.
      let down = false;
      client.on('error', (error: unknown) => {
        if (!down) this.redisLogger.error(error);
        down = true;
      });
      client.on('ready', () => {
        if (down) this.redisLogger.log('Redis is back');
        down = false;
      });
    }
    await Promise.all(this.clients.map((client) => client.connect()));
    this.adapterConstructor = createAdapter(publisher, subscriber);
  }

  override createIOServer(port: number, options?: IoServerOptions): IoServer {
    const server = super.createIOServer(port, options);
    if (this.adapterConstructor) server.adapter(this.adapterConstructor as Parameters<IoServer['adapter']>[0]);
    return server;
  }

  override async dispose(): Promise<void> {
    await Promise.allSettled(this.clients.map((client) => client.quit()));
    this.clients = [];
  }
}

/** The socket.io adapter of the app: Redis-backed when `redisUrl` is set, in memory (one process) otherwise. */
export async function realtimeAdapter(app: INestApplication, redisUrl: string | null | undefined): Promise<IoAdapter> {
  if (!redisUrl) return new IoAdapter(app);
  const adapter = new RedisIoAdapter(app);
  await adapter.connect(redisUrl);
  return adapter;
}
