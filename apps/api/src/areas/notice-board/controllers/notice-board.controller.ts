import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type CreateNoticeBody,
  createNoticeRequest,
  idParams,
  type IdParams,
  type NoticeRow,
  type NoticesSeenRequest,
  noticesSeenRequest,
  type OrderNoticesRequest,
  orderNoticesRequest,
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
  type SeenResult,
  seenResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { NoticeBoardService } from '../services/notice-board.service.js';

/** The notice board (spec 2 §7.7 Dashboards/messages; docs/notice-board.md). */
@Controller('Dashboards')
export class NoticeBoardController {
  constructor(private readonly service: NoticeBoardService) {}

  @Get('messages/overview-models')
  @Access(Resource.DashboardGroupMessages, 'read')
  list(@CurrentUser() user: AuthUser): Promise<PagedResult<NoticeRow>> {
    return this.service.list(user);
  }

  @Post('message')
  @HttpCode(200)
  @Access(Resource.DashboardGroupMessages, 'create')
  @Validate({ body: createNoticeRequest, response: saveResultSchema })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateNoticeBody): Promise<SaveResult> {
    return this.service.create(user, body);
  }

  @Delete('message/:id')
  @HttpCode(204)
  @Access(Resource.DashboardGroupMessages, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.service.remove(user, params.id);
  }

  @Post('messages/order')
  @HttpCode(204)
  @Access(Resource.DashboardGroupMessages, 'update')
  @Validate({ body: orderNoticesRequest })
  order(@CurrentUser() user: AuthUser, @Body() body: OrderNoticesRequest): Promise<void> {
    return this.service.order(user, body);
  }

  @Post('messages/seen')
  @HttpCode(200)
  @Access(Resource.DashboardGroupMessages, 'read')
  @Validate({ body: noticesSeenRequest, response: seenResultSchema })
  seen(@CurrentUser() user: AuthUser, @Body() body: NoticesSeenRequest): Promise<SeenResult> {
    return this.service.seen(user, body);
  }
}
