import { Injectable } from '@nestjs/common';
import type {
  Area,
  CitiesQuery,
  City,
  CityRegion,
  CityRegionsQuery,
  Country,
  District,
  DistrictsQuery,
  PagedResult,
} from '@kg/contracts';
import { GeographyRepository } from '../data/geography.repository.js';

/** All of a list as one page: `{result, rowsCount}`. */
const whole = <T>(result: T[]): PagedResult<T> => ({ result, rowsCount: result.length });

/** Reference data, the same for every user (docs/geography.md). */
@Injectable()
export class GeographyService {
  constructor(private readonly geography: GeographyRepository) {}

  async areas(): Promise<PagedResult<Area>> {
    return whole(await this.geography.areas());
  }

  async districts(query: DistrictsQuery): Promise<PagedResult<District>> {
    return whole(await this.geography.districts(query));
  }

  cities(query: CitiesQuery): Promise<PagedResult<City>> {
    return this.geography.cities(query);
  }

  async cityRegions(query: CityRegionsQuery): Promise<PagedResult<CityRegion>> {
    return whole(await this.geography.cityRegions(query));
  }

  async countries(): Promise<PagedResult<Country>> {
    return whole(await this.geography.countries());
  }
}
