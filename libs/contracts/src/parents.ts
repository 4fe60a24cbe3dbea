import { z } from 'zod';
import { Resource } from './roles.js';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ParentRelation } from './enums.js';
import { AccountState } from './parent-registrations.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Bulgarian messages of the parents' records (spec 2 §7.3 "Parents"). */
export const parentMessages = {
  notFound: 'Родителят не е намерен.',
  childNotFound: 'Детето не е намерено.',
  duplicateEmail: 'Родител с този имейл вече е записан в детската градина.',
  atLeastOneChild: 'Изберете поне едно дете.',
  duplicateChild: 'Детето е избрано повече от веднъж.',
  secondMother: 'Детето вече има записана майка.',
  secondFather: 'Детето вече има записан баща.',
  invalidPhone: 'Моля, въведете валиден телефонен номер.',
} as const;

const yesNo = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The overview's filters, shared by the list and the export. */
export const parentFilters = z.object({
  /** Part of the parent's name (any of the three), e-mail or phone; case-insensitive. */
  nameSearchTerm: z.string().trim().max(100).optional(),
  /** Part of a child's name. */
  childNameSearchTerm: z.string().trim().max(100).optional(),
  /** Parents of the children now in this group (of the selected school year). */
  classId: idSchema.optional(),
  /** With (true) or without (false) a user account. */
  hasAccount: yesNo,
  /** In this account state: none, invited (not yet activated) or active. */
  accountState: z.coerce.number().pipe(z.enum(AccountState)).optional(),
});
export type ParentFilters = z.infer<typeof parentFilters>;

export const parentListQuery = pageQueryOrderedBy(['name', 'email']).extend(parentFilters.shape);
export type ParentListQuery = z.infer<typeof parentListQuery>;

export const parentChild = z.object({
  studentId: z.number().int(),
  name: z.string(),
  relation: z.enum(ParentRelation),
  /** The child's group now, in the selected school year. */
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
});
export type ParentChild = z.infer<typeof parentChild>;

export const parentRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hasAccount: z.boolean(),
  /** The sign-in account: none, invited (not yet activated) or active. */
  accountState: z.enum(AccountState),
  /** Named `students`, not `children`: tables read a `children` field as nested rows. */
  students: z.array(parentChild),
});
export type ParentRow = z.infer<typeof parentRow>;

export const parentDetails = parentRow;
export type ParentDetails = ParentRow;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const parentChildLink = z.object({
  studentId: z.number().int().positive().max(2_147_483_647),
  relation: z.enum(ParentRelation),
});
export type ParentChildLink = z.infer<typeof parentChildLink>;

/** POST /api/Parents: create (no id) or edit; `students` replaces the parent's links to children. */
export const saveParentRequest = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  firstName: z.string().trim().min(1).max(100),
  middleName: optionalText(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(200).nullish().or(z.literal('')),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[\d\s()-]{6,}$/, { message: parentMessages.invalidPhone })
    .nullish()
    .or(z.literal('')),
  students: z
    .array(parentChildLink)
    .min(1, { message: parentMessages.atLeastOneChild })
    .max(20)
    .superRefine((links, ctx) => {
      const seen = new Set<number>();
      links.forEach((link, index) => {
        if (seen.has(link.studentId))
          ctx.addIssue({ code: 'custom', path: [index, 'studentId'], message: parentMessages.duplicateChild });
        seen.add(link.studentId);
      });
    }),
});
export type SaveParentRequest = z.infer<typeof saveParentRequest>;

/** Parents' records (spec 2 §7.3 "Parents"). */
export const parentsRoutes = {
  list: {
    method: 'GET',
    path: 'Parents',
    query: parentListQuery,
    response: pagedResultSchema(parentRow),
    access: resourceAccess(Resource.Parents, 'read'),
  },
  export: {
    method: 'GET',
    path: 'Parents/export',
    query: parentFilters,
    response: fileAnswer,
    access: resourceAccess(Resource.Parents, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Parents/:id',
    params: idParams,
    response: parentDetails,
    access: resourceAccess(Resource.Parents, 'read'),
  },
  /** Create (create permission) or edit (update permission): one call of the spec for both. */
  save: {
    method: 'POST',
    path: 'Parents',
    body: saveParentRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Parents, 'save'),
    status: 200,
  },
} as const satisfies RouteTable;
