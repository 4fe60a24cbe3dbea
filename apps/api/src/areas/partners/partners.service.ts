import { Injectable } from '@nestjs/common';
import type { PagedResult, Partner, PartnersQuery } from '@kg/contracts';
import { PartnersRepository } from './data/partners.repository.js';

/** The resource partners (educational publishers and platforms) listed in the side menu under "Ресурси". */
@Injectable()
export class PartnersService {
  constructor(private readonly partners: PartnersRepository) {}

  async list(query: PartnersQuery): Promise<PagedResult<Partner>> {
    const result = await this.partners.all(query.orderByColumn?.toLowerCase() === 'id' ? 'byId' : 'byName');
    return { result, rowsCount: result.length };
  }
}
