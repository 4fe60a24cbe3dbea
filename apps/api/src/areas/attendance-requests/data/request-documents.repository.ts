import { Injectable } from '@nestjs/common';
import type { ApplicationsReferenceQuery, AttendanceRequestRow, GroupAgeType, SaveFamilyAbsenceLimit } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { REQUEST_COLUMNS, REQUEST_FROM, requestWhere } from './attendance-requests.sql.js';

/** A request as its printed form shows it: with the parent it is from and the kindergarten's name. */
export interface RequestFormRow extends AttendanceRequestRow {
  parentName: string | null;
  kindergarten: string;
}

/** A cap the kindergarten set for an age type from a date. */
export interface StoredFamilyLimit {
  ageType: GroupAgeType;
  validFrom: string;
  maxDays: number;
  updatedBy: string | null;
}

/** The statements of the request form, the requests reference and the family-absence caps. */
@Injectable()
export class RequestDocumentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The request within the user's reach, with the parent the form is from: the one who filed it, or (a paper request
   * the staff recorded) the child's first parent.
   */
  formRow(user: AuthUser, id: number): Promise<RequestFormRow | undefined> {
    const where = requestWhere(user, {}).add('r.id = ?', id);
    return this.db.sql.maybe<RequestFormRow>(
      `SELECT ${REQUEST_COLUMNS}, k.name AS kindergarten,
              (SELECT concat_ws(' ', p.first_name, p.last_name) FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
                WHERE sp.student_id = s.id ORDER BY p.user_id IS NOT DISTINCT FROM r.requested_by DESC, sp.relation, p.id
                LIMIT 1) AS "parentName"
         ${REQUEST_FROM} JOIN kindergartens k ON k.id = r.kindergarten_id ${where.sql}`,
      where.params,
    );
  }

  /** The reference's requests: by group, child and start. */
  referenceRows(user: AuthUser, query: ApplicationsReferenceQuery): Promise<AttendanceRequestRow[]> {
    const where = requestWhere(user, query);
    return this.db.sql.many<AttendanceRequestRow>(
      `SELECT ${REQUEST_COLUMNS} ${REQUEST_FROM} ${where.sql}
        ORDER BY c.name COLLATE "bg-BG-x-icu" NULLS LAST, s.first_name COLLATE "bg-BG-x-icu", s.last_name COLLATE "bg-BG-x-icu", r.from_date, r.id`,
      where.params,
    );
  }

  /** The caps the kindergarten set, newest first per age type. */
  storedLimits(user: AuthUser): Promise<StoredFamilyLimit[]> {
    return this.db.sql.many<StoredFamilyLimit>(
      `SELECT l.age_type AS "ageType", l.valid_from AS "validFrom", l.max_days AS "maxDays",
              CASE WHEN u.id IS NULL THEN NULL ELSE concat_ws(' ', u.first_name, u.last_name) END AS "updatedBy"
         FROM family_absence_limits l LEFT JOIN users u ON u.id = l.updated_by
        WHERE l.kindergarten_id = $1 ORDER BY l.age_type, l.valid_from DESC`,
      [user.kindergartenId],
    );
  }

  /** The cap in force on `day` for each age type (family_absence_limit), in the order given. */
  async capsOn(user: AuthUser, day: string, ageTypes: readonly GroupAgeType[]): Promise<number[]> {
    const { caps } = await this.db.sql.one<{ caps: number[] }>(
      `SELECT array(SELECT family_absence_limit($1, t::smallint, $2::date)::int FROM unnest($3::int[]) WITH ORDINALITY AS a (t, n) ORDER BY n) AS caps`,
      [user.kindergartenId, day, ageTypes],
    );
    return caps;
  }

  /** Sets the cap of an age type from a date (replacing the one set for the same date). */
  async saveLimit(user: AuthUser, body: SaveFamilyAbsenceLimit): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kindergarten_id, age_type, valid_from) DO UPDATE
          SET max_days = EXCLUDED.max_days, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [user.kindergartenId, body.ageType, body.validFrom, body.maxDays, user.userId],
    );
  }
}
