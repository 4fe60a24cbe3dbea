import { ActivityPriceModel } from '@kg/contracts';
import type pg from 'pg';

/**
 * Test data of the additional activities (migration 1795300037000, docs/activities.md), written straight into the
 * database as the other factories are: a type, a provider working in given kindergartens, an activity open to given
 * groups, a child's enrolment.
 */

let serial = 0;
const unique = () => `${process.pid}-${++serial}`;

export async function anActivityType(db: pg.Pool, name = `Вид ${unique()}`): Promise<number> {
  const { rows } = await db.query(`INSERT INTO activity_types (name) VALUES ($1) RETURNING id`, [name]);
  return rows[0].id;
}

/** A valid nine-digit ЕИК (its check digit computed as the Commercial Register does). */
export function anEik(seed: number): string {
  const digits = String(100_000_000 + (seed % 800_000_000))
    .slice(1, 9)
    .padStart(8, '1')
    .split('')
    .map(Number);
  let check = digits.reduce((sum, digit, index) => sum + digit * (index + 1), 0) % 11;
  if (check === 10) check = (digits.reduce((sum, digit, index) => sum + digit * (index + 3), 0) % 11) % 10;
  return [...digits, check].join('');
}

/** A provider working in `kindergartenIds` (no ePay set-up unless the test adds it). */
export async function aProvider(db: pg.Pool, kindergartenIds: number[], values: { name?: string } = {}): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO activity_providers (name, eik, address, iban)
     VALUES ($1, $2, 'гр. София, ул. „Шипка“ 1', 'BG80BNBG96611020345678') RETURNING id`,
    [values.name ?? `Доставчик ${unique()}`, anEik(process.pid * 1000 + ++serial * 7)],
  );
  const providerId: number = rows[0].id;
  for (const kindergartenId of kindergartenIds) {
    await db.query(`INSERT INTO activity_provider_kindergartens (provider_id, kindergarten_id) VALUES ($1, $2)`, [
      providerId,
      kindergartenId,
    ]);
  }
  return providerId;
}

export interface ActivityValues {
  providerId?: number;
  typeId?: number;
  name?: string;
  classIds?: number[];
  capacity?: number | null;
  priceModel?: ActivityPriceModel;
  priceCents?: number;
  minimumCents?: number | null;
  activeFrom?: string;
  activeTo?: string | null;
  teacherId?: number | null;
}

/** An activity of the kindergarten (a provider and a type are made for it unless given), open to `classIds`. */
export async function anActivity(db: pg.Pool, kindergartenId: number, values: ActivityValues = {}): Promise<number> {
  const providerId = values.providerId ?? (await aProvider(db, [kindergartenId]));
  const typeId = values.typeId ?? (await anActivityType(db));
  const priceModel = values.priceModel ?? ActivityPriceModel.MonthlyFlat;
  const { rows } = await db.query(
    `INSERT INTO activities (kindergarten_id, provider_id, activity_type_id, name, capacity, price_model, price_cents,
                             minimum_cents, active_from, active_to, teacher_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      kindergartenId,
      providerId,
      typeId,
      values.name ?? `Дейност ${unique()}`,
      values.capacity ?? null,
      priceModel,
      values.priceCents ?? 2500,
      values.minimumCents ?? (priceModel === ActivityPriceModel.MonthlyWithMinimum ? 1000 : null),
      values.activeFrom ?? '2026-09-15',
      values.activeTo ?? null,
      values.teacherId ?? null,
    ],
  );
  const activityId: number = rows[0].id;
  for (const classId of values.classIds ?? []) {
    await db.query(`INSERT INTO activity_classes (kindergarten_id, activity_id, class_id) VALUES ($1, $2, $3)`, [
      kindergartenId,
      activityId,
      classId,
    ]);
  }
  return activityId;
}

/** The child `studentId` enrolled in the activity from `fromDate` (until `toDate` when given). */
export async function anEnrolment(
  db: pg.Pool,
  kindergartenId: number,
  activityId: number,
  studentId: number,
  values: { fromDate?: string; toDate?: string | null } = {},
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date, to_date)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [kindergartenId, activityId, studentId, values.fromDate ?? '2026-09-15', values.toDate ?? null],
  );
  return rows[0].id;
}

/** The activity's weekly hours: one session on each of `weekdays` (DayOfWeek, 1 Monday … 7 Sunday), 16:00–16:45. */
export async function aSchedule(db: pg.Pool, kindergartenId: number, activityId: number, weekdays: number[]): Promise<void> {
  for (const day of weekdays) {
    await db.query(
      `INSERT INTO activity_schedule (kindergarten_id, activity_id, day_of_week, starts_at, ends_at) VALUES ($1, $2, $3, '16:00', '16:45')`,
      [kindergartenId, activityId, day],
    );
  }
}
