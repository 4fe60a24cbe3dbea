import { Injectable } from '@nestjs/common';
import type { PagedResult, Partner, PartnersQuery } from '@kg/contracts';
import { Db } from '../../platform/database/db.service.js';

/** The resource partners (educational publishers and platforms) listed in the side menu under "Ресурси". */
@Injectable()
export class PartnersService {
  constructor(private readonly db: Db) {}

  async list(query: PartnersQuery): Promise<PagedResult<Partner>> {
    const order = query.orderByColumn?.toLowerCase() === 'id' ? 'id' : 'name COLLATE "bg-BG-x-icu", id';
    const result: Partner[] = await this.db.manager.query(`SELECT id, name FROM partners ORDER BY ${order}`);
    return { result, rowsCount: result.length };
  }
}
