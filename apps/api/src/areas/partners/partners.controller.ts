import { Controller, Query } from '@nestjs/common';
import { partnersRoutes as routes, type RouteQuery } from '@kg/contracts';
import { Route } from '../../platform/routes/route.decorator.js';
import { PartnersService } from './partners.service.js';

@Controller()
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Route(routes.list)
  list(@Query() query: RouteQuery<typeof routes.list>) {
    return this.partners.list(query);
  }
}
