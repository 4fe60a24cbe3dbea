import { ActivityPriceModel, Role } from '@kg/contracts';
import type pg from 'pg';
import { anActivity, anEnrolment } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';

/** A parent record (without an account unless `userId`) linked to the children (relation "other"). */
export async function aParentOf(
  db: pg.Pool,
  kindergartenId: number,
  studentIds: number[],
  values: { userId?: number; firstName?: string } = {},
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, $3, 'Георгиева') RETURNING id`,
    [kindergartenId, values.userId ?? null, values.firstName ?? 'Анелия'],
  );
  for (const studentId of studentIds) {
    await db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 99)`, [
      kindergartenId,
      studentId,
      rows[0].id,
    ]);
  }
  return rows[0].id;
}

/** Present (1) or absent (2) marks of a child in an activity. */
export async function marks(
  db: pg.Pool,
  kindergartenId: number,
  activityId: number,
  studentId: number,
  days: string[],
  status = 1,
): Promise<void> {
  for (const day of days) {
    await db.query(
      `INSERT INTO activity_attendances (kindergarten_id, activity_id, student_id, for_date, status) VALUES ($1, $2, $3, $4, $5)`,
      [kindergartenId, activityId, studentId, day, status],
    );
  }
}

/**
 * A kindergarten with a director, a group with three children and three activities (one per price model), all
 * three children enrolled in the flat one from September.
 */
export async function aFeeKindergarten(t: TestApp) {
  const director = await aSignedInMember(t, Role.Director);
  const kindergartenId = director.kindergartenId;
  const classId = await aGroup(t.db, kindergartenId, 'Звездичка');
  const ana = await aChild(t.db, kindergartenId, { classId, firstName: 'Ана' });
  const boris = await aChild(t.db, kindergartenId, { classId, firstName: 'Борис' });
  const vera = await aChild(t.db, kindergartenId, { classId, firstName: 'Вера' });
  const flat = await anActivity(t.db, kindergartenId, {
    name: 'Народни танци',
    classIds: [classId],
    priceModel: ActivityPriceModel.MonthlyFlat,
    priceCents: 2500,
  });
  const perSession = await anActivity(t.db, kindergartenId, {
    name: 'Футбол',
    classIds: [classId],
    priceModel: ActivityPriceModel.PerSession,
    priceCents: 600,
  });
  const withMinimum = await anActivity(t.db, kindergartenId, {
    name: 'Английски език',
    classIds: [classId],
    priceModel: ActivityPriceModel.MonthlyWithMinimum,
    priceCents: 500,
    minimumCents: 1800,
  });
  for (const child of [ana, boris, vera]) await anEnrolment(t.db, kindergartenId, flat, child.id, { fromDate: '2026-09-15' });
  return { director, kindergartenId, classId, ana, boris, vera, flat, perSession, withMinimum };
}

/** The fees of the month as stored, by activity and child. */
export async function feesOf(db: pg.Pool, kindergartenId: number, year = 2026, month = 10) {
  const { rows } = await db.query(
    `SELECT id, activity_id, student_id, sessions, base_cents, discount_name, discount_percent::text AS discount_percent,
            amount_cents, paid_cents, status
       FROM activity_fees WHERE kindergarten_id = $1 AND year = $2 AND month = $3 ORDER BY activity_id, student_id`,
    [kindergartenId, year, month],
  );
  return rows;
}
