import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { HealthResponse } from '@kg/contracts';
import { HealthRepository } from './data/health.repository.js';

@Injectable()
export class HealthService {
  constructor(private readonly database: HealthRepository) {}

  /** Ok only when the database answers; 503 otherwise. */
  async health(): Promise<HealthResponse> {
    try {
      await this.database.ping();
    } catch {
      throw new ServiceUnavailableException();
    }
    return { status: 'ok' };
  }
}
