import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type MessageAttachment, Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import type { FileOwner } from '../../files/data/files.repository.js';
import { FilesService } from '../../files/files.service.js';
import { MessageAttachmentsRepository } from '../data/message-attachments.repository.js';

const ownerOf = (messageId: number): FileOwner => ({ resource: Resource.Messages, id: messageId });

/**
 * The files of a message (docs/messages.md "Attachments"): temporary uploads of the files kit claimed by the message in
 * the sending transaction, listed in the author's order, downloaded through `files/{id}` only by the message's people
 * (its author and its recipients: their own `message_recipients` row), released when the message is deleted.
 */
@Injectable()
export class MessageAttachmentsService implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly attachments: MessageAttachmentsRepository,
    private readonly files: FilesService,
  ) {}

  onModuleInit(): void {
    this.files.registerOwnerReach(Resource.Messages, (user, messageId) => this.isPersonOf(user, messageId));
  }

  /** Claims the user's uploads `fileIds` for the message, in the request's transaction (400 on `fileIds` when one is not theirs). */
  async attach(user: AuthUser, messageId: number, fileIds: string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await this.files.claim(this.db.manager, user, fileIds, ownerOf(messageId));
    await this.attachments.insert(user.kindergartenId, messageId, fileIds);
  }

  /** The message's files in the author's order (the caller has already checked that the user may see the message). */
  list(messageId: number): Promise<MessageAttachment[]> {
    return this.attachments.list(messageId);
  }

  /** Deletes the files of a message being deleted (their content goes in a job after the commit: docs/files.md). */
  release(messageId: number): Promise<void> {
    return this.files.releaseExcept(this.db.manager, ownerOf(messageId));
  }

  private isPersonOf(user: AuthUser, messageId: number): Promise<boolean> {
    return this.attachments.isPersonOf(messageId, user.userId, user.kindergartenId);
  }
}
