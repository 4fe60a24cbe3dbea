import { Injectable } from '@nestjs/common';
import {
  attendanceStateReportMessages as messages,
  type NeispuoAdminAttendancesQuery,
  type NeispuoAttendanceMapping,
  type NeispuoAttendanceMonth,
  type NeispuoAttendancesQuery,
  type NeispuoChildMonth,
  Resource,
  type SaveNeispuoMappingsBody,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { BG, FULL_NAME } from '../../students/services/students-sql.js';
import { monthBounds, OWN_GROUP, ownGroupsOnly } from './report-month.js';

/**
 * A cell in NEISPUO terms: the master's mapping of its status, except that an absence the mapping sends as unexcused
 * but `attendance_kind()` counts as excused (a summer absence, 1 June – 14 September) is sent as excused / other.
 */
const NEISPUO_CELLS = `
  SELECT a.student_id, a.class_id, a.for_date,
         CASE WHEN m.neispuo_type = 2 AND attendance_kind(a.type, a.for_date) = 3 THEN 3 ELSE m.neispuo_type END AS t,
         CASE WHEN m.neispuo_type = 2 AND attendance_kind(a.type, a.for_date) = 3 THEN 3 ELSE m.neispuo_reason END AS r
    FROM student_attendances a JOIN neispuo_attendance_mappings m ON m.status = a.type`;

/**
 * The NEISPUO attendance mapping (national, the master's) and a kindergarten's month in NEISPUO terms
 * (docs/smp-and-neispuo.md).
 */
@Injectable()
export class NeispuoAttendancesService {
  constructor(private readonly db: Db) {}

  mappings(): Promise<NeispuoAttendanceMapping[]> {
    return this.db.manager.query(
      `SELECT status, neispuo_type AS "neispuoType", neispuo_reason AS "neispuoReason", updated_at AS "updatedAt"
         FROM neispuo_attendance_mappings ORDER BY status`,
    );
  }

  async saveMappings(user: AuthUser, body: SaveNeispuoMappingsBody): Promise<NeispuoAttendanceMapping[]> {
    await this.db.manager.query(
      `UPDATE neispuo_attendance_mappings m
          SET neispuo_type = line.neispuo_type, neispuo_reason = line.neispuo_reason, updated_by = $1, updated_at = now()
         FROM unnest($2::smallint[], $3::smallint[], $4::smallint[]) AS line (status, neispuo_type, neispuo_reason)
        WHERE m.status = line.status`,
      [
        user.userId,
        body.items.map((item) => item.status),
        body.items.map((item) => item.neispuoType),
        body.items.map((item) => item.neispuoReason),
      ],
    );
    return this.mappings();
  }

  /** The selected kindergarten's month (Resource.NeispuoSync). */
  month(user: AuthUser, query: NeispuoAttendancesQuery): Promise<NeispuoAttendanceMonth> {
    const own = ownGroupsOnly(user, Resource.NeispuoSync);
    return this.read(user.kindergartenId!, query, own ? user.userId : null);
  }

  /** The master's view of any kindergarten's month. */
  async adminMonth(query: NeispuoAdminAttendancesQuery): Promise<NeispuoAttendanceMonth> {
    const [kindergarten] = await this.db.manager.query(`SELECT id FROM kindergartens WHERE id = $1`, [query.kindergartenId]);
    if (!kindergarten) throw new NotFoundError(messages.kindergartenNotFound);
    return this.read(query.kindergartenId, query, null);
  }

  private async read(
    kindergartenId: number,
    query: NeispuoAttendancesQuery,
    ownGroupsOf: number | null,
  ): Promise<NeispuoAttendanceMonth> {
    if (query.classId !== undefined) {
      const [group] = await this.db.manager.query(`SELECT id FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
        query.classId,
        kindergartenId,
      ]);
      if (!group) throw new NotFoundError(messages.classNotFound);
    }
    const { from, to } = monthBounds(query);
    const where = new SqlConditions()
      .add('a.kindergarten_id = ?', kindergartenId)
      .add('a.for_date BETWEEN ?::date AND ?::date', from, to);
    where.addIf(query.classId, 'a.class_id = ?');
    if (ownGroupsOf !== null) where.add(OWN_GROUP('a.class_id', where.param(ownGroupsOf)));
    const rows: NeispuoChildMonth[] = await this.db.manager.query(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
              count(*) FILTER (WHERE x.t = 1)::int AS present,
              count(*) FILTER (WHERE x.t = 2)::int AS unexcused,
              count(*) FILTER (WHERE x.t = 3 AND x.r = 1)::int AS "excusedHealth",
              count(*) FILTER (WHERE x.t = 3 AND x.r = 2)::int AS "excusedFamily",
              count(*) FILTER (WHERE x.t = 3 AND x.r = 3)::int AS "excusedOther",
              coalesce(array_agg(x.for_date::text ORDER BY x.for_date) FILTER (WHERE x.t = 2), '{}') AS "unexcusedDays",
              coalesce(array_agg(x.for_date::text ORDER BY x.for_date) FILTER (WHERE x.t = 3), '{}') AS "excusedDays"
         FROM (${NEISPUO_CELLS} ${where.sql}) x
         JOIN students s ON s.id = x.student_id AND s.kindergarten_id = ${where.param(kindergartenId)}
         JOIN classes c ON c.id = x.class_id
        WHERE x.t IS NOT NULL
        GROUP BY s.id, c.id
        ORDER BY c.name ${BG}, s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
    return { month: query.month, year: query.year, rows };
  }
}
