import { Controller, Get, Param } from '@nestjs/common';
import { type StateReportMonth, stateReportMonthParams, Resource, type SmpReport } from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type ExportFile, FileDownload } from '../../../platform/export/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { SmpReportService } from '../services/smp-report.service.js';

/** The monthly report for social assistance (docs/smp-and-neispuo.md). */
@Controller('AttendanceReferences/smp')
export class SmpReportController {
  constructor(private readonly service: SmpReportService) {}

  @Get('export/:month/:year')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ params: stateReportMonthParams })
  pdf(@CurrentUser() user: AuthUser, @Param() params: StateReportMonth): Promise<ExportFile> {
    return this.service.pdf(user, params);
  }

  @Get('excel-export/:month/:year')
  @Access(Resource.AttendanceReferences, 'read')
  @FileDownload()
  @Validate({ params: stateReportMonthParams })
  excel(@CurrentUser() user: AuthUser, @Param() params: StateReportMonth): Promise<ExportFile> {
    return this.service.excel(user, params);
  }

  @Get(':month/:year')
  @Access(Resource.AttendanceReferences, 'read')
  @Validate({ params: stateReportMonthParams })
  report(@CurrentUser() user: AuthUser, @Param() params: StateReportMonth): Promise<SmpReport> {
    return this.service.report(user, params);
  }
}
