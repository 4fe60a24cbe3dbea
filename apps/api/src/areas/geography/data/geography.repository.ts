import { Injectable } from '@nestjs/common';
import {
  type Area,
  type CitiesQuery,
  type City,
  type CityRegion,
  type CityRegionsQuery,
  type Country,
  type District,
  type DistrictsQuery,
  type PagedResult,
  SettlementType,
  settlementTypeLabels,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { ABROAD_AREA_CODE, BG, EKATTE } from './geography.sql.js';

const TOWN = settlementTypeLabels[SettlementType.Town];
const VILLAGE = settlementTypeLabels[SettlementType.Village];

/**
 * The statements of the nomenclature (reference data, the same for every user; read in the request's transaction:
 * the tables carry no tenancy); every row typed.
 */
@Injectable()
export class GeographyRepository {
  constructor(private readonly db: Db) {}

  areas(): Promise<Area[]> {
    return this.db.sql.many<Area>(`SELECT id, name, code FROM regions ORDER BY code = $1, name ${BG}, id`, [ABROAD_AREA_CODE]);
  }

  districts(query: DistrictsQuery): Promise<District[]> {
    const where = new SqlConditions().addIf(query.areaId ?? query.regionId, 'm.region_id = ?');
    return this.db.sql.many<District>(
      `SELECT m.id, m.name, m.code, m.region_id AS "areaId" FROM municipalities m ${where.sql} ORDER BY m.name ${BG}, m.id`,
      where.params,
    );
  }

  cities(query: CitiesQuery): Promise<PagedResult<City>> {
    // The nomenclature's test settlement (`is_test`, migrations/1795300036000) is never offered, searched or looked up.
    const where = new SqlConditions()
      .add('NOT s.is_test')
      .addIf(query.id, 's.id = ?')
      .addIf(query.districtId ?? query.municipalityId, 's.municipality_id = ?')
      .addIf(query.areaId, 'm.region_id = ?')
      .addIf(query.search && containsPattern(query.search), `s.name ILIKE ?`);
    return pagedQuery<City>(
      this.db.manager,
      {
        select: `s.id, ${EKATTE} AS ekatte, s.name, s.type,
                 CASE s.type WHEN ${SettlementType.Town} THEN '${TOWN}' ELSE '${VILLAGE}' END AS "typeName",
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

  cityRegions(query: CityRegionsQuery): Promise<CityRegion[]> {
    const where = new SqlConditions().addIf(query.cityId, 'a.settlement_id = ?');
    return this.db.sql.many<CityRegion>(
      `SELECT a.id, a.name, a.settlement_id AS "cityId" FROM local_areas a ${where.sql} ORDER BY a.name ${BG}, a.id`,
      where.params,
    );
  }

  countries(): Promise<Country[]> {
    return this.db.sql.many<Country>(`SELECT id, name, code FROM countries ORDER BY name ${BG}, id`);
  }
}
