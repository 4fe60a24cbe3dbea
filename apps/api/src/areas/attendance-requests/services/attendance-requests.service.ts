import { Injectable } from '@nestjs/common';
import {
  allows,
  ApplicationType,
  attendanceRequestMessages as messages,
  type AttendanceRequestListQuery,
  type AttendanceRequestPreview,
  type AttendanceRequestPreviewQuery,
  type AttendanceRequestRow,
  ChildAttendanceStatus,
  type FileAttendanceRequest,
  isSummerDay,
  type PagedResult,
  RealtimeEvent,
  RequestStatus,
  type RequestableChild,
  Resource,
  Role,
  type SaveAttendanceRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { CalendarLocks, EntryModule, onScreen } from '../../days-off/services/calendar-locks.service.js';
import { addReach } from '../../students/services/students-sql.js';
import {
  FULL_NAME,
  groupOnDay,
  REQUEST_COLUMNS,
  REQUEST_DEFAULT_ORDER,
  REQUEST_FROM,
  REQUEST_ORDER,
  requestReader,
  requestWhere,
} from './request-sql.js';

/** The child a request is for, with its group on the first day and the school year of the dates. */
interface ChildContext {
  id: number;
  name: string;
  classId: number | null;
  ageType: number | null;
  periodId: number | null;
  periodFrom: string | null;
  periodTo: string | null;
}

interface StoredRequest {
  id: number;
  studentId: number;
  type: ApplicationType;
  fromDate: string;
  toDate: string;
  status: RequestStatus;
  periodId: number;
  requestedBy: number | null;
}

const MAX_RANGE_DAYS = 120;

/**
 * Parents' attendance requests (spec 2 §7.3; docs/attendance-requests.md): filing (a parent for their own child, or
 * the staff for a paper request), the director's decision that marks approved family-reason days in the grid, and
 * withdrawal. Every write runs in the request's transaction; the pushes go out after it commits.
 */
@Injectable()
export class AttendanceRequestsService {
  constructor(
    private readonly db: Db,
    private readonly locks: CalendarLocks,
    private readonly realtime: RealtimeService,
  ) {}

  list(user: AuthUser, query: AttendanceRequestListQuery): Promise<PagedResult<AttendanceRequestRow>> {
    return pagedQuery<AttendanceRequestRow>(
      this.db.manager,
      {
        select: REQUEST_COLUMNS,
        from: REQUEST_FROM,
        where: requestWhere(user, query),
        orderBy: REQUEST_ORDER,
        defaultOrder: REQUEST_DEFAULT_ORDER,
      },
      query,
    );
  }

  /** The children the user may file for: a parent's own, the staff's every child now in a group. */
  async children(user: AuthUser): Promise<RequestableChild[]> {
    const where = addReach(new SqlConditions(), requestReader(user));
    const today = where.param(sofiaToday());
    return this.db.manager.query(
      `SELECT s.id, ${FULL_NAME} AS name, c.name AS "className" FROM students s ${groupOnDay(`${today}::date`)}
        ${where.sql} AND (c.id IS NOT NULL OR ${requestReader(user).reach === 'parent'})
        ORDER BY s.first_name COLLATE "bg-BG-x-icu", s.last_name COLLATE "bg-BG-x-icu", s.id`,
      where.params,
    );
  }

  /** What the create form shows while the parent picks dates: working days and the family-reason cap. */
  async preview(user: AuthUser, query: AttendanceRequestPreviewQuery): Promise<AttendanceRequestPreview> {
    const day = query.fromDate ?? sofiaToday();
    const child = await this.child(user, query.studentId, day);
    const workingDays =
      query.fromDate && query.toDate && query.toDate >= query.fromDate && child.classId !== null
        ? (await this.workingDays(user, child.classId, query.fromDate, query.toDate)).length
        : 0;
    const balance = await this.balance(user, child, day, null);
    return { workingDays, ...balance };
  }

  /** POST parent-request, and POST request without id (staff recording a paper request). */
  async file(user: AuthUser, body: FileAttendanceRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.AttendanceApplications, 'create');
    const child = await this.child(user, body.studentId, body.fromDate);
    const { days, periodId } = await this.checkFiling(user, child, body);
    const [row] = await this.db.manager.query(
      `INSERT INTO student_attendance_requests
         (kindergarten_id, period_id, student_id, type, from_date, to_date, reason, working_days, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        user.kindergartenId,
        periodId,
        child.id,
        body.type,
        body.fromDate,
        body.toDate,
        body.reason || null,
        days.length,
        user.userId,
      ],
    );
    if (user.role === Role.Parent) {
      const [parent] = await this.db.manager.query(
        `SELECT concat_ws(' ', first_name, last_name) AS name FROM users WHERE id = $1`,
        [user.userId],
      );
      const what = body.type === ApplicationType.FamilyReasonAbsence ? 'отсъствие' : 'посещение през лятото';
      this.realtime.toKindergarten(
        user.kindergartenId!,
        RealtimeEvent.AttendanceApplicationChanged,
        {
          kind: 'request',
          id: row.id,
          status: RequestStatus.Pending,
          text: `Ново заявление за ${what} от ${parent.name} за ${child.name}`,
        },
        { roles: [Role.Director, Role.Administrator] },
      );
    }
    return { isSuccessful: true, entityId: row.id };
  }

  /** POST request: with id the decision, without it a request recorded by the staff. */
  save(user: AuthUser, body: SaveAttendanceRequest): Promise<SaveResult> {
    if (body.id === undefined) {
      return this.file(user, {
        studentId: body.studentId!,
        type: body.type!,
        fromDate: body.fromDate!,
        toDate: body.toDate!,
        reason: body.reason,
      });
    }
    return this.decide(user, body.id, body.status!, body.comment ?? null);
  }

  async decide(user: AuthUser, id: number, status: RequestStatus, comment: string | null): Promise<SaveResult> {
    assertAllowed(user, Resource.AttendanceApplications, 'update');
    const request = await this.stored(user, id, true);
    if (request.status !== RequestStatus.Pending) throw new ConflictError(messages.notPending);
    if (status === RequestStatus.Approved && request.type === ApplicationType.FamilyReasonAbsence) {
      await this.markFamilyReasonDays(user, request);
    }
    await this.db.manager.query(
      `UPDATE student_attendance_requests
          SET status = $2, decided_by = $3, decided_at = now(), decision_comment = $4, updated_at = now()
        WHERE id = $1`,
      [id, status, user.userId, comment || null],
    );
    await this.announceDecision(user, request, status);
    return { isSuccessful: true, entityId: id };
  }

  /** A parent withdraws their own pending request; the director deletes any (undoing the days it marked). */
  async remove(user: AuthUser, id: number): Promise<void> {
    const request = await this.stored(user, id, true);
    if (!allows(user.access, Resource.AttendanceApplications, 'delete')) {
      if (request.status !== RequestStatus.Pending) throw new ConflictError(messages.withdrawPendingOnly);
      if (user.role !== Role.Parent) throw new ForbiddenError();
    }
    await this.db.manager.query(`DELETE FROM student_attendances WHERE request_id = $1 AND type = $2 AND kindergarten_id = $3`, [
      id,
      ChildAttendanceStatus.AbsenceFamilyReason,
      user.kindergartenId,
    ]);
    await this.db.manager.query(`UPDATE student_attendances SET request_id = NULL WHERE request_id = $1`, [id]);
    await this.db.manager.query(`DELETE FROM student_attendance_requests WHERE id = $1`, [id]);
  }

  /** The request as the user may reach it (404 otherwise), locked for a write. */
  async stored(user: AuthUser, id: number, forUpdate = false): Promise<StoredRequest> {
    const where = addReach(new SqlConditions(), requestReader(user))
      .add('r.id = ?', id)
      .add('r.kindergarten_id = ?', user.kindergartenId);
    const [request] = await this.db.manager.query(
      `SELECT r.id, r.student_id AS "studentId", r.type, r.from_date AS "fromDate", r.to_date AS "toDate", r.status,
              r.period_id AS "periodId", r.requested_by AS "requestedBy"
         FROM student_attendance_requests r JOIN students s ON s.id = r.student_id ${where.sql}
         ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
      where.params,
    );
    if (!request) throw new NotFoundError(messages.notFound);
    return request;
  }

  // ---- rules ----

  private async child(user: AuthUser, studentId: number, day: string): Promise<ChildContext> {
    const where = addReach(new SqlConditions(), requestReader(user));
    const dayParam = `${where.param(day)}::date`;
    where.add('s.id = ?', studentId);
    const [child] = await this.db.manager.query(
      `SELECT s.id, ${FULL_NAME} AS name, c.id AS "classId", c.age_type AS "ageType",
              p.id AS "periodId", p.from_date AS "periodFrom", p.to_date AS "periodTo"
         FROM students s ${groupOnDay(dayParam)}
         LEFT JOIN kindergarten_periods p ON p.kindergarten_id = s.kindergarten_id
          AND p.from_date <= ${dayParam} AND p.to_date >= ${dayParam}
         ${where.sql}`,
      where.params,
    );
    if (!child) throw new NotFoundError(messages.studentNotFound);
    return child;
  }

  /** Every rule of filing (docs/attendance-requests.md); answers the working days counted and the school year. */
  private async checkFiling(
    user: AuthUser,
    child: ChildContext,
    body: FileAttendanceRequest,
  ): Promise<{ days: string[]; periodId: number }> {
    const fail = (field: string, message: string): never => {
      throw new BadInputError(message, { [field]: [message] });
    };
    if (body.fromDate <= sofiaToday()) fail('fromDate', messages.futureOnly);
    if (child.periodId === null || body.toDate > child.periodTo! || body.fromDate < child.periodFrom!) {
      fail('toDate', messages.noSchoolYear);
    }
    if (addDays(body.fromDate, MAX_RANGE_DAYS) < body.toDate) fail('toDate', messages.noSchoolYear);
    if (child.classId === null) fail('studentId', messages.notInGroup);
    const summer = body.type === ApplicationType.Attendance;
    if (
      summer &&
      (!isSummerDay(body.fromDate) || !isSummerDay(body.toDate) || body.fromDate.slice(0, 4) !== body.toDate.slice(0, 4))
    ) {
      fail('fromDate', messages.summerOnly);
    }
    const module = summer ? EntryModule.AttendanceApplications : EntryModule.FamilyReasonApplications;
    const moduleLock = await this.locks.lockedDays(user.kindergartenId!, body.fromDate, body.toDate, module);
    if (moduleLock.size) throw new ConflictError(moduleLock.values().next().value!);
    const days = await this.workingDays(user, child.classId!, body.fromDate, body.toDate);
    if (!days.length) fail('toDate', messages.noWorkingDays);
    const [overlap] = await this.db.manager.query(
      `SELECT 1 FROM student_attendance_requests
        WHERE kindergarten_id = $1 AND student_id = $2 AND type = $3 AND status IN (0, 1)
          AND from_date <= $5 AND to_date >= $4 LIMIT 1`,
      [user.kindergartenId, child.id, body.type, body.fromDate, body.toDate],
    );
    if (overlap) fail('fromDate', messages.overlap);
    if (!summer) {
      await this.lockFamilyDays(child.id);
      const { remaining } = await this.balance(user, child, body.fromDate, null);
      if (days.length > remaining) fail('toDate', messages.capExceeded(Math.max(remaining, 0), days.length));
    }
    return { days, periodId: child.periodId! };
  }

  /** The days of a range on which the group's attendance can be marked (weekends, days off, locked periods out). */
  private async workingDays(user: AuthUser, classId: number, fromDate: string, toDate: string): Promise<string[]> {
    const locked = await this.locks.lockedDays(user.kindergartenId!, fromDate, toDate, EntryModule.ChildAttendances, {
      classId,
    });
    const days: string[] = [];
    for (let day = fromDate; day <= toDate && days.length <= MAX_RANGE_DAYS; day = addDays(day, 1)) {
      if (!locked.has(day)) days.push(day);
    }
    return days;
  }

  /**
   * Serialises the writers of a child's family-reason days until the transaction ends — the same lock the grid's save
   * takes (docs/attendance.md) — so that a request and the grid cannot both slip under the cap at once.
   */
  private async lockFamilyDays(studentId: number): Promise<void> {
    await this.db.manager.query(`SELECT pg_advisory_xact_lock(4, $1)`, [studentId]);
  }

  /**
   * The family-reason cap of the child's group (family_absence_limit on the day), the days already marked as family
   * reason (type 4 cells) in the school year, and the days of pending requests (less `exceptRequestId`).
   */
  private async balance(
    user: AuthUser,
    child: ChildContext,
    day: string,
    exceptRequestId: number | null,
  ): Promise<{ cap: number; used: number; pending: number; remaining: number }> {
    const [row] = await this.db.manager.query(
      `SELECT family_absence_limit($1, $2::smallint, $3::date)::int AS cap,
              (SELECT count(*)::int FROM student_attendances a
                WHERE a.kindergarten_id = $1 AND a.student_id = $4 AND a.type = $8
                  AND a.for_date BETWEEN $5 AND $6) AS used,
              (SELECT coalesce(sum(r.working_days), 0)::int FROM student_attendance_requests r
                WHERE r.kindergarten_id = $1 AND r.student_id = $4 AND r.type = 1 AND r.status = 0
                  AND r.period_id = $7 AND r.id IS DISTINCT FROM $9::int) AS pending`,
      [
        user.kindergartenId,
        child.ageType ?? 2,
        day,
        child.id,
        child.periodFrom ?? day,
        child.periodTo ?? day,
        child.periodId,
        ChildAttendanceStatus.AbsenceFamilyReason,
        exceptRequestId,
      ],
    );
    return { ...row, remaining: row.cap - row.used - row.pending };
  }

  /**
   * Shared decision 2: an approved family-reason request marks its working days as AbsenceFamilyReason with its id,
   * replacing only empty or Absence cells; the cap is checked again against the days already marked.
   */
  private async markFamilyReasonDays(user: AuthUser, request: StoredRequest): Promise<void> {
    const child = await this.child(user, request.studentId, request.fromDate);
    if (child.classId === null) throw new BadInputError(messages.notInGroup);
    const days = await this.workingDays(user, child.classId, request.fromDate, request.toDate);
    await this.lockFamilyDays(child.id);
    const { cap, used } = await this.balance(user, child, request.fromDate, request.id);
    if (used + days.length > cap) throw new ConflictError(messages.capExceeded(Math.max(cap - used, 0), days.length));
    await this.db.manager.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type, request_id, updated_by)
       SELECT $1, g.class_id, $2, d.day, $3, $4, $5 FROM unnest($6::date[]) AS d (day)
         JOIN LATERAL (
           SELECT sc.class_id FROM student_classes sc
            WHERE sc.student_id = $2 AND sc.from_date <= d.day AND (sc.to_date IS NULL OR sc.to_date >= d.day)
            ORDER BY sc.from_date DESC LIMIT 1
         ) g ON true
       ON CONFLICT (kindergarten_id, student_id, for_date) DO UPDATE
          SET type = EXCLUDED.type, request_id = EXCLUDED.request_id, medical_note_id = NULL,
              updated_by = EXCLUDED.updated_by, updated_at = now()
        WHERE student_attendances.type = ${ChildAttendanceStatus.Absence}`,
      [user.kindergartenId, request.studentId, ChildAttendanceStatus.AbsenceFamilyReason, request.id, user.userId, days],
    );
    await this.db.manager.query(`UPDATE student_attendance_requests SET working_days = $2 WHERE id = $1`, [
      request.id,
      days.length,
    ]);
  }

  /** The decision reaches the parents of the child who have an account (and whoever filed it), not the decider. */
  private async announceDecision(user: AuthUser, request: StoredRequest, status: RequestStatus): Promise<void> {
    const [row] = await this.db.manager.query(
      `SELECT ${FULL_NAME} AS name,
              array(SELECT DISTINCT p.user_id FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
                     WHERE sp.student_id = s.id AND p.user_id IS NOT NULL) AS parents
         FROM students s WHERE s.id = $1`,
      [request.studentId],
    );
    const audience = new Set<number>(row.parents);
    if (request.requestedBy !== null) audience.add(request.requestedBy);
    audience.delete(user.userId);
    const dates =
      request.fromDate === request.toDate
        ? onScreen(request.fromDate)
        : `${onScreen(request.fromDate)} – ${onScreen(request.toDate)}`;
    const decision = status === RequestStatus.Approved ? 'одобрено' : 'отхвърлено';
    this.realtime.toUsers([...audience], RealtimeEvent.AttendanceApplicationChanged, {
      kind: 'request',
      id: request.id,
      status,
      text: `Заявлението за ${row.name} за ${dates} е ${decision}`,
    });
  }
}
