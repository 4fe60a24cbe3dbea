import { z } from 'zod';
import { idSchema, pagedResultSchema, pageQuery } from './common.js';
import { Resource } from './roles.js';
import { resourceAccess, type RouteTable } from './routes.js';

/**
 * Enrolment of children in the additional activities (spec 2 §7.2 "activities/students", "activities/discounts",
 * "Activities/students/leave-dates", "Activities/classes", the summaries; docs/activities.md "Enrolment"): the
 * director enrols children (one by one or a whole group) from a date, sets the last day in the activity, a discount
 * on the current enrolment; every enrolment is a dated row, so a leave and a re-enrolment keep the history.
 */
export const activityEnrolmentMessages = {
  activityNotFound: 'Дейността не е намерена.',
  studentNotFound: 'Детето не е намерено.',
  classNotFound: 'Групата не е намерена.',
  studentsRequired: 'Изберете поне едно дете.',
  studentsOrClass: 'Изберете деца или група.',
  tooManyStudents: 'Могат да се запишат най-много 500 деца наведнъж.',
  noChildrenToEnrol: 'В групата няма деца, които да не са записани в дейността.',
  activityInactive: (from: string, to: string | null): string =>
    to ? `Дейността е активна от ${from} до ${to}.` : `Дейността е активна от ${from}.`,
  notInGroups: (name: string, date: string): string => `${name} не е в група, за която е дейността, на ${date}.`,
  alreadyEnrolled: (name: string): string => `${name} вече е записано(а) в дейността за част от тези дни.`,
  capacityExceeded: (capacity: number, free: number): string =>
    free === 0
      ? `Капацитетът на дейността е ${capacity} деца и няма свободни места.`
      : `Капацитетът на дейността е ${capacity} деца: ${free === 1 ? 'остава 1 свободно място' : `остават ${free} свободни места`}.`,
  notEnrolled: (name: string, date: string): string => `${name} не е записано(а) в дейността на ${date}.`,
  alreadyLeft: (name: string, date: string): string => `${name} е напуснало(а) дейността на ${date}.`,
  noCurrentEnrolment: (name: string): string => `${name} няма текущо записване в дейността.`,
  percentRange: 'Отстъпката трябва да е повече от 0 и най-много 100 процента.',
  percentDecimals: 'Отстъпката може да има най-много два знака след десетичната запетая.',
  discountNameRequired: 'Въведете името на отстъпката.',
  filterRequired: 'Изберете дете или дейност.',
} as const;

const isoDay = z.iso.date();
const studentIdsSchema = z
  .array(idSchema)
  .min(1, activityEnrolmentMessages.studentsRequired)
  .max(500, activityEnrolmentMessages.tooManyStudents);

/**
 * POST /api/activities/students: enrol the listed children, or every child of the group (`classId`) on `fromDate`
 * who is not enrolled yet, from `fromDate`.
 */
export const enrolActivityStudentsRequest = z
  .object({
    activityId: idSchema,
    fromDate: isoDay,
    studentIds: studentIdsSchema.optional(),
    classId: idSchema.optional(),
  })
  .refine((body) => (body.studentIds === undefined) !== (body.classId === undefined), {
    path: ['studentIds'],
    message: activityEnrolmentMessages.studentsOrClass,
  });
export type EnrolActivityStudentsRequest = z.infer<typeof enrolActivityStudentsRequest>;

export const enrolActivityStudentsResult = z.object({
  /** The children enrolled by the call. */
  enrolled: z.number().int(),
});
export type EnrolActivityStudentsResult = z.infer<typeof enrolActivityStudentsResult>;

/** POST /api/Activities/students/leave-dates: `leaveDate` is the last day in the activity. */
export const setActivityLeaveDatesRequest = z.object({
  activityId: idSchema,
  leaveDate: isoDay,
  studentIds: studentIdsSchema,
});
export type SetActivityLeaveDatesRequest = z.infer<typeof setActivityLeaveDatesRequest>;

const twoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const activityDiscountSchema = z.object({
  name: z.string().trim().min(1, activityEnrolmentMessages.discountNameRequired).max(100),
  percent: z
    .number()
    .gt(0, activityEnrolmentMessages.percentRange)
    .max(100, activityEnrolmentMessages.percentRange)
    .refine(twoDecimals, activityEnrolmentMessages.percentDecimals),
});
export type ActivityDiscount = z.infer<typeof activityDiscountSchema>;

/** POST /api/activities/discounts: the discount of the child's current enrolment (null: none). */
export const setActivityDiscountRequest = z.object({
  activityId: idSchema,
  studentId: idSchema,
  discount: activityDiscountSchema.nullable(),
});
export type SetActivityDiscountRequest = z.infer<typeof setActivityDiscountRequest>;

/** One enrolment as the lists show it; `discountPercent` is a decimal string with two decimals ("10.00"). */
export const activityEnrolmentSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  discountName: z.string().nullable(),
  discountPercent: z.string().nullable(),
});
export type ActivityEnrolment = z.infer<typeof activityEnrolmentSchema>;

/** GET /api/Activities/classes: the selected school year's groups (an activity's groups with `activityId`). */
export const activityClassesQuery = z.object({
  activityId: idSchema.optional(),
  classId: idSchema.optional(),
});
export type ActivityClassesQuery = z.infer<typeof activityClassesQuery>;

export const activityClassStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Special educational needs (СОП: `students.has_special_needs`), for the preferences' filter. */
  hasSpecialNeeds: z.boolean(),
  /** The child's enrolments that cover today or begin later (with `activityId`: in that activity only). */
  enrolments: z.array(activityEnrolmentSchema),
});
export type ActivityClassStudent = z.infer<typeof activityClassStudentSchema>;

export const activityClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The children placed in the group today, by name. */
  students: z.array(activityClassStudentSchema),
});
export type ActivityClass = z.infer<typeof activityClassSchema>;

export const activityClassesAnswer = z.array(activityClassSchema);
export type ActivityClassesAnswer = z.infer<typeof activityClassesAnswer>;

/** GET /api/activities/students/summary: per activity the children enrolled on `date` (today by default). */
export const activityStudentsSummaryQuery = z.object({
  date: isoDay.optional(),
  activityId: idSchema.optional(),
});
export type ActivityStudentsSummaryQuery = z.infer<typeof activityStudentsSummaryQuery>;

export const activityStudentsSummaryRow = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  capacity: z.number().int().nullable(),
  enrolled: z.number().int(),
  /** By the child's group on the date (children without a group on the date under `classId` null). */
  classes: z.array(
    z.object({ classId: z.number().int().nullable(), className: z.string().nullable(), enrolled: z.number().int() }),
  ),
});
export type ActivityStudentsSummaryRow = z.infer<typeof activityStudentsSummaryRow>;

/** GET /api/Activities/students/history/summary: a child's or an activity's enrolments, newest first. */
export const activityEnrolmentHistoryQuery = pageQuery
  .extend({
    studentId: idSchema.optional(),
    activityId: idSchema.optional(),
  })
  .refine((query) => query.studentId !== undefined || query.activityId !== undefined, {
    path: ['studentId'],
    message: activityEnrolmentMessages.filterRequired,
  });
export type ActivityEnrolmentHistoryQuery = z.infer<typeof activityEnrolmentHistoryQuery>;

export const activityEnrolmentHistoryRow = activityEnrolmentSchema.extend({
  studentId: z.number().int(),
  studentName: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ActivityEnrolmentHistoryRow = z.infer<typeof activityEnrolmentHistoryRow>;

/** Enrolment in the additional activities (docs/activities.md "Enrolment"). */
export const activityEnrolmentsRoutes = {
  enrol: {
    method: 'POST',
    path: 'activities/students',
    body: enrolActivityStudentsRequest,
    response: enrolActivityStudentsResult,
    access: resourceAccess(Resource.Activities, 'create'),
    status: 200,
  },
  leaveDates: {
    method: 'POST',
    path: 'Activities/students/leave-dates',
    body: setActivityLeaveDatesRequest,
    response: z.object({ updated: z.number().int() }),
    access: resourceAccess(Resource.Activities, 'update'),
    status: 200,
  },
  discount: {
    method: 'POST',
    path: 'activities/discounts',
    body: setActivityDiscountRequest,
    response: z.object({ enrolmentId: z.number().int() }),
    access: resourceAccess(Resource.Activities, 'update'),
    status: 200,
  },
  classes: {
    method: 'GET',
    path: 'Activities/classes',
    query: activityClassesQuery,
    response: activityClassesAnswer,
    access: resourceAccess(Resource.Activities, 'read'),
  },
  summary: {
    method: 'GET',
    path: 'activities/students/summary',
    query: activityStudentsSummaryQuery,
    response: z.array(activityStudentsSummaryRow),
    access: resourceAccess(Resource.Activities, 'read'),
  },
  history: {
    method: 'GET',
    path: 'Activities/students/history/summary',
    query: activityEnrolmentHistoryQuery,
    response: pagedResultSchema(activityEnrolmentHistoryRow),
    access: resourceAccess(Resource.Activities, 'read'),
  },
} as const satisfies RouteTable;
