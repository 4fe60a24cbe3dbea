import { z } from 'zod';
import { kindergartenRoles } from './access.js';
import { idSchema, pageQueryOrderedBy } from './common.js';
import { richTextPlainText } from './rich-text.js';
import { Role } from './roles.js';
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
export interface AdminMessageRow {
  id: number;
  title: string;
  content: string;
  audience: AdminMessageAudience;
  roles: Role[];
  /** Names of the chosen kindergartens or users, sorted. */
  recipients: string[];
  createdAt: string;
  createdBy: string;
}

/** GET AdministrativeMessages: the messages addressed to the signed-in user, newest first. */
export const myAdminMessagesQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(5),
});
export type MyAdminMessagesQuery = z.infer<typeof myAdminMessagesQuery>;

export interface MyAdminMessage {
  id: number;
  title: string;
  /** Sanitised rich text. */
  content: string;
  createdAt: string;
  seen: boolean;
}

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
export interface MaintenanceMessageRow {
  id: number;
  title: string | null;
  content: string;
  validFrom: string | null;
  validTo: string | null;
  /** In force now: started (or no start) and not ended. */
  isActive: boolean;
  createdAt: string;
  createdBy: string;
}
