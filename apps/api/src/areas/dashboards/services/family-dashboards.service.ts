import { Injectable } from '@nestjs/common';
import { ChildAttendanceStatus, type ParentDashboard, type StudentDashboard } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { addReach, studentReader } from '../../students/services/students-sql.js';
import { BG, DashboardFeed, type SchoolYear } from './dashboard-feed.service.js';
import { monthsBetween, seriesOf } from './dashboard-days.js';

const NOT_FOUND = 'Детето не е намерено.';
export const NO_DASHBOARD = 'Няма табло за вашата роля.';

interface ChildRow {
  id: number;
  name: string;
  classId: number | null;
  className: string | null;
  ageType: number | null;
}

interface ChildMonthRow {
  studentId: number;
  key: number;
  present: number;
  absent: number;
  familyReason: number;
}

const CHILD_COLUMNS = `s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name,
  cur.class_id AS "classId", cur.name AS "className", cur.age_type AS "ageType"`;

/** The child's group in the school year ($periodParam) on the day ($dayParam): its latest placement begun by then. */
const currentGroupJoin = (periodParam: string, dayParam: string): string => `LEFT JOIN LATERAL (
    SELECT c.id AS class_id, c.name, c.age_type FROM student_classes sc JOIN classes c ON c.id = sc.class_id
     WHERE sc.student_id = s.id AND c.period_id = ${periodParam} AND sc.from_date <= ${dayParam}::date
     ORDER BY sc.from_date DESC LIMIT 1) cur ON true`;

/** The parent's dashboard (their children) and one child's dashboard (GET dashboards/student-parent-user/{id}). */
@Injectable()
export class FamilyDashboardsService {
  constructor(
    private readonly db: Db,
    private readonly feed: DashboardFeed,
  ) {}

  async parent(user: AuthUser, date: string): Promise<ParentDashboard> {
    const year = await this.feed.schoolYear(user);
    const children = await this.db.manager.query<ChildRow[]>(
      `SELECT ${CHILD_COLUMNS}
         FROM students s ${currentGroupJoin('$3', '$4')}
        WHERE s.kindergarten_id = $1
          AND s.id IN (SELECT sp.student_id FROM student_parents sp JOIN parents p ON p.id = sp.parent_id WHERE p.user_id = $2)
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [user.kindergartenId, user.userId, year.id, date],
    );
    const months = monthsBetween(year.fromDate, year.toDate);
    const perMonth = await this.monthsOf(
      user.kindergartenId!,
      year,
      children.map((child) => child.id),
    );
    const caps = await this.db.manager.query<{ id: number; cap: number | null }[]>(
      `SELECT child.id, family_absence_limit($1, child.age_type::smallint, $2::date) AS cap
         FROM unnest($3::int[], $4::int[]) AS child(id, age_type) WHERE child.age_type IS NOT NULL`,
      [user.kindergartenId, date, children.map((child) => child.id), children.map((child) => child.ageType)],
    );
    return {
      kind: 'parent',
      ...(await this.feed.dayStatus(user.kindergartenId!, date)),
      months,
      parentDashboardModels: children.map((child) => {
        const rows = perMonth.filter((row) => row.studentId === child.id);
        return {
          studentId: child.id,
          name: child.name,
          className: child.className,
          attendances: seriesOf(months, rows, (row) => row.present),
          absences: seriesOf(months, rows, (row) => row.absent),
          familyReasonUsed: rows.reduce((total, row) => total + row.familyReason, 0),
          familyReasonCap: caps.find((cap) => cap.id === child.id)?.cap ?? null,
        };
      }),
      ...(await this.feed.eventsAndMessages(user, date)),
    };
  }

  /**
   * One child's dashboard, for its parent and for the staff who see the child (docs/students.md reach); any other
   * child, like another kindergarten's, is 404.
   */
  async student(user: AuthUser, studentId: number, date = sofiaToday()): Promise<StudentDashboard> {
    if (user.kindergartenId === null) throw new ForbiddenError(NO_DASHBOARD);
    const year = await this.feed.schoolYear(user);
    const where = addReach(new SqlConditions(), studentReader(user)).add('s.id = ?', studentId);
    const periodParam = where.param(year.id);
    const dayParam = where.param(date);
    const [child] = await this.db.manager.query<ChildRow[]>(
      `SELECT ${CHILD_COLUMNS} FROM students s ${currentGroupJoin(periodParam, dayParam)} ${where.sql}`,
      where.params,
    );
    if (!child) throw new NotFoundError(NOT_FOUND);
    const months = monthsBetween(year.fromDate, year.toDate);
    const rows = await this.monthsOf(user.kindergartenId!, year, [child.id]);
    return {
      studentId: child.id,
      name: child.name,
      className: child.className,
      months,
      attendancesPerMonth: seriesOf(months, rows, (row) => row.present),
      absencesPerMonth: seriesOf(months, rows, (row) => row.absent),
      upcomingEvents: await this.feed.upcomingEvents(user, date, child.classId === null ? [] : [child.classId]),
    };
  }

  /** Per child and month of the school year: present and absent days (attendance_kind) and family-reason days. */
  private monthsOf(kindergartenId: number, year: SchoolYear, studentIds: number[]): Promise<ChildMonthRow[]> {
    if (studentIds.length === 0) return Promise.resolve([]);
    return this.db.manager.query(
      `SELECT a.student_id AS "studentId", extract(month FROM a.for_date)::int AS key,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) = 1)::int AS present,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) IN (2, 3))::int AS absent,
              count(*) FILTER (WHERE a.type = $5)::int AS "familyReason"
         FROM student_attendances a
        WHERE a.kindergarten_id = $1 AND a.student_id = ANY ($2) AND a.for_date BETWEEN $3::date AND $4::date
        GROUP BY 1, 2`,
      [kindergartenId, studentIds, year.fromDate, year.toDate, ChildAttendanceStatus.AbsenceFamilyReason],
    );
  }
}
