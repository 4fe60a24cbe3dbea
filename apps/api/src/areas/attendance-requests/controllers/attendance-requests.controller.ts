import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  attendanceRequestListQuery,
  type AttendanceRequestListQuery,
  type AttendanceRequestPreview,
  attendanceRequestPreviewQuery,
  type AttendanceRequestPreviewQuery,
  type AttendanceRequestRow,
  fileAttendanceRequest,
  type FileAttendanceRequest,
  idParams,
  type IdParams,
  type PagedResult,
  type RequestableChild,
  Resource,
  saveAttendanceRequest,
  type SaveAttendanceRequest,
  type SaveResult,
  saveResultSchema,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AttendanceRequestsService } from '../services/attendance-requests.service.js';
import { RequestDocumentsService } from '../services/request-documents.service.js';

/** Parents' attendance requests (spec 2 §7.3 StudentAttendances request calls; docs/attendance-requests.md). */
@Controller('StudentAttendances')
export class AttendanceRequestsController {
  constructor(
    private readonly requests: AttendanceRequestsService,
    private readonly documents: RequestDocumentsService,
  ) {}

  @Get('applications')
  @Access(Resource.AttendanceApplications, 'read')
  @Validate({ query: attendanceRequestListQuery })
  list(@CurrentUser() user: AuthUser, @Query() query: AttendanceRequestListQuery): Promise<PagedResult<AttendanceRequestRow>> {
    return this.requests.list(user, query);
  }

  @Get('request-children')
  @Access(Resource.AttendanceApplications, 'create')
  children(@CurrentUser() user: AuthUser): Promise<RequestableChild[]> {
    return this.requests.children(user);
  }

  @Get('request-preview')
  @Access(Resource.AttendanceApplications, 'read')
  @Validate({ query: attendanceRequestPreviewQuery })
  preview(@CurrentUser() user: AuthUser, @Query() query: AttendanceRequestPreviewQuery): Promise<AttendanceRequestPreview> {
    return this.requests.preview(user, query);
  }

  @Post('parent-request')
  @HttpCode(200)
  @Access(Resource.AttendanceApplications, 'create')
  @Validate({ body: fileAttendanceRequest, response: saveResultSchema })
  file(@CurrentUser() user: AuthUser, @Body() body: FileAttendanceRequest): Promise<SaveResult> {
    return this.requests.file(user, body);
  }

  /** With `id` the director's decision; without it a paper request recorded by the staff. */
  @Post('request')
  @HttpCode(200)
  @Access(Resource.AttendanceApplications, 'save')
  @Validate({ body: saveAttendanceRequest, response: saveResultSchema })
  save(@CurrentUser() user: AuthUser, @Body() body: SaveAttendanceRequest): Promise<SaveResult> {
    return this.requests.save(user, body);
  }

  /** A parent withdraws their own pending request (who may file may withdraw); the director deletes any. */
  @Delete('request/:id')
  @HttpCode(204)
  @Access(Resource.AttendanceApplications, 'create')
  @Validate({ params: idParams })
  remove(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<void> {
    return this.requests.remove(user, params.id);
  }

  @Get('attendance-request-form/:id')
  @Access(Resource.AttendanceApplications, 'read')
  @FileDownload()
  @Validate({ params: idParams })
  form(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<ExportFile> {
    return this.documents.form(user, params.id);
  }
}
