import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import type { HealthResponse } from '@kg/contracts';
import { DataSource } from 'typeorm';
import { Public } from '../../platform/access/access.decorators.js';

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 only when the database answers. */
  @Get()
  @Public()
  async health(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException();
    }
    return { status: 'ok' };
  }
}
