import type { Resource } from '@kg/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { ForbiddenError } from '../errors/domain-errors.js';
import { assertAllowed } from './access.guard.js';

/**
 * Who reaches which group or child, written once. Each function returns a SQL fragment for a statement of an area;
 * `user` and the record are SQL expressions (a `$n` placeholder or a column), so a statement keeps one plan and one
 * round trip. The aliases inside are prefixed `reach_` so that they never shadow the outer statement's.
 *
 * - a teacher reaches the groups they teach (class_teachers → teachers.user_id) and the children placed in them now;
 * - a parent reaches the children they are a parent of (student_parents → parents.user_id).
 */
export const reachSql = {
  /** The ids of the groups the user teaches: `c.id IN (${reachSql.taughtClassIds('$2')})`. */
  taughtClassIds: (user: string): string =>
    `SELECT reach_ct.class_id FROM class_teachers reach_ct JOIN teachers reach_te ON reach_te.id = reach_ct.teacher_id
      WHERE reach_te.user_id = ${user}`,

  /** True when the user teaches the group. */
  teachesClass: (classId: string, user: string): string =>
    `EXISTS (SELECT 1 FROM class_teachers reach_ct JOIN teachers reach_te ON reach_te.id = reach_ct.teacher_id
              WHERE reach_ct.class_id = ${classId} AND reach_te.user_id = ${user})`,

  /** True when the child is placed now (an open placement) in a group the user teaches. */
  teachesStudent: (studentId: string, user: string): string =>
    `EXISTS (SELECT 1 FROM student_classes reach_sc
               JOIN class_teachers reach_ct ON reach_ct.class_id = reach_sc.class_id
               JOIN teachers reach_te ON reach_te.id = reach_ct.teacher_id
              WHERE reach_sc.student_id = ${studentId} AND reach_sc.to_date IS NULL AND reach_te.user_id = ${user})`,

  /** The ids of the children the user is a parent of: `s.id IN (${reachSql.parentedStudentIds('$2')})`. */
  parentedStudentIds: (user: string): string =>
    `SELECT reach_sp.student_id FROM student_parents reach_sp JOIN parents reach_p ON reach_p.id = reach_sp.parent_id
      WHERE reach_p.user_id = ${user}`,

  /** True when the user is a parent of the child. */
  isParentOf: (studentId: string, user: string): string =>
    `EXISTS (SELECT 1 FROM student_parents reach_sp JOIN parents reach_p ON reach_p.id = reach_sp.parent_id
              WHERE reach_sp.student_id = ${studentId} AND reach_p.user_id = ${user})`,

  /**
   * The users who reach the child as its parents (the parents with an account), the other way round from
   * `isParentOf`: whom news of the child is for, `array(${reachSql.parentUserIds('s.id')})`. A user who is
   * recorded twice as a parent of the child comes twice.
   */
  parentUserIds: (studentId: string): string =>
    `SELECT reach_p.user_id FROM student_parents reach_sp JOIN parents reach_p ON reach_p.id = reach_sp.parent_id
      WHERE reach_sp.student_id = ${studentId} AND reach_p.user_id IS NOT NULL`,
} as const;

/**
 * The operations a `save` call turned out to be, each allowed on the resource: a new record (or a new cell) needs
 * create, a changed or cleared existing one needs update. Every route whose contract says `save` goes through this.
 */
export function assertSaveAllowed(
  user: AuthUser,
  resource: Resource,
  operations: { creates: boolean | number; updates: boolean | number },
): void {
  if (operations.creates) assertAllowed(user, resource, 'create');
  if (operations.updates) assertAllowed(user, resource, 'update');
}

/** A `save` of one record: create when it has no id yet, update otherwise. */
export function assertSaveOneAllowed(user: AuthUser, resource: Resource, id: unknown): void {
  assertSaveAllowed(user, resource, { creates: id === undefined || id === null, updates: id !== undefined && id !== null });
}

/** Refuses (403) unless the check found the record within the user's reach. */
export function assertReached(reached: boolean): void {
  if (!reached) throw new ForbiddenError();
}
