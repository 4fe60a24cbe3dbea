import { Body, Controller, Param, Query } from '@nestjs/common';
import { pollsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { PollExportsService } from '../services/poll-exports.service.js';
import { PollsService } from '../services/polls.service.js';

/** Polls and forms (spec 2 §7.5 Polls; docs/polls.md). */
@Controller()
export class PollsController {
  constructor(
    private readonly polls: PollsService,
    private readonly exports: PollExportsService,
  ) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.polls.list(user, query);
  }

  @Route(routes.excel)
  excel(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.excel>) {
    return this.exports.excel(user, params.id);
  }

  @Route(routes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.pdf>) {
    return this.exports.pdf(user, params.id);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.polls.get(user, params.id);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>) {
    return this.polls.create(user, body);
  }

  @Route(routes.vote)
  vote(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.vote>) {
    return this.polls.vote(user, body);
  }

  @Route(routes.update)
  update(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.update>,
    @Body() body: RouteBody<typeof routes.update>,
  ) {
    return this.polls.update(user, params.id, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.polls.remove(user, params.id);
  }
}
