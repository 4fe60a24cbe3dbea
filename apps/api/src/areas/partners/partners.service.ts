import { Injectable } from '@nestjs/common';
import type { PagedResult, Partner, PartnersQuery } from '@kg/contracts';
import { Db } from '../../platform/database/db.service.js';

export const PARTNERS_SQL = {
  byName: `SELECT id, name FROM partners ORDER BY name COLLATE "bg-BG-x-icu", id`,
  byId: `SELECT id, name FROM partners ORDER BY id`,
};

/** The resource partners (educational publishers and platforms) listed in the side menu under "Ресурси". */
@Injectable()
export class PartnersService {
  constructor(private readonly db: Db) {}

  async list(query: PartnersQuery): Promise<PagedResult<Partner>> {
    const sql = query.orderByColumn?.toLowerCase() === 'id' ? PARTNERS_SQL.byId : PARTNERS_SQL.byName;
    const result: Partner[] = await this.db.manager.query(sql);
    return { result, rowsCount: result.length };
  }
}
