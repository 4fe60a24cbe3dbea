import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type EventRow,
  type EventsQuery,
  eventsQuery,
  idParams,
  type IdParams,
  Resource,
  type SaveEventBody,
  saveEventRequest,
  type SaveResult,
  saveResultSchema,
  type SeenResult,
  seenResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { EventsService } from '../services/events.service.js';

/** The calendar (spec 2 §7.5 Events; docs/events.md). */
@Controller('Events')
export class EventsController {
  constructor(private readonly service: EventsService) {}

  @Get('overview-models')
  @Access(Resource.Events, 'read')
  @Validate({ query: eventsQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: EventsQuery): Promise<EventRow[]> {
    return this.service.list(user, query);
  }

  @Post('setAllSeen')
  @HttpCode(200)
  @Access(Resource.Events, 'read')
  @Validate({ response: seenResultSchema })
  setAllSeen(@CurrentUser() user: AuthUser): Promise<SeenResult> {
    return this.service.setAllSeen(user);
  }

  @Get(':id')
  @Access(Resource.Events, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<EventRow> {
    return this.service.get(user, params.id);
  }

  @Post(':id/setSeen')
  @HttpCode(200)
  @Access(Resource.Events, 'read')
  @Validate({ params: idParams, response: seenResultSchema })
  setSeen(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SeenResult> {
    return this.service.setSeen(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.Events, 'save')
  @Validate({ body: saveEventRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveEventBody): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.Events, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.service.remove(user, params.id);
  }
}
