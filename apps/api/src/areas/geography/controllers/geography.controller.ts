import { Controller, Header, Query } from '@nestjs/common';
import { geographyRoutes as routes, type RouteQuery } from '@kg/contracts';
import { Route } from '../../../platform/routes/route.decorator.js';
import { GeographyService } from '../services/geography.service.js';

/** The nomenclature changes with a migration, not during the day: a signed-in browser may keep it for an hour. */
const CACHE = 'private, max-age=3600';

@Controller()
export class GeographyController {
  constructor(private readonly geography: GeographyService) {}

  /** Oblasts. */
  @Route(routes.areas)
  @Header('Cache-Control', CACHE)
  areas() {
    return this.geography.areas();
  }

  /** Municipalities. */
  @Route(routes.districts)
  @Header('Cache-Control', CACHE)
  districts(@Query() query: RouteQuery<typeof routes.districts>) {
    return this.geography.districts(query);
  }

  /** Settlements (towns and villages), paged. */
  @Route(routes.cities)
  @Header('Cache-Control', CACHE)
  cities(@Query() query: RouteQuery<typeof routes.cities>) {
    return this.geography.cities(query);
  }

  /** City districts of Sofia, Plovdiv and Varna. */
  @Route(routes.regions)
  @Header('Cache-Control', CACHE)
  regions(@Query() query: RouteQuery<typeof routes.regions>) {
    return this.geography.cityRegions(query);
  }

  @Route(routes.countries)
  @Header('Cache-Control', CACHE)
  countries() {
    return this.geography.countries();
  }
}
