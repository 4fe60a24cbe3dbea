import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';

export type JobHandler<P> = (payload: P) => Promise<void>;

export interface EnqueueOptions {
  /** The transaction to write the job in; by default the request's, so the job exists only if the change commits. */
  manager?: EntityManager;
  runAt?: Date;
  maxAttempts?: number;
}

interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** How long a claimed job is reserved for the worker that claimed it; after that another may take it over. */
const LEASE_SECONDS = 300;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … up to 1 hour. */
export const retryDelaySeconds = (attempts: number): number => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Background work in PostgreSQL: areas register a handler per queue and enqueue jobs in their transaction; every
 * API process polls, claims due jobs with SKIP LOCKED (so replicas share the work without doing it twice), runs
 * them, deletes them on success and retries them with backoff on failure, until `max_attempts`.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler<never>>();
  private timer?: NodeJS.Timeout;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register<P>(queue: string, handler: JobHandler<P>): void {
    if (this.handlers.has(queue)) throw new Error(`Job queue ${queue} has a handler already`);
    this.handlers.set(queue, handler as JobHandler<never>);
  }

  async enqueue<P>(queue: string, payload: P, options: EnqueueOptions = {}): Promise<void> {
    const manager = options.manager ?? this.db.manager;
    await manager.query(`INSERT INTO jobs (queue, payload, run_at, max_attempts) VALUES ($1, $2, $3, $4)`, [
      queue,
      JSON.stringify(payload),
      options.runAt ?? new Date(),
      options.maxAttempts ?? 8,
    ]);
  }

  /** Claims and runs the due jobs once; answers how many ran. The worker calls it; tests may too. */
  runDue(limit = 20): Promise<number> {
    this.running = this.running.then(() => this.claimAndRun(limit));
    return this.running;
  }

  onApplicationBootstrap(): void {
    if (this.config.jobsPollMs <= 0) return;
    this.timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.logger.error(`Job polling failed: ${String(error)}`));
    }, this.config.jobsPollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running.catch(() => 0);
  }

  private async claimAndRun(limit: number): Promise<number> {
    const queues = [...this.handlers.keys()];
    if (!queues.length) return 0;
    const [jobs]: [ClaimedJob[], number] = await this.db.dataSource.query(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $3)
        WHERE id IN (SELECT id FROM jobs
                      WHERE failed_at IS NULL AND run_at <= now() AND queue = ANY($1)
                        AND (locked_until IS NULL OR locked_until < now())
                      ORDER BY run_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, queue, payload, attempts, max_attempts`,
      [queues, limit, LEASE_SECONDS],
    );
    for (const job of jobs) await this.run(job);
    return jobs.length;
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      await this.handlers.get(job.queue)!(job.payload as never);
      await this.db.dataSource.query(`DELETE FROM jobs WHERE id = $1`, [job.id]);
    } catch (error) {
      const finalAttempt = job.attempts >= job.max_attempts;
      this.logger.warn(
        `Job ${job.id} (${job.queue}) attempt ${job.attempts} failed${finalAttempt ? ', giving up' : ''}: ${String(error)}`,
      );
      await this.db.dataSource.query(
        `UPDATE jobs SET last_error = $2, locked_until = NULL,
                run_at = now() + make_interval(secs => $3), failed_at = CASE WHEN $4 THEN now() END
          WHERE id = $1`,
        [job.id, String(error).slice(0, 2000), retryDelaySeconds(job.attempts), finalAttempt],
      );
    }
  }
}
