import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AttendanceGroupOption,
  attendanceFormExportParams,
  type AttendanceFormExportParams,
  Resource,
  type SaveResult,
  saveResultSchema,
  saveStudentAttendancesRequest,
  type SaveStudentAttendancesRequest,
  studentAttendanceMonthParams,
  type StudentAttendanceMonthParams,
  studentAttendanceMonthQuery,
  type StudentAttendanceMonthQuery,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedJson } from '../../../platform/cache/index.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AttendanceFormService } from '../services/attendance-form.service.js';
import { StudentAttendancesService } from '../services/student-attendances.service.js';

/** The monthly attendance grid of the children (spec 2 §7.3 StudentAttendances; docs/attendance.md). */
@Controller('StudentAttendances')
export class StudentAttendancesController {
  constructor(
    private readonly service: StudentAttendancesService,
    private readonly form: AttendanceFormService,
  ) {}

  @Get('groups')
  @Access(Resource.StudentAttendances, 'read')
  groups(@CurrentUser() user: AuthUser): Promise<AttendanceGroupOption[]> {
    return this.service.groups(user);
  }

  @Get('attendance-form-export/:classId/:month/:year')
  @Access(Resource.StudentAttendances, 'read')
  @FileDownload()
  @Validate({ params: attendanceFormExportParams })
  formExport(@CurrentUser() user: AuthUser, @Param() params: AttendanceFormExportParams): Promise<ExportFile> {
    return this.form.pdf(user, params.classId, params.month, params.year);
  }

  /** Answered from the versioned cache while the kindergarten's attendance data is unchanged (ETag, 304). */
  @Get(':groupId/:month/:year')
  @Access(Resource.StudentAttendances, 'read')
  @Validate({ params: studentAttendanceMonthParams, query: studentAttendanceMonthQuery })
  @VersionedJson()
  month(
    @CurrentUser() user: AuthUser,
    @Param() params: StudentAttendanceMonthParams,
    @Query() query: StudentAttendanceMonthQuery,
    @Headers('if-none-match') ifNoneMatch?: string,
  ): Promise<VersionedAnswer> {
    return this.service.cachedMonth(user, params.groupId, params.month, params.year, query.studentIds, ifNoneMatch);
  }

  @Post()
  @HttpCode(200)
  @Access(Resource.StudentAttendances, 'save')
  @Validate({ body: saveStudentAttendancesRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveStudentAttendancesRequest): Promise<SaveResult> {
    return this.service.save(user, body);
  }
}
