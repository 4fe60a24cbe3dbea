import { Injectable } from '@nestjs/common';
import type { DayOff, NationalDaysOffQuery, PagedResult } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { type DayOffColumns, NATIONAL_COLUMNS } from './days-off.sql.js';

/** A span of days, "YYYY-MM-DD", inclusive. */
export interface DaySpan {
  fromDate: string;
  toDate: string;
}

interface GuidRow {
  id: string;
}

/** The statements of the master's national days off (the table's policy refuses writes from anyone but the master). */
@Injectable()
export class NationalDaysOffRepository {
  constructor(private readonly db: Db) {}

  /** The national days overlapping the school year's span and the query's dates (each when given). */
  list(span: DaySpan | undefined, query: NationalDaysOffQuery): Promise<PagedResult<DayOff>> {
    const where = new SqlConditions()
      .addIf(span?.fromDate, 'n.to_date >= ?')
      .addIf(span?.toDate, 'n.from_date <= ?')
      .addIf(query.fromDate, 'n.to_date >= ?')
      .addIf(query.toDate, 'n.from_date <= ?');
    return pagedQuery<DayOff>(
      this.db.manager,
      {
        select: NATIONAL_COLUMNS,
        from: 'FROM national_days_off n',
        where,
        orderBy: { fromDate: 'n.from_date', name: 'n.name COLLATE "bg-BG-x-icu"', type: 'n.type' },
        defaultOrder: 'n.from_date, n.to_date',
      },
      query,
    );
  }

  async insert(columns: DayOffColumns): Promise<string> {
    const { id } = await this.db.sql.insert<GuidRow>('national_days_off', { ...columns });
    return id;
  }

  /** False when there is no national day with the guid. */
  async update(guid: string, columns: DayOffColumns): Promise<boolean> {
    return (await this.db.sql.update('national_days_off', { ...columns, updated_at: NOW }, { id: guid })) > 0;
  }

  /** Adds the days that are not there yet (same first and last day); answers how many it added. */
  async insertMissing(days: readonly DayOffColumns[]): Promise<number> {
    const rows = await this.db.sql.many<GuidRow>(
      `INSERT INTO national_days_off (from_date, to_date, name, type)
       SELECT * FROM unnest($1::date[], $2::date[], $3::varchar[], $4::smallint[])
       ON CONFLICT (from_date, to_date) DO NOTHING RETURNING id`,
      [
        days.map((day) => day.from_date),
        days.map((day) => day.to_date),
        days.map((day) => day.name),
        days.map((day) => day.type),
      ],
    );
    return rows.length;
  }

  /** False when there is no national day with the guid. */
  async delete(guid: string): Promise<boolean> {
    return (await this.db.sql.exec(`DELETE FROM national_days_off WHERE id = $1`, [guid])) > 0;
  }
}
