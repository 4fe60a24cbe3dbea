import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  createPollRequest,
  type CreatePollRequest,
  idParams,
  type IdParams,
  type PagedResult,
  type PollDetails,
  pollListQuery,
  type PollListQuery,
  type PollRow,
  Resource,
  type SaveResult,
  saveResultSchema,
  updatePollRequest,
  type UpdatePollRequest,
  votePollRequest,
  type VotePollRequest,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { PollExportsService } from '../services/poll-exports.service.js';
import { PollsService } from '../services/polls.service.js';

/** Polls and forms (spec 2 §7.5 Polls; docs/polls.md). */
@Controller('Polls')
export class PollsController {
  constructor(
    private readonly polls: PollsService,
    private readonly exports: PollExportsService,
  ) {}

  @Get()
  @Access(Resource.Polls, 'read')
  @Validate({ query: pollListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: PollListQuery): Promise<PagedResult<PollRow>> {
    return this.polls.list(user, query);
  }

  @Get('export/excel/:id')
  @Access(Resource.Polls, 'read')
  @FileDownload()
  @Validate({ params: idParams })
  excel(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ExportFile> {
    return this.exports.excel(user, params.id);
  }

  @Get('export/:id')
  @Access(Resource.Polls, 'read')
  @FileDownload()
  @Validate({ params: idParams })
  pdf(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ExportFile> {
    return this.exports.pdf(user, params.id);
  }

  @Get(':id')
  @Access(Resource.Polls, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<PollDetails> {
    return this.polls.get(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.Polls, 'create')
  @Validate({ body: createPollRequest, response: saveResultSchema })
  create(@CurrentUser() user: AuthUser, @Body() body: CreatePollRequest): Promise<SaveResult> {
    return this.polls.create(user, body);
  }

  @Put('vote')
  @HttpCode(204)
  @Access(Resource.Polls, 'read')
  @Validate({ body: votePollRequest })
  vote(@CurrentUser() user: AuthUser, @Body() body: VotePollRequest): Promise<void> {
    return this.polls.vote(user, body);
  }

  @Post(':id')
  @HttpCode(200)
  @Access(Resource.Polls, 'update')
  @Validate({ params: idParams, body: updatePollRequest, response: saveResultSchema })
  update(@CurrentUser() user: AuthUser, @Param() params: IdParams, @Body() body: UpdatePollRequest): Promise<SaveResult> {
    return this.polls.update(user, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(Resource.Polls, 'delete')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.polls.remove(user, params.id);
  }
}
