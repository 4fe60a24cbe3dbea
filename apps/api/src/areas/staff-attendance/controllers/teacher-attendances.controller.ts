import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  staffExportParams,
  type StaffExportParams,
  staffMonthParams,
  type StaffMonthParams,
  Resource,
  type SaveStaffCellsResult,
  saveTeacherAttendancesRequest,
  type SaveTeacherAttendancesRequest,
  type StaffAttendanceReference,
  staffAttendanceReferenceQuery,
  type StaffAttendanceReferenceQuery,
  staffMonthExportParams,
  type StaffMonthExportParams,
  type TeacherAttendanceMonth,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { StaffAttendanceService } from '../services/staff-attendance.service.js';
import { StaffReferencesService } from '../services/staff-references.service.js';

@Controller('TeacherAttendances')
export class TeacherAttendancesController {
  constructor(
    private readonly attendance: StaffAttendanceService,
    private readonly references: StaffReferencesService,
  ) {}

  @Get('reference')
  @Access(Resource.StaffReferences, 'read')
  @Validate({ query: staffAttendanceReferenceQuery })
  reference(@CurrentUser() user: AuthUser, @Query() query: StaffAttendanceReferenceQuery): Promise<StaffAttendanceReference> {
    return this.references.attendance(user, query);
  }

  @Get('reference/export/:type')
  @Access(Resource.StaffReferences, 'read')
  @FileDownload()
  @Validate({ params: staffExportParams, query: staffAttendanceReferenceQuery })
  referenceExport(
    @CurrentUser() user: AuthUser,
    @Param() params: StaffExportParams,
    @Query() query: StaffAttendanceReferenceQuery,
  ): Promise<ExportFile> {
    return this.references.attendanceExport(user, query, params);
  }

  @Get(':month/:year')
  @Access(Resource.TeacherAttendances, 'read')
  @Validate({ params: staffMonthParams })
  month(@CurrentUser() user: AuthUser, @Param() params: StaffMonthParams): Promise<TeacherAttendanceMonth> {
    return this.attendance.month(user, params);
  }

  @Get(':month/:year/export/:type')
  @Access(Resource.TeacherAttendances, 'read')
  @FileDownload()
  @Validate({ params: staffMonthExportParams })
  monthExport(@CurrentUser() user: AuthUser, @Param() params: StaffMonthExportParams): Promise<ExportFile> {
    return this.attendance.monthExport(user, params, params);
  }

  /** Creates, changes and clears cells: whoever may create or update staff attendance. */
  @Post()
  @HttpCode(200)
  @Access(Resource.TeacherAttendances, 'save')
  @Validate({ body: saveTeacherAttendancesRequest })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveTeacherAttendancesRequest): Promise<SaveStaffCellsResult> {
    return this.attendance.save(user, body);
  }
}
