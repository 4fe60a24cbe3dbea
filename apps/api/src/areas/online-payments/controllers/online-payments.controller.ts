import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { onlinePaymentsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { EpayNotificationsService } from '../services/epay-notifications.service.js';
import { OnlinePaymentsService } from '../services/online-payments.service.js';

/** ePay and EasyPay (spec 2 §7.2 payments/epay-data …, §7.1 initiate-webhook-test; docs/online-payments.md). */
@Controller()
export class OnlinePaymentsController {
  constructor(
    private readonly service: OnlinePaymentsService,
    private readonly notifications: EpayNotificationsService,
  ) {}

  @Route(routes.transferEpayData)
  transferEpayData(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.transferEpayData>) {
    return this.service.transferEpayData(user, query.providerId, query.card ?? false);
  }

  @Route(routes.transferEasyPayIdn)
  transferEasyPayIdn(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.transferEasyPayIdn>) {
    return this.service.transferEasyPayIdn(user, query.providerId);
  }

  @Route(routes.epayData)
  epayData(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.epayData>,
    @Query() query: RouteQuery<typeof routes.epayData>,
  ) {
    return this.service.epayData(user, params.id, query.card ?? false);
  }

  @Route(routes.easyPayIdn)
  easyPayIdn(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.easyPayIdn>) {
    return this.service.easyPayIdn(user, params.id);
  }

  @Route(routes.epayRedirectResponse)
  epayRedirectResponse(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.epayRedirectResponse>) {
    return this.service.redirectResponse(user, body);
  }

  /** Public: ePay's notification, form-urlencoded; answered text/plain (an error, e.g. the throttle's 429, as JSON). */
  @Route(routes.epayNotification)
  async epayNotification(
    @Param() params: RouteParams<typeof routes.epayNotification>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const answer = await this.notifications.receive(params.providerId, request.body, request.id);
    void reply.type('text/plain; charset=utf-8');
    return answer;
  }

  @Route(routes.initiateWebhookTest)
  initiateWebhookTest(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.initiateWebhookTest>) {
    return this.service.initiateWebhookTest(user, params.id);
  }
}
