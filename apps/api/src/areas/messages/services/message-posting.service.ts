import { Injectable } from '@nestjs/common';
import {
  type AccessEntry,
  accessFromGrants,
  allows,
  audienceMessages,
  type AudienceSpec,
  type CreateMessage,
  defaultAccess,
  type DirectMessage,
  type Grant,
  messageMessages,
  type MessagesForKindergartensBody,
  Resource,
  richTextPlainText,
  type Role,
  type SaveResult,
  type UpdateMessageBody,
} from '@kg/contracts';
import { APP_ROLE } from '@kg/migrations';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { scopeStatement } from '../../../platform/database/tenant-scope.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { audienceArgs, AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import { KINDERGARTEN_NOT_FOUND } from '../../kindergartens/services/kindergarten-switch.service.js';
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
    private readonly db: Db,
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
    const manager = this.db.manager;
    const content = storedContent(body.content);
    const [{ batch }] = await manager.query<{ batch: string }[]>(`SELECT gen_random_uuid()::text AS batch`);
    try {
      for (const kindergartenId of body.kindergartenIds) {
        const member = await this.actingIn(user, kindergartenId);
        const spec: AudienceSpec = { audience: body.audience, classIds: [], userIds: [] };
        await this.audiences.assertMayAddress(member, Resource.Messages, spec);
        await this.insert(member, kindergartenId, { title: body.title, content, spec, batchId: batch });
      }
    } finally {
      await manager.query(scopeStatement(user.scope, APP_ROLE));
    }
    return { isSuccessful: true, entityId: batch };
  }

  /** The author edits title and content; recipients stay. Those who had seen it see it as unread again. */
  async update(user: AuthUser, body: UpdateMessageBody): Promise<SaveResult> {
    const rows = await this.db.manager.query<{ id: number }[]>(
      `WITH m AS (
         UPDATE messages SET title = $4, content = $5, updated_at = now()
          WHERE id = $1 AND kindergarten_id = $2 AND created_by = $3 RETURNING id),
       unseen AS (
         UPDATE message_recipients r SET seen_at = NULL
           FROM m WHERE r.message_id = m.id AND NOT r.is_author AND r.seen_at IS NOT NULL)
       SELECT id FROM m`,
      [body.id, user.kindergartenId, user.userId, body.title, storedContent(body.content)],
    );
    if (rows.length === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return { isSuccessful: true, entityId: body.id };
  }

  /** The author, or the director (moderation); recipients, replies, seen marks and attached files go with it. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const [, deleted]: [unknown, number] = await this.db.manager.query(
      `DELETE FROM messages m
        WHERE m.id = $1 AND m.kindergarten_id = $2 AND (m.created_by = $3 OR $4)`,
      [id, user.kindergartenId, user.userId, mayModerate(user)],
    );
    if (deleted === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
    await this.attachments.release(id);
  }

  /** The message and its people in one statement, then the announcement to everyone it reached. */
  private async insert(user: AuthUser, kindergartenId: number, message: NewMessage): Promise<number> {
    const args = audienceArgs(kindergartenId, message.spec);
    const rows = await this.db.manager.query<{ id: number; user_ids: number[] }[]>(
      `WITH m AS (
         INSERT INTO messages (kindergarten_id, title, content, audience, class_ids, user_ids, is_direct, batch_id, created_by)
         VALUES ($1, $7, $8, $2, $3, $4, $9, $10, $6)
         RETURNING id, kindergarten_id, created_at),
       r AS (
         INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
         SELECT m.kindergarten_id, m.id, p.user_id, p.user_id = $6, m.created_at,
                CASE WHEN p.user_id = $6 THEN m.created_at END
           FROM m, (SELECT audience_user_ids AS user_id FROM audience_user_ids($1, $2, $3, $4, $5) UNION SELECT $6) p
         RETURNING user_id)
       SELECT (SELECT id FROM m) AS id, array_agg(user_id) FILTER (WHERE user_id <> $6) AS user_ids FROM r`,
      [...args, user.userId, message.title, message.content, message.isDirect ?? false, message.batchId ?? null],
    );
    const { id, user_ids: userIds } = rows[0]!;
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
    const manager = this.db.manager;
    await manager.query(scopeStatement(scope, APP_ROLE));
    const [membership] = await manager.query<{ role: Role; access: AccessEntry[] | null; role_grants: Grant[] | null }[]>(
      `SELECT m.role, m.access, CASE WHEN m.access IS NULL THEN rg.grants END AS role_grants
         FROM kindergarten_users m
         LEFT JOIN user_groups rg ON rg.kindergarten_id = m.kindergarten_id AND rg.role = m.role
        WHERE m.user_id = $1 AND m.kindergarten_id = $2 AND m.is_active`,
      [user.userId, kindergartenId],
    );
    if (!membership) throw new NotFoundError(KINDERGARTEN_NOT_FOUND);
    const access =
      membership.access ?? (membership.role_grants ? accessFromGrants([membership.role_grants]) : defaultAccess(membership.role));
    if (!allows(access, Resource.Messages, 'create')) throw new ForbiddenError();
    return { ...user, kindergartenId, role: membership.role, access, scope };
  }
}
