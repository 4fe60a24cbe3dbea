import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';
import { THROTTLE_CLEAR_SQL, THROTTLE_COUNT_SQL } from './login.sql.js';

/** The failed sign-ins of the last window: of this identifier from this address, and of the address. */
export interface ThrottleCounts {
  per_identifier: number;
  per_address: number;
}

/** The statements of the sign-in throttle (login_attempts), in the sign-in's own transactions (`Db.system`). */
@Injectable()
export class LoginThrottleRepository {
  counts(manager: EntityManager, identifier: string, ip: string, windowMinutes: number): Promise<ThrottleCounts> {
    return sqlOf(manager).one<ThrottleCounts>(THROTTLE_COUNT_SQL, [identifier, ip, windowMinutes]);
  }

  async insertFailure(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    await sqlOf(manager).insert('login_attempts', { identifier, ip });
  }

  /** Removes the attempts older than a day. */
  async sweep(manager: EntityManager): Promise<void> {
    await sqlOf(manager).exec(`DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 day'`);
  }

  async clear(manager: EntityManager, identifier: string, ip: string): Promise<void> {
    await sqlOf(manager).exec(THROTTLE_CLEAR_SQL, [identifier, ip]);
  }
}
