import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type CreateMessage,
  createMessageRequest,
  directMessageRequest,
  type DirectMessage,
  idParams,
  type IdParams,
  type MessageDetails,
  type MessageRecipientOption,
  messageRecipientsQuery,
  type MessageRecipientsQuery,
  messageReplyParams,
  type MessageReplyParams,
  messagesForKindergartensRequest,
  type MessagesForKindergartensBody,
  messagesQuery,
  type MessagesQuery,
  replyMessageRequest,
  type ReplyMessageBody,
  Resource,
  type SaveResult,
  saveResultSchema,
  updateMessageRequest,
  type UpdateMessageBody,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedJson } from '../../../platform/cache/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { MessagePostingService } from '../services/message-posting.service.js';
import { MessageRepliesService } from '../services/message-replies.service.js';
import { MessagesService } from '../services/messages.service.js';

/** Messages (spec 2 §7.5; docs/messages.md). Everyone reads only the messages they wrote or were sent. */
@Controller('Messages')
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly posting: MessagePostingService,
    private readonly replies: MessageRepliesService,
  ) {}

  /** The inbox (`PagedResult<MessageOverview>`): from the versioned cache per user and query (ETag, 304). */
  @Get('overview-models')
  @Access(Resource.Messages, 'read')
  @VersionedJson()
  @Validate({ query: messagesQuery })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: MessagesQuery,
    @Headers('if-none-match') ifNoneMatch?: string,
  ): Promise<VersionedAnswer> {
    return this.messages.list(user, query, ifNoneMatch);
  }

  @Get('recipients')
  @Access(Resource.Messages, 'create')
  @Validate({ query: messageRecipientsQuery })
  recipients(@CurrentUser() user: AuthUser, @Query() query: MessageRecipientsQuery): Promise<MessageRecipientOption[]> {
    return this.messages.recipientOptions(user, query);
  }

  @Get(':id')
  @Access(Resource.Messages, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<MessageDetails> {
    return this.messages.get(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.Messages, 'create')
  @Validate({ body: createMessageRequest, response: saveResultSchema })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateMessage): Promise<SaveResult> {
    return this.posting.create(user, body);
  }

  @Post('for-kindergartens')
  @HttpCode(200)
  @Access(Resource.Messages, 'create')
  @Validate({ body: messagesForKindergartensRequest, response: saveResultSchema })
  forKindergartens(@CurrentUser() user: AuthUser, @Body() body: MessagesForKindergartensBody): Promise<SaveResult> {
    return this.posting.forKindergartens(user, body);
  }

  @Post('direct')
  @HttpCode(200)
  @Access(Resource.Messages, 'create')
  @Validate({ body: directMessageRequest, response: saveResultSchema })
  direct(@CurrentUser() user: AuthUser, @Body() body: DirectMessage): Promise<SaveResult> {
    return this.posting.direct(user, body);
  }

  /** The author edits their own message: create on Messages is what wrote it, so it is what edits it. */
  @Post('update')
  @HttpCode(200)
  @Access(Resource.Messages, 'create')
  @Validate({ body: updateMessageRequest, response: saveResultSchema })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateMessageBody): Promise<SaveResult> {
    return this.posting.update(user, body);
  }

  @Post('setAllSeen')
  @HttpCode(204)
  @Access(Resource.Messages, 'read')
  setAllSeen(@CurrentUser() user: AuthUser): Promise<void> {
    return this.messages.setAllSeen(user);
  }

  @Post('reply/:id')
  @HttpCode(200)
  @Access(Resource.Messages, 'read')
  @Validate({ params: idParams, body: replyMessageRequest, response: saveResultSchema })
  reply(@CurrentUser() user: AuthUser, @Param() params: IdParams, @Body() body: ReplyMessageBody): Promise<SaveResult> {
    return this.replies.reply(user, params.id, body);
  }

  @Post(':id/setSeen')
  @HttpCode(204)
  @Access(Resource.Messages, 'read')
  @Validate({ params: idParams })
  setSeen(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.messages.setSeen(user, params.id);
  }

  /** The author, or the director. */
  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.Messages, 'read')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.posting.remove(user, params.id);
  }

  @Delete(':messageId/reply/:replyId')
  @HttpCode(204)
  @Access(Resource.Messages, 'read')
  @Validate({ params: messageReplyParams })
  removeReply(@CurrentUser() user: AuthUser, @Param() params: MessageReplyParams): Promise<void> {
    return this.replies.remove(user, params);
  }
}
