import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
  saveTeacherRequest,
  type SaveTeacherRequest,
  type TeacherDetails,
  teacherFilters,
  type TeacherFilters,
  type TeacherListItem,
  teacherListQuery,
  type TeacherListQuery,
  type TeacherOccupationOption,
  teacherParams,
  type TeacherParams,
  type TeacherRow,
  teachersByKindQuery,
  type TeachersByKindQuery,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { TeachersService } from '../services/teachers.service.js';

/** Staff records (spec 2 §7.3 "Teachers"); the picker `for-kindergarten` is TeacherOptionsController. */
@Controller('Teachers')
export class TeachersController {
  constructor(private readonly service: TeachersService) {}

  @Get('occupations')
  @Access(Resource.Teachers, 'read')
  occupations(): TeacherOccupationOption[] {
    return this.service.occupations();
  }

  @Get('overview-models')
  @Access(Resource.Teachers, 'read')
  @Validate({ query: teacherListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: TeacherListQuery): Promise<PagedResult<TeacherRow>> {
    return this.service.list(user, query);
  }

  @Get('by-kind')
  @Access(Resource.Teachers, 'read')
  @Validate({ query: teachersByKindQuery })
  byKind(@CurrentUser() user: AuthUser, @Query() query: TeachersByKindQuery): Promise<TeacherListItem[]> {
    return this.service.byKind(user, query.pedagogical);
  }

  @Get('teachers-pedagogues')
  @Access(Resource.Teachers, 'read')
  pedagogues(@CurrentUser() user: AuthUser): Promise<TeacherListItem[]> {
    return this.service.pedagogues(user);
  }

  @Get('directors')
  @Access(Resource.Teachers, 'read')
  directors(@CurrentUser() user: AuthUser): Promise<TeacherListItem[]> {
    return this.service.directors(user);
  }

  @Get('export')
  @Access(Resource.Teachers, 'read')
  @FileDownload()
  @Validate({ query: teacherFilters })
  export(@CurrentUser() user: AuthUser, @Query() query: TeacherFilters): Promise<ExportFile> {
    return this.service.export(user, query);
  }

  /** Create (create permission) or edit (update permission, checked by the service). */
  @Post('save')
  @HttpCode(200)
  @Access(Resource.Teachers, 'save')
  @Validate({ body: saveTeacherRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveTeacherRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Get(':id/:kindergartenId')
  @Access(Resource.Teachers, 'read')
  @Validate({ params: teacherParams })
  get(@CurrentUser() user: AuthUser, @Param() params: TeacherParams): Promise<TeacherDetails> {
    return this.service.get(user, params.id, params.kindergartenId);
  }
}
