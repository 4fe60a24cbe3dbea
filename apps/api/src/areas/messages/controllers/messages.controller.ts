import { Body, Controller, Headers, Param, Query } from '@nestjs/common';
import { messagesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { VersionedJson } from '../../../platform/cache/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { MessagePostingService } from '../services/message-posting.service.js';
import { MessageRepliesService } from '../services/message-replies.service.js';
import { MessagesService } from '../services/messages.service.js';

/** Messages (spec 2 §7.5; docs/messages.md). Everyone reads only the messages they wrote or were sent. */
@Controller()
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly posting: MessagePostingService,
    private readonly replies: MessageRepliesService,
  ) {}

  /** The inbox (`PagedResult<MessageOverview>`): from the versioned cache per user and query (ETag, 304). */
  @Route(routes.list)
  @VersionedJson()
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.list>,
    @Headers('if-none-match') ifNoneMatch?: string,
  ) {
    return this.messages.list(user, query, ifNoneMatch);
  }

  @Route(routes.recipients)
  recipients(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.recipients>) {
    return this.messages.recipientOptions(user, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.messages.get(user, params.id);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>) {
    return this.posting.create(user, body);
  }

  @Route(routes.forKindergartens)
  forKindergartens(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.forKindergartens>) {
    return this.posting.forKindergartens(user, body);
  }

  @Route(routes.direct)
  direct(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.direct>) {
    return this.posting.direct(user, body);
  }

  /** The author edits their own message: create on Messages is what wrote it, so it is what edits it. */
  @Route(routes.update)
  update(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.update>) {
    return this.posting.update(user, body);
  }

  @Route(routes.setAllSeen)
  setAllSeen(@CurrentUser() user: AuthUser) {
    return this.messages.setAllSeen(user);
  }

  @Route(routes.reply)
  reply(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.reply>,
    @Body() body: RouteBody<typeof routes.reply>,
  ) {
    return this.replies.reply(user, params.id, body);
  }

  @Route(routes.setSeen)
  setSeen(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.setSeen>) {
    return this.messages.setSeen(user, params.id);
  }

  /** The author, or the director. */
  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.posting.remove(user, params.id);
  }

  @Route(routes.removeReply)
  removeReply(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.removeReply>) {
    return this.replies.remove(user, params);
  }
}
