/**
 * The demo's additional activities (docs/activities.md "Activities"): three in each demo kindergarten (not in the
 * branch), run by the demo providers of activity-providers-seed.ts (found by ЕИК) with its activity types (found by
 * name), open to groups of the active school year, with their weekly hours and prices — one of them ended last school
 * year, so the lists show an inactive one. Children are enrolled elsewhere (the enrolments' seed finds these activities
 * by kindergarten and name: `DEMO_ACTIVITIES`). Written as the schema owner in the demo seed's transaction.
 */
import { ActivityPriceModel, DayOfWeek } from '@kg/contracts';
import {
  type DEMO_ACTIVITY_TYPES,
  type DEMO_PROVIDERS,
  demoActivityTypeIds,
  demoProviderIds,
} from './activity-providers-seed.js';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

interface DemoActivity {
  name: string;
  provider: keyof typeof DEMO_PROVIDERS;
  type: (typeof DEMO_ACTIVITY_TYPES)[number];
  description: string;
  /** 'staff': the kindergarten's first pedagogical staff member (not the director); else the provider's teacher's name. */
  teacher: string;
  /** Which of the active school year's groups (by name order) it is open to. */
  groups: 'all' | number[];
  schedule: { day: DayOfWeek; from: string; to: string }[];
  capacity: number | null;
  priceModel: ActivityPriceModel;
  priceCents: number;
  minimumCents?: number;
  /** Ran the previous school year and ended the day before this one (the lists show it as inactive; no groups now). */
  ended?: boolean;
  enrollmentRequestsEnabled: boolean;
  delistmentEnabled: boolean;
}

/** Per demo kindergarten (in id order, branches left out), its activities. */
export const DEMO_ACTIVITIES: readonly (readonly DemoActivity[])[] = [
  [
    {
      name: 'Народни танци',
      provider: 'horo',
      type: 'Народни танци',
      description: 'Български народни хора и ръченици, два пъти седмично в салона на градината.',
      teacher: 'Десислава Маринова',
      groups: [0, 1, 2],
      schedule: [
        { day: DayOfWeek.Tuesday, from: '16:00', to: '16:45' },
        { day: DayOfWeek.Thursday, from: '16:00', to: '16:45' },
      ],
      capacity: 20,
      priceModel: ActivityPriceModel.MonthlyFlat,
      priceCents: 2500,
      enrollmentRequestsEnabled: true,
      delistmentEnabled: true,
    },
    {
      name: 'Футбол',
      provider: 'champion',
      type: 'Футбол',
      description: 'Игри с топка и основи на футбола на двора на градината.',
      teacher: 'Стоян Колев',
      groups: 'all',
      schedule: [
        { day: DayOfWeek.Monday, from: '10:00', to: '10:40' },
        { day: DayOfWeek.Wednesday, from: '10:00', to: '10:40' },
      ],
      capacity: 16,
      priceModel: ActivityPriceModel.PerSession,
      priceCents: 600,
      enrollmentRequestsEnabled: true,
      delistmentEnabled: true,
    },
    {
      name: 'Английски език',
      provider: 'horo',
      type: 'Английски език',
      description: 'Песни, игри и първи думи на английски.',
      teacher: 'staff',
      groups: [1, 2],
      schedule: [{ day: DayOfWeek.Friday, from: '15:30', to: '16:15' }],
      capacity: null,
      priceModel: ActivityPriceModel.MonthlyWithMinimum,
      priceCents: 500,
      minimumCents: 1800,
      enrollmentRequestsEnabled: true,
      delistmentEnabled: false,
    },
  ],
  [
    {
      name: 'Рисуване',
      provider: 'horo',
      type: 'Рисуване',
      description: 'Рисуване с акварел, пастели и глина.',
      teacher: 'staff',
      groups: 'all',
      schedule: [{ day: DayOfWeek.Wednesday, from: '15:45', to: '16:30' }],
      capacity: 15,
      priceModel: ActivityPriceModel.MonthlyFlat,
      priceCents: 1800,
      enrollmentRequestsEnabled: true,
      delistmentEnabled: true,
    },
    {
      name: 'Футбол за малки',
      provider: 'champion',
      type: 'Футбол',
      description: 'Движение и игри с топка за най-малките.',
      teacher: 'Стоян Колев',
      groups: [0, 1],
      schedule: [
        { day: DayOfWeek.Tuesday, from: '10:00', to: '10:30' },
        { day: DayOfWeek.Friday, from: '10:00', to: '10:30' },
      ],
      capacity: 12,
      priceModel: ActivityPriceModel.PerSession,
      priceCents: 550,
      enrollmentRequestsEnabled: false,
      delistmentEnabled: true,
    },
    {
      name: 'Плуване',
      provider: 'champion',
      type: 'Плуване',
      description: 'Плуване в басейна на клуба (миналата учебна година).',
      teacher: 'Стоян Колев',
      groups: [],
      schedule: [{ day: DayOfWeek.Thursday, from: '09:30', to: '10:30' }],
      capacity: 10,
      priceModel: ActivityPriceModel.MonthlyFlat,
      priceCents: 4000,
      ended: true,
      enrollmentRequestsEnabled: false,
      delistmentEnabled: false,
    },
  ],
];

/**
 * Writes the activities of the demo kindergartens. Needs the demo providers and types (seedDemoActivityProviders)
 * and fails loudly without them.
 */
export async function seedDemoActivities(db: Queryable): Promise<void> {
  const providers = await demoProviderIds(db);
  const types = await demoActivityTypeIds(db);
  const { rows: kindergartens } = await db.query<{ id: number; periodId: number; from: string }>(
    `SELECT k.id, p.id AS "periodId", to_char(p.from_date, 'YYYY-MM-DD') AS from
       FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active
      WHERE k.mother_kindergarten_id IS NULL ORDER BY k.id`,
  );
  if (kindergartens.length < DEMO_ACTIVITIES.length) {
    throw new Error(`Demo data: ${DEMO_ACTIVITIES.length} kindergartens with an active school year expected for the activities.`);
  }
  for (const [index, activities] of DEMO_ACTIVITIES.entries()) {
    const kindergarten = kindergartens[index];
    const { rows: groups } = await db.query<{ id: number }>(
      `SELECT id FROM classes WHERE kindergarten_id = $1 AND period_id = $2 AND NOT is_for_substitution
        ORDER BY name COLLATE "bg-BG-x-icu", id`,
      [kindergarten.id, kindergarten.periodId],
    );
    const { rows: staff } = await db.query<{ id: number }>(
      `SELECT id FROM teachers WHERE kindergarten_id = $1 AND is_pedagogical AND NOT is_director ORDER BY id LIMIT 1`,
      [kindergarten.id],
    );
    for (const activity of activities) {
      const typeId = types[activity.type];
      if (typeId === undefined)
        throw new Error(`Demo data: no activity type „${activity.type}“; seedDemoActivityProviders runs first.`);
      const teacherId = activity.teacher === 'staff' ? (staff[0]?.id ?? null) : null;
      const from = activity.ended ? previousYearStart(kindergarten.from) : kindergarten.from;
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO activities (kindergarten_id, provider_id, activity_type_id, name, description, teacher_id,
                                 provider_teacher_name, capacity, price_model, price_cents, minimum_cents, active_from,
                                 active_to, enrollment_requests_enabled, delistment_enabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          kindergarten.id,
          providers[activity.provider],
          typeId,
          activity.name,
          activity.description,
          teacherId,
          activity.teacher === 'staff' ? null : activity.teacher,
          activity.capacity,
          activity.priceModel,
          activity.priceCents,
          activity.minimumCents ?? null,
          from,
          activity.ended ? dayBefore(kindergarten.from) : null,
          activity.enrollmentRequestsEnabled,
          activity.delistmentEnabled,
        ],
      );
      const activityId = rows[0].id;
      const classIds =
        activity.groups === 'all'
          ? groups.map((group) => group.id)
          : activity.groups.flatMap((at) => (groups[at] ? [groups[at].id] : []));
      await db.query(`INSERT INTO activity_classes (kindergarten_id, activity_id, class_id) SELECT $1, $2, unnest($3::int[])`, [
        kindergarten.id,
        activityId,
        classIds,
      ]);
      await db.query(
        `INSERT INTO activity_schedule (kindergarten_id, activity_id, day_of_week, starts_at, ends_at)
         SELECT $1, $2, s.day, s.starts, s.ends FROM unnest($3::smallint[], $4::time[], $5::time[]) AS s (day, starts, ends)`,
        [
          kindergarten.id,
          activityId,
          activity.schedule.map((slot) => slot.day),
          activity.schedule.map((slot) => slot.from),
          activity.schedule.map((slot) => slot.to),
        ],
      );
    }
  }
}

/** 15 September of the year before the school year starting on `from` ('YYYY-09-15'). */
const previousYearStart = (from: string): string => `${Number(from.slice(0, 4)) - 1}${from.slice(4)}`;

/** The calendar day before `day` ('YYYY-MM-DD'). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
