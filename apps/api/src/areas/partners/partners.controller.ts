import { Controller, Get, Query } from '@nestjs/common';
import { type PagedResult, type Partner, partnersQuery, type PartnersQuery, Resource } from '@kg/contracts';
import { Access } from '../../platform/access/access.decorators.js';
import { Validate } from '../../platform/validation/validate.decorator.js';
import { PartnersService } from './partners.service.js';

@Controller('Partners')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Get()
  @Access(Resource.Partners, 'read')
  @Validate({ query: partnersQuery })
  list(@Query() query: PartnersQuery): Promise<PagedResult<Partner>> {
    return this.partners.list(query);
  }
}
