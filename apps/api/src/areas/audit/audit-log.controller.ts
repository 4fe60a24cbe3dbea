import { Controller, Query } from '@nestjs/common';
import { auditRoutes as routes, type RouteQuery } from '@kg/contracts';
import { Route } from '../../platform/routes/route.decorator.js';
import { AuditLogService } from './audit-log.service.js';

@Controller()
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Route(routes.list)
  list(@Query() query: RouteQuery<typeof routes.list>) {
    return this.auditLog.list(query);
  }
}
