import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TooManyRequestsError } from '../../../platform/errors/domain-errors.js';
import { LoginThrottleRepository } from '../data/login-throttle.repository.js';

/** Guessing is throttled: 10 failures in 15 minutes per identifier and address, 50 per address. */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_IDENTIFIER = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

@Injectable()
export class LoginThrottleService {
  constructor(private readonly attempts: LoginThrottleRepository) {}

  async assertAllowed(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    const counts = await this.attempts.counts(manager, identifier, ip, THROTTLE_WINDOW_MINUTES);
    if (counts.per_identifier >= MAX_FAILURES_PER_IDENTIFIER || counts.per_address >= MAX_FAILURES_PER_ADDRESS) {
      throw new TooManyRequestsError(
        `Твърде много неуспешни опити за вход. Опитайте отново след ${THROTTLE_WINDOW_MINUTES} минути.`,
        THROTTLE_WINDOW_MINUTES * 60,
      );
    }
  }

  async recordFailure(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    await this.attempts.insertFailure(manager, identifier, ip);
    // Only the last window matters; now and then the rest is swept, so the table stays small without a job.
    if (Math.random() < 0.01) await this.attempts.sweep(manager);
  }

  clear(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    return this.attempts.clear(manager, identifier, ip);
  }
}
