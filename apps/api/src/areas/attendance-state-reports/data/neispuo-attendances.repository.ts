import { Injectable } from '@nestjs/common';
import {
  AttendanceKind,
  DaysOffType,
  NeispuoAbsenceReason as Reason,
  type NeispuoAttendanceMapping,
  NeispuoAttendanceType as Type,
  type NeispuoChildMonth,
  type SaveNeispuoMappingsBody,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { BG, FULL_NAME } from '../../students/data/students.sql.js';
import { cellDayOff, cellKind } from '../../attendance/data/attendance-kind.sql.js';

/**
 * A cell in NEISPUO terms: the master's mapping of its status, except that an absence the mapping sends as unexcused
 * but `attendance_kind()` counts as excused is sent as excused, with its reason: health for a quarantine or a flu
 * vacation of the group, other for a summer day (1 June – 14 September) or a declared vacation.
 */
const EXCUSED_BY_RULE = `m.neispuo_type = ${Type.UnexcusedAbsence} AND ${cellKind('a')} = ${AttendanceKind.Excused}`;
const RULE_REASON = `CASE WHEN ${cellDayOff('a')} IN (${DaysOffType.Quarantine}, ${DaysOffType.FluVacation}) THEN ${Reason.Health} ELSE ${Reason.Other} END`;
const NEISPUO_CELLS = `
  SELECT a.student_id, a.class_id, a.for_date,
         CASE WHEN ${EXCUSED_BY_RULE} THEN ${Type.ExcusedAbsence} ELSE m.neispuo_type END AS t,
         CASE WHEN ${EXCUSED_BY_RULE} THEN ${RULE_REASON} ELSE m.neispuo_reason END AS r
    FROM student_attendances a JOIN neispuo_attendance_mappings m ON m.status = a.type`;

/** The cells of a kindergarten's month: `from`–`to`, optionally one group, optionally the groups a user teaches. */
export interface NeispuoMonthCells {
  kindergartenId: number;
  from: string;
  to: string;
  classId?: number;
  /** Only the groups this user teaches; null for every group. */
  ownGroupsOf: number | null;
}

/** The statements of the NEISPUO mapping and of a month in NEISPUO terms (docs/attendance-state-reports.md); every row typed. */
@Injectable()
export class NeispuoAttendancesRepository {
  constructor(private readonly db: Db) {}

  mappings(): Promise<NeispuoAttendanceMapping[]> {
    return this.db.sql.many<NeispuoAttendanceMapping>(
      `SELECT status, neispuo_type AS "neispuoType", neispuo_reason AS "neispuoReason", updated_at AS "updatedAt"
         FROM neispuo_attendance_mappings ORDER BY status`,
    );
  }

  async saveMappings(userId: number, body: SaveNeispuoMappingsBody): Promise<void> {
    await this.db.sql.exec(
      `UPDATE neispuo_attendance_mappings m
          SET neispuo_type = line.neispuo_type, neispuo_reason = line.neispuo_reason, updated_by = $1, updated_at = now()
         FROM unnest($2::smallint[], $3::smallint[], $4::smallint[]) AS line (status, neispuo_type, neispuo_reason)
        WHERE m.status = line.status`,
      [
        userId,
        body.items.map((item) => item.status),
        body.items.map((item) => item.neispuoType),
        body.items.map((item) => item.neispuoReason),
      ],
    );
  }

  async kindergartenExists(kindergartenId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ id: number }>(`SELECT id FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row !== undefined;
  }

  async groupExists(classId: number, kindergartenId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ id: number }>(`SELECT id FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
      classId,
      kindergartenId,
    ]);
    return row !== undefined;
  }

  /** Each child's month in NEISPUO terms: the counts per type and reason and the days of each absence. */
  childMonths(cells: NeispuoMonthCells): Promise<NeispuoChildMonth[]> {
    const where = new SqlConditions()
      .add('a.kindergarten_id = ?', cells.kindergartenId)
      .add('a.for_date BETWEEN ?::date AND ?::date', cells.from, cells.to);
    where.addIf(cells.classId, 'a.class_id = ?');
    if (cells.ownGroupsOf !== null) where.add(`a.class_id IN (${reachSql.taughtClassIds(where.param(cells.ownGroupsOf))})`);
    return this.db.sql.many<NeispuoChildMonth>(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
              count(*) FILTER (WHERE x.t = ${Type.Present})::int AS present,
              count(*) FILTER (WHERE x.t = ${Type.UnexcusedAbsence})::int AS unexcused,
              count(*) FILTER (WHERE x.t = ${Type.ExcusedAbsence} AND x.r = ${Reason.Health})::int AS "excusedHealth",
              count(*) FILTER (WHERE x.t = ${Type.ExcusedAbsence} AND x.r = ${Reason.Family})::int AS "excusedFamily",
              count(*) FILTER (WHERE x.t = ${Type.ExcusedAbsence} AND x.r = ${Reason.Other})::int AS "excusedOther",
              coalesce(array_agg(x.for_date::text ORDER BY x.for_date) FILTER (WHERE x.t = ${Type.UnexcusedAbsence}), '{}') AS "unexcusedDays",
              coalesce(array_agg(x.for_date::text ORDER BY x.for_date) FILTER (WHERE x.t = ${Type.ExcusedAbsence}), '{}') AS "excusedDays"
         FROM (${NEISPUO_CELLS} ${where.sql}) x
         JOIN students s ON s.id = x.student_id AND s.kindergarten_id = ${where.param(cells.kindergartenId)}
         JOIN classes c ON c.id = x.class_id
        WHERE x.t IS NOT NULL
        GROUP BY s.id, c.id
        ORDER BY c.name ${BG}, s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
  }
}
