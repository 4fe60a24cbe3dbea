import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';

/** The database's answer to the liveness check: outside any transaction, as the load balancer's probe needs. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await sqlOf(this.dataSource.manager).one<{ ok: number }>('SELECT 1 AS ok');
  }
}
