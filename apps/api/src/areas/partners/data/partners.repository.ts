import { Injectable } from '@nestjs/common';
import type { Partner } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { PARTNERS_SQL } from './partners.sql.js';

/** The statements of the resource partners; every row typed. */
@Injectable()
export class PartnersRepository {
  constructor(private readonly db: Db) {}

  all(order: keyof typeof PARTNERS_SQL): Promise<Partner[]> {
    return this.db.sql.many<Partner>(PARTNERS_SQL[order]);
  }
}
