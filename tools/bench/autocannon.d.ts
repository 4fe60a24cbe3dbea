// The part of autocannon 8 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Called before each request of the connection; returns the request to send. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
    }
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds. */
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      mismatches: number;
      requests: Histogram;
      latency: Histogram;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
      on(event: 'reqError', listener: (error: Error) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
