import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ActivityPriceModel, DayOfWeek } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The kindergarten's additional activities (spec 2 §7.2 "Activities", docs/activities.md "Activities" and "Prices"):
 * the director's activities — provider, type, teacher, the groups it is open to, the weekly hours, capacity, price,
 * active dates — and the parents' view of what is offered to their children's groups (`activities/parents`).
 * Money is integer euro cents.
 */
export const activityMessages = {
  notFound: 'Дейността не е намерена.',
  providerNotInKindergarten: 'Доставчикът не работи в тази детска градина.',
  typeNotFound: 'Видът дейност не е намерен.',
  teacherNotFound: 'Служителят не е намерен сред педагогическия персонал на детската градина.',
  teacherRequired: 'Изберете служител на детската градина или въведете името на преподавателя от доставчика.',
  teacherBoth: 'Изберете служител или въведете име на преподавател от доставчика, не и двете.',
  groupsRequired: 'Изберете поне една група.',
  groupNotInYear: 'Групата не е от избраната учебна година.',
  scheduleRequired: 'Въведете поне един ден с часове.',
  endBeforeStart: 'Краят трябва да е след началото.',
  scheduleOverlap: 'Часовете се застъпват с друг ред за същия ден.',
  activeToBeforeFrom: 'Крайната дата трябва да е след началната или същата.',
  minimumRequired: 'Въведете месечния минимум.',
  minimumOnlyWithModel: 'Месечен минимум се въвежда само при такса за посещение с месечен минимум.',
  capacityBelowEnrolled: (enrolled: number): string =>
    `Капацитетът не може да е по-малък от броя на записаните деца (${enrolled}).`,
  groupHasChildren: (group: string): string =>
    `В група „${group}“ има деца, записани в дейността: отпишете ги, преди да премахнете групата.`,
  deleteHasHistory:
    'Дейността не може да бъде изтрита, защото в нея има или е имало записани деца или присъствия. Въведете крайна дата вместо това.',
  noSchoolYear: 'Изберете учебна година.',
} as const;

/** The most a price or a minimum may be: 10 000 € (cents). */
export const ACTIVITY_MAX_PRICE_CENTS = 1_000_000;

const isoDay = z.iso.date();
/** A time of day as the form and the answers write it: "16:30". */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Въведете час във формат ЧЧ:ММ.');
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** One weekly slot: a working day (Monday 1 … Friday 5) and its hours. */
export const activityScheduleSlot = z.object({
  dayOfWeek: z.coerce.number().int().pipe(z.enum(DayOfWeek)),
  startsAt: clockTime,
  endsAt: clockTime,
});
export type ActivityScheduleSlot = z.infer<typeof activityScheduleSlot>;

export const activityGroupRef = z.object({ id: z.number().int(), name: z.string() });
export type ActivityGroupRef = z.infer<typeof activityGroupRef>;

/** GET /api/Activities/overview-models: the filters. `activeOn` keeps activities running that day; `onlyActive` today. */
export const activityOverviewFilters = z.object({
  /** Part of the name; case-insensitive. */
  search: z.string().trim().max(100).optional(),
  providerId: idSchema.optional(),
  activityTypeId: idSchema.optional(),
  classId: idSchema.optional(),
  activeOn: isoDay.optional(),
  onlyActive: booleanQuery,
});
export type ActivityOverviewFilters = z.infer<typeof activityOverviewFilters>;

export const activityOverviewQuery = pageQueryOrderedBy(['name', 'activeFrom']).extend(activityOverviewFilters.shape);
export type ActivityOverviewQuery = z.infer<typeof activityOverviewQuery>;

export const activityOverviewRow = z.object({
  id: z.number().int(),
  name: z.string(),
  activityTypeId: z.number().int(),
  activityTypeName: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** The staff member's name, or the provider's teacher's name. */
  teacherName: z.string().nullable(),
  /** The groups of the selected school year it is open to, by name. */
  groups: z.array(activityGroupRef),
  /** By day, then start. */
  schedule: z.array(activityScheduleSlot),
  priceModel: z.enum(ActivityPriceModel),
  priceCents: z.number().int(),
  minimumCents: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  /** Children enrolled today. */
  enrolledCount: z.number().int(),
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  /** Running today. */
  isActive: z.boolean(),
});
export type ActivityOverviewRow = z.infer<typeof activityOverviewRow>;

/** GET /api/activities/{id}: what the form edits, with the names and the facts the page needs. */
export const activityDetails = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  activityTypeId: z.number().int(),
  activityTypeName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  providerTeacherName: z.string().nullable(),
  /** The groups of the selected school year it is open to. */
  groups: z.array(activityGroupRef),
  schedule: z.array(activityScheduleSlot),
  capacity: z.number().int().nullable(),
  priceModel: z.enum(ActivityPriceModel),
  priceCents: z.number().int(),
  minimumCents: z.number().int().nullable(),
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  enrollmentRequestsEnabled: z.boolean(),
  delistmentEnabled: z.boolean(),
  enrolledCount: z.number().int(),
  /** A child was ever enrolled or attendance was recorded: the activity cannot be deleted, only ended. */
  hasHistory: z.boolean(),
});
export type ActivityDetails = z.infer<typeof activityDetails>;

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** POST /api/activities: create (no id) or update (id). */
export const saveActivityRequest = z
  .object({
    id: idSchema.optional(),
    providerId: idSchema,
    activityTypeId: idSchema,
    name: z.string().trim().min(1).max(150),
    description: z.string().trim().max(2000).nullish(),
    /** A pedagogical staff record of the kindergarten (GET /api/Teachers/for-activities)… */
    teacherId: idSchema.nullish(),
    /** …or the provider's own teacher, by name. */
    providerTeacherName: z.string().trim().max(150).nullish(),
    /** The groups of the selected school year the activity is open to. */
    classIds: z.array(idSchema).min(1, activityMessages.groupsRequired).max(100),
    schedule: z
      .array(
        activityScheduleSlot.extend({
          dayOfWeek: z.coerce.number().int().min(DayOfWeek.Monday).max(DayOfWeek.Friday).pipe(z.enum(DayOfWeek)),
        }),
      )
      .min(1, activityMessages.scheduleRequired)
      .max(20),
    capacity: z.number().int().min(1).max(1000).nullish(),
    priceModel: z.enum(ActivityPriceModel),
    priceCents: z.number().int().min(0).max(ACTIVITY_MAX_PRICE_CENTS),
    /** Only with MonthlyWithMinimum: the least a month costs. */
    minimumCents: z.number().int().min(0).max(ACTIVITY_MAX_PRICE_CENTS).nullish(),
    activeFrom: isoDay,
    activeTo: isoDay.nullish(),
    enrollmentRequestsEnabled: z.boolean(),
    delistmentEnabled: z.boolean(),
  })
  .superRefine((activity, context) => {
    const hasTeacher = activity.teacherId !== null && activity.teacherId !== undefined;
    const hasProviderTeacher = !!activity.providerTeacherName;
    if (!hasTeacher && !hasProviderTeacher) {
      context.addIssue({ code: 'custom', path: ['teacherId'], message: activityMessages.teacherRequired });
    } else if (hasTeacher && hasProviderTeacher) {
      context.addIssue({ code: 'custom', path: ['providerTeacherName'], message: activityMessages.teacherBoth });
    }
    activity.schedule.forEach((slot, index) => {
      if (minutes(slot.endsAt) <= minutes(slot.startsAt)) {
        context.addIssue({ code: 'custom', path: ['schedule', index, 'endsAt'], message: activityMessages.endBeforeStart });
        return;
      }
      const overlaps = activity.schedule.some(
        (other, at) =>
          at < index &&
          other.dayOfWeek === slot.dayOfWeek &&
          minutes(other.startsAt) < minutes(slot.endsAt) &&
          minutes(slot.startsAt) < minutes(other.endsAt),
      );
      if (overlaps) {
        context.addIssue({ code: 'custom', path: ['schedule', index, 'startsAt'], message: activityMessages.scheduleOverlap });
      }
    });
    const withMinimum = activity.priceModel === ActivityPriceModel.MonthlyWithMinimum;
    const hasMinimum = activity.minimumCents !== null && activity.minimumCents !== undefined;
    if (withMinimum && !hasMinimum) {
      context.addIssue({ code: 'custom', path: ['minimumCents'], message: activityMessages.minimumRequired });
    } else if (!withMinimum && hasMinimum) {
      context.addIssue({ code: 'custom', path: ['minimumCents'], message: activityMessages.minimumOnlyWithModel });
    }
    if (activity.activeTo && activity.activeTo < activity.activeFrom) {
      context.addIssue({ code: 'custom', path: ['activeTo'], message: activityMessages.activeToBeforeFrom });
    }
  });
export type SaveActivityRequest = z.infer<typeof saveActivityRequest>;

/** An activity type of the master's list (GET /api/Activities/types). */
export const activityTypeOption = z.object({ id: z.number().int(), name: z.string() });
export type ActivityTypeOption = z.infer<typeof activityTypeOption>;

/** An activity for a dropdown. */
export const activityOption = z.object({ id: z.number().int(), name: z.string() });
export type ActivityOption = z.infer<typeof activityOption>;

export const activityOptionsQuery = z.object({ onlyActive: booleanQuery });
export type ActivityOptionsQuery = z.infer<typeof activityOptionsQuery>;

/** An activity offered to a child's group today, as the parent sees it. */
export const parentActivityItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  activityTypeName: z.string(),
  provider: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  teacherName: z.string().nullable(),
  schedule: z.array(activityScheduleSlot),
  priceModel: z.enum(ActivityPriceModel),
  priceCents: z.number().int(),
  minimumCents: z.number().int().nullable(),
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  /** The child is enrolled today. */
  isEnrolled: z.boolean(),
  enrollmentRequestsEnabled: z.boolean(),
  delistmentEnabled: z.boolean(),
});
export type ParentActivityItem = z.infer<typeof parentActivityItem>;

/** One of the parent's children with its group today and the activities open to that group. */
export const parentChildActivities = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  activities: z.array(parentActivityItem),
});
export type ParentChildActivities = z.infer<typeof parentChildActivities>;

/** The director's activities and the parents' offer (spec 2 §7.2 "Activities"; docs/activities.md). */
export const activitiesRoutes = {
  list: {
    method: 'GET',
    path: 'Activities/overview-models',
    query: activityOverviewQuery,
    response: pagedResultSchema(activityOverviewRow),
    access: resourceAccess(Resource.Activities, 'read'),
  },
  types: {
    method: 'GET',
    path: 'Activities/types',
    response: z.array(activityTypeOption),
    access: resourceAccess(Resource.Activities, 'read'),
  },
  options: {
    method: 'GET',
    path: 'Activities/overview-simple-models',
    query: activityOptionsQuery,
    response: z.array(activityOption),
    access: resourceAccess(Resource.Activities, 'read'),
  },
  withDelistmentEnabled: {
    method: 'GET',
    path: 'Activities/with-delistment-enabled',
    response: z.array(activityOption),
    access: resourceAccess(Resource.Activities, 'read'),
  },
  forParents: {
    method: 'GET',
    path: 'activities/parents',
    response: z.array(parentChildActivities),
    access: resourceAccess(Resource.ActivityParents, 'read'),
  },
  get: {
    method: 'GET',
    path: 'activities/:id',
    params: idParams,
    response: activityDetails,
    access: resourceAccess(Resource.Activities, 'read'),
  },
  /** Create (create permission) or update (update permission). */
  save: {
    method: 'POST',
    path: 'activities',
    body: saveActivityRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Activities, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'activities/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Activities, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
