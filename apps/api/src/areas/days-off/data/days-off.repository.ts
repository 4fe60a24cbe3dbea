import { Injectable } from '@nestjs/common';
import type { DayOff, DaysOffQuery, PagedResult } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { BOTH, type DayOffColumns, NATIONAL_COLUMNS, OWN_COLUMNS } from './days-off.sql.js';

/** The selected school year of a kindergarten, with its first and last day. */
export interface SchoolYearRow {
  id: number;
  fromDate: string;
  toDate: string;
}

/** A kindergarten's own day off: its columns, the group it concerns (null: the whole kindergarten). */
export interface OwnDayOffColumns extends DayOffColumns {
  class_id: number | null;
}

interface ClassPeriodRow {
  period_id: number;
}

interface GuidRow {
  id: string;
}

/** The statements of a kindergarten's days off: its own, and the national ones it reads. */
@Injectable()
export class DaysOffRepository {
  constructor(private readonly db: Db) {}

  /** National and own days off overlapping the school year; the own ones of this kindergarten and year only. */
  list(kindergartenId: number | null, year: SchoolYearRow, query: DaysOffQuery): Promise<PagedResult<DayOff>> {
    const where = new SqlConditions()
      .add('d."toDate" >= ? AND d."fromDate" <= ?', year.fromDate, year.toDate)
      .add('(d.kindergarten_id IS NULL OR (d.kindergarten_id = ? AND d.period_id = ?))', kindergartenId, year.id)
      .addIf(query.type, 'd.type = ?')
      .addIf(query.isNational, 'd."isNational" = ?');
    return pagedQuery<DayOff>(
      this.db.manager,
      {
        select: 'd."dayOffGuid", d."fromDate", d."toDate", d.name, d.type, d."isNational", d."classId", d."className"',
        from: BOTH,
        where,
        orderBy: { fromDate: 'd."fromDate"', name: 'd.name COLLATE "bg-BG-x-icu"', type: 'd.type' },
        defaultOrder: 'd."fromDate", d."toDate", d."dayOffGuid"',
      },
      query,
    );
  }

  findOwn(kindergartenId: number | null, guid: string): Promise<DayOff | undefined> {
    return this.db.sql.maybe<DayOff>(
      `SELECT ${OWN_COLUMNS} FROM kindergarten_days_off o LEFT JOIN classes c ON c.id = o.class_id
        WHERE o.id = $1 AND o.kindergarten_id = $2`,
      [guid, kindergartenId],
    );
  }

  findNational(guid: string): Promise<DayOff | undefined> {
    return this.db.sql.maybe<DayOff>(`SELECT ${NATIONAL_COLUMNS} FROM national_days_off n WHERE n.id = $1`, [guid]);
  }

  async nationalExists(guid: string): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM national_days_off WHERE id = $1`, [guid]);
    return row !== undefined;
  }

  /** The school year of the kindergarten's group; undefined when it is not a group of the kindergarten. */
  async classPeriod(kindergartenId: number | null, classId: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<ClassPeriodRow>(`SELECT period_id FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
      classId,
      kindergartenId,
    ]);
    return row?.period_id;
  }

  async insertOwn(kindergartenId: number | null, periodId: number, columns: OwnDayOffColumns): Promise<string> {
    const { id } = await this.db.sql.insert<GuidRow>('kindergarten_days_off', {
      kindergarten_id: kindergartenId,
      ...columns,
      period_id: periodId,
    });
    return id;
  }

  /** Writes the kindergarten's own day of the school year; false when there is none with the guid. */
  async updateOwn(kindergartenId: number | null, periodId: number, guid: string, columns: OwnDayOffColumns): Promise<boolean> {
    const updated = await this.db.sql.update(
      'kindergarten_days_off',
      { ...columns, updated_at: NOW },
      { id: guid, kindergarten_id: kindergartenId, period_id: periodId },
    );
    return updated > 0;
  }

  /** Deletes the kindergarten's own day; false when there is none with the guid. */
  async deleteOwn(kindergartenId: number | null, guid: string): Promise<boolean> {
    const deleted = await this.db.sql.exec(`DELETE FROM kindergarten_days_off WHERE id = $1 AND kindergarten_id = $2`, [
      guid,
      kindergartenId,
    ]);
    return deleted > 0;
  }

  schoolYear(kindergartenId: number | null, periodId: number): Promise<SchoolYearRow | undefined> {
    return this.db.sql.maybe<SchoolYearRow>(
      `SELECT id, from_date AS "fromDate", to_date AS "toDate" FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [periodId, kindergartenId],
    );
  }
}
