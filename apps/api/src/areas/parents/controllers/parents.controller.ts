import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  idParams,
  type IdParams,
  type PagedResult,
  type ParentDetails,
  parentFilters,
  type ParentFilters,
  parentListQuery,
  type ParentListQuery,
  type ParentRow,
  Resource,
  type SaveResult,
  saveParentRequest,
  type SaveParentRequest,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { ParentsService } from '../services/parents.service.js';

@Controller('Parents')
export class ParentsController {
  constructor(private readonly service: ParentsService) {}

  @Get()
  @Access(Resource.Parents, 'read')
  @Validate({ query: parentListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: ParentListQuery): Promise<PagedResult<ParentRow>> {
    return this.service.list(user, query);
  }

  @Get('export')
  @Access(Resource.Parents, 'read')
  @FileDownload()
  @Validate({ query: parentFilters })
  export(@CurrentUser() user: AuthUser, @Query() query: ParentFilters): Promise<ExportFile> {
    return this.service.export(user, query);
  }

  @Get(':id')
  @Access(Resource.Parents, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ParentDetails> {
    return this.service.get(user, params.id);
  }

  /** Create (create permission) or edit (update permission, checked by the service: one call of the spec for both). */
  @Post()
  @HttpCode(200)
  @Access(Resource.Parents, 'save')
  @Validate({ body: saveParentRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveParentRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }
}
