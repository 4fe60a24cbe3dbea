import { z } from 'zod';
import { type AccessEntry, allResources, defaultAccess, kindergartenRoles, resources, roleLabels } from './access.js';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Resource, ResourceGroup, Role } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';
import { saveTeacherRequest } from './teachers.js';

/** Bulgarian messages of users, user groups and access (docs/users.md). */
export const userMessages = {
  userNotFound: 'Потребителят не е намерен.',
  groupNotFound: 'Групата не е намерена.',
  invalidRole: 'Изберете роля от списъка.',
  cannotDeactivateSelf: 'Не можете да деактивирате собствения си профил.',
  cannotChangeOwnAccount: 'Не можете да промените активността на собствения си профил.',
  builtInNotDeleted: 'Вградените групи не могат да бъдат изтрити.',
  groupHasMembers: 'Групата има членове. Премахнете ги, преди да я изтриете.',
  duplicateGroupName: 'Вече има група с това име.',
  noLockOut: 'Не можете да отнемете собствения си достъп до потребителските групи.',
  notAMember: 'Избраният потребител не е член на детската градина.',
  invalidResource: 'Непознат ресурс.',
} as const;

const yesNo = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const kindergartenRole = z.union(
  kindergartenRoles.map((role) => z.literal(role)) as unknown as [z.ZodLiteral<Role>, ...z.ZodLiteral<Role>[]],
  { error: userMessages.invalidRole },
);
const kindergartenRoleQuery = z.coerce.number().pipe(kindergartenRole);

/** GET /api/Users: the selected kindergarten's members. */
export const userListQuery = pageQueryOrderedBy(['name', 'email', 'lastSignIn']).extend({
  /** Part of a name or the e-mail, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  role: kindergartenRoleQuery.optional(),
  isActive: yesNo,
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(Role),
  /** The names of the groups the director added the member to (besides their role's). */
  groups: z.array(z.string()),
  /** The membership in this kindergarten is active. */
  isActive: z.boolean(),
  /** The person has chosen a password (the invitation was accepted) and the account is not blocked. */
  hasActiveAccount: z.boolean(),
  /** ISO moment of the last sign-in, or null. */
  lastSignIn: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

/** POST /api/Users/invite: a person joins the selected kindergarten with a role (names and phone as on a staff record). */
export const inviteUserRequest = saveTeacherRequest
  .pick({ firstName: true, middleName: true, lastName: true, phone: true })
  .extend({ email: z.string().trim().email().max(200), role: kindergartenRole });
export type InviteUserRequest = z.infer<typeof inviteUserRequest>;

export const inviteUserResult = z.object({
  userId: z.number().int(),
  /** The account was already active: only a notice was sent. */
  alreadyActive: z.boolean(),
  /** The staff record linked to the account, for staff roles. */
  teacherId: z.number().int().nullable(),
});
export type InviteUserResult = z.infer<typeof inviteUserResult>;

/** POST /api/Users/change-user-activation and POST /api/identity/change-activation. */
export const changeActivationRequest = z.object({ userId: idSchema, isActive: z.boolean() });
export type ChangeActivationRequest = z.infer<typeof changeActivationRequest>;

/** GET /api/UserRoles (spec 2 §7.6: optionally IncludeMembers, IsPedagogical). */
export const userRolesQuery = z.object({ includeMembers: yesNo, isPedagogical: yesNo });
export type UserRolesQuery = z.infer<typeof userRolesQuery>;

export const userGroupMember = z.object({ userId: z.number().int(), name: z.string() });
export type UserGroupMember = z.infer<typeof userGroupMember>;

export const userGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The role of a built-in group (its members are the members of that role); null for the director's groups. */
  role: z.enum(Role).nullable(),
  isBuiltIn: z.boolean(),
  isPedagogical: z.boolean(),
  memberCount: z.number().int(),
  members: z.array(userGroupMember).optional(),
});
export type UserGroupRow = z.infer<typeof userGroupRow>;

/** One row of a group's matrix: the rights on a resource and whether they reach all groups (classes). */
export const grantSchema = z.object({
  resource: z
    .number()
    .int()
    .refine((value) => (allResources as readonly number[]).includes(value), {
      message: userMessages.invalidResource,
    }),
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  canView: z.boolean(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
});
/** A grant as the API answers it: the resource is one of the enum's. */
export const grantRow = grantSchema.extend({ resource: z.enum(Resource) });
export type Grant = z.infer<typeof grantRow>;

export const userGroupDetails = userGroupRow.extend({
  members: z.array(userGroupMember),
  grants: z.array(grantRow),
});
export type UserGroupDetails = z.infer<typeof userGroupDetails>;

/** POST /api/UserRoles: create (no id) or edit a group; members are user ids of the kindergarten's members. */
export const saveUserGroupRequest = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(100),
  isPedagogical: z.boolean().default(false),
  /** Ignored for a built-in group: its members are the members of its role. */
  memberIds: z.array(idSchema).max(2000).default([]),
  grants: z.array(grantSchema).max(allResources.length),
});
export type SaveUserGroupRequest = z.input<typeof saveUserGroupRequest>;
export type SaveUserGroupCommand = z.output<typeof saveUserGroupRequest>;

/** Resources a kindergarten's group can be granted: the master administration is not a kindergarten's to give. */
export const grantableResources: readonly Resource[] = allResources.filter(
  (resource) => resources[resource].group !== ResourceGroup.MasterAdmin,
);

/** The flags of a grant that gives nothing. */
export const noGrant: Omit<Grant, 'resource'> = {
  read: false,
  create: false,
  update: false,
  delete: false,
  canView: false,
  canCreate: false,
  canEdit: false,
};

/** A grant is empty when it gives nothing. */
export const isEmptyGrant = (grant: Omit<Grant, 'resource'>): boolean =>
  !grant.read && !grant.create && !grant.update && !grant.delete;

/** The access a set of grants gives: per resource, a right is held when any grant holds it. */
export function accessFromGrants(grantSets: readonly (readonly Grant[])[]): AccessEntry[] {
  const byResource = new Map<Resource, AccessEntry>();
  for (const grants of grantSets) {
    for (const grant of grants) {
      if (isEmptyGrant(grant)) continue;
      const entry = byResource.get(grant.resource) ?? {
        resource: grant.resource,
        group: resources[grant.resource].group,
        ...noGrant,
      };
      for (const key of ['read', 'create', 'update', 'delete', 'canView', 'canCreate', 'canEdit'] as const) {
        entry[key] ||= grant[key];
      }
      byResource.set(grant.resource, entry);
    }
  }
  return [...byResource.values()].sort((a, b) => a.resource - b.resource);
}

/** The grants of an access list (the seed of a built-in group from the role's defaults). */
export const grantsOf = (access: readonly AccessEntry[]): Grant[] =>
  access.map(({ resource, read, create, update, delete: del, canView, canCreate, canEdit }) => ({
    resource,
    read,
    create,
    update,
    delete: del,
    canView,
    canCreate,
    canEdit,
  }));

/** Roles whose built-in group is pedagogical (GET /api/UserRoles?isPedagogical=true). */
const pedagogicalRoles: readonly Role[] = [Role.Director, Role.Teacher, Role.ResourceSpecialist];

/** The built-in group of each kindergarten role, with the role's default grants: the API and the demo seed create them. */
export const builtInGroups = (): { role: Role; name: string; isPedagogical: boolean; grants: Grant[] }[] =>
  kindergartenRoles.map((role) => ({
    role,
    name: roleLabels[role],
    isPedagogical: pedagogicalRoles.includes(role),
    grants: grantsOf(defaultAccess(role)),
  }));

/** The selected kindergarten's members (spec 2 §7.3 "Users"), and the master's block of an account (§7.3 "Identity"). */
export const usersRoutes = {
  list: {
    method: 'GET',
    path: 'Users',
    query: userListQuery,
    response: pagedResultSchema(userRow),
    access: resourceAccess(Resource.Users, 'read'),
  },
  invite: {
    method: 'POST',
    path: 'Users/invite',
    body: inviteUserRequest,
    response: inviteUserResult,
    access: resourceAccess(Resource.Users, 'create'),
    status: 200,
  },
  changeActivation: {
    method: 'POST',
    path: 'Users/change-user-activation',
    body: changeActivationRequest,
    response: emptyAnswer,
    access: resourceAccess(Resource.Users, 'update'),
    status: 204,
  },
  /** The master administrator blocks or unblocks an account in every kindergarten. */
  changeAccountActivation: {
    method: 'POST',
    path: 'identity/change-activation',
    body: changeActivationRequest,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterUsers, 'update'),
    status: 204,
  },
} as const satisfies RouteTable;

/** The kindergarten's user groups and their grants (spec 2 §7.3, §7.6 "UserRoles"; docs/users.md). */
export const usersRolesRoutes = {
  list: {
    method: 'GET',
    path: 'UserRoles',
    query: userRolesQuery,
    response: z.array(userGroupRow),
    access: resourceAccess(Resource.Roles, 'read'),
  },
  extended: {
    method: 'GET',
    path: 'UserRoles/extended',
    query: userRolesQuery,
    response: z.array(userGroupDetails),
    access: resourceAccess(Resource.Roles, 'read'),
  },
  rebuildAccess: {
    method: 'POST',
    path: 'UserRoles/rebuild-access',
    response: z.object({ rebuilt: z.number().int() }),
    access: resourceAccess(Resource.Roles, 'update'),
    status: 200,
  },
  get: {
    method: 'GET',
    path: 'UserRoles/:id',
    params: idParams,
    response: userGroupDetails,
    access: resourceAccess(Resource.Roles, 'read'),
  },
  /** Create (create permission) or edit (update permission) a group: one call for both. */
  save: {
    method: 'POST',
    path: 'UserRoles',
    body: saveUserGroupRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Roles, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'UserRoles/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Roles, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
