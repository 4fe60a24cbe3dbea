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
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';

const BG = 'COLLATE "bg-BG-x-icu"';
/** The nomenclature's oblast "други" (abroad) sorts after the 28 oblasts. */
const ABROAD_AREA_CODE = 'FRN';

/** Reference data, the same for every user; read in the request's transaction (the tables carry no tenancy). */
@Injectable()
export class GeographyService {
  constructor(private readonly db: Db) {}

  async areas(): Promise<PagedResult<Area>> {
    const result: Area[] = await this.db.manager.query(`SELECT id, name, code FROM regions ORDER BY code = $1, name ${BG}, id`, [
      ABROAD_AREA_CODE,
    ]);
    return { result, rowsCount: result.length };
  }

  async districts(query: DistrictsQuery): Promise<PagedResult<District>> {
    const where = new SqlConditions().addIf(query.areaId ?? query.regionId, 'm.region_id = ?');
    const result: District[] = await this.db.manager.query(
      `SELECT m.id, m.name, m.code, m.region_id AS "areaId" FROM municipalities m ${where.sql} ORDER BY m.name ${BG}, m.id`,
      where.params,
    );
    return { result, rowsCount: result.length };
  }

  cities(query: CitiesQuery): Promise<PagedResult<City>> {
    const where = new SqlConditions()
      .addIf(query.id, 's.id = ?')
      .addIf(query.districtId ?? query.municipalityId, 's.municipality_id = ?')
      .addIf(query.areaId, 'm.region_id = ?')
      .addIf(query.search && `%${escapeLike(query.search)}%`, `s.name ILIKE ?`);
    return pagedQuery<City>(
      this.db.manager,
      {
        select: `s.id, s.name, s.type, CASE s.type WHEN 1 THEN 'гр.' ELSE 'с.' END AS "typeName",
                 m.id AS "districtId", m.name AS "districtName", r.id AS "areaId", r.name AS "areaName"`,
        from: 'FROM settlements s JOIN municipalities m ON m.id = s.municipality_id JOIN regions r ON r.id = m.region_id',
        where,
        orderBy: {},
        // Towns before villages of the same name; then the oblast and municipality tell namesakes apart.
        defaultOrder: `s.name ${BG}, s.type, r.name ${BG}, m.name ${BG}, s.id`,
      },
      { ...query, orderByColumn: undefined, orderByDescending: undefined },
    );
  }

  async cityRegions(query: CityRegionsQuery): Promise<PagedResult<CityRegion>> {
    const where = new SqlConditions().addIf(query.cityId, 'a.settlement_id = ?');
    const result: CityRegion[] = await this.db.manager.query(
      `SELECT a.id, a.name, a.settlement_id AS "cityId" FROM local_areas a ${where.sql} ORDER BY a.name ${BG}, a.id`,
      where.params,
    );
    return { result, rowsCount: result.length };
  }

  async countries(): Promise<PagedResult<Country>> {
    const result: Country[] = await this.db.manager.query(`SELECT id, name, code FROM countries ORDER BY name ${BG}, id`);
    return { result, rowsCount: result.length };
  }
}

/** A search term taken literally: % and _ typed by the user are not wildcards. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}
