import { Injectable } from '@nestjs/common';
import type { StudentBrief } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { addReach, BG, FULL_NAME, type StudentReader } from './students.sql.js';

/** A guest's names come only through guest_student_card (SECURITY DEFINER): the home record is not readable here. */
const GUEST_NAME = `concat_ws(' ', g.first_name, g.middle_name, g.last_name)`;

/** The day's roster: which group and which day. */
export interface RosterPick {
  day: string;
  classId: number | undefined;
}

/** The statements of GET /api/Students (the roster of a day, a parent's children); every row typed. */
@Injectable()
export class StudentRostersRepository {
  constructor(private readonly db: Db) {}

  /** The kindergarten's own children in the groups of the selected year on the day, as the reader may see them. */
  ownChildren(reader: StudentReader, pick: RosterPick): Promise<StudentBrief[]> {
    const own = new SqlConditions();
    const ownFrom = `FROM students s
      JOIN student_classes sc ON sc.student_id = s.id AND sc.from_date <= ${own.param(pick.day)}::date
                             AND (sc.to_date IS NULL OR sc.to_date >= ${own.param(pick.day)}::date)
      JOIN classes c ON c.id = sc.class_id AND c.period_id = ${own.param(reader.periodId)}`;
    addReach(own, reader);
    own.addIf(pick.classId, 'sc.class_id = ?');
    return this.db.sql.many<StudentBrief>(
      `SELECT s.id, ${FULL_NAME} AS "fullName", c.id AS "classId", c.name AS "className", false AS "isGuest",
              NULL::int AS "guestPlacementId", NULL AS "homeKindergartenName", NULL::smallint AS relation
         ${ownFrom} ${own.sql}
        ORDER BY c.name ${BG}, s.first_name ${BG}, s.last_name ${BG}, s.id`,
      own.params,
    );
  }

  /** The guests placed in the groups of the selected year on the day (a teacher: in the groups they teach). */
  guests(user: AuthUser, reader: StudentReader, pick: RosterPick): Promise<StudentBrief[]> {
    const guests = new SqlConditions();
    guests.add('gp.kindergarten_id = ?', user.kindergartenId);
    guests.add('gp.from_date <= ?::date AND gp.to_date >= ?::date', pick.day, pick.day);
    guests.add('c.period_id = ?', user.periodId);
    guests.addIf(pick.classId, 'gp.class_id = ?');
    if (reader.reach === 'teacher') guests.add(`gp.class_id IN (${reachSql.taughtClassIds(guests.param(user.userId))})`);
    return this.db.sql.many<StudentBrief>(
      `SELECT gp.student_id AS id, ${GUEST_NAME} AS "fullName", c.id AS "classId", c.name AS "className", true AS "isGuest",
              gp.id AS "guestPlacementId", g.home_kindergarten_name AS "homeKindergartenName", NULL::smallint AS relation
         FROM guest_placements gp JOIN classes c ON c.id = gp.class_id
         JOIN LATERAL guest_student_card(gp.student_id) g ON true
         ${guests.sql}
        ORDER BY c.name ${BG}, g.first_name ${BG}, g.last_name ${BG}, gp.id`,
      guests.params,
    );
  }

  /** The parent record of the kindergarten with its sign-in account. */
  parent(user: AuthUser, parentId: number): Promise<{ userId: number | null } | undefined> {
    return this.db.sql.maybe<{ userId: number | null }>(
      `SELECT user_id AS "userId" FROM parents WHERE id = $1 AND kindergarten_id = $2`,
      [parentId, user.kindergartenId],
    );
  }

  /** The children of a parent record, each with the relation and the group now in the selected year. */
  childrenOf(user: AuthUser, parentId: number): Promise<StudentBrief[]> {
    return this.db.sql.many<StudentBrief>(
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
