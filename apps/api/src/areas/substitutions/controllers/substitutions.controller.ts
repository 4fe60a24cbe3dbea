import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  idParams,
  type IdParams,
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
  saveSubstitutionRequest,
  type SaveSubstitutionRequest,
  substitutionDeleteQuery,
  type SubstitutionDeleteQuery,
  substitutionExportParams,
  type SubstitutionExportParams,
  substitutionListQuery,
  type SubstitutionListQuery,
  type SubstitutionNorms,
  substitutionNormsQuery,
  type SubstitutionNormsQuery,
  type SubstitutionOptions,
  substitutionOptionsQuery,
  type SubstitutionOptionsQuery,
  type SubstitutionRow,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { SubstitutionsExportService } from '../services/substitutions-export.service.js';
import { SubstitutionsService } from '../services/substitutions.service.js';

/** Staff substitutions, spec 2 §7.3 TeacherSubstitutions (docs/substitutions.md). */
@Controller('TeacherSubstitutions')
export class SubstitutionsController {
  constructor(
    private readonly service: SubstitutionsService,
    private readonly exports: SubstitutionsExportService,
  ) {}

  @Get('overview-models')
  @Access(Resource.TeacherSubstitutions, 'read')
  @Validate({ query: substitutionListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: SubstitutionListQuery): Promise<PagedResult<SubstitutionRow>> {
    return this.service.list(user, query);
  }

  @Get('options')
  @Access(Resource.TeacherSubstitutions, 'read')
  @Validate({ query: substitutionOptionsQuery })
  options(@CurrentUser() user: AuthUser, @Query() query: SubstitutionOptionsQuery): Promise<SubstitutionOptions> {
    return this.service.options(user, query);
  }

  @Get('norms')
  @Access(Resource.TeacherSubstitutions, 'read')
  @Validate({ query: substitutionNormsQuery })
  norms(@CurrentUser() user: AuthUser, @Query() query: SubstitutionNormsQuery): Promise<SubstitutionNorms> {
    return this.service.norms(user, query);
  }

  @Get('norms/export/:type')
  @Access(Resource.TeacherSubstitutions, 'read')
  @FileDownload()
  @Validate({ params: substitutionExportParams, query: substitutionNormsQuery })
  normsExport(
    @CurrentUser() user: AuthUser,
    @Param() params: SubstitutionExportParams,
    @Query() query: SubstitutionNormsQuery,
  ): Promise<ExportFile> {
    return this.exports.norms(user, params.type, query);
  }

  @Get('export/:type')
  @Access(Resource.TeacherSubstitutions, 'read')
  @FileDownload()
  @Validate({ params: substitutionExportParams, query: substitutionListQuery })
  export(
    @CurrentUser() user: AuthUser,
    @Param() params: SubstitutionExportParams,
    @Query() query: SubstitutionListQuery,
  ): Promise<ExportFile> {
    return this.exports.list(user, params.type, query);
  }

  @Get(':id')
  @Access(Resource.TeacherSubstitutions, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SubstitutionRow> {
    return this.service.get(user, params.id);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.TeacherSubstitutions, 'save')
  @Validate({ body: saveSubstitutionRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveSubstitutionRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  /** The spec leaves the parameter unstated: `?id=`. */
  @Delete()
  @HttpCode(204)
  @Access(Resource.TeacherSubstitutions, 'delete')
  @Validate({ query: substitutionDeleteQuery })
  remove(@CurrentUser() user: AuthUser, @Query() query: SubstitutionDeleteQuery): Promise<void> {
    return this.service.remove(user, query.id);
  }
}
