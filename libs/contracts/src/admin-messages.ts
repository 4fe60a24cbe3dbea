import { z } from 'zod';
import { kindergartenRoles } from './access.js';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { maintenanceMessage } from './realtime.js';
import { richTextPlainText } from './rich-text.js';
import { Resource, Role } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable, signedInAccess } from './routes.js';
import { validationMessages } from './validation-messages.js';

/** Who an administrative message is addressed to (docs/admin-messages.md). */
export enum AdminMessageAudience {
  AllUsers = 1,
  Kindergartens = 2,
  Users = 3,
}

export const adminMessageAudienceLabels: Record<AdminMessageAudience, string> = {
  [AdminMessageAudience.AllUsers]: 'Всички потребители',
  [AdminMessageAudience.Kindergartens]: 'Избрани детски градини',
  [AdminMessageAudience.Users]: 'Избрани потребители',
};

/** The roles a message may be narrowed to: the kindergarten roles, MON and municipality (not the master). */
export const adminMessageRoles: readonly Role[] = [...kindergartenRoles, Role.MON, Role.Municipality];

export const adminMessageTexts = {
  unknownKindergartens: 'Някои от избраните детски градини не съществуват.',
  unknownUsers: 'Някои от избраните потребители не съществуват или не са активни.',
  validTo: 'Краят трябва да е след началото и в бъдещето.',
  notFound: 'Съобщението не е намерено.',
} as const;

export const ADMIN_MESSAGE_TITLE_MAX = 200;
export const ADMIN_MESSAGE_CONTENT_MAX = 20_000;
export const MAINTENANCE_CONTENT_MAX = 2000;

const ids = z.array(idSchema).max(1000);

/** POST administration/Message: a new administrative message. */
export const createAdminMessageRequest = z
  .object({
    title: z.string().trim().min(1).max(ADMIN_MESSAGE_TITLE_MAX),
    /** Rich text; sanitised on the server before it is stored. */
    content: z
      .string()
      .max(ADMIN_MESSAGE_CONTENT_MAX)
      .refine((html) => richTextPlainText(html).length > 0, validationMessages.required),
    audience: z.enum(AdminMessageAudience),
    kindergartenIds: ids.default([]),
    userIds: ids.default([]),
    /** Empty: every role. */
    roles: z.array(z.literal(adminMessageRoles)).max(adminMessageRoles.length).default([]),
  })
  .superRefine((body, context) => {
    if (body.audience === AdminMessageAudience.Kindergartens && body.kindergartenIds.length === 0)
      context.addIssue({ code: 'custom', path: ['kindergartenIds'], message: validationMessages.required });
    if (body.audience === AdminMessageAudience.Users && body.userIds.length === 0)
      context.addIssue({ code: 'custom', path: ['userIds'], message: validationMessages.required });
  });
export type CreateAdminMessageRequest = z.input<typeof createAdminMessageRequest>;
export type CreateAdminMessageBody = z.output<typeof createAdminMessageRequest>;

export const adminMessagesQuery = pageQueryOrderedBy(['createdAt', 'title']).extend({
  search: z.string().trim().max(100).optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuery>;

/** A row of GET administration/Message/overview-models. */
export const adminMessageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  audience: z.enum(AdminMessageAudience),
  roles: z.array(z.enum(Role)),
  /** Names of the chosen kindergartens or users, sorted. */
  recipients: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRow>;

/** GET AdministrativeMessages: the messages addressed to the signed-in user, newest first. */
export const myAdminMessagesQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(5),
});
export type MyAdminMessagesQuery = z.infer<typeof myAdminMessagesQuery>;

export const myAdminMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised rich text. */
  content: z.string(),
  createdAt: z.string(),
  seen: z.boolean(),
});
export type MyAdminMessage = z.infer<typeof myAdminMessage>;

/** POST administration/MaintenanceMessage: a maintenance notice, optionally with a validity window. */
export const createMaintenanceMessageRequest = z
  .object({
    title: z.string().trim().max(ADMIN_MESSAGE_TITLE_MAX).optional(),
    content: z.string().trim().min(1).max(MAINTENANCE_CONTENT_MAX),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validTo: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, context) => {
    if (body.validTo === undefined) return;
    const to = Date.parse(body.validTo);
    if (to <= Date.now() || (body.validFrom !== undefined && to <= Date.parse(body.validFrom)))
      context.addIssue({ code: 'custom', path: ['validTo'], message: adminMessageTexts.validTo });
  });
export type CreateMaintenanceMessageRequest = z.infer<typeof createMaintenanceMessageRequest>;

export const maintenanceMessagesQuery = pageQueryOrderedBy(['createdAt']);
export type MaintenanceMessagesQuery = z.infer<typeof maintenanceMessagesQuery>;

/** A row of GET administration/MaintenanceMessage/overview-models. */
export const maintenanceMessageRow = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** In force now: started (or no start) and not ended. */
  isActive: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type MaintenanceMessageRow = z.infer<typeof maintenanceMessageRow>;

/** The master's administrative messages (spec 2 §7.1 administration/Message). */
export const adminMessagesRoutes = {
  list: {
    method: 'GET',
    path: 'administration/Message/overview-models',
    query: adminMessagesQuery,
    response: pagedResultSchema(adminMessageRow),
    access: resourceAccess(Resource.MasterMessages, 'read'),
  },
  create: {
    method: 'POST',
    path: 'administration/Message',
    body: createAdminMessageRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterMessages, 'create'),
    status: 200,
  },
} as const satisfies RouteTable;

/** The master's maintenance notices (spec 2 §7.1 administration/MaintenanceMessage). */
export const adminMessagesMaintenanceRoutes = {
  list: {
    method: 'GET',
    path: 'administration/MaintenanceMessage/overview-models',
    query: maintenanceMessagesQuery,
    response: pagedResultSchema(maintenanceMessageRow),
    access: resourceAccess(Resource.MasterMessages, 'read'),
  },
  create: {
    method: 'POST',
    path: 'administration/MaintenanceMessage',
    body: createMaintenanceMessageRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.MasterMessages, 'create'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'administration/MaintenanceMessage/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.MasterMessages, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/** What every signed-in user reads of the master's messages: only what is addressed to them. */
export const adminMessagesAddressedRoutes = {
  mine: {
    method: 'GET',
    path: 'AdministrativeMessages',
    query: myAdminMessagesQuery,
    response: pagedResultSchema(myAdminMessage),
    access: signedInAccess,
  },
  markSeen: {
    method: 'POST',
    path: 'AdministrativeMessages/:id/setSeen',
    params: idParams,
    response: emptyAnswer,
    access: signedInAccess,
    status: 204,
  },
  /** The maintenance notices in force now (for a user who connects after their push). */
  current: {
    method: 'GET',
    path: 'MaintenanceMessages/current',
    response: z.array(maintenanceMessage),
    access: signedInAccess,
  },
} as const satisfies RouteTable;
