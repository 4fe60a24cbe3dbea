import { Injectable } from '@nestjs/common';
import {
  AdminMessageAudience,
  adminMessageTexts,
  type AdminMessageRow,
  type AdminMessagesQuery,
  type CreateAdminMessageBody,
  type MyAdminMessage,
  type MyAdminMessagesQuery,
  type PagedResult,
  RealtimeEvent,
  richTextPlainText,
  type SaveResult,
  validationMessages,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { AdminMessagesRepository } from '../data/admin-messages.repository.js';

/** How long the plain-text excerpt of a push is. */
export const EXCERPT_LENGTH = 200;

const excerpt = (html: string): string => {
  const text = richTextPlainText(html);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
};

/** The master's administrative messages (docs/admin-messages.md): written by the master, read by their addressees. */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly messages: AdminMessagesRepository,
    private readonly realtime: RealtimeService,
  ) {}

  list(_user: AuthUser, query: AdminMessagesQuery): Promise<PagedResult<AdminMessageRow>> {
    return this.messages.list(query);
  }

  async create(user: AuthUser, body: CreateAdminMessageBody): Promise<SaveResult> {
    const content = sanitizeRichText(body.content);
    if (!richTextPlainText(content)) throw new BadInputError(undefined, { content: [validationMessages.required] });
    const kindergartenIds = body.audience === AdminMessageAudience.Kindergartens ? [...new Set(body.kindergartenIds)] : [];
    const userIds = body.audience === AdminMessageAudience.Users ? [...new Set(body.userIds)] : [];
    const roles = body.audience === AdminMessageAudience.Users || body.roles.length === 0 ? null : [...new Set(body.roles)];
    await this.assertAllExist(
      (ids) => this.messages.countKindergartens(ids),
      kindergartenIds,
      'kindergartenIds',
      adminMessageTexts.unknownKindergartens,
    );
    await this.assertAllExist((ids) => this.messages.countActiveUsers(ids), userIds, 'userIds', adminMessageTexts.unknownUsers);

    const id = await this.messages.insert({
      title: body.title,
      content,
      audience: body.audience,
      roles,
      createdBy: user.userId,
    });
    if (kindergartenIds.length) await this.messages.insertKindergartens(id, kindergartenIds);
    if (userIds.length) await this.messages.insertUsers(id, userIds);

    await this.push(body.audience, { kindergartenIds, userIds, roles }, { id, title: body.title, content: excerpt(content) });
    return { isSuccessful: true, entityId: id };
  }

  /** The messages addressed to the signed-in user, newest first, with whether they marked each seen. */
  mine(user: AuthUser, query: MyAdminMessagesQuery): Promise<PagedResult<MyAdminMessage>> {
    return this.messages.mine(user.userId, query);
  }

  /** Marks a message addressed to the user as seen (again: nothing changes). Not addressed to them: 404. */
  async markSeen(user: AuthUser, id: number): Promise<undefined> {
    if (!(await this.messages.isAddressedTo(user.userId, id))) throw new NotFoundError(adminMessageTexts.notFound);
    await this.messages.markSeen(user.userId, id);
  }

  /** Every id is counted by `count` (of those that exist), or 400 on `field`. */
  private async assertAllExist(
    count: (ids: number[]) => Promise<number>,
    ids: number[],
    field: string,
    message: string,
  ): Promise<void> {
    if (!ids.length) return;
    if ((await count(ids)) !== ids.length) throw new BadInputError(message, { [field]: [message] });
  }

  /** Tells the connected recipients, after the commit. The members of chosen kindergartens: one statement. */
  private async push(
    audience: AdminMessageAudience,
    to: { kindergartenIds: number[]; userIds: number[]; roles: number[] | null },
    payload: { id: number; title: string; content: string },
  ): Promise<void> {
    const event = RealtimeEvent.ReceiveMasterAdministrativeMessage;
    if (audience === AdminMessageAudience.AllUsers) {
      if (to.roles) this.realtime.toRoles(to.roles, event, payload);
      else this.realtime.toEveryone(event, payload);
      return;
    }
    if (audience === AdminMessageAudience.Users) return this.realtime.toUsers(to.userIds, event, payload);
    this.realtime.toUsers(await this.messages.memberUserIds(to.kindergartenIds, to.roles), event, payload);
  }
}
