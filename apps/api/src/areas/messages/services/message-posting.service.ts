import { Injectable } from '@nestjs/common';
import {
  accessFromGrants,
  allows,
  audienceMessages,
  type AudienceSpec,
  type CreateMessage,
  defaultAccess,
  type DirectMessage,
  messageMessages,
  type MessagesForKindergartensBody,
  Resource,
  richTextPlainText,
  type SaveResult,
  type UpdateMessageBody,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { audienceArgs, AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import { KINDERGARTEN_NOT_FOUND } from '../../kindergartens/services/kindergarten-switch.service.js';
import { MessagePostingRepository } from '../data/message-posting.repository.js';
import { MessageAttachmentsService } from './message-attachments.service.js';
import { MESSAGE_NOT_FOUND, mayModerate } from './messages.service.js';

interface NewMessage {
  title: string;
  /** Sanitised. */
  content: string;
  spec: AudienceSpec;
  isDirect?: boolean;
  batchId?: string;
}

/** Rich text as stored: sanitised, and still saying something once scripts and tags are gone. */
export function storedContent(html: string): string {
  const content = sanitizeRichText(html);
  if (richTextPlainText(content).trim() === '') {
    throw new BadInputError(messageMessages.contentRequired, { content: [messageMessages.contentRequired] });
  }
  return content;
}

/**
 * Sending, editing and deleting messages (docs/messages.md). A message's people are computed on the server from its
 * audience and stored once with the message, in one INSERT … SELECT over audience_user_ids (300 families = one
 * statement); the author has a row too, seen at once.
 */
@Injectable()
export class MessagePostingService {
  constructor(
    private readonly posting: MessagePostingRepository,
    private readonly audiences: AudienceService,
    private readonly notifier: CommunicationNotifier,
    private readonly attachments: MessageAttachmentsService,
  ) {}

  async create(user: AuthUser, body: CreateMessage): Promise<SaveResult> {
    const { title, content, fileIds, ...spec } = body;
    await this.audiences.assertMayAddress(user, Resource.Messages, spec);
    const id = await this.insert(user, user.kindergartenId!, { title, content: storedContent(content), spec });
    await this.attachments.attach(user, id, fileIds);
    return { isSuccessful: true, entityId: id };
  }

  /** To one member of the kindergarten; a parent writes only to staff (AudienceService). */
  async direct(user: AuthUser, body: DirectMessage): Promise<SaveResult> {
    if (body.userId === user.userId) {
      throw new BadInputError(messageMessages.notToYourself, { userId: [messageMessages.notToYourself] });
    }
    const spec: AudienceSpec = { audience: null, classIds: [], userIds: [body.userId] };
    await this.audiences.assertMayAddress(user, Resource.Messages, spec);
    const title = body.title ?? messageMessages.directTitle;
    const id = await this.insert(user, user.kindergartenId!, {
      title,
      content: storedContent(body.content),
      spec,
      isDirect: true,
    });
    await this.attachments.attach(user, id, body.fileIds);
    return { isSuccessful: true, entityId: id };
  }

  /**
   * One copy per kindergarten, same batch id, all in the request's transaction: each copy is written under that
   * kindergarten's tenant scope (row-level security), with the membership's own access checked; then the request's
   * scope is restored. Not a member (or inactive) → 404; a member without create on Messages → 403.
   */
  async forKindergartens(user: AuthUser, body: MessagesForKindergartensBody): Promise<SaveResult> {
    const content = storedContent(body.content);
    const batch = await this.posting.newBatchId();
    try {
      for (const kindergartenId of body.kindergartenIds) {
        const member = await this.actingIn(user, kindergartenId);
        const spec: AudienceSpec = { audience: body.audience, classIds: [], userIds: [] };
        await this.audiences.assertMayAddress(member, Resource.Messages, spec);
        await this.insert(member, kindergartenId, { title: body.title, content, spec, batchId: batch });
      }
    } finally {
      await this.posting.enterScope(user.scope);
    }
    return { isSuccessful: true, entityId: batch };
  }

  /** The author edits title and content; recipients stay. Those who had seen it see it as unread again. */
  async update(user: AuthUser, body: UpdateMessageBody): Promise<SaveResult> {
    const updated = await this.posting.update(body.id, user.kindergartenId, user.userId, body.title, storedContent(body.content));
    if (!updated) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return { isSuccessful: true, entityId: body.id };
  }

  /** The author, or the director (moderation); recipients, replies, seen marks and attached files go with it. */
  async remove(user: AuthUser, id: number): Promise<undefined> {
    const deleted = await this.posting.remove(id, user.kindergartenId, user.userId, mayModerate(user));
    if (deleted === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
    await this.attachments.release(id);
  }

  /** The message and its people in one statement, then the announcement to everyone it reached. */
  private async insert(user: AuthUser, kindergartenId: number, message: NewMessage): Promise<number> {
    const { id, user_ids: userIds } = await this.posting.insert(kindergartenId, {
      audienceArgs: audienceArgs(kindergartenId, message.spec),
      authorId: user.userId,
      title: message.title,
      content: message.content,
      isDirect: message.isDirect ?? false,
      batchId: message.batchId ?? null,
    });
    if (!userIds || userIds.length === 0) {
      throw new BadInputError(audienceMessages.nobodyReached, { audience: [audienceMessages.nobodyReached] });
    }
    await this.notifier.announce({
      kind: 'message',
      kindergartenId,
      id,
      title: message.title,
      content: message.content,
      authorId: user.userId,
      userIds,
    });
    return id;
  }

  /** The user as a member of another of their kindergartens, with that membership's access; the scope switched to it. */
  private async actingIn(user: AuthUser, kindergartenId: number): Promise<AuthUser> {
    const scope = { ...user.scope, kindergartenId, readableKindergartenIds: [] };
    await this.posting.enterScope(scope);
    const membership = await this.posting.membership(user.userId, kindergartenId);
    if (!membership) throw new NotFoundError(KINDERGARTEN_NOT_FOUND);
    const access =
      membership.access ?? (membership.role_grants ? accessFromGrants([membership.role_grants]) : defaultAccess(membership.role));
    if (!allows(access, Resource.Messages, 'create')) throw new ForbiddenError();
    return { ...user, kindergartenId, role: membership.role, access, scope };
  }
}
