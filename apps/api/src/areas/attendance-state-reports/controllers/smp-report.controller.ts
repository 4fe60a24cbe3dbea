import { Controller, Param } from '@nestjs/common';
import { attendanceStateReportsRoutes as routes, type RouteParams } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { SmpReportService } from '../services/smp-report.service.js';

/** The monthly report for social assistance (docs/attendance-state-reports.md). */
@Controller()
export class SmpReportController {
  constructor(private readonly service: SmpReportService) {}

  @Route(routes.smpPdf)
  smpPdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.smpPdf>) {
    return this.service.pdf(user, params);
  }

  @Route(routes.smpExcel)
  smpExcel(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.smpExcel>) {
    return this.service.excel(user, params);
  }

  @Route(routes.smpReport)
  smpReport(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.smpReport>) {
    return this.service.report(user, params);
  }
}
