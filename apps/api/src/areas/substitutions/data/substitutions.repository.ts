import { Injectable } from '@nestjs/common';
import type {
  PagedResult,
  SubstitutionClassOption,
  SubstitutionListQuery,
  SubstitutionNormRow,
  SubstitutionReason,
  SubstitutionRow,
  SubstitutionShift,
  SubstitutionStaffOption,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, pagedStatements } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { NORMS_SQL, SHIFTS_OVERLAP, substitutionListSelect, TEACHER_NAME } from './substitutions.sql.js';

/** The most rows an export holds (a school year of a large kindergarten is a few hundred). */
export const EXPORT_LIMIT = 5000;

/** A substitution's own columns, written once for insert and update. */
export interface SubstitutionColumns {
  absent_teacher_id: number;
  substitute_teacher_id: number;
  class_id: number;
  from_date: string;
  to_date: string;
  shift: SubstitutionShift;
  hours_per_day: number;
  reason: SubstitutionReason;
  note: string | null;
  updated_by: number;
}

/** A school year's id and bounds. */
export interface SubstitutionPeriodRow {
  id: number;
  fromDate: string;
  toDate: string;
}

/** A staff member named in a save. */
export interface SubstitutionPersonRow {
  id: number;
  isPedagogical: boolean;
}

/** A substitution that a new one's substitute clashes with: as the substitute there, or as the absent person. */
export interface SubstitutionClashRow {
  className: string;
  shift: SubstitutionShift;
  fromDate: string;
  toDate: string;
  role: 'substitute' | 'absent';
}

/** The asked period and shift of a substitution, and the one being edited (not a clash with itself). */
export interface SubstitutionSlot {
  substituteTeacherId: number;
  fromDate: string;
  toDate: string;
  shift: SubstitutionShift;
  excludeId: number | null;
}

/** A staff member's days and hours made and received as substitutions (the norms before the norm hours). */
export type SubstitutionNormCountsRow = Omit<SubstitutionNormRow, 'normHours' | 'lecturingHours'>;

/** The statements of staff substitutions (docs/substitutions.md); every row typed. */
@Injectable()
export class SubstitutionsRepository {
  constructor(private readonly db: Db) {}

  list(kindergartenId: number, query: SubstitutionListQuery): Promise<PagedResult<SubstitutionRow>> {
    return pagedQuery<SubstitutionRow>(this.db.manager, substitutionListSelect(kindergartenId, query), query);
  }

  /** Every row of the list's filters, in the list's order (at most EXPORT_LIMIT), for the exports. */
  all(kindergartenId: number, query: SubstitutionListQuery): Promise<SubstitutionRow[]> {
    const { page } = pagedStatements(substitutionListSelect(kindergartenId, query), {
      ...query,
      pageNumber: 1,
      pageSize: EXPORT_LIMIT,
    });
    return this.db.sql.many<SubstitutionRow>(page.text, page.values);
  }

  find(kindergartenId: number, id: number): Promise<SubstitutionRow | undefined> {
    const select = substitutionListSelect(kindergartenId, { pageNumber: 1, pageSize: 1 });
    const where = select.where!.add('s.id = ?', id);
    return this.db.sql.maybe<SubstitutionRow>(`SELECT ${select.select} ${select.from} ${where.sql}`, where.params);
  }

  async insert(kindergartenId: number, periodId: number, columns: SubstitutionColumns): Promise<number> {
    const { id } = await this.db.sql.insert('teacher_substitutions', {
      kindergarten_id: kindergartenId,
      ...columns,
      created_by: columns.updated_by,
      period_id: periodId,
    });
    return id;
  }

  async update(kindergartenId: number, id: number, columns: SubstitutionColumns): Promise<void> {
    await this.db.sql.update('teacher_substitutions', { ...columns, updated_at: NOW }, { id, kindergarten_id: kindergartenId });
  }

  /** The substitution's working days become `days`. */
  async replaceDays(kindergartenId: number, id: number, days: readonly string[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM teacher_substitution_days WHERE substitution_id = $1`, [id]);
    await this.db.sql.exec(
      `INSERT INTO teacher_substitution_days (kindergarten_id, substitution_id, for_date)
       SELECT $1, $2, day FROM unnest($3::date[]) AS day`,
      [kindergartenId, id, days],
    );
  }

  /** Deletes the substitution; answers how many rows went (0 or 1). */
  remove(kindergartenId: number, id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM teacher_substitutions WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /**
   * The kindergarten's staff; with a period (`ranged`), each says why they are busy then in an overlapping shift
   * (null when free), the substitution being edited aside.
   */
  staffOptions(
    kindergartenId: number,
    ranged: boolean,
    fromDate: string | null,
    toDate: string | null,
    shift: SubstitutionShift,
    excludeId: number,
  ): Promise<SubstitutionStaffOption[]> {
    return this.db.sql.many<SubstitutionStaffOption>(
      `SELECT t.id, ${TEACHER_NAME('t')} AS name, t.occupation, t.is_pedagogical AS "isPedagogical",
              (SELECT 'Замества в група „' || c.name || '“ от ' || to_char(s.from_date, 'DD.MM.YYYY') || ' до '
                      || to_char(s.to_date, 'DD.MM.YYYY') || '.'
                 FROM teacher_substitutions s JOIN classes c ON c.id = s.class_id
                WHERE $2::boolean AND s.kindergarten_id = $1 AND s.substitute_teacher_id = t.id
                  AND s.from_date <= $4::date AND s.to_date >= $3::date
                  AND ${SHIFTS_OVERLAP('$5')} AND s.id <> $6
                ORDER BY s.from_date LIMIT 1) AS busy
         FROM teachers t
        WHERE t.kindergarten_id = $1
        ORDER BY ${TEACHER_NAME('t')} COLLATE "bg-BG-x-icu", t.id`,
      [kindergartenId, ranged, fromDate, toDate, shift, excludeId],
    );
  }

  /** The school year's groups, those made for substitution first. */
  classOptions(kindergartenId: number, periodId: number): Promise<SubstitutionClassOption[]> {
    return this.db.sql.many<SubstitutionClassOption>(
      `SELECT id, name, is_for_substitution AS "isForSubstitution" FROM classes
        WHERE kindergarten_id = $1 AND period_id = $2
        ORDER BY is_for_substitution DESC, name COLLATE "bg-BG-x-icu", id`,
      [kindergartenId, periodId],
    );
  }

  norms(kindergartenId: number, fromDate: string, toDate: string): Promise<SubstitutionNormCountsRow[]> {
    return this.db.sql.many<SubstitutionNormCountsRow>(NORMS_SQL, [kindergartenId, fromDate, toDate]);
  }

  async kindergartenName(kindergartenId: number): Promise<string | null> {
    const row = await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name ?? null;
  }

  period(periodId: number, kindergartenId: number | null): Promise<SubstitutionPeriodRow | undefined> {
    return this.db.sql.maybe<SubstitutionPeriodRow>(
      `SELECT id, from_date AS "fromDate", to_date AS "toDate" FROM kindergarten_periods
        WHERE id = $1 AND kindergarten_id = $2`,
      [periodId, kindergartenId],
    );
  }

  /** Those of `ids` who are staff members of the kindergarten. */
  people(kindergartenId: number, ids: readonly number[]): Promise<SubstitutionPersonRow[]> {
    return this.db.sql.many<SubstitutionPersonRow>(
      `SELECT id, is_pedagogical AS "isPedagogical" FROM teachers WHERE kindergarten_id = $1 AND id = ANY($2::int[])`,
      [kindergartenId, ids],
    );
  }

  /** The group is the kindergarten's, of the school year. */
  async groupOfYear(classId: number, kindergartenId: number, periodId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ id: number }>(
      `SELECT id FROM classes WHERE id = $1 AND kindergarten_id = $2 AND period_id = $3`,
      [classId, kindergartenId, periodId],
    );
    return row !== undefined;
  }

  /** The substitute already substitutes, or is absent and replaced, in an overlapping shift on overlapping dates. */
  clash(kindergartenId: number, slot: SubstitutionSlot): Promise<SubstitutionClashRow | undefined> {
    return this.db.sql.maybe<SubstitutionClashRow>(
      `SELECT c.name AS "className", s.shift, s.from_date AS "fromDate", s.to_date AS "toDate",
              CASE WHEN s.substitute_teacher_id = $2 THEN 'substitute' ELSE 'absent' END AS role
         FROM teacher_substitutions s JOIN classes c ON c.id = s.class_id
        WHERE s.kindergarten_id = $1 AND (s.substitute_teacher_id = $2 OR s.absent_teacher_id = $2)
          AND s.from_date <= $4::date AND s.to_date >= $3::date
          AND ${SHIFTS_OVERLAP('$5')} AND s.id <> $6
        ORDER BY role DESC, s.from_date LIMIT 1`,
      [kindergartenId, slot.substituteTeacherId, slot.fromDate, slot.toDate, slot.shift, slot.excludeId ?? 0],
    );
  }
}
