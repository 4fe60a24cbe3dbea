import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { AttendanceMode, GroupAgeType } from './enums.js';
import { kindergartenSubject } from './kindergartens.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable, signedInAccess } from './routes.js';

/**
 * Groups (classes) of a kindergarten's school year. Spec 2 §3 "Group (class)": id, name, isForSubstitution,
 * kindergartenId, kindergartenName, classType — `classType` is the group's age type (spec 1 §3 "Group age type").
 * Spec 2 §9: groups sort by the substitution flag (regular groups first), then by name in Bulgarian collation.
 */

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const groupAgeTypeSchema = z.enum(GroupAgeType);
export const attendanceModeSchema = z.enum(AttendanceMode);

/** A group as spec 2 §3 names it: GET /api/Classes, /by-kindergarten. */
export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isForSubstitution: z.boolean(),
  kindergartenId: z.number().int(),
  kindergartenName: z.string(),
  /** The age type (1 nursery, 2 kindergarten, 4 first group, 8 preparatory groups). */
  classType: z.number().int(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** GET /api/Classes/by-kindergarten: optionally one kindergarten of the user's read scope. */
export const classesByKindergartenQuery = z.object({ kindergartenId: idSchema.optional() });
export type ClassesByKindergartenQuery = z.infer<typeof classesByKindergartenQuery>;

/** GET /api/Classes/age-groups: each age type with its Bulgarian label and the number of groups of that type. */
export const classAgeGroupSchema = z.object({
  ageType: z.number().int(),
  name: z.string(),
  classesCount: z.number().int(),
});
export type ClassAgeGroup = z.infer<typeof classAgeGroupSchema>;

/** GET /api/Classes/grouped: kindergarten → class type → groups. */
export const classesGroupedSchema = z.object({
  kindergartenId: z.number().int(),
  kindergartenName: z.string(),
  classTypes: z.array(
    z.object({
      classType: z.number().int(),
      classTypeName: z.string(),
      classes: z.array(z.object({ id: z.number().int(), name: z.string(), isForSubstitution: z.boolean() })),
    }),
  ),
});
export type ClassesGrouped = z.infer<typeof classesGroupedSchema>;

export const classTeacherSchema = z.object({ id: z.number().int(), name: z.string(), occupation: z.string() });
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

/** GET /api/Classes/overview-models: paged, with filters named as the brief names them. */
export const classOverviewQuery = pageQueryOrderedBy(['name', 'ageType', 'isForSubstitution', 'studentsCount']).extend({
  name: z.string().trim().max(100).optional(),
  ageType: z.coerce.number().pipe(groupAgeTypeSchema).optional(),
  isForSubstitution: booleanQuery,
  /** Default: the user's selected school year. */
  periodId: idSchema.optional(),
});
export type ClassOverviewQuery = z.infer<typeof classOverviewQuery>;

export const classOverviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ageType: z.number().int(),
  isForSubstitution: z.boolean(),
  attendanceMode: z.number().int(),
  /** Children placed in the group today. */
  studentsCount: z.number().int(),
  teachers: z.array(classTeacherSchema),
});
export type ClassOverview = z.infer<typeof classOverviewSchema>;

/** GET /api/Classes/{id}. */
export const classDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ageType: z.number().int(),
  isForSubstitution: z.boolean(),
  attendanceMode: z.number().int(),
  periodId: z.number().int(),
  periodName: z.string(),
  kindergartenId: z.number().int(),
  teachers: z.array(classTeacherSchema),
});
export type ClassDetails = z.infer<typeof classDetailsSchema>;

/** POST /api/Classes: creates, or edits when `id` is given. */
export const saveClassRequest = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(100),
  ageType: groupAgeTypeSchema,
  isForSubstitution: z.boolean().default(false),
  attendanceMode: attendanceModeSchema.default(AttendanceMode.FullDay),
  /** Staff members (teachers table) of the selected kindergarten. */
  teacherIds: z.array(z.number().int().positive()).max(50).default([]),
  /** Default: the user's selected school year; must be one of the selected kindergarten's. */
  periodId: z.number().int().positive().optional(),
});
export type SaveClassRequest = z.input<typeof saveClassRequest>;
export type SaveClassCommand = z.output<typeof saveClassRequest>;

/** GET /api/classes/{classId}/subjects: the educational directions taught in a group (the kindergarten's, in its order). */
export const classIdParams = z.object({ classId: idSchema });
export type ClassIdParams = z.infer<typeof classIdParams>;

/** Groups (classes) of a kindergarten's school year (spec 2 §3 "Group (class)"). */
export const classesRoutes = {
  list: {
    method: 'GET',
    path: 'Classes',
    response: z.array(classSummarySchema),
    access: resourceAccess(Resource.Classes, 'read'),
  },
  /** Members with Classes read, and MON and municipality for their references: the service checks which. */
  byKindergarten: {
    method: 'GET',
    path: 'Classes/by-kindergarten',
    query: classesByKindergartenQuery,
    response: z.array(classSummarySchema),
    access: signedInAccess,
  },
  ageGroups: {
    method: 'GET',
    path: 'Classes/age-groups',
    response: z.array(classAgeGroupSchema),
    access: resourceAccess(Resource.Classes, 'read'),
  },
  overview: {
    method: 'GET',
    path: 'Classes/overview-models',
    query: classOverviewQuery,
    response: pagedResultSchema(classOverviewSchema),
    access: resourceAccess(Resource.Classes, 'read'),
  },
  /** Same readers as by-kindergarten. */
  grouped: {
    method: 'GET',
    path: 'Classes/grouped',
    response: z.array(classesGroupedSchema),
    access: signedInAccess,
  },
  get: {
    method: 'GET',
    path: 'Classes/:id',
    params: idParams,
    response: classDetailsSchema,
    access: resourceAccess(Resource.Classes, 'read'),
  },
  subjects: {
    method: 'GET',
    path: 'Classes/:classId/subjects',
    params: classIdParams,
    response: z.array(kindergartenSubject),
    access: resourceAccess(Resource.Classes, 'read'),
  },
  /** Create, or edit when `id` is given: create or update permission, the service resolves which. */
  save: {
    method: 'POST',
    path: 'Classes',
    body: saveClassRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Classes, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Classes/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Classes, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
