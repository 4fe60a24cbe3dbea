import { Controller, Get, Header, Query } from '@nestjs/common';
import {
  type Area,
  areaSchema,
  citiesQuery,
  type CitiesQuery,
  type City,
  type CityRegion,
  cityRegionSchema,
  cityRegionsQuery,
  type CityRegionsQuery,
  citySchema,
  type Country,
  countrySchema,
  type District,
  districtSchema,
  districtsQuery,
  type DistrictsQuery,
  type PagedResult,
  pagedResultSchema,
} from '@kg/contracts';
import { SignedIn } from '../../../platform/access/access.decorators.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { GeographyService } from '../services/geography.service.js';

/** The nomenclature changes with a migration, not during the day: a signed-in browser may keep it for an hour. */
const CACHE = 'private, max-age=3600';

@Controller()
export class GeographyController {
  constructor(private readonly geography: GeographyService) {}

  /** Oblasts. */
  @Get('Areas')
  @SignedIn()
  @Header('Cache-Control', CACHE)
  @Validate({ response: pagedResultSchema(areaSchema) })
  areas(): Promise<PagedResult<Area>> {
    return this.geography.areas();
  }

  /** Municipalities. */
  @Get('Districts')
  @SignedIn()
  @Header('Cache-Control', CACHE)
  @Validate({ query: districtsQuery, response: pagedResultSchema(districtSchema) })
  districts(@Query() query: DistrictsQuery): Promise<PagedResult<District>> {
    return this.geography.districts(query);
  }

  /** Settlements (towns and villages), paged. */
  @Get('cities')
  @SignedIn()
  @Header('Cache-Control', CACHE)
  @Validate({ query: citiesQuery, response: pagedResultSchema(citySchema) })
  cities(@Query() query: CitiesQuery): Promise<PagedResult<City>> {
    return this.geography.cities(query);
  }

  /** City districts of Sofia, Plovdiv and Varna. */
  @Get('regions')
  @SignedIn()
  @Header('Cache-Control', CACHE)
  @Validate({ query: cityRegionsQuery, response: pagedResultSchema(cityRegionSchema) })
  regions(@Query() query: CityRegionsQuery): Promise<PagedResult<CityRegion>> {
    return this.geography.cityRegions(query);
  }

  @Get('countries')
  @SignedIn()
  @Header('Cache-Control', CACHE)
  @Validate({ response: pagedResultSchema(countrySchema) })
  countries(): Promise<PagedResult<Country>> {
    return this.geography.countries();
  }
}
