import { Injectable } from '@nestjs/common';
import { Role, type StudentBrief, studentMovementMessages as messages, type StudentsQuery } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { addReach, BG, FULL_NAME, studentReader } from './students-sql.js';

/** A guest's names come only through guest_student_card (SECURITY DEFINER): the home record is not readable here. */
const GUEST_NAME = `concat_ws(' ', g.first_name, g.middle_name, g.last_name)`;

/**
 * GET /api/Students (= `students/`): the day's roster of the selected school year, guests included, or the
 * children of one parent record. Attendance and the pickers read the roster.
 */
@Injectable()
export class StudentRostersService {
  constructor(private readonly db: Db) {}

  students(user: AuthUser, query: StudentsQuery): Promise<StudentBrief[]> {
    return query.parentId === undefined ? this.roster(user, query) : this.ofParent(user, query.parentId);
  }

  /** Who is in the groups of the selected year on the day: the kindergarten's own children, then the guests. */
  private async roster(user: AuthUser, query: StudentsQuery): Promise<StudentBrief[]> {
    const reader = studentReader(user);
    const day = query.date ?? sofiaToday();
    const own = new SqlConditions();
    const ownFrom = `FROM students s
      JOIN student_classes sc ON sc.student_id = s.id AND sc.from_date <= ${own.param(day)}::date
                             AND (sc.to_date IS NULL OR sc.to_date >= ${own.param(day)}::date)
      JOIN classes c ON c.id = sc.class_id AND c.period_id = ${own.param(user.periodId)}`;
    addReach(own, reader);
    own.addIf(query.classId, 'sc.class_id = ?');
    const children: StudentBrief[] = await this.db.manager.query(
      `SELECT s.id, ${FULL_NAME} AS "fullName", c.id AS "classId", c.name AS "className", false AS "isGuest",
              NULL::int AS "guestPlacementId", NULL AS "homeKindergartenName", NULL::smallint AS relation
         ${ownFrom} ${own.sql}
        ORDER BY c.name ${BG}, s.first_name ${BG}, s.last_name ${BG}, s.id`,
      own.params,
    );
    if (reader.reach === 'parent') return children;
    const guests = new SqlConditions();
    guests.add('gp.kindergarten_id = ?', user.kindergartenId);
    guests.add('gp.from_date <= ?::date AND gp.to_date >= ?::date', day, day);
    guests.add('c.period_id = ?', user.periodId);
    guests.addIf(query.classId, 'gp.class_id = ?');
    if (reader.reach === 'teacher') {
      guests.add(
        `gp.class_id IN (SELECT ct.class_id FROM class_teachers ct JOIN teachers te ON te.id = ct.teacher_id WHERE te.user_id = ?)`,
        user.userId,
      );
    }
    const visitors: StudentBrief[] = await this.db.manager.query(
      `SELECT gp.student_id AS id, ${GUEST_NAME} AS "fullName", c.id AS "classId", c.name AS "className", true AS "isGuest",
              gp.id AS "guestPlacementId", g.home_kindergarten_name AS "homeKindergartenName", NULL::smallint AS relation
         FROM guest_placements gp JOIN classes c ON c.id = gp.class_id
         JOIN LATERAL guest_student_card(gp.student_id) g ON true
         ${guests.sql}
        ORDER BY c.name ${BG}, g.first_name ${BG}, g.last_name ${BG}, gp.id`,
      guests.params,
    );
    return [...children, ...visitors];
  }

  /** The children of a parent record: staff see any parent of the kindergarten, a parent only their own record. */
  private async ofParent(user: AuthUser, parentId: number): Promise<StudentBrief[]> {
    const [parent] = await this.db.manager.query(
      `SELECT user_id AS "userId" FROM parents WHERE id = $1 AND kindergarten_id = $2`,
      [parentId, user.kindergartenId],
    );
    if (!parent || (user.role === Role.Parent && parent.userId !== user.userId)) {
      throw new NotFoundError(messages.parentNotFound);
    }
    return this.db.manager.query(
      `SELECT s.id, ${FULL_NAME} AS "fullName", cur.class_id AS "classId", cur.name AS "className", false AS "isGuest",
              NULL::int AS "guestPlacementId", NULL AS "homeKindergartenName", sp.relation
         FROM student_parents sp JOIN students s ON s.id = sp.student_id
         LEFT JOIN LATERAL (
           SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
            WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = $3) cur ON true
        WHERE sp.parent_id = $1 AND s.kindergarten_id = $2
        ORDER BY s.is_detached, s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [parentId, user.kindergartenId, user.periodId],
    );
  }
}
