import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  detachStudentRequest,
  type DetachStudentRequest,
  idParams,
  type IdParams,
  type PagedResult,
  Resource,
  type SaveResult,
  saveResultSchema,
  saveStudentRequest,
  type SaveStudentRequest,
  type StudentDetails,
  studentDropdownQuery,
  type StudentDropdownQuery,
  studentFilters,
  type StudentFilters,
  type StudentGroup,
  studentListQuery,
  type StudentListQuery,
  type StudentOption,
  type StudentRow,
  type StudentBrief,
  studentsQuery,
  type StudentsQuery,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { StudentRostersService } from '../services/student-rosters.service.js';
import { StudentsService } from '../services/students.service.js';

@Controller('Students')
export class StudentsController {
  constructor(
    private readonly service: StudentsService,
    private readonly rosters: StudentRostersService,
  ) {}

  /** The day's roster with its guests, or (`parentId`) a parent's children; `GET students/` is this same route. */
  @Get()
  @Access(Resource.Students, 'read')
  @Validate({ query: studentsQuery })
  students(@CurrentUser() user: AuthUser, @Query() query: StudentsQuery): Promise<StudentBrief[]> {
    return this.rosters.students(user, query);
  }

  @Get('overview-models')
  @Access(Resource.Students, 'read')
  @Validate({ query: studentListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: StudentListQuery): Promise<PagedResult<StudentRow>> {
    return this.service.list(user, query);
  }

  @Get('dropdown')
  @Access(Resource.Students, 'read')
  @Validate({ query: studentDropdownQuery })
  dropdown(@CurrentUser() user: AuthUser, @Query() query: StudentDropdownQuery): Promise<StudentOption[]> {
    return this.service.dropdown(user, query);
  }

  @Get('grouped')
  @Access(Resource.Students, 'read')
  grouped(@CurrentUser() user: AuthUser): Promise<StudentGroup[]> {
    return this.service.grouped(user);
  }

  @Get('export')
  @Access(Resource.Students, 'read')
  @FileDownload()
  @Validate({ query: studentFilters })
  export(@CurrentUser() user: AuthUser, @Query() query: StudentFilters): Promise<ExportFile> {
    return this.service.export(user, query);
  }

  @Get(':id')
  @Access(Resource.Students, 'read')
  @Validate({ params: idParams })
  get(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<StudentDetails> {
    return this.service.get(user, params.id);
  }

  /** Create (create permission) or edit (update permission, checked by the service: one call of the spec for both). */
  @Post()
  @HttpCode(200)
  @Access(Resource.Students, 'save')
  @Validate({ body: saveStudentRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveStudentRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }

  @Post(':id/detach')
  @HttpCode(200)
  @Access(Resource.Students, 'update')
  @Validate({ params: idParams, body: detachStudentRequest, response: saveResultSchema })
  detach(@CurrentUser() user: AuthUser, @Param() params: IdParams, @Body() body: DetachStudentRequest): Promise<SaveResult> {
    return this.service.detach(user, params.id, body);
  }
}
