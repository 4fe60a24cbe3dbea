import { Injectable } from '@nestjs/common';
import {
  defaultSubstitutionHours,
  NORM_HOURS_PER_DAY,
  type PagedResult,
  Resource,
  type SaveResult,
  type SaveSubstitutionRequest,
  SubstitutionReason,
  substitutionReasonLabels,
  substitutionMessages,
  type SubstitutionListQuery,
  type SubstitutionNorms,
  type SubstitutionNormsQuery,
  type SubstitutionOptions,
  type SubstitutionOptionsQuery,
  type SubstitutionRow,
  SubstitutionShift,
  substitutionShiftLabels,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, pagedStatements } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { NORMS_SQL, substitutionListSelect, TEACHER_NAME } from './substitutions-sql.js';

/** The most rows an export holds (a school year of a large kindergarten is a few hundred). */
export const EXPORT_LIMIT = 5000;

interface Clash {
  className: string;
  shift: SubstitutionShift;
  fromDate: string;
  toDate: string;
  role: 'substitute' | 'absent';
}

const clashText = (clash: Clash): string =>
  clash.role === 'substitute'
    ? `${substitutionMessages.substituteBusy} Вече замества в група „${clash.className}“ (${substitutionShiftLabels[clash.shift]}) от ${bgDate(clash.fromDate)} до ${bgDate(clash.toDate)}.`
    : `Заместващият отсъства (${substitutionShiftLabels[clash.shift]}) от ${bgDate(clash.fromDate)} до ${bgDate(clash.toDate)} и също е заместван.`;

/**
 * Staff substitutions of the selected kindergarten and school year (docs/substitutions.md). Everything runs in the
 * request's tenant transaction; the exclusion constraint is the guarantee against a double-booked substitute, the
 * check before it gives the Bulgarian answer with the clash.
 */
@Injectable()
export class SubstitutionsService {
  constructor(
    private readonly db: Db,
    private readonly locks: CalendarLocks,
  ) {}

  list(user: AuthUser, query: SubstitutionListQuery): Promise<PagedResult<SubstitutionRow>> {
    return pagedQuery<SubstitutionRow>(this.db.manager, substitutionListSelect(this.kindergarten(user), query), query);
  }

  /** Every row of the list's filters, in the list's order, for the exports. */
  async all(user: AuthUser, query: SubstitutionListQuery): Promise<SubstitutionRow[]> {
    const { page } = pagedStatements(substitutionListSelect(this.kindergarten(user), query), {
      ...query,
      pageNumber: 1,
      pageSize: EXPORT_LIMIT,
    });
    return this.db.manager.query(page.text, page.values);
  }

  async get(user: AuthUser, id: number): Promise<SubstitutionRow> {
    const select = substitutionListSelect(this.kindergarten(user), { pageNumber: 1, pageSize: 1 });
    const where = select.where!.add('s.id = ?', id);
    const [row] = await this.db.manager.query(`SELECT ${select.select} ${select.from} ${where.sql}`, where.params);
    if (!row) throw new NotFoundError(substitutionMessages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveSubstitutionRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.TeacherSubstitutions, request.id === undefined ? 'create' : 'update');
    const kindergartenId = this.kindergarten(user);
    if (request.id !== undefined) await this.get(user, request.id);
    const period = await this.period(user);
    if (request.fromDate < period.fromDate || request.toDate > period.toDate) {
      throw new BadInputError(substitutionMessages.outsideSchoolYear, { fromDate: [substitutionMessages.outsideSchoolYear] });
    }
    await this.assertPeople(kindergartenId, request);
    const [group] = await this.db.manager.query(
      `SELECT id FROM classes WHERE id = $1 AND kindergarten_id = $2 AND period_id = $3`,
      [request.classId, kindergartenId, period.id],
    );
    if (!group) throw new NotFoundError(substitutionMessages.classNotFound);
    const days = await this.workingDays(kindergartenId, request.fromDate, request.toDate, request.classId);
    if (days.length === 0) throw new ConflictError(substitutionMessages.noWorkingDays);
    const clash = await this.clash(kindergartenId, request);
    if (clash) throw new ConflictError(clashText(clash));

    const values = [
      kindergartenId,
      request.absentTeacherId,
      request.substituteTeacherId,
      request.classId,
      request.fromDate,
      request.toDate,
      request.shift,
      request.hoursPerDay,
      request.reason,
      request.note || null,
      user.userId,
    ];
    const id = await this.exclusive(async () => {
      if (request.id === undefined) {
        const [row] = await this.db.manager.query(
          `INSERT INTO teacher_substitutions (kindergarten_id, absent_teacher_id, substitute_teacher_id, class_id, from_date,
                                             to_date, shift, hours_per_day, reason, note, created_by, updated_by, period_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id`,
          [...values, period.id],
        );
        return row.id as number;
      }
      await this.db.manager.query(
        `UPDATE teacher_substitutions SET absent_teacher_id = $2, substitute_teacher_id = $3, class_id = $4, from_date = $5,
                to_date = $6, shift = $7, hours_per_day = $8, reason = $9, note = $10, updated_by = $11, updated_at = now()
          WHERE id = $12 AND kindergarten_id = $1`,
        [...values, request.id],
      );
      return request.id;
    });
    await this.db.manager.query(`DELETE FROM teacher_substitution_days WHERE substitution_id = $1`, [id]);
    await this.db.manager.query(
      `INSERT INTO teacher_substitution_days (kindergarten_id, substitution_id, for_date)
       SELECT $1, $2, day FROM unnest($3::date[]) AS day`,
      [kindergartenId, id, days],
    );
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const [, deleted]: [unknown[], number] = await this.db.manager.query(
      `DELETE FROM teacher_substitutions WHERE id = $1 AND kindergarten_id = $2`,
      [id, this.kindergarten(user)],
    );
    if (deleted === 0) throw new NotFoundError(substitutionMessages.notFound);
  }

  async options(user: AuthUser, query: SubstitutionOptionsQuery): Promise<SubstitutionOptions> {
    const kindergartenId = this.kindergarten(user);
    const ranged = query.fromDate !== undefined && query.toDate !== undefined;
    const shift = query.shift ?? SubstitutionShift.WholeDay;
    const staff = await this.db.manager.query(
      `SELECT t.id, ${TEACHER_NAME('t')} AS name, t.occupation, t.is_pedagogical AS "isPedagogical",
              (SELECT 'Замества в група „' || c.name || '“ от ' || to_char(s.from_date, 'DD.MM.YYYY') || ' до '
                      || to_char(s.to_date, 'DD.MM.YYYY') || '.'
                 FROM teacher_substitutions s JOIN classes c ON c.id = s.class_id
                WHERE $2::boolean AND s.kindergarten_id = $1 AND s.substitute_teacher_id = t.id
                  AND s.from_date <= $4::date AND s.to_date >= $3::date
                  AND (s.shift = 3 OR $5::smallint = 3 OR s.shift = $5::smallint) AND s.id <> $6
                ORDER BY s.from_date LIMIT 1) AS busy
         FROM teachers t
        WHERE t.kindergarten_id = $1
        ORDER BY ${TEACHER_NAME('t')} COLLATE "bg-BG-x-icu", t.id`,
      [kindergartenId, ranged, query.fromDate ?? null, query.toDate ?? null, shift, query.excludeId ?? 0],
    );
    const classes = user.periodId
      ? await this.db.manager.query(
          `SELECT id, name, is_for_substitution AS "isForSubstitution" FROM classes
            WHERE kindergarten_id = $1 AND period_id = $2
            ORDER BY is_for_substitution DESC, name COLLATE "bg-BG-x-icu", id`,
          [kindergartenId, user.periodId],
        )
      : [];
    return {
      staff,
      classes,
      shifts: [SubstitutionShift.First, SubstitutionShift.Second, SubstitutionShift.WholeDay].map((value) => ({
        value,
        label: substitutionShiftLabels[value],
        defaultHours: defaultSubstitutionHours[value],
      })),
      reasons: Object.values(SubstitutionReason)
        .filter((value): value is SubstitutionReason => typeof value === 'number')
        .map((value) => ({ value, label: substitutionReasonLabels[value] })),
      workingDays: ranged ? (await this.workingDays(kindergartenId, query.fromDate!, query.toDate!, null)).length : null,
    };
  }

  async norms(user: AuthUser, query: SubstitutionNormsQuery): Promise<SubstitutionNorms> {
    const kindergartenId = this.kindergarten(user);
    const workingDays = (await this.workingDays(kindergartenId, query.fromDate, query.toDate, null)).length;
    const normHours = workingDays * NORM_HOURS_PER_DAY;
    const rows: Omit<SubstitutionNorms['rows'][number], 'normHours' | 'lecturingHours'>[] = await this.db.manager.query(
      NORMS_SQL,
      [kindergartenId, query.fromDate, query.toDate],
    );
    return {
      fromDate: query.fromDate,
      toDate: query.toDate,
      workingDays,
      normHoursPerDay: NORM_HOURS_PER_DAY,
      rows: rows.map((row) => ({
        ...row,
        normHours,
        lecturingHours: Math.max(0, row.substitutedHours - row.absentHours),
      })),
    };
  }

  async kindergartenName(user: AuthUser): Promise<string | null> {
    const [row] = await this.db.manager.query(`SELECT name FROM kindergartens WHERE id = $1`, [this.kindergarten(user)]);
    return row?.name ?? null;
  }

  private kindergarten(user: AuthUser): number {
    if (user.kindergartenId === null) throw new NotFoundError(substitutionMessages.notFound);
    return user.kindergartenId;
  }

  private async period(user: AuthUser): Promise<{ id: number; fromDate: string; toDate: string }> {
    const [period] = user.periodId
      ? await this.db.manager.query(
          `SELECT id, from_date AS "fromDate", to_date AS "toDate" FROM kindergarten_periods
            WHERE id = $1 AND kindergarten_id = $2`,
          [user.periodId, user.kindergartenId],
        )
      : [];
    if (!period) throw new BadInputError(substitutionMessages.noSchoolYear);
    return period;
  }

  private async assertPeople(kindergartenId: number, request: SaveSubstitutionRequest): Promise<void> {
    const people: { id: number; isPedagogical: boolean }[] = await this.db.manager.query(
      `SELECT id, is_pedagogical AS "isPedagogical" FROM teachers WHERE kindergarten_id = $1 AND id = ANY($2::int[])`,
      [kindergartenId, [request.absentTeacherId, request.substituteTeacherId]],
    );
    const substitute = people.find((person) => person.id === request.substituteTeacherId);
    if (!substitute || !people.some((person) => person.id === request.absentTeacherId)) {
      throw new NotFoundError(substitutionMessages.teacherNotFound);
    }
    if (!substitute.isPedagogical) {
      throw new BadInputError(substitutionMessages.substituteNotPedagogical, {
        substituteTeacherId: [substitutionMessages.substituteNotPedagogical],
      });
    }
  }

  /** The days of the range that count: not a weekend, a locking day off (of the kindergarten or the group) or locked. */
  private async workingDays(kindergartenId: number, fromDate: string, toDate: string, classId: number | null): Promise<string[]> {
    const locked = await this.locks.lockedDays(kindergartenId, fromDate, toDate, EntryModule.StaffAttendances, { classId });
    const days: string[] = [];
    for (let day = fromDate; day <= toDate; day = addDays(day, 1)) if (!locked.has(day)) days.push(day);
    return days;
  }

  /** The substitute already substitutes, or is absent and replaced, in an overlapping shift on overlapping dates. */
  private async clash(kindergartenId: number, request: SaveSubstitutionRequest): Promise<Clash | null> {
    const [clash] = await this.db.manager.query(
      `SELECT c.name AS "className", s.shift, s.from_date AS "fromDate", s.to_date AS "toDate",
              CASE WHEN s.substitute_teacher_id = $2 THEN 'substitute' ELSE 'absent' END AS role
         FROM teacher_substitutions s JOIN classes c ON c.id = s.class_id
        WHERE s.kindergarten_id = $1 AND (s.substitute_teacher_id = $2 OR s.absent_teacher_id = $2)
          AND s.from_date <= $4::date AND s.to_date >= $3::date
          AND (s.shift = 3 OR $5::smallint = 3 OR s.shift = $5::smallint) AND s.id <> $6
        ORDER BY role DESC, s.from_date LIMIT 1`,
      [kindergartenId, request.substituteTeacherId, request.fromDate, request.toDate, request.shift, request.id ?? 0],
    );
    return clash ?? null;
  }

  /** Runs a write; a race the check above missed still ends as the Bulgarian 409, from the exclusion constraint. */
  private async exclusive<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const code =
        (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
      if (code === '23P01') throw new ConflictError(substitutionMessages.substituteBusy);
      throw error;
    }
  }
}
