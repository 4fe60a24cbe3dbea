import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  applicationsExportParams,
  type ApplicationsExportParams,
  type ApplicationsReference,
  applicationsReferenceQuery,
  type ApplicationsReferenceQuery,
  Resource,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { RequestDocumentsService } from '../services/request-documents.service.js';

/** The requests reference: per-request rows, totals by status, children declared per summer week. */
@Controller('AttendanceReferences/applications')
export class ApplicationsReferenceController {
  constructor(private readonly documents: RequestDocumentsService) {}

  @Get()
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ query: applicationsReferenceQuery })
  reference(@CurrentUser() user: AuthUser, @Query() query: ApplicationsReferenceQuery): Promise<ApplicationsReference> {
    return this.documents.reference(user, query);
  }

  @Get('export/:type')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ params: applicationsExportParams, query: applicationsReferenceQuery })
  export(
    @CurrentUser() user: AuthUser,
    @Param() params: ApplicationsExportParams,
    @Query() query: ApplicationsReferenceQuery,
  ): Promise<ExportFile> {
    return this.documents.export(user, params.type, query);
  }
}
