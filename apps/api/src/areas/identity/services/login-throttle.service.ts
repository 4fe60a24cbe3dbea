import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TooManyRequestsError } from '../../../platform/errors/domain-errors.js';

/** Guessing is throttled: 10 failures in 15 minutes per identifier and address, 50 per address. */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_IDENTIFIER = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

export const THROTTLE_COUNT_SQL = `SELECT count(*) FILTER (WHERE identifier = $1)::int AS per_identifier, count(*)::int AS per_address
   FROM login_attempts WHERE ip = $2 AND attempted_at > now() - make_interval(mins => $3)`;
export const THROTTLE_CLEAR_SQL = `DELETE FROM login_attempts WHERE identifier = $1 AND ip = $2`;

@Injectable()
export class LoginThrottleService {
  async assertAllowed(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    const [counts] = await manager.query(THROTTLE_COUNT_SQL, [identifier, ip, THROTTLE_WINDOW_MINUTES]);
    if (counts.per_identifier >= MAX_FAILURES_PER_IDENTIFIER || counts.per_address >= MAX_FAILURES_PER_ADDRESS) {
      throw new TooManyRequestsError(
        `Твърде много неуспешни опити за вход. Опитайте отново след ${THROTTLE_WINDOW_MINUTES} минути.`,
        THROTTLE_WINDOW_MINUTES * 60,
      );
    }
  }

  async recordFailure(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    await manager.query(`INSERT INTO login_attempts (identifier, ip) VALUES ($1, $2)`, [identifier, ip]);
    // Only the last window matters; now and then the rest is swept, so the table stays small without a job.
    if (Math.random() < 0.01) await manager.query(`DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 day'`);
  }

  async clear(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    await manager.query(THROTTLE_CLEAR_SQL, [identifier, ip]);
  }
}
